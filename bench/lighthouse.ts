/**
 * `npm run bench`, as a platform team would measure us: Lighthouse (pinned 12.x, its mobile
 * defaults with simulated throttling) on the demo's home, listing, search, product and compare
 * pages, each with our scripts and with every .js blocked (the floor), in one run, medians of
 * RUNS. Prints the table the README keeps. Run after `npm run build`.
 *
 * Each run is a shopper's first page: Lighthouse resets a page's storage but keeps the browser's
 * cookies, so from the second run on the demo saw the second page of a visit, where the marketing
 * pop-up is due and draws itself (React and its widget, 110-120 ms of script at 4x CPU), in the
 * runs with our scripts only. The cookies are cleared before each run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server/start';
import { chromiumPath } from '../demo/e2e/chromium';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The five pages; BENCH_PAGES (comma-separated paths) measures only some. */
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/c/living-room', '/showsearch?q=sofa', '/p/P1001', '/compareShow?category=living-room'];

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** A session with two products in its compare list, so the compare page has its table. */
async function compareSession(base: string): Promise<string> {
  const first = await fetch(`${base}/compare/add?pid=P1001&category=living-room`, { headers: { 'sec-fetch-site': 'same-origin' } });
  const cookie = first.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  await fetch(`${base}/compare/add?pid=P1002&category=living-room`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
  return cookie;
}

async function audit(port: number, url: string, blockScripts: boolean, cookie: string): Promise<Figures> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await Promise.all(browser.contexts().map((context) => context.clearCookies()));
  } finally {
    await browser.close();
  }
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: blockScripts ? ['*.js'] : null,
    extraHeaders: cookie ? { Cookie: cookie } : null,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories['performance']?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const medianOf = (runs: Figures[]): Figures => ({
  score: median(runs.map((r) => r.score)),
  fcp: median(runs.map((r) => r.fcp)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
});

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const cell = (f: Figures) => `${f.score}, FCP ${seconds(f.fcp)}, LCP ${seconds(f.lcp)}, TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}`;

const dir = mkdtempSync(join(tmpdir(), 'lto-lighthouse-'));
const server = await startDemoServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'demo.sqlite') });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath({ full: true }),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const cookie = await compareSession(server.url);
  const rows: string[] = ['| page | with the widgets | scripts blocked |', '|---|---|---|'];
  for (const path of PAGES) {
    const runs: Record<'on' | 'off', Figures[]> = { on: [], off: [] };
    const session = path.startsWith('/compareShow') ? cookie : '';
    for (let i = 0; i < RUNS; i++) {
      runs.on.push(await audit(chrome.port, server.url + path, false, session));
      runs.off.push(await audit(chrome.port, server.url + path, true, session));
    }
    const on = medianOf(runs.on);
    const off = medianOf(runs.off);
    rows.push(`| ${path} | ${cell(on)} | ${cell(off)} |`);
    const gap = off.score - on.score;
    // The bar we hold ourselves to: within 5 points of the floor and no layout shift at all; the rest are aims.
    const belowBar = gap > 5 || on.cls > 0;
    if (belowBar) process.exitCode = 1;
    const missed = [
      gap > 3 && `score ${gap} points under the floor (aim 3)`,
      on.fcp > off.fcp * 1.1 && `FCP ${seconds(on.fcp)} against ${seconds(off.fcp)} (aim within 10%)`,
      on.lcp > off.lcp * 1.1 && `LCP ${seconds(on.lcp)} against ${seconds(off.lcp)} (aim within 10%)`,
      on.tbt > off.tbt + 50 && `TBT ${Math.round(on.tbt)} ms against ${Math.round(off.tbt)} ms (aim within 50 ms)`,
    ].filter(Boolean);
    console.log(`${path}: ${belowBar ? 'BELOW THE BAR' : 'bar met'} (${gap} points under the floor, CLS ${on.cls.toFixed(3)}); ${missed.length ? `aims missed: ${missed.join('; ')}` : 'every aim met'}`);
  }
  console.log(`\nLighthouse ${RUNS}x median per cell (mobile defaults, simulated throttling), performance score first:\n`);
  console.log(rows.join('\n'));
} finally {
  chrome.kill();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
