/**
 * The header's navigation in real Chromium, as a shopper uses it (SPEC 2.2): at 1280px the mega
 * nav's 'Living Room' menu opened by keyboard (Enter, Space, Escape, the focus leaving, the arrow
 * keys, Home and End) and by mouse, one menu at a time, a sub-category chosen reaching its listing; at 390px the mobile navigation's
 * toggle, its panel under the nav bar, the drill-down with 'back', the focus kept inside and
 * given back, Escape and the overlay closing it, the page behind locked while it is open, the promo
 * banners one at a time up to 775px; the Spanish site in Spanish, the promo banners on
 * the US navigation only; the navigation's code loaded on intent only; and without script the
 * category links and the sub-categories still in reach.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { useDemo, type SiteName } from './harness';

const demo = useDemo();

const TEXT = {
  en: { menu: 'Menu', more: 'More in Living Room', sofas: 'Sofas', all: 'All Living Room', back: 'Back to all categories', living: 'Living Room' },
  es: { menu: 'Menú', more: 'Más en Sala', sofas: 'Sofás', all: 'Ver todo en Sala', back: 'Volver a todas las categorías', living: 'Sala' },
} as const;

const nav = (page: Page) => page.getByRole('navigation', { name: /Shop by category|Comprar por categoría/ });
const button = (page: Page, name: string) => nav(page).getByRole('button', { name, exact: true });
const link = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') || (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim());
const expanded = (page: Page, name: string) => button(page, name).getAttribute('aria-expanded');
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

async function open(width: number, site: SiteName = 'en', path = '/'): Promise<Page> {
  const context = await demo.newContext({ viewport: { width, height: 900 } });
  return demo.openSite(path, { site, page: await context.newPage() });
}

/** Tab until the focus is on `name` (in the page's order, as a keyboard user goes). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 40 && (await focused(page)) !== name; i++) await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(name);
}

/** The sub-category listing reached: its address, its heading, its link marked as the page. */
async function expectSofaListing(page: Page, site: SiteName = 'en'): Promise<void> {
  const t = TEXT[site === 'es' ? 'es' : 'en'];
  await page.waitForURL((url) => url.pathname === '/c/living-room' && url.searchParams.get('subcat') === 'sofa');
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(t.living);
  expect(await nav(page).getByRole('link', { name: t.sofas, exact: true, includeHidden: true }).getAttribute('aria-current')).toBe('page');
}

describe('at 1280px, the mega nav', () => {
  test("loads its code on intent only, and opens 'Living Room' by keyboard: Enter, Space, Escape, the focus leaving", async () => {
    const page = await open(1280);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => customElements.get('lto-mega-nav') === undefined)).toBe(true);
    await tabTo(page, TEXT.en.more);
    expect(await expanded(page, TEXT.en.more)).toBe('false');
    await page.keyboard.press('Enter');
    await eventually(() => expanded(page, TEXT.en.more)).toBe('true');
    expect(await link(page, TEXT.en.sofas).isVisible()).toBe(true);
    // The panel is below the bar, not in it: nothing of the bar moved.
    const bar = await nav(page).boundingBox();
    const panel = await page.locator('#lto-mega-nav-living-room').boundingBox();
    expect(panel!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 2);
    await page.keyboard.press('Escape');
    expect(await expanded(page, TEXT.en.more)).toBe('false');
    expect(await link(page, TEXT.en.sofas).isVisible()).toBe(false);
    expect(await focused(page)).toBe(TEXT.en.more);
    await page.keyboard.press(' ');
    expect(await expanded(page, TEXT.en.more)).toBe('true');
    // Moving between the open menu and its button keeps it open...
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(TEXT.en.all);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(TEXT.en.more);
    expect(await expanded(page, TEXT.en.more)).toBe('true');
    // ...leaving them closes it, back as well as forward (Shift+Tab to the category's own link), the focus where it went.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(TEXT.en.living);
    expect(await expanded(page, TEXT.en.more)).toBe('false');
    // 'More in Bedroom' opened, Shift+Tab back to 'More in Living Room' closes it (the shopper's walk).
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('More in Bedroom');
    await page.keyboard.press('Enter');
    await eventually(() => expanded(page, 'More in Bedroom')).toBe('true');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe(TEXT.en.more);
    expect(await expanded(page, 'More in Bedroom')).toBe('false');
    expect(await page.locator('#lto-mega-nav-bedroom').isVisible()).toBe(false);
    await tabTo(page, TEXT.en.more);
    await page.keyboard.press('Enter');
    await tabTo(page, TEXT.en.sofas);
    await page.keyboard.press('Enter');
    await expectSofaListing(page);
  });

  test("the arrow keys: along the bar, into 'Living Room' and through its links, back to its button; the page never scrolls with them", async () => {
    const page = await open(1280);
    await tabTo(page, TEXT.en.living);
    // The first key after the focus may come before the code it woke: wait for the island.
    await page.waitForSelector('lto-mega-nav[data-lto-ready]', { state: 'attached' });
    const scrollY = () => page.evaluate(() => window.scrollY);
    const top = await scrollY();
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe(TEXT.en.more);
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('Bedroom');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe(TEXT.en.more);
    await page.keyboard.press('Enter');
    await eventually(() => expanded(page, TEXT.en.more)).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(TEXT.en.all);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(TEXT.en.sofas);
    await page.keyboard.press('End');
    const last = await focused(page);
    expect(last).not.toBe(TEXT.en.sofas);
    expect(await page.evaluate(() => document.activeElement?.closest('#lto-mega-nav-living-room') !== null)).toBe(true);
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe(TEXT.en.all);
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe(TEXT.en.more);
    expect(await expanded(page, TEXT.en.more)).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    expect(await expanded(page, TEXT.en.more)).toBe('false');
    expect(await focused(page)).toBe(TEXT.en.more);
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement === [...document.querySelectorAll('.lto-mega-nav__item > :is(.lto-mega-nav__link, .lto-mega-nav__button)')].at(-1))).toBe(true);
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe(TEXT.en.living);
    expect(await scrollY()).toBe(top);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await eventually(() => expanded(page, TEXT.en.more)).toBe('true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectSofaListing(page);
  });

  test("opens 'Living Room' by mouse, one menu at a time; a click elsewhere closes it; a sub-category reached", async () => {
    const page = await open(1280);
    await button(page, TEXT.en.more).click();
    await eventually(() => expanded(page, TEXT.en.more)).toBe('true');
    await button(page, 'More in Bedroom').click();
    expect(await expanded(page, 'More in Bedroom')).toBe('true');
    expect(await expanded(page, TEXT.en.more)).toBe('false');
    expect(await nav(page).locator('.lto-mega-nav__panel:visible').count()).toBe(1);
    await page.mouse.click(640, 700);
    expect(await expanded(page, 'More in Bedroom')).toBe('false');
    await button(page, TEXT.en.more).click();
    await link(page, TEXT.en.sofas).click();
    await expectSofaListing(page);
  });

  test('the category link itself navigates', async () => {
    const page = await open(1280);
    await link(page, TEXT.en.living).click();
    await page.waitForURL((url) => url.pathname === '/c/living-room' && url.search === '');
  });
});

describe('at 390px, the mobile navigation', () => {
  test("opens by its toggle under the nav bar, drills down to 'Living Room' and back, and reaches a sub-category by keyboard", async () => {
    const page = await open(390);
    const toggle = button(page, TEXT.en.menu);
    expect(await link(page, TEXT.en.living).isVisible()).toBe(false);
    await tabTo(page, TEXT.en.menu);
    await page.keyboard.press('Enter');
    await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
    // Under the nav bar, the window's whole width.
    const bar = await nav(page).boundingBox();
    const panel = await page.locator('#site-nav-panel').boundingBox();
    expect(Math.abs(panel!.y - (bar!.y + bar!.height))).toBeLessThanOrEqual(2);
    expect(panel!.width).toBeGreaterThanOrEqual(388);
    // The US navigation's promo banners come first.
    expect(await nav(page).getByRole('region', { name: 'Offers' }).isVisible()).toBe(true);
    await tabTo(page, TEXT.en.more);
    await page.keyboard.press('Enter');
    await eventually(() => focused(page)).toBe(TEXT.en.back);
    expect(await link(page, TEXT.en.living).isVisible()).toBe(false);
    expect(await link(page, 'Bedroom').isVisible()).toBe(false);
    expect(await link(page, TEXT.en.sofas).isVisible()).toBe(true);
    // The level scrolls within the window (the page behind cannot): its last link can be reached.
    const level = await page.locator('#site-nav-panel').boundingBox();
    expect(level!.y + level!.height, "the panel's foot").toBeLessThanOrEqual(page.viewportSize()!.height);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe(TEXT.en.more);
    expect(await link(page, 'Bedroom').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await tabTo(page, TEXT.en.sofas);
    await page.keyboard.press('Enter');
    await expectSofaListing(page);
  });

  test('keeps the focus inside while open, gives it back to the toggle; Escape and the overlay close it', async () => {
    const page = await open(390);
    const toggle = button(page, TEXT.en.menu);
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
    // Tab all the way round: never out of the navigation.
    const names = new Set<string>();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('lto-mobile-nav') !== null)).toBe(true);
      names.add(await focused(page));
    }
    expect(names).toContain(TEXT.en.menu);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toBe(TEXT.en.menu);
    await toggle.click();
    await page.locator('.lto-mobile-nav__overlay').click({ position: { x: 200, y: 850 } });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toBe(TEXT.en.menu);
    expect(await page.locator('#site-nav-panel').isVisible()).toBe(false);
  });

  test('a tap on the overlay closes it and gives the focus back to the toggle, on a phone, from the list or a category', async () => {
    const context = await demo.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await demo.openSite('/', { site: 'en', page: await context.newPage() });
    const toggle = button(page, TEXT.en.menu);
    /** Taps the overlay where nothing of the panel is over it (a tap on the panel would follow a link). */
    const tapOverlay = async () => {
      const point = await page.evaluate(() => {
        for (let y = innerHeight - 2; y > 0; y -= 8) if (document.elementFromPoint(195, y)?.matches('.lto-mobile-nav__overlay')) return { x: 195, y };
        return null;
      });
      expect(point, 'some of the overlay in sight').not.toBeNull();
      await page.touchscreen.tap(point!.x, point!.y);
    };
    for (const level of ['the categories', "'Living Room'"]) {
      await toggle.tap();
      await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
      if (level !== 'the categories') {
        await button(page, TEXT.en.more).tap();
        await eventually(() => focused(page)).toBe(TEXT.en.back);
      }
      await tapOverlay();
      await eventually(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await focused(page), `closed from ${level}`).toBe(TEXT.en.menu);
      expect(new URL(page.url()).pathname).toBe('/');
    }
  });

  test.each([
    [390, 'one banner across the panel'],
    [775, 'one banner across the panel'],
    [776, "288px banners (SPEC 9.5's promo banner width)"],
  ])("the promo banners at %ipx, SPEC 9.5's promo carousel breakpoint being 775px: %s", async (width) => {
    const page = await open(width);
    const toggle = button(page, TEXT.en.menu);
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const { slide, track } = await page.evaluate(() => ({
      slide: document.querySelector<HTMLElement>('.lto-mobile-nav__promos .lto-carousel__slide')!.getBoundingClientRect().width,
      track: document.querySelector<HTMLElement>('.lto-mobile-nav__promos .lto-carousel__track')!.clientWidth,
    }));
    if (width <= 775) expect(Math.abs(slide - track)).toBeLessThanOrEqual(1);
    else expect(slide).toBe(288);
    expect(slide).toBeGreaterThanOrEqual(288);
  });

  test('the page behind does not scroll while it is open, and is where it was once it closes', async () => {
    const page = await open(390, 'en', '/c/living-room');
    const toggle = button(page, TEXT.en.menu);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    // Down the page, then up a little: the header (hidden on the way down) shows again, its toggle
    // with it. Its scroll behaviour starts when the browser is idle after the load.
    await page.waitForFunction(() => document.querySelector('lto-sticky-header')?.hasAttribute('data-lto-scroll'));
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => Math.round(window.scrollY) === 700);
    await twoFrames(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => Math.round(window.scrollY) === 600);
    await eventually(() => toggle.evaluate((element) => element.getBoundingClientRect().top >= 0)).toBe(true);
    // The header slides in (0.2 s): the tap goes where the toggle ends up, not where it was a frame into the slide.
    await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined))));
    const mainBox = () => page.evaluate(() => JSON.stringify(document.querySelector('main')!.getBoundingClientRect()));
    const before = await mainBox();
    // A tap where the toggle is (a locator's click would first scroll it clear of the header's scroll padding).
    const box = (await toggle.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await scrollY()).toBe(600);
    // The page behind did not move, not even sideways where its scroll bar went.
    expect(await mainBox()).toBe(before);
    // The wheel over the overlay moves nothing behind it.
    await page.mouse.move(200, 850);
    await page.mouse.wheel(0, 500);
    await twoFrames(page);
    await twoFrames(page);
    expect(await scrollY()).toBe(600);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await scrollY()).toBe(600);
    expect(await focused(page)).toBe(TEXT.en.menu);
    // Closed, the page scrolls again.
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 600);
  });

  test("in Spanish: 'Menú', 'Sala' and its sub-categories, no promo banners; a sub-category reached by pointer", async () => {
    const page = await open(390, 'es');
    await button(page, TEXT.es.menu).click();
    await eventually(() => button(page, TEXT.es.menu).getAttribute('aria-expanded')).toBe('true');
    expect(await nav(page).locator('lto-carousel').count()).toBe(0);
    await button(page, TEXT.es.more).click();
    await eventually(() => link(page, TEXT.es.all).isVisible()).toBe(true);
    expect(await nav(page).getByRole('button', { name: TEXT.es.back }).textContent()).toBe('Volver');
    await link(page, TEXT.es.sofas).click();
    await expectSofaListing(page, 'es');
  });
});

describe('without script', () => {
  test('the category links navigate and a sub-category is in reach from the pointer over its category', async () => {
    const context = await demo.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await demo.openSite('/', { page: await context.newPage() });
    expect(await link(page, TEXT.en.sofas).isVisible()).toBe(false);
    await link(page, TEXT.en.living).hover();
    expect(await link(page, TEXT.en.sofas).isVisible()).toBe(true);
    await link(page, TEXT.en.sofas).click();
    await page.waitForURL((url) => url.searchParams.get('subcat') === 'sofa');
  });
});
