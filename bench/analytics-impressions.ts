/**
 * `npm run bench`: what impression observation (src/analytics, issue 21 'Speed') costs the
 * shopper's phone on a listing of 60 tiles (/c/living-room?sz=60) at 4x CPU, the tag manager
 * switched on for the browser (the demo's /demo/analytics-switch). The shopper scrolls from the
 * top to the end, a screen at a time, staying on each screen until the tiles in it are recorded
 * (half in view for 1 s, then the batch's push). Reported: the longest task while scrolling (the
 * issue's aim: none over 50 ms), the longest run of the analytics code itself (from the
 * long-animation-frame entries' script attribution), and the same scroll with the tag manager
 * off, as the floor the page has without analytics. Medians of RUNS fresh shoppers. Run after
 * `npm run build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../demo/e2e/chromium';
import { startDemoServer } from '../demo/server/start';
import { PHONE, phoneShopper, type LongTasks } from './listing-setup';
import { watchHostLoad } from './host-load';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TILES = 60;
const LISTING = `/c/living-room?sz=${TILES}`;

interface Recorded extends LongTasks {
  /** Per long animation frame: its end, and its longest script run from the analytics chunk. */
  __frames: { end: number; analytics: number }[];
  dataLayer?: { event?: string; ecommerce?: { items?: { id?: string }[] } }[];
}

interface Run {
  /** The longest task from the load event until the first scroll: analytics started meanwhile, its 60 tiles watched (ms). */
  longestAtStart: number;
  /** The longest task from the first scroll until the last tile was recorded (ms). */
  longestTask: number;
  /** The longest run of the analytics code meanwhile (ms). */
  longestAnalytics: number;
  /** Tiles recorded (view_item_list items). */
  recorded: number;
}

/** Tiles now at least half in view, by their product id. */
const tilesInView = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-lto-grid-feed] [data-lto-item]')]
      .filter((tile) => {
        const box = (tile.firstElementChild ?? tile).getBoundingClientRect();
        const shown = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
        return box.height > 0 && shown >= box.height / 2;
      })
      .map((tile) => tile.dataset.ltoItem!),
  );

async function oneShopper(browser: Browser, origin: string, analytics: boolean): Promise<Run> {
  const { context, page } = await phoneShopper(browser, origin);
  if (analytics) await page.goto(`${origin}/demo/analytics-switch?enabled=1`);
  await page.addInitScript(() => {
    const w = window as unknown as Recorded;
    w.__frames = [];
    type Frame = PerformanceEntry & { scripts: { duration: number; sourceURL: string }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Frame[]) {
        const ours = entry.scripts.filter((script) => /\/chunks\/analytics-/.test(script.sourceURL));
        w.__frames.push({ end: entry.startTime + entry.duration, analytics: Math.max(0, ...ours.map((script) => script.duration)) });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await page.goto(`${origin}${LISTING}`, { waitUntil: 'load' });
  const tiles = await page.locator('[data-lto-grid-feed] [data-lto-item]').count();
  if (tiles !== TILES) throw new Error(`the listing shows ${tiles} tiles, not ${TILES}`);
  // Analytics started (its dataLayer made) and the page quiet, before the first scroll.
  if (analytics) await page.waitForFunction(() => Array.isArray((window as unknown as Recorded).dataLayer), undefined, { timeout: 60_000 });
  // A thumb on the page before it scrolls: on a touch screen some islands wait for the first touch
  // to draw as they come near (the wheel below scrolls, but touches nothing).
  await page.locator('main h1').tap();
  await page.waitForLoadState('networkidle');
  const from = await page.evaluate(() => performance.now());

  const recordedIds = () =>
    page.evaluate(() =>
      ((window as unknown as Recorded).dataLayer ?? []).filter((record) => record.event === 'view_item_list').flatMap((record) => (record.ecommerce?.items ?? []).map((item) => item.id ?? '')),
    );
  for (;;) {
    const inView = await tilesInView(page);
    if (analytics) {
      // The shopper stays until this screen's tiles are recorded.
      await page.waitForFunction(
        (ids) => {
          const seen = new Set(((window as unknown as Recorded).dataLayer ?? []).flatMap((record) => (record.ecommerce?.items ?? []).map((item) => item.id)));
          return ids.every((id) => seen.has(id));
        },
        inView,
        { polling: 200, timeout: 30_000 },
      );
    } else {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    const atEnd = await page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 2);
    if (atEnd) break;
    const before = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, PHONE.viewport.height * 0.8);
    await page.waitForFunction((y) => scrollY !== y, before, { polling: 'raf', timeout: 10_000 });
  }
  const recorded = analytics ? new Set(await recordedIds()).size : 0;
  // Quiet for a second after the last screen: its batch pushed, nothing left running.
  await page.waitForFunction(
    (since) => {
      const last = (window as unknown as Recorded).__tasks.filter((task) => task.end > since).at(-1)?.end ?? since;
      return performance.now() - last > 1000;
    },
    from,
    { polling: 200, timeout: 60_000 },
  );
  const result = await page.evaluate((since) => {
    const w = window as unknown as Recorded;
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    return {
      longestAtStart: Math.max(0, ...w.__tasks.filter((task) => task.start >= loaded && task.end <= since).map((task) => task.end - task.start)),
      longestTask: Math.max(0, ...w.__tasks.filter((task) => task.end > since).map((task) => task.end - task.start)),
      longestAnalytics: Math.max(0, ...w.__frames.filter((frame) => frame.end > since).map((frame) => frame.analytics)),
    };
  }, from);
  await context.close();
  return { ...result, recorded };
}

const dir = mkdtempSync(join(tmpdir(), 'lto-bench-analytics-'));
const server = await startDemoServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'demo.sqlite') });
const browser = await launchChromium({});
const hostLoad = watchHostLoad();
try {
  const on: Run[] = [];
  const off: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    on.push(await oneShopper(browser, server.url, true));
    off.push(await oneShopper(browser, server.url, false));
  }
  const ms = (runs: Run[], key: 'longestAtStart' | 'longestTask' | 'longestAnalytics') => Math.round(median(runs.map((run) => run[key])));
  console.log(`\nImpressions on ${LISTING}, ${TILES} tiles, scrolled to the end a screen at a time; Chromium, 4x CPU throttling, ${PHONE.viewport.width}x${PHONE.viewport.height} phone; medians of ${RUNS} shoppers`);
  console.log(`tiles recorded: ${Math.round(median(on.map((run) => run.recorded)))} of ${TILES}`);
  console.log(`longest task after the load event, before the first scroll (analytics starts, its tiles watched): analytics on ${ms(on, 'longestAtStart')} ms, off ${ms(off, 'longestAtStart')} ms`);
  console.log(`longest task while scrolling: analytics on ${ms(on, 'longestTask')} ms${ms(on, 'longestTask') > 50 ? '  (over 50 ms)' : ''}, off ${ms(off, 'longestTask')} ms`);
  console.log(`longest run of the analytics code (long-animation-frame script attribution): ${ms(on, 'longestAnalytics')} ms (frames under 50 ms are not reported: 0 means none was that long)`);
  console.log(hostLoad());
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
