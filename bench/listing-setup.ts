/**
 * What the listing benchmark and its trace share: the demo server, the composed 60-tile page (with
 * and without the widgets), and a page opened the way the benchmark opens it (phone viewport, 4x
 * CPU throttling, the probe of listing-probe.js injected first).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../demo/e2e/chromium';
import { startDemoServer } from '../demo/server/start';
import { composeListing, withoutWidgets } from './listing-page';

const PROBE = fileURLToPath(new URL('./listing-probe.js', import.meta.url));

export const TILES = 60;
const SOURCES = ['/c/living-room', '/c/living-room?start=20', '/c/bedroom', '/c/bedroom?start=20'];
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Where a benchmark page keeps the long tasks it saw (the PerformanceObserver phoneShopper adds). */
export interface LongTasks {
  __tasks: { start: number; end: number }[];
}

/**
 * A new shopper at 4x CPU in a window of `device` (a phone unless said), the demo's email
 * interstitial closed, as a returning one would have it: what every benchmark page starts from.
 */
export async function throttledShopper(browser: Browser, origin: string, device: BrowserContextOptions = PHONE): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ ...device, storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'newemailInterstitial', value: 'closed' }] }] } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

/** A throttledShopper on a phone whose page records every long task in window.__tasks from the first document on. */
export async function phoneShopper(browser: Browser, origin: string): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const { context, page, cdp } = await throttledShopper(browser, origin);
  await page.addInitScript(() => {
    const w = window as unknown as LongTasks;
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  return { context, page, cdp };
}

export interface Listing {
  browser: Browser;
  url: string;
  csp: string;
  /** The page with the autoloader script, and the same page without it. */
  on: string;
  off: string;
}

/** Starts the demo server and Chromium, composes the listing, runs `work`, then stops both. */
export async function withListingServer(work: (listing: Listing) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lto-bench-'));
  const server = await startDemoServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'demo.sqlite') });
  const browser = await launchChromium({ full: true });
  try {
    const sources = await Promise.all(SOURCES.map(async (path) => fetch(new URL(path, server.url))));
    const csp = sources[0]!.headers.get('content-security-policy') ?? '';
    const pages = await Promise.all(sources.map((response) => response.text()));
    const on = composeListing(pages, TILES);
    await work({ browser, url: `${server.url}/bench/listing`, csp, on, off: withoutWidgets(on) });
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Opens `html` at `url` in a new phone context, 4x throttled, with the probe injected first. */
export async function openListing(
  browser: Browser,
  url: string,
  html: string,
  { csp = '', beforeLoad }: { csp?: string; beforeLoad?: (cdp: CDPSession) => Promise<unknown> } = {},
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.route(url, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': csp } }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript({ path: PROBE });
  await beforeLoad?.(cdp);
  await page.goto(url, { waitUntil: 'load' });
  return { context, page, cdp };
}
