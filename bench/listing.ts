/**
 * `npm run bench`, in the browser: a listing page of 60 real demo tiles (every lto-* island on
 * them: tiles, compare toggles, favourites...) in Chromium with 4x CPU throttling and a phone
 * viewport, side by side with the same page without the widgets (the no-JS floor). The page loads
 * and settles as a shopper who has not touched it yet sees it (no island drawn: islands start on
 * intent); then every island is woken at once, the most a page's islands can cost. Medians of
 * RUNS page loads each. Run after `npm run build`.
 */
import type { Browser } from 'playwright-core';
import { openListing, PHONE, TILES, withListingServer } from './listing-setup';
import { medianOrNull as median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Run {
  islands: number;
  aboveFold: number;
  /** ms from waking every island until they are all drawn, and the longest task meanwhile. */
  allReady: number | null;
  longestWhileWaking: number | null;
  firstContentfulPaint: number;
  longestTask: number;
  totalBlockingTime: number;
  layoutShift: number;
  heapBytes: number;
  jsBytes: number;
}

/** What bench/listing-probe.js puts on window. */
interface Probe {
  __benchAllReady(): boolean;
  __benchWakeAll(): void;
  __benchWoken(): { allReady: number; longestWhileWaking: number };
  __benchResult(): Omit<Run, 'heapBytes' | 'allReady' | 'longestWhileWaking'>;
}

async function measure(browser: Browser, url: string, html: string, csp: string, widgets: boolean): Promise<Run> {
  const { context, page, cdp } = await openListing(browser, url, html, { csp });

  // The page settles: what is near the viewport is prefetched while the network is free.
  await page.waitForLoadState('networkidle');
  // Arrow functions only: tsx would wrap named ones in a helper the page does not have.
  const result = await page.evaluate(() => (window as unknown as Probe).__benchResult());
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  let woken: { allReady: number | null; longestWhileWaking: number | null } = { allReady: null, longestWhileWaking: null };
  if (widgets) {
    await page.evaluate(() => (window as unknown as Probe).__benchWakeAll());
    await page.waitForFunction(() => (window as unknown as Probe).__benchAllReady(), undefined, { timeout: 30_000, polling: 100 });
    woken = await page.evaluate(() => (window as unknown as Probe).__benchWoken());
  }
  await context.close();
  return { ...result, ...woken, heapBytes: heap.usedSize };
}

await withListingServer(async ({ browser, url, csp, on, off }) => {
  const runs: Record<'on' | 'off', Run[]> = { on: [], off: [] };
  for (let i = 0; i < RUNS; i++) {
    runs.on.push(await measure(browser, url, on, csp, true));
    runs.off.push(await measure(browser, url, off, csp, false));
  }

  const ms = (v: number | null) => (v === null ? 'n/a' : `${Math.round(v)} ms`);
  const kb = (v: number | null) => (v === null ? 'n/a' : `${(v / 1024).toFixed(1)} KB`);
  const mb = (v: number | null) => (v === null ? 'n/a' : `${(v / 1024 / 1024).toFixed(2)} MB`);
  const rows: [string, (r: Run[]) => string][] = [
    ['islands (above the fold)', (r) => `${r[0]!.islands} (${r[0]!.aboveFold})`],
    ['first contentful paint', (r) => ms(median(r.map((x) => x.firstContentfulPaint)))],
    ['longest task after the script', (r) => ms(median(r.map((x) => x.longestTask)))],
    ['total blocking time', (r) => ms(median(r.map((x) => x.totalBlockingTime)))],
    ['layout shift (CLS)', (r) => (median(r.map((x) => x.layoutShift)) ?? 0).toFixed(4)],
    ['JS heap after GC, settled', (r) => mb(median(r.map((x) => x.heapBytes)))],
    ['JS downloaded, settled', (r) => kb(median(r.map((x) => x.jsBytes)))],
    ['every island woken: drawn in', (r) => ms(median(r.map((x) => x.allReady)))],
    ['  longest task meanwhile', (r) => ms(median(r.map((x) => x.longestWhileWaking)))],
  ];
  console.log(`\nListing page, ${TILES} tiles, Chromium, 4x CPU throttling, ${PHONE.viewport.width}x${PHONE.viewport.height} phone; medians of ${RUNS} loads`);
  console.log(`${'metric'.padEnd(32)} ${'widgets on'.padStart(14)} ${'widgets off'.padStart(14)}`);
  for (const [label, value] of rows) console.log(`${label.padEnd(32)} ${value(runs.on).padStart(14)} ${value(runs.off).padStart(14)}`);
});
