/**
 * The product page's pictures and carousels in real Chromium against the demo storefront (SPEC
 * 2.8, 2.10, 9.5): the main picture is the page's largest paint and the server's own node,
 * thumbnails by keyboard, zoom only on a wide viewport (and following a resize), the
 * recommendations carousel's arrows and item widths at 1024 and 375 px, recently viewed products
 * across two product pages (shown below the fold, moving nothing). That drawing the islands
 * changes nothing visible is markup.test.ts's; axe scans the page and the zoom in a11y.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { DIST_DIR, useDemo, type SiteName } from './harness';
import { wake } from './islands';
import { watchLayoutShift } from './layout-shift';

const demo = useDemo({ lite: true });

const PRODUCT = '/p/P1001';

const TEXT = {
  en: { thumbs: /^Images of /, zoom: 'Zoom image', zoomTitle: 'Zoomed image', recommended: 'Recommended for you', recent: 'Recently viewed', previous: 'Previous items', next: 'Next items', side: /, side view$/ },
  es: { thumbs: /^Imágenes de /, zoom: 'Ampliar imagen', zoomTitle: 'Imagen ampliada', recommended: 'Recomendados para ti', recent: 'Vistos recientemente', previous: 'Artículos anteriores', next: 'Artículos siguientes', side: /, vista lateral$/ },
} as const;

/** The product page with its pictures drawn (focus shown in them, as a keyboard would). */
async function openProduct(path: string, width: number, site: SiteName = 'en'): Promise<Page> {
  const page = await demo.newPage();
  await page.setViewportSize({ width, height: 800 });
  await demo.openSite(path, { site, page });
  await wake(page.locator('lto-product-media'));
  return page;
}

const mainImage = (page: Page) => page.locator('.lto-product-media__image');
const isFocused = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el === document.activeElement);

describe('<lto-product-media>', () => {
  test("the main picture is the page's largest paint on a phone, loaded at high priority, and the very node the island keeps", async () => {
    const page = await demo.newPage();
    // A phone, as Lighthouse's mobile run: wider, Chromium leaves the demo's generated pictures out
    // of the largest paint (too few bytes for their area), and the heading is the largest.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.addInitScript(() => {
      const w = window as unknown as { lcp?: Element | null };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { element: Element | null }[]) w.lcp = entry.element;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await demo.openSite(PRODUCT, { page });
    const server = await mainImage(page).elementHandle();
    expect(await mainImage(page).getAttribute('fetchpriority')).toBe('high');
    expect(await mainImage(page).getAttribute('loading')).toBe('eager');
    await eventually(() => page.evaluate(() => (window as unknown as { lcp?: Element | null }).lcp?.classList.contains('lto-product-media__image') ?? false)).toBe(true);
    // Chosen by the shopper: the island is drawn, and shows the side view in the same node.
    await page.getByRole('tab', { name: /, side view$/ }).click();
    await eventually(() => mainImage(page).getAttribute('src')).toMatch(/view=side$/);
    expect(await page.locator('lto-product-media').getAttribute('data-lto-ready')).not.toBeNull();
    expect(await server!.evaluate((image) => image.isConnected && image === document.querySelector('.lto-product-media__image'))).toBe(true);
  });

  test('thumbnails by keyboard: one Tab stop, arrows move and show the picture with its alt text', async () => {
    const page = await openProduct(PRODUCT, 1024);
    const list = page.getByRole('tablist', { name: TEXT.en.thumbs });
    const tabs = list.getByRole('tab');
    expect(await tabs.count()).toBe(4);
    await page.getByRole('button', { name: TEXT.en.zoom }).focus();
    await page.keyboard.press('Tab');
    expect(await tabs.nth(0).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    const side = await tabs.nth(1).getByRole('img').getAttribute('alt');
    expect(side).toMatch(TEXT.en.side);
    expect(await mainImage(page).getAttribute('alt')).toBe(side);
    expect(await mainImage(page).getAttribute('src')).toMatch(/view=side$/);
    await eventually(() => mainImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.getByRole('tabpanel', { name: side! }).count()).toBe(1);
    await page.keyboard.press('End');
    expect(await mainImage(page).getAttribute('src')).toMatch(/view=detail$/);
    await page.keyboard.press('ArrowRight');
    expect(await mainImage(page).getAttribute('src')).not.toMatch(/view=/);
    // Tab leaves the set: the thumbnails are a single stop.
    await page.keyboard.press('Tab');
    expect(await tabs.evaluateAll((all) => (all as Element[]).includes(document.activeElement as Element))).toBe(false);
  });

  test('on a touch screen a sideways swipe over the picture shows the next one and back; an upward drag scrolls the page instead', async () => {
    const context = await demo.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    // The widget's wake module and its own chunk, by their names in this build.
    const { outputs } = JSON.parse(readFileSync(join(DIST_DIR, 'metafile-esm.json'), 'utf8')) as { outputs: Record<string, { entryPoint?: string }> };
    const chunk = (entry: string) => `/${Object.keys(outputs).find((file) => outputs[file]!.entryPoint === entry)}`;
    const [wakeModule, element] = [chunk('widgets/product-media/wake.ts'), chunk('widgets/product-media/element.ts')];
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const woken = page.waitForResponse((response) => new URL(response.url()).pathname === wakeModule);
    await demo.openSite(PRODUCT, { page });
    // Nothing of it runs on a phone nobody has touched yet: not once its wake module has come and
    // the page has been idle since (drawn when near, it was asked for then).
    await woken;
    await page.evaluate('new Promise((done) => requestIdleCallback(() => requestIdleCallback(done)))');
    expect(asked, 'its code not asked for before the page is touched').not.toContain(element);
    // No hover on a touch screen: once the shopper touches the page (here the heading, as a thumb
    // starting to scroll would), the pictures are drawn as they come near, before any swipe.
    await page.getByRole('heading', { level: 1 }).tap();
    await page.locator('lto-product-media[data-lto-ready]').waitFor({ state: 'attached' });
    const box = (await mainImage(page).boundingBox())!;
    const cdp = await context.newCDPSession(page);
    /** A finger put on the picture's middle, moved by (dx, dy) in a few steps, and lifted. */
    const drag = async (dx: number, dy: number) => {
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 5; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 5, y: y + (dy * step) / 5 }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const selectedTab = () => page.getByRole('tab', { selected: true }).getByRole('img').getAttribute('alt');

    await drag(-120, 0);
    await eventually(() => mainImage(page).getAttribute('src')).toMatch(/view=side$/);
    expect(await mainImage(page).getAttribute('alt')).toBe(await selectedTab());
    await drag(120, 0);
    await eventually(() => mainImage(page).getAttribute('src')).not.toMatch(/view=/);

    await drag(0, -200);
    await eventually(() => page.evaluate(() => window.scrollY), 'the page scrolled').toBeGreaterThan(0);
    expect(await mainImage(page).getAttribute('src')).not.toMatch(/view=/);
  });

  test('?color= shows that colour\'s pictures', async () => {
    const first = await openProduct(PRODUCT, 1024);
    const variants = JSON.parse((await first.locator('lto-product-media').getAttribute('variants')) ?? '[]') as { pid: string; images: { src: string }[] }[];
    const selected = await first.locator('lto-product-media').getAttribute('selected');
    const other = variants.find((variant) => variant.pid !== selected);
    if (!other) throw new Error('P1001 needs two colours for this test');
    const color = new URL(other.images[0]!.src, demo.url).searchParams.get('color');
    const page = await openProduct(`${PRODUCT}?color=${color}`, 1024);
    expect(await mainImage(page).getAttribute('src')).toBe(other.images[0]!.src);
  });

  test('zoom on a wide viewport: the button opens the zoomed picture, Escape closes it and focus returns', async () => {
    const page = await openProduct(PRODUCT, 1024);
    const zoom = page.getByRole('button', { name: TEXT.en.zoom });
    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: TEXT.en.zoomTitle });
    await dialog.waitFor();
    const view = dialog.getByRole('region');
    expect(await view.evaluate((el) => el === document.activeElement)).toBe(true);
    // The picture is larger than its view: arrow keys pan it.
    expect(await view.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await eventually(() => view.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => zoom.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('no zoom below 768px, not even by clicking the image; widening the window brings it', async () => {
    const page = await openProduct(PRODUCT, 375);
    expect(await page.getByRole('button', { name: TEXT.en.zoom }).count()).toBe(0);
    await mainImage(page).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.setViewportSize({ width: 767, height: 800 });
    expect(await page.getByRole('button', { name: TEXT.en.zoom }).count()).toBe(0);
    await page.setViewportSize({ width: 768, height: 800 });
    await page.getByRole('button', { name: TEXT.en.zoom }).waitFor();
    await mainImage(page).click();
    await page.getByRole('dialog', { name: TEXT.en.zoomTitle }).waitFor();
  });
});

/** The recommendations carousel's row, its items' widths and its buttons. */
function recommendations(page: Page, lang: 'en' | 'es' = 'en') {
  const region = page.getByRole('region', { name: TEXT[lang].recommended });
  return {
    region,
    previous: region.getByRole('button', { name: TEXT[lang].previous }),
    next: region.getByRole('button', { name: TEXT[lang].next }),
    slides: region.getByRole('group'),
    scrollLeft: () => region.locator('.lto-carousel__track').evaluate((el) => el.scrollLeft),
    widths: () => region.getByRole('group').evaluateAll((all) => all.map((el) => Math.round(el.getBoundingClientRect().width))),
  };
}

async function openWithCarousel(width: number, site: SiteName = 'en') {
  const page = await openProduct(PRODUCT, width, site);
  const carousel = page.locator('lto-carousel.pdp__carousel:not([recently-viewed])');
  await carousel.scrollIntoViewIfNeeded();
  await wake(carousel);
  return page;
}

/** Presses `button` and waits until the row it moves has finished scrolling. */
async function pressAndSettle(button: Locator, region: Locator): Promise<void> {
  const track = region.locator('.lto-carousel__track');
  await track.evaluate((el) => {
    (el as HTMLElement & { settled?: Promise<void> }).settled = new Promise<void>((resolve) => el.addEventListener('scrollend', () => resolve(), { once: true }));
  });
  await button.click();
  await track.evaluate((el) => (el as HTMLElement & { settled?: Promise<void> }).settled);
}

/** Lets the page draw two frames: what a press would have started has started by then. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

describe('<lto-carousel>', () => {
  test.each([
    [1024, 192],
    [375, 255],
  ])('at %ipx: items %ipx wide, labelled N of M; the arrows are disabled at the ends and move by whole items', async (width, item) => {
    const page = await openWithCarousel(width);
    const carousel = recommendations(page);
    expect(await carousel.region.getAttribute('aria-roledescription')).toBe('carousel');
    const count = await carousel.slides.count();
    expect(count).toBeGreaterThan(3);
    expect(new Set(await carousel.widths())).toEqual(new Set([item]));
    expect(await carousel.slides.first().getAttribute('aria-label')).toBe(`1 of ${count}`);
    expect(await carousel.slides.first().getAttribute('aria-roledescription')).toBe('slide');
    expect(await carousel.previous.getAttribute('aria-disabled')).toBe('true');
    expect(await carousel.next.getAttribute('aria-disabled')).toBeNull();

    await pressAndSettle(carousel.next, carousel.region);
    await eventually(() => carousel.previous.getAttribute('aria-disabled')).toBeNull();
    // It lands (smoothly) on an item's start: a whole number of items and 16px gaps along.
    const left = await carousel.scrollLeft();
    expect(left).toBeGreaterThanOrEqual(item);
    expect(left % (item + 16)).toBe(0);

    for (let presses = 0; presses < count && (await carousel.next.getAttribute('aria-disabled')) === null; presses++) {
      await pressAndSettle(carousel.next, carousel.region);
    }
    await eventually(() => carousel.next.getAttribute('aria-disabled')).toBe('true');
    const end = await carousel.scrollLeft();
    // Forced: Playwright will not click what aria-disabled marks as disabled; a shopper can.
    await carousel.next.click({ force: true });
    await twoFrames(page);
    expect(await carousel.scrollLeft()).toBe(end);
    expect(await carousel.next.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('recently viewed: the product seen before shows on the next product page, below the fold, moving nothing (ids in localStorage only)', async () => {
    const first = await openProduct(PRODUCT, 1024);
    expect(await first.getByRole('region', { name: TEXT.en.recent }).count()).toBe(0);
    await eventually(() => first.evaluate(() => localStorage.getItem('ltoRecentlyViewed'))).toBe('["P1001"]');
    const second = await demo.newPage();
    await second.setViewportSize({ width: 1024, height: 800 });
    const shift = await watchLayoutShift(second);
    await demo.openSite('/p/P1002', { page: second });
    await second.waitForLoadState('load');
    // The server drew nothing for it; its wake module asks for it when it comes near the viewport.
    const element = second.locator('lto-carousel[recently-viewed]');
    expect(await element.innerHTML()).toBe('');
    // Scrolled until it is just below the viewport: near enough to be drawn, out of sight.
    await element.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - innerHeight - 100));
    const recent = second.getByRole('region', { name: TEXT.en.recent });
    await recent.waitFor({ state: 'attached' });
    expect(await recent.evaluate((region) => region.getBoundingClientRect().top >= innerHeight)).toBe(true);
    await recent.scrollIntoViewIfNeeded();
    expect(await recent.locator('lto-product-tile').evaluateAll((all) => all.map((el) => el.getAttribute('pid')))).toEqual(['P1001']);
    expect(await recent.getByRole('group').getAttribute('aria-label')).toBe('1 of 1');
    expect(await recent.getByRole('button').filter({ hasText: /‹|›/ }).count()).toBe(0);
    expect(await second.evaluate(() => localStorage.getItem('ltoRecentlyViewed'))).toBe('["P1002","P1001"]');
    expect(await shift(), 'layout shift').toBe(0);
  });
});
