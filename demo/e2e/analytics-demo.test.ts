/**
 * The demo's side of analytics (issue 21) in Chromium: with ISGTMENABLE switched on for a site
 * (/demo/analytics-switch), its pages load the stand-in tag manager from its own origin
 * (tags.localhost) under the page's CSP, and every record pushed onto window.dataLayer, before the
 * script arrived or after, shows on /demo/analytics; off (the default, and per host), no
 * tag-manager script is asked for and nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { axeCheck, useDemo, type SiteName } from './harness';

const demo = useDemo({ lite: true });

interface Stored {
  site: string;
  page: string;
  event: string;
  record: Record<string, unknown>;
}

/** An event name no other test pushes: the tests share the worker's database. */
const uniqueEvent = (name: string): string => `${name}_${randomUUID().slice(0, 8)}`;

/** The records the demo stored with one of these event names. */
async function storedRecords(page: Page, events: string[]): Promise<Stored[]> {
  const response = await page.request.get(`${demo.url}/demo/analytics?format=json`);
  const { records } = (await response.json()) as { records: Stored[] };
  return records.filter((record) => events.includes(record.event));
}

/** URLs the page asks of the tag manager's host, and its posts to the collect endpoint. */
function watchTagManager(page: Page): { scripts: string[]; posts: string[] } {
  const seen = { scripts: [] as string[], posts: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname === 'tags.localhost') seen.scripts.push(url.href);
    if (url.pathname === '/demo/analytics/collect') seen.posts.push(url.href);
  });
  return seen;
}

const push = (page: Page, record: Record<string, unknown>) =>
  page.evaluate((r) => {
    const w = window as unknown as { dataLayer?: object[] };
    w.dataLayer ??= [];
    w.dataLayer.push(r);
  }, record);

/** ISGTMENABLE as the page's config block says it. */
const gtmEnabled = (page: Page) =>
  page.evaluate(() => (JSON.parse(document.getElementById('lto-config')!.textContent!) as { preferences: { ISGTMENABLE: boolean } }).preferences.ISGTMENABLE);

describe('the stand-in tag manager', () => {
  test('switched on, it loads from its own origin and sends the records pushed before and after it came to /demo/analytics', async () => {
    const page = await demo.newPage();
    const seen = watchTagManager(page);
    // The script is held back until a record has been pushed, as on a slow network.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`http://tags.localhost:${demo.port}/gtm.js*`, async (route) => {
      await held;
      await route.continue();
    });
    // The switch sends the browser on to the home page, which has the loader tag (async: its load
    // event waits for the held script, the document does not).
    await page.goto(`${demo.url}/demo/analytics-switch?enabled=1`, { waitUntil: 'domcontentloaded' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await gtmEnabled(page)).toBe(true);

    const early = uniqueEvent('e2e_before_script');
    const late = uniqueEvent('e2e_after_script');
    await push(page, { event: early, ecommerce: { items: [{ item_id: 'P1001', item_name: 'Sofa', index: 1 }] } });
    release();
    await page.waitForFunction(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.push !== Array.prototype.push);
    await push(page, { event: late, search_method: 'auto_complete', items: [{ item_id: 'P1002', item_name: 'Loveseat', index: 1, quantity: '1' }] });

    await eventually(async () => (await storedRecords(page, [early, late])).map((record) => record.event).sort(), 'both records stored').toEqual([late, early].sort());
    const [newest, older] = await storedRecords(page, [early, late]);
    expect(older).toMatchObject({ site: 'en-us', page: '/', event: early, record: { event: early, ecommerce: { items: [{ item_id: 'P1001', item_name: 'Sofa', index: 1 }] } } });
    expect(newest).toMatchObject({ site: 'en-us', page: '/', event: late, record: { search_method: 'auto_complete' } });
    expect(seen.scripts).toEqual([`http://tags.localhost:${demo.port}/gtm.js?id=GTM-DEMO`]);

    // The merchandisers' page lists them too, newest first, the JSON written out.
    await demo.openSite('/demo/analytics', { page });
    const headings = await page.locator('.analytics-record__event').allTextContents();
    expect(headings.indexOf(late)).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf(late)).toBeLessThan(headings.indexOf(early));
    await expect.poll(() => page.getByText(`"item_name": "Loveseat"`).count()).toBeGreaterThan(0);
    expect((await axeCheck(page)).summary).toEqual([]);
  });

  test.each<[string, SiteName, boolean]>([
    ['off by default', 'en', false],
    ['off on the Spanish site while on for the English one (per host)', 'es', true],
  ])('%s: no tag-manager script is asked for and a push stores nothing', async (_, site, englishOn) => {
    const page = await demo.newPage();
    const seen = watchTagManager(page);
    if (englishOn) await demo.openSite('/demo/analytics-switch?enabled=1', { page });
    seen.scripts.length = 0;
    seen.posts.length = 0;

    await demo.openSite('/c/living-room', { site, page });
    expect(await gtmEnabled(page)).toBe(false);
    expect(await page.locator('script[src*="gtm.js"]').count()).toBe(0);
    const unsent = uniqueEvent('e2e_switched_off');
    await push(page, { event: unsent, ecommerce: { items: [{ item_id: 'P1001' }] } });

    // A record sent from a page that has the tag manager is stored; the one before it never is.
    const marker = uniqueEvent('e2e_marker');
    const sender = await demo.openSite('/demo/analytics-switch?enabled=1');
    await sender.waitForFunction(() => {
      const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
      return layer !== undefined && layer.push !== Array.prototype.push;
    });
    await push(sender, { event: marker });
    await eventually(async () => (await storedRecords(page, [marker])).length, 'the marker stored').toBe(1);
    expect(await storedRecords(page, [unsent])).toEqual([]);
    expect(seen.scripts, 'no tag manager script asked for').toEqual([]);
    expect(seen.posts, 'nothing posted').toEqual([]);
  });
});
