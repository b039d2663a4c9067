/**
 * The shopper's walk with the tag manager on (issue 21, SPEC 3.8, 7.9), in Chromium against the
 * demo: what the merchandisers find on /demo/analytics after a shopper scrolled the home page and a
 * listing, opened a product and changed its term, clicked a promotion, chose a search suggestion,
 * walked the checkout and shared a product. Every record is read back from the demo's store, as a
 * tag manager received it; none holds what the shopper typed. With the switch off nothing is
 * recorded and no tag-manager script is asked for; where consent applies, nothing before 'I agree'.
 *
 * The tests share the worker's database with other files: each reads only the records stored after
 * it started (ids above the newest one then), and runs alone in its worker while it does.
 */
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { fillDelivery, fillOrderForm, fillReferences, fillSign, orderAt, startCheckout, submitTo } from './checkout-ui';
import { useDemo } from './harness';
import { wake } from './islands';

const demo = useDemo();

interface Stored {
  id: number;
  site: string;
  page: string;
  event: string;
  record: Record<string, unknown>;
}

interface ImpressionItem {
  name: string;
  id: string;
  brand: string;
  category: string;
  subcategory: string;
  price: number;
  list: string;
  position: number;
  rating: string;
  inStock: boolean;
  pageType: string;
}

/** An impression needs a tile half in view for 1 s, then waits up to 1 s for others of its batch. */
const RECORDED = { timeout: 20_000, interval: 250 };

async function allStored(page: Page): Promise<Stored[]> {
  const response = await page.request.get(`${demo.url}/demo/analytics?format=json`);
  const { records } = (await response.json()) as { records: Stored[] };
  return records.sort((a, b) => a.id - b.id);
}

/** The records stored from now on (oldest first), as the test's `since()` reads them. */
async function recordsFromNow(page: Page): Promise<() => Promise<Stored[]>> {
  const before = Math.max(0, ...(await allStored(page)).map((record) => record.id));
  return async () => (await allStored(page)).filter((record) => record.id > before);
}

const ofEvent = (records: Stored[], event: string, path?: string) => records.filter((r) => r.event === event && (path === undefined || r.page === path));
const impressions = (records: Stored[], path: string) => ofEvent(records, 'view_item_list', path).flatMap((r) => (r.record.ecommerce as { items: ImpressionItem[] }).items);

/** This browser's tag manager switched on (the demo's per-host switch), then back on the home page. */
/**
 * A window tall enough for three rows of listing tiles at 1280 px (a row is some 700 px): a walk
 * down a listing waits for a third as many views, each 1 s in view then up to 1 s to be sent (40
 * tiles: 5 waits rather than 14, some 20 s of the run).
 */
const TALL = { width: 1280, height: 2100 };

async function tagManagerOn({ tall = false } = {}): Promise<Page> {
  const page = tall ? await (await demo.newContext({ viewport: TALL })).newPage() : undefined;
  return demo.openSite('/demo/analytics-switch?enabled=1', page ? { page } : {});
}

/** '$1,619.82' or '$78.99/mo. for 18 months': the amount a shopper reads, in dollars. */
const dollars = (text: string): number => Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);

/**
 * Scrolls the page down tile by tile, as a shopper reading it would: the first tile not recorded
 * yet to the top of the window (below the sticky header), so that every row the window holds
 * below it comes into view with it, staying there until its impression is stored (one view counts
 * the tiles around it too, so the next unseen one is next).
 */
async function readEveryTile(page: Page, tiles: Locator, path: string, since: () => Promise<Stored[]>): Promise<void> {
  const count = await tiles.count();
  const seen = async () => new Set(impressions(await since(), path).map((item) => item.id));
  let recorded = await seen();
  for (let i = 0; i < count; i++) {
    const tile = tiles.nth(i);
    const id = (await tile.getAttribute('data-lto-item'))!;
    if (recorded.has(id)) continue;
    await tile.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect.poll(async () => (recorded = await seen()).has(id), { ...RECORDED, message: `tile ${i + 1} (${id}) recorded` }).toBe(true);
  }
}

/** What each tile shows a shopper, in page order: the expected impression's fields. */
function shownTiles(tiles: Locator) {
  return tiles.evaluateAll((elements) =>
    elements.map((tile) => ({
      id: tile.getAttribute('data-lto-item'),
      name: tile.querySelector('.lto-product-tile__name')?.textContent?.trim(),
      priceText: tile.querySelector('.lto-product-tile__price')?.textContent?.trim() ?? '',
      // The listing numbers its tiles in the whole list (aria-posinset); elsewhere their order.
      place: Number(tile.closest('article')?.getAttribute('aria-posinset') ?? NaN),
    })),
  );
}

/** Each tile stored once, in its place, with what it shows, its list's name and the page's type. */
async function expectImpressions(tiles: Locator, items: ImpressionItem[], list: string, pageType: string): Promise<void> {
  const shown = await shownTiles(tiles);
  expect(items.map((item) => item.id).sort(), 'each tile once').toEqual(shown.map((tile) => tile.id).sort());
  for (const [index, tile] of shown.entries()) {
    const item = items.find((candidate) => candidate.id === tile.id)!;
    expect(item, tile.id!).toMatchObject({ name: tile.name, list, pageType, position: Number.isNaN(tile.place) ? index + 1 : tile.place });
    expect(typeof item.price).toBe('number');
    expect(item.price, `${tile.id} price`).toBe(dollars(tile.priceText));
    expect(item.price).toBeGreaterThan(0);
  }
}

/** Requests for the tag manager's script, the analytics code and posts of records, from here on. */
function watchAnalyticsTraffic(page: Page): { tagManager: string[]; analyticsCode: string[]; posts: string[] } {
  const seen = { tagManager: [] as string[], analyticsCode: [] as string[], posts: [] as string[] };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.hostname.startsWith('tags.')) seen.tagManager.push(url.href);
    if (/\/dist\/chunks\/analytics-/.test(url.pathname)) seen.analyticsCode.push(url.pathname);
    if (url.pathname === '/demo/analytics/collect') seen.posts.push(url.href);
  });
  return seen;
}

/** The lease terms panel's figures, as the shopper reads them. */
async function leaseFigures(page: Page) {
  const panel = page.getByRole('tabpanel');
  const fact = async (term: string) => dollars(await panel.locator('div', { has: page.locator('dt', { hasText: term }) }).locator('dd').innerText());
  const selected = await page.getByRole('tablist', { name: 'Choose your lease term' }).getByRole('tab', { selected: true }).innerText();
  return {
    PaymentToday: await fact("Today's payment"),
    OwnTotalCost: await fact('Total cost of ownership'),
    CashPrice: await fact('Cash price'),
    LOPDuration: Number.parseInt(selected, 10),
    LeaseCost: await fact('Cost of lease service'),
  };
}

describe('the tag manager off (the default)', () => {
  test('a walk through home, a listing and a product records nothing and asks for no tag-manager script', async () => {
    const page = await demo.newPage();
    const since = await recordsFromNow(page);
    const traffic = watchAnalyticsTraffic(page);
    for (const path of ['/', '/c/living-room', '/p/P1001']) {
      await demo.openSite(path, { page });
      // The page's own work (the visit cookie, then analytics where it is on) has run.
      await expect.poll(async () => (await demo.context.cookies(demo.url)).some((cookie) => cookie.name === 'newUserCookie'), RECORDED).toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    }
    await page.getByRole('tablist', { name: 'Choose your lease term' }).getByRole('tab').first().click();
    await wake(page.locator('lto-share-links'));

    expect(traffic).toEqual({ tagManager: [], analyticsCode: [], posts: [] });
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    expect(await since()).toEqual([]);
  });
});

describe('the tag manager on: the shopper walk', () => {
  test("home: each featured tile once, in its place, named 'Featured', its price a number, pageType 'homepage'; the 'Get started' promotion seen, then clicked", async () => {
    const page = await tagManagerOn();
    const since = await recordsFromNow(page);
    await demo.openSite('/', { page });
    // The promotion at the top of the page, in view from the start.
    const promotion = { promotion_id: 'get-started', promo_name: 'Apply before you shop', creative_name: 'apply-before-you-shop', slot_position: 'home_hero', item_id: '', coupon: '', discount: 0 };
    await expect.poll(async () => ofEvent(await since(), 'view_promotion', '/').flatMap((r) => (r.record.ecommerce as { items: unknown[] }).items), RECORDED).toEqual([promotion]);

    const tiles = page.locator('section[data-lto-list] [data-lto-item]');
    expect(await tiles.count()).toBeGreaterThan(4);
    // A tile the shopper's pointer passes over is drawn (its island replaces the server's box): it still counts.
    await tiles.first().hover();
    await readEveryTile(page, tiles, '/', since);
    const heading = (await page.locator('#featured-heading').innerText()).trim();
    await expectImpressions(tiles, impressions(await since(), '/'), heading, 'homepage');

    const getStarted = page.locator('lto-get-started').getByRole('link', { name: 'Get started' });
    await getStarted.scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL((url) => url.pathname === '/apply'), getStarted.click()]);
    await expect.poll(async () => ofEvent(await since(), 'select_promotion', '/').map((r) => r.record), RECORDED).toEqual([{ event: 'select_promotion', ecommerce: { items: [promotion] } }]);
    // Seen once in the page view, however long it stayed in view.
    expect(ofEvent(await since(), 'view_promotion', '/')).toHaveLength(1);
  });

  test("a listing: 20 tiles and 20 more from 'load more', each once, numbered 1 to 40 in the list named by the page's heading", async () => {
    const page = await tagManagerOn({ tall: true });
    const since = await recordsFromNow(page);
    await demo.openSite('/c/living-room', { page });
    const tiles = page.locator('[data-lto-grid-feed] > article [data-lto-item]');
    await readEveryTile(page, tiles, '/c/living-room', since);
    // The grid drawn (the shopper's pointer over its tools), so 'load more' adds to this page view.
    await page.locator('[data-lto-grid-count]').hover();
    await page.locator('lto-product-grid[data-lto-ready]').waitFor({ state: 'attached' });
    await page.locator('a[data-lto-grid-more]').click();
    await expect.poll(() => tiles.count()).toBe(40);
    await readEveryTile(page, tiles, '/c/living-room', since);

    const items = impressions(await since(), '/c/living-room');
    const pageType = await page.evaluate(() => (JSON.parse(document.getElementById('lto-config')!.textContent!) as { page: { type: string } }).page.type);
    await expectImpressions(tiles, items, (await page.getByRole('heading', { level: 1 }).innerText()).trim(), pageType);
    expect(items.map((item) => item.position).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // Batched: one record for the tiles that came into view together, never one per tile.
    expect(ofEvent(await since(), 'view_item_list', '/c/living-room').length).toBeLessThan(40);

    // A tile followed: 'select_item' with that tile.
    const tile = tiles.nth(21);
    const id = await tile.getAttribute('data-lto-item');
    await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/p/')), tile.locator('.lto-product-tile__name a').click()]);
    await expect.poll(async () => ofEvent(await since(), 'select_item', '/c/living-room').map((r) => (r.record.ecommerce as { items: ImpressionItem[] }).items), RECORDED).toEqual([
      [items.find((item) => item.id === id)],
    ]);
  });

  test('the wide layout, switched to in place and kept for the next listing: each tile still recorded once, in its place', async () => {
    // Wide rows lay a tile's parts out as the row's own (display: contents): the boxes watched
    // until then are gone, and on a listing drawn wide there were none to watch at all.
    const page = await tagManagerOn();
    const since = await recordsFromNow(page);
    await demo.openSite('/c/bedroom', { page });
    await page.locator('[data-lto-grid-count]').hover();
    await page.locator('lto-product-grid[data-lto-ready]').waitFor({ state: 'attached' });
    await page.locator('a[data-lto-grid-view="wide"]').click();
    await page.locator('[data-lto-grid-feed][data-lto-grid-wide]').waitFor({ state: 'attached' });
    const rows = page.locator('[data-lto-grid-feed] > article');
    const positions = async (path: string) => impressions(await since(), path).map((item) => item.position);
    // Rows further down, their pictures brought into view after the switch: recorded, no tile twice.
    for (const row of [10, 20]) {
      // Centred again until it stays in view: the tiles drawn around it as it comes change its place.
      const media = rows.nth(row - 1).locator('.lto-product-tile__media');
      await expect
        .poll(() =>
          media.evaluate(async (element) => {
            element.scrollIntoView({ block: 'center' });
            await new Promise((resolve) => setTimeout(resolve, 500));
            const box = element.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= innerHeight;
          }),
        )
        .toBe(true);
      await expect.poll(async () => (await positions('/c/bedroom')).includes(row), { ...RECORDED, message: `row ${row} recorded` }).toBe(true);
    }
    const recorded = await positions('/c/bedroom');
    expect(new Set(recorded).size, 'each once').toBe(recorded.length);

    // The next listing is drawn wide by the platform (the choice kept for the visit).
    await demo.openSite('/c/dining', { page });
    expect(await page.locator('[data-lto-grid-feed][data-lto-grid-wide]').count()).toBe(1);
    await expect.poll(async () => (await positions('/c/dining')).includes(1), RECORDED).toBe(true);
  });

  test("a product: 'view_item' with the lease figures the page shows; another term, 'lease_term_change' with its figures; Facebook share, 'share'", async () => {
    const page = await tagManagerOn();
    const since = await recordsFromNow(page);
    await demo.openSite('/p/P1001', { page });
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).split(',')[0]!.trim();
    const shown = await leaseFigures(page);
    const product = { ecommerce: { items: [{ item_id: 'P1001', item_name: expect.stringContaining(name) }] } };
    await expect.poll(async () => ofEvent(await since(), 'view_item', '/p/P1001').map((r) => r.record), RECORDED).toEqual([{ event: 'view_item', ...product, ...shown }]);

    const tabs = page.getByRole('tablist', { name: 'Choose your lease term' }).getByRole('tab');
    await tabs.first().click();
    const months = Number.parseInt(await tabs.first().innerText(), 10);
    expect(months).not.toBe(shown.LOPDuration);
    await expect.poll(() => page.getByRole('tabpanel').locator('.lto-lease-terms__price').innerText()).toContain(`for ${months} months`);
    const chosen = await leaseFigures(page);
    expect(chosen.LOPDuration).toBe(months);
    await expect.poll(async () => ofEvent(await since(), 'lease_term_change', '/p/P1001').map((r) => r.record), RECORDED).toEqual([{ event: 'lease_term_change', ...product, ...chosen }]);

    // Share on Facebook: the test keeps the browser here (the link opens facebook.com) once the
    // widget has heard the click.
    const share = page.locator('lto-share-links');
    await wake(share);
    await share.getByText('Share', { exact: true }).click();
    await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
    await share.getByRole('link', { name: /^Facebook/ }).click();
    await expect.poll(async () => ofEvent(await since(), 'share', '/p/P1001').map((r) => r.record), RECORDED).toEqual([{ event: 'share', method: 'facebook', content_type: 'product', item_id: 'P1001' }]);
  });

  test("search: the suggestion chosen in the header search is 'search' with auto_complete and the item (name, id, place from 1, quantity '1'), nothing typed", async () => {
    const page = await tagManagerOn();
    const since = await recordsFromNow(page);
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.click();
    await page.keyboard.type('reclin');
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    await options.nth(1).waitFor();
    await Promise.all([page.waitForURL(/\/p\/P\d+$/), options.nth(1).click()]);
    const pid = new URL(page.url()).pathname.split('/').at(-1);
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).split(',')[0]!.trim();

    await expect.poll(async () => ofEvent(await since(), 'search', '/').map((r) => r.record), RECORDED).toEqual([
      { event: 'search', search_method: 'auto_complete', items: [{ item_name: expect.stringContaining(name), item_id: pid, index: 2, quantity: '1' }] },
    ]);
    expect(JSON.stringify(await since())).not.toContain('"reclin"');
  });

  test('checkout: begin_checkout, each step reached and completed in order, and no record holds what the shopper typed', async () => {
    const since = await recordsFromNow(await tagManagerOn());
    const page = await startCheckout(demo);
    await fillDelivery(page);
    await submitTo(page, '/checkout/order-form');
    await fillOrderForm(page);
    await submitTo(page, '/checkout/payment');
    await submitTo(page, '/checkout/sign');
    await fillSign(page);
    await submitTo(page, '/checkout/references');
    await fillReferences(page);
    await submitTo(page, '/checkout/complete');

    const steps = ['delivery', 'order-form', 'payment', 'sign', 'references'];
    const expected = steps.flatMap((step, i) => [
      { page: `/checkout/${step}`, event: i === 0 ? 'begin_checkout' : 'checkout_step_reached', record: { checkout_step: i + 1, checkout_step_name: step } },
      { page: `/checkout/${step}`, event: 'checkout_step_completed', record: { checkout_step: i + 1, checkout_step_name: step } },
    ]);
    const checkout = async () => (await since()).filter((r) => /^(begin_checkout|checkout_step_)/.test(r.event)).map(({ page: path, event, record }) => ({ page: path, event, record: { checkout_step: record.checkout_step, checkout_step_name: record.checkout_step_name } }));
    await expect.poll(checkout, RECORDED).toEqual(expected);

    // What the shopper typed on the way (checkout-ui.ts) is in none of the records of the walk.
    const stored = JSON.stringify(await since());
    for (const typed of ['ada@example.com', '404-555-0123', '4045550123', 'Lovelace', 'Trinity', '215654321', '215-65-4321', 'GA-1234567', '404-555-0188', '678-555-0110', 'Grace']) {
      expect(stored, typed).not.toContain(typed);
    }
    expect((await since()).length).toBeGreaterThan(expected.length);
  });
});

describe('where consent applies (COOKIE_HINT on)', () => {
  test("nothing is recorded and the tag manager's script is not loaded before 'I agree'; once clicked, the script loads and the page's records come", async () => {
    await orderAt(demo.context, demo.url, 'delivery');
    await tagManagerOn();
    const page = await demo.openSite('/demo/cookie-hint?enabled=1');
    const since = await recordsFromNow(page);
    const traffic = watchAnalyticsTraffic(page);
    const analyticsAsked = page.waitForRequest((request) => /\/dist\/chunks\/analytics-/.test(request.url()));
    await demo.openSite('/checkout/delivery', { page });
    const dialog = page.getByRole('dialog', { name: 'Cookies on this site' });
    await dialog.waitFor();
    // The analytics code has run (the page's import of it resolved first): on a checkout step it
    // records the step at once, were it allowed to.
    const code = (await analyticsAsked).url();
    await page.evaluate(`import(${JSON.stringify(code)}).then(() => true)`);
    expect(await page.evaluate(() => ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((entry) => entry.event && !entry.event.startsWith('gtm.')))).toEqual([]);
    expect(traffic.posts).toEqual([]);
    expect(traffic.tagManager, "the tag manager's script waits for consent too").toEqual([]);
    // Of this page: the page the switches went back to (the home page, before COOKIE_HINT was on)
    // may still send its promotion's view, a second after it was shown.
    expect((await since()).filter((record) => record.page === '/checkout/delivery')).toEqual([]);

    await dialog.getByRole('button', { name: 'I agree' }).click();
    await expect.poll(async () => ofEvent(await since(), 'begin_checkout', '/checkout/delivery').map((r) => r.record), RECORDED).toEqual([
      { event: 'begin_checkout', checkout_step: 1, checkout_step_name: 'delivery' },
    ]);
    // The records reached the demo through the tag manager's script, put in place by the click.
    expect(traffic.tagManager.length).toBeGreaterThan(0);
    expect(traffic.posts.length).toBeGreaterThan(0);
  });
});
