/**
 * <lto-product-tile> in real Chromium against the demo storefront (SPEC 2.6, 3.2, 4.6): what a
 * shopper sees when pointing at, clicking and tabbing through the colour swatches of a listing,
 * and what a tile link click leaves behind. Texts are written out here from the contract.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { VARIANT_CHANGE_EVENT } from '../../src/contracts/product-events';
import { eventually } from './compare-ui';
import { useDemo, type SiteName } from './harness';
import { holdWidgetCode, wake, wakeAll } from './islands';

const demo = useDemo({ lite: true });

const LISTING = '/c/living-room';

/** What the server wrote into a tile's variants attribute (SPEC 3.2 fields the test reads). */
interface VariantData {
  pid: string;
  name: string;
  url: string;
  term: number;
  monthlypayment: string;
  oos: string;
  express: boolean;
  variantimg: string;
  colorname: string;
  nonnadvoweekly: string;
  advoweekly: string;
}

interface TileData {
  pid: string;
  idx: number;
  selected: string;
  variants: VariantData[];
}

const TEXT = {
  en: {
    price: (v: VariantData) => `$${v.monthlypayment}/mo. for ${v.term} months, plus tax`,
    colors: 'Colors',
    outOfStock: 'Out of stock',
    oosSuffix: ' - OUT OF STOCK',
    ownIt: (v: VariantData) => `Own it in ${v.term} months`,
  },
  es: {
    price: (v: VariantData) => `$${v.monthlypayment}/mes por ${v.term} meses, más impuestos`,
    colors: 'Colores',
    outOfStock: 'Agotado',
    oosSuffix: ' - AGOTADO',
    ownIt: (v: VariantData) => `Hazlo tuyo en ${v.term} meses`,
  },
} as const;

async function tilesOn(page: Page): Promise<TileData[]> {
  return page.locator('lto-product-tile').evaluateAll((elements) =>
    elements.map((element) => ({
      pid: element.getAttribute('pid') ?? '',
      idx: Number(element.getAttribute('idx')),
      selected: element.getAttribute('selected') ?? '',
      variants: JSON.parse(element.getAttribute('variants') ?? '[]') as VariantData[],
    })),
  );
}

const selectedOf = (tile: TileData) => tile.variants.find((v) => v.pid === tile.selected)!;
const tileLocator = (page: Page, pid: string) => page.locator(`lto-product-tile[pid="${pid}"]`);

/**
 * Scrolls the tile into view and has its island drawn: focus entering it is the intent a keyboard
 * shows (islands.ts), and the server's markup and the drawn one look the same.
 */
async function mounted(page: Page, pid: string): Promise<Locator> {
  const tile = tileLocator(page, pid);
  await tile.scrollIntoViewIfNeeded();
  await wake(tile);
  return tile;
}

/** What a shopper reads on a tile: name and link, price line, image, overlay. */
async function shown(tile: Locator) {
  const link = tile.getByRole('heading', { level: 3 }).getByRole('link');
  return {
    name: await link.innerText(),
    href: await link.getAttribute('href'),
    imageHref: await tile.locator('.lto-product-tile__image-link').getAttribute('href'),
    price: (await tile.locator('.lto-product-tile__price').count()) ? await tile.locator('.lto-product-tile__price').innerText() : null,
    image: await tile.locator('img.lto-product-tile__image').getAttribute('src'),
    overlay: (await tile.locator('.lto-product-tile__overlay').count()) ? await tile.locator('.lto-product-tile__overlay').innerText() : null,
  };
}

const big = (v: VariantData) => v.variantimg.replace('sw=32&sh=32', 'sw=500&sh=500');
/** A tile link: the variant's page with the tile's place in the list (SPEC 2.6), written by the server already. */
const link = (tile: TileData, v: VariantData) => `${v.url}#start=${tile.idx + 1}`;

async function openListing(path = LISTING, site: SiteName = 'en') {
  const page = await demo.openSite(path, { site });
  const tiles = await tilesOn(page);
  expect(tiles.length, 'the listing has tiles').toBeGreaterThan(0);
  return { page, tiles };
}

/** A tile with an in-stock variant, not the selected one, at another monthly price. */
function tileWithPricierColour(tiles: TileData[]) {
  for (const tile of tiles) {
    const first = selectedOf(tile);
    const other = tile.variants.find((v) => v.pid !== first.pid && v.oos === 'false' && v.monthlypayment !== first.monthlypayment);
    if (other) return { tile, first, other };
  }
  throw new Error('no tile on the page has a colour at another price');
}

describe('swatches on a category listing', () => {
  test('a swatch click changes the name, price, image and both links; the store keeps the new variant', async () => {
    const { page, tiles } = await openListing();
    const { tile: data, first, other } = tileWithPricierColour(tiles);
    const tile = await mounted(page, data.pid);
    await page.evaluate((name) => {
      const w = window as unknown as { variantChanges: unknown[] };
      w.variantChanges = [];
      document.addEventListener(name as typeof VARIANT_CHANGE_EVENT, (event) => w.variantChanges.push(event.detail));
    }, VARIANT_CHANGE_EVENT);
    expect(await shown(tile)).toEqual({
      name: first.name,
      href: link(data, first),
      imageHref: link(data, first),
      price: TEXT.en.price(first),
      image: big(first),
      overlay: null,
    });
    const group = tile.getByRole('radiogroup', { name: TEXT.en.colors });
    await group.getByRole('radio', { name: other.colorname, exact: true }).click();
    await page.mouse.move(0, 0); // away from the swatches: what stays is the selection, not a preview
    expect(await shown(tile)).toEqual({
      name: other.name,
      href: link(data, other),
      imageHref: link(data, other),
      price: TEXT.en.price(other),
      image: big(other),
      overlay: null,
    });
    expect(await group.getByRole('radio', { checked: true }).innerText()).toBe(other.colorname);
    expect(await page.evaluate(() => (window as unknown as { variantChanges: unknown[] }).variantChanges)).toEqual([{ product: data.pid, variant: other.pid }]);
  });

  test('hovering a swatch previews its variant and leaving the swatch list restores the selected one', async () => {
    const { page, tiles } = await openListing();
    const { tile: data, first, other } = tileWithPricierColour(tiles);
    const tile = await mounted(page, data.pid);
    const swatch = tile.getByRole('radio', { name: other.colorname, exact: true });
    await swatch.hover();
    await eventually(async () => (await shown(tile)).name).toBe(other.name);
    expect((await shown(tile)).price).toBe(TEXT.en.price(other));
    expect(await swatch.getAttribute('aria-checked'), 'a preview does not select').toBe('false');
    // Leave the list downwards, over the name: the selected variant comes back.
    await tile.getByRole('heading', { level: 3 }).hover();
    await eventually(async () => (await shown(tile)).name).toBe(first.name);
    expect(await shown(tile)).toMatchObject({ price: TEXT.en.price(first), image: big(first), href: link(data, first) });
  });

  test('an out-of-stock colour shows the overlay, and its swatch says so at 0.75 opacity', async () => {
    const { page, tiles } = await openListing();
    const data = tiles.find((t) => t.variants.some((v) => v.oos === 'true' && !v.express && v.pid !== t.selected));
    expect(data, 'a tile with an out-of-stock colour besides the one shown').toBeDefined();
    const oos = data!.variants.find((v) => v.oos === 'true' && v.pid !== data!.selected)!;
    const tile = await mounted(page, data!.pid);
    expect((await shown(tile)).overlay).toBeNull();
    const swatch = tile.getByRole('radio', { name: `${oos.colorname}${TEXT.en.oosSuffix}`, exact: true });
    expect(await swatch.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.75');
    await swatch.click();
    await page.mouse.move(0, 0);
    expect(await shown(tile)).toMatchObject({ name: oos.name, overlay: TEXT.en.outOfStock });
    expect(await tile.locator('.lto-product-tile__overlay').isVisible()).toBe(true);
    expect(await tile.locator('.lto-product-tile__delivery').count(), 'no delivery badge under the overlay').toBe(0);
  });

  test('the swatches are one tab stop and arrow keys select', async () => {
    const { page, tiles } = await openListing();
    const data = tiles.find((t) => t.variants.length >= 2)!;
    const tile = await mounted(page, data.pid);
    const radios = tile.getByRole('radio');
    const selectedIndex = data.variants.findIndex((v) => v.pid === data.selected);
    await radios.nth(selectedIndex).focus();
    await page.keyboard.press('ArrowRight');
    const next = data.variants[(selectedIndex + 1) % data.variants.length]!;
    await eventually(async () => (await shown(tile)).name).toBe(next.name);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(next.name);
  });
});

describe('the focus a tile gives back when its island is drawn', () => {
  // The island draws in place of the server's markup and gives the focus back without scrolling
  // (the shopper stays where they are). A shopper's walk found the page scrolled back up
  // meanwhile (at 390 px, by the listing's own takeover): the focus given back sat below the
  // window, out of a keyboard user's sight. Here the page is moved while the code is held back.
  test("is brought into view when the page moved away from it while the tile's code came", async () => {
    const context = await demo.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const release = await holdWidgetCode(page);
    await demo.openSite(LISTING, { page });
    const tile = page.locator('lto-product-tile').nth(6);
    const link = tile.getByRole('link').first();
    await link.focus();
    await page.evaluate(() => scrollTo(0, 0));
    expect(await link.evaluate((element) => element.getBoundingClientRect().top > innerHeight)).toBe(true);
    release();
    await tile.and(page.locator('[data-lto-ready]')).waitFor({ state: 'attached' });
    await eventually(() =>
      page.evaluate(() => {
        const box = document.activeElement!.getBoundingClientRect();
        return document.activeElement!.closest('lto-product-tile') !== null && box.top >= 0 && box.bottom <= innerHeight;
      }),
    ).toBe(true);
  });
});

describe('tile link clicks (SPEC 2.6)', () => {
  test('store the grid URL, the product id and its position in cookies, and open the product at #start={position}', async () => {
    const { page, tiles } = await openListing(`${LISTING}?start=20#top`);
    const data = tiles[2]!;
    expect(data.idx, 'the third tile of the second page').toBe(22);
    const tile = await mounted(page, data.pid);
    const link = tile.getByRole('heading', { level: 3 }).getByRole('link');
    await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/p/')), link.click()]);
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe(selectedOf(data).url);
    expect(url.hash).toBe('#start=23');
    const cookies = Object.fromEntries((await demo.context.cookies()).map((c) => [c.name, c.value]));
    expect(decodeURIComponent(cookies.lastVisitedGridUrl ?? '')).toBe(`${demo.url}${LISTING}?start=20`);
    expect(cookies.lastVisitedProduct).toBe(data.pid);
    expect(cookies.lastVisitedIndex).toBe('23');
  });

  test('followed before any script (JavaScript off), a tile link still opens the product at #start={position}', async () => {
    const noScript = await demo.newContext({ javaScriptEnabled: false });
    const page = await demo.openSite(LISTING, { page: await noScript.newPage() });
    const data = (await tilesOn(page))[4]!;
    const link = tileLocator(page, data.pid).getByRole('heading', { level: 3 }).getByRole('link');
    await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/p/')), link.click()]);
    const url = new URL(page.url());
    expect(url.pathname + url.search + url.hash).toBe(`${selectedOf(data).url}#start=5`);
  });

  test('the image link does the same for the variant in view', async () => {
    const { page, tiles } = await openListing();
    const { tile: data, other } = tileWithPricierColour(tiles);
    const tile = await mounted(page, data.pid);
    await tile.getByRole('radio', { name: other.colorname, exact: true }).click();
    await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/p/')), tile.locator('img.lto-product-tile__image').click()]);
    const url = new URL(page.url());
    expect(url.pathname + url.search + url.hash).toBe(`${other.url}#start=${data.idx + 1}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText(), 'the product page shows that colour').toBe(other.name);
    const cookies = Object.fromEntries((await demo.context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies.lastVisitedIndex).toBe(String(data.idx + 1));
  });
});

test('weekly layout: the pricing switch shows weekly and monthly pills, and they swap with the swatch', async () => {
  const { page } = await openListing();
  await Promise.all([page.waitForURL((url) => url.searchParams.get('pricing') === 'weekly'), page.getByRole('link', { name: 'Show weekly prices' }).click()]);
  const tiles = await tilesOn(page);
  const data = tiles.find((t) => {
    const first = selectedOf(t);
    return first.nonnadvoweekly && t.variants.some((v) => v.pid !== t.selected && v.nonnadvoweekly && v.nonnadvoweekly !== first.nonnadvoweekly && v.oos === 'false');
  });
  expect(data, 'a weekly-priced tile with a colour at another weekly price').toBeDefined();
  const first = selectedOf(data!);
  const other = data!.variants.find((v) => v.pid !== data!.selected && v.nonnadvoweekly !== first.nonnadvoweekly && v.oos === 'false')!;
  const weeklyRate = (v: VariantData) => (v.advoweekly || v.nonnadvoweekly);
  const tile = await mounted(page, data!.pid);
  const pills = () => tile.locator('.lto-product-tile__pill').evaluateAll((els) => els.map((el) => el.textContent));
  expect(await pills()).toEqual([expect.stringMatching(new RegExp(`\\$${weeklyRate(first).replace('.', '\\.')}/wk\\.$`)), `$${first.monthlypayment}/mo.`]);
  expect(await tile.locator('.lto-product-tile__term').innerText()).toMatch(/^Own it in \d+ weeks$/);
  await tile.getByRole('radio', { name: other.colorname, exact: true }).hover();
  await eventually(pills).toEqual([expect.stringMatching(new RegExp(`\\$${weeklyRate(other).replace('.', '\\.')}/wk\\.$`)), `$${other.monthlypayment}/mo.`]);
  await page.getByRole('heading', { level: 1 }).hover();
  await eventually(pills).toEqual([expect.stringMatching(new RegExp(`\\$${weeklyRate(first).replace('.', '\\.')}/wk\\.$`)), `$${first.monthlypayment}/mo.`]);
  expect(await page.getByRole('link', { name: 'Show monthly prices' }).count()).toBe(1);
});

test('Spanish: the tile speaks Spanish, and a swatch click shows the Spanish variant name', async () => {
  const { page, tiles } = await openListing(LISTING, 'es');
  const { tile: data, first, other } = tileWithPricierColour(tiles);
  const tile = await mounted(page, data.pid);
  expect(await tile.locator('.lto-product-tile__term').innerText()).toBe(TEXT.es.ownIt(first));
  expect((await shown(tile)).price).toBe(TEXT.es.price(first));
  await tile.getByRole('radiogroup', { name: TEXT.es.colors }).getByRole('radio', { name: other.colorname, exact: true }).click();
  await page.mouse.move(0, 0);
  expect(await shown(tile)).toMatchObject({ name: other.name, price: TEXT.es.price(other) });
  expect(other.name).toContain(`, ${other.colorname}`);
});

test('mounting moves nothing: every tile has the same boxes with JavaScript off and after its island mounted', async () => {
  const boxes = (page: Page) =>
    page.locator('lto-product-tile').evaluateAll((tiles) =>
      tiles.map((tile) =>
        ['', '.lto-product-tile__image', '.lto-product-tile__swatches', '.lto-product-tile__name', '.lto-product-tile__price', '.lto-product-tile__delivery'].map((selector) => {
          const element = selector ? tile.querySelector(selector) : tile;
          if (!element) return null;
          const r = element.getBoundingClientRect();
          return [r.x, r.y + window.scrollY, r.width, r.height].map((n) => Math.round(n * 10) / 10);
        }),
      ),
    );

  const noScript = await demo.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const plain = await demo.openSite(LISTING, { page: await noScript.newPage() });
  const serverBoxes = await boxes(plain);

  const scripted = await demo.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await scripted.newPage();
  await page.addInitScript(() => {
    // Layout shifts whose moved nodes are inside a product tile, as the browser reports them.
    const w = window as unknown as { tileShift: number };
    w.tileShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (!entry.hadRecentInput && entry.sources.some((s) => s.node instanceof Element && s.node.closest('lto-product-tile'))) w.tileShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await demo.openSite(LISTING, { page });
  await page.waitForLoadState('load');
  await wakeAll(page, 'lto-product-tile');
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await boxes(page)).toEqual(serverBoxes);
  expect(await page.evaluate(() => (window as unknown as { tileShift: number }).tileShift)).toBe(0);
});

test('a swatch clicked while the code is still on its way selects that colour once', async () => {
  const page = await demo.newPage();
  const release = await holdWidgetCode(page);
  await demo.openSite(LISTING, { page });
  await page.waitForLoadState('load');
  const { tile: data, first, other } = tileWithPricierColour(await tilesOn(page));
  await page.evaluate((name) => {
    const w = window as unknown as { variantChanges: unknown[] };
    w.variantChanges = [];
    document.addEventListener(name as typeof VARIANT_CHANGE_EVENT, (event) => w.variantChanges.push(event.detail));
  }, VARIANT_CHANGE_EVENT);
  const tile = tileLocator(page, data.pid);
  await tile.getByRole('radio', { name: other.colorname, exact: true }).click();
  expect((await shown(tile)).name, 'held until the code comes').toBe(first.name);
  release();
  await page.mouse.move(0, 0);
  await eventually(async () => (await shown(tile)).name).toBe(other.name);
  expect(await shown(tile)).toMatchObject({ price: TEXT.en.price(other), image: big(other), href: link(data, other) });
  expect(await page.evaluate(() => (window as unknown as { variantChanges: unknown[] }).variantChanges)).toEqual([{ product: data.pid, variant: other.pid }]);
});

test("the first row's images are the server's, loaded at once at high priority; drawing the tile keeps those very nodes", async () => {
  const page = await demo.newPage();
  await page.addInitScript(() => {
    // The largest paint, as the browser reports it.
    const w = window as unknown as { lcp: Element | null };
    w.lcp = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { element: Element | null }[]) w.lcp = entry.element;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await demo.openSite(LISTING, { page });
  await page.waitForLoadState('load');
  const images = page.locator('img.lto-product-tile__image');
  const how = await images.evaluateAll((list) => list.map((img) => `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority') ?? '-'}`));
  expect(how.slice(0, 4)).toEqual(Array(4).fill('eager high'));
  expect(new Set(how.slice(4))).toEqual(new Set(['lazy -']));
  await page.evaluate(() => {
    for (const [i, img] of document.querySelectorAll('img.lto-product-tile__image').entries()) (img as HTMLElement & { serverNode?: number }).serverNode = i;
  });
  // The browser reports the largest paint after the frame that shows it, which on a busy machine may come after the load event.
  await eventually(() => page.evaluate(() => (window as unknown as { lcp: Element | null }).lcp?.className)).toBe('lto-product-tile__image');
  await wakeAll(page, 'lto-product-tile');
  const kept = await images.evaluateAll((list) => list.map((img) => (img as HTMLElement & { serverNode?: number }).serverNode));
  expect(kept, 'each image is the node the server drew').toEqual(kept.map((_, i) => i));
});
