import type { Page } from 'playwright-core';

/**
 * Adds up the layout shifts of every page `page` opens from now on (an init script, so call it
 * before opening the page); the function returned reads the sum so far, with the entries the
 * browser has not handed to the observer yet. Shifts before the page's load event are left out:
 * islands are drawn after it, and a busy machine may paint the server's page half parsed and
 * move it as parsing ends, which is the server's page, with or without our script.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    let sum = 0;
    let loadAt = Infinity;
    addEventListener('load', () => (loadAt = performance.now()), { once: true });
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as { value: number; startTime: number }[]) if (entry.startTime >= loadAt) sum += entry.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { layoutShiftSoFar: () => number }).layoutShiftSoFar = () => {
      add(observer.takeRecords());
      return sum;
    };
  });
  return () => page.evaluate(() => (window as unknown as { layoutShiftSoFar: () => number }).layoutShiftSoFar());
}
