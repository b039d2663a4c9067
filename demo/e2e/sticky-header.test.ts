/**
 * The sticky header (<lto-sticky-header>, SPEC 2.2, 9.5) and the tooltips (<lto-tooltip>) in real
 * Chromium on the demo's pages. The page is scrolled with the wheel or window.scrollTo, and each
 * step waits for what the shopper would see (a position, a state), never for a time.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { orderAt } from './checkout-ui';
import { eventually } from './compare-ui';
import { useDemo } from './harness';

const demo = useDemo();

async function open(path: string, width: number, height: number): Promise<Page> {
  const context = await demo.newContext({ viewport: { width, height }, storageState: await demo.sameShopper() });
  const page = await demo.openSite(path, { page: await context.newPage() });
  // The behaviour starts from the wake module, after the load event, when the browser is idle.
  await page.waitForFunction(() => document.querySelector('lto-sticky-header')?.hasAttribute('data-lto-scroll'));
  return page;
}

const header = (page: Page) => page.locator('lto-sticky-header');
/** Where the header is in the window, its state and the page's scroll padding. */
const headerNow = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('lto-sticky-header')!;
    const box = element.getBoundingClientRect();
    return {
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      height: Math.round(box.height),
      state: element.getAttribute('data-lto-scroll'),
      padding: getComputedStyle(document.documentElement).scrollPaddingTop,
      scrollY: Math.round(window.scrollY),
    };
  });
/** The page's main content, in page coordinates: it must not move when the header sticks. */
const mainTop = (page: Page) => page.evaluate(() => Math.round(document.querySelector('main')!.getBoundingClientRect().top + window.scrollY));

/** Scrolls by `dy` with the mouse wheel over the page, then waits until the page has got there and a frame has been drawn. */
async function wheel(page: Page, dy: number): Promise<void> {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(200, 700);
  await page.mouse.wheel(0, dy);
  await page.waitForFunction(([from, by]) => Math.abs(window.scrollY - (from + by)) < 2 || (by < 0 && window.scrollY === 0), [before, dy] as const);
  await frames(page);
}

/** Scrolls to `y` (window.scrollTo: a scroll of an exact size), then waits for two frames (the header reacts in the first). */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await page.waitForFunction((to) => Math.round(window.scrollY) === to, y);
  await frames(page);
}

const frames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

describe('sticky header', () => {
  test('at 1280: scrolls with the page for its first 32px, then stays pinned without moving the page, its padding keeping focus clear', async () => {
    const page = await open('/c/living-room', 1280, 900);
    const start = await headerNow(page);
    expect(start).toMatchObject({ top: 0, state: 'top' });
    const main = await mainTop(page);
    // What stays on screen of it once pinned: all but its top 32px.
    expect(start.padding).toBe(`${start.height - 32}px`);

    await scrollTo(page, 20);
    expect(await headerNow(page)).toMatchObject({ top: -20, state: 'top' });
    await scrollTo(page, 32);
    expect(await headerNow(page)).toMatchObject({ top: -32, state: 'top' });
    await wheel(page, 600);
    expect(await headerNow(page)).toMatchObject({ top: -32, state: 'stuck' });
    await wheel(page, 600);
    expect(await headerNow(page)).toMatchObject({ top: -32, state: 'stuck' });
    // Pinned, it kept its place in the page: nothing below it moved.
    expect(await mainTop(page)).toBe(main);
    await wheel(page, -400);
    expect(await headerNow(page)).toMatchObject({ top: -32, state: 'stuck' });
    await scrollTo(page, 0);
    expect(await headerNow(page)).toMatchObject({ top: 0, state: 'top' });
  });

  test('at 1280, pinned: a click on a header link follows it (the header does not move under the press)', async () => {
    const page = await open('/c/living-room', 1280, 900);
    await wheel(page, 800);
    await eventually(async () => (await headerNow(page)).state).toBe('stuck');
    await Promise.all([page.waitForURL((url) => url.pathname === '/favorites'), page.locator('.site-header__favorites').click()]);
  });

  test('at 390: hides as the page scrolls down and comes back as it scrolls up', async () => {
    const page = await open('/c/living-room', 390, 844);
    const { height } = await headerNow(page);
    await wheel(page, height + 400);
    await eventually(() => headerNow(page)).toMatchObject({ state: 'hidden', bottom: 0 });
    await wheel(page, 600);
    expect((await headerNow(page)).state).toBe('hidden');
    // 5px up is not enough; 6px (from where it last reacted) is.
    const y = (await headerNow(page)).scrollY;
    await scrollTo(page, y - 5);
    expect((await headerNow(page)).state).toBe('hidden');
    await scrollTo(page, y - 6);
    await eventually(() => headerNow(page)).toMatchObject({ state: 'stuck', top: 0 });
    await wheel(page, -200);
    await eventually(() => headerNow(page)).toMatchObject({ state: 'stuck', top: 0 });
    await wheel(page, 300);
    await eventually(() => headerNow(page)).toMatchObject({ state: 'hidden', bottom: 0 });
    // Its padding is all of it: shown again, it covers that much.
    expect((await headerNow(page)).padding).toBe(`${height}px`);
  });

  test('at 390: focus coming back into the hidden header (Shift+Tab from the page) shows it', async () => {
    const page = await open('/c/living-room', 390, 844);
    const { height } = await headerNow(page);
    await wheel(page, height + 600);
    await eventually(() => headerNow(page)).toMatchObject({ state: 'hidden' });
    // The first link of the page's main content, then Shift+Tab: into the header's last link.
    await page.evaluate(() => document.querySelector<HTMLElement>('main a[href]')!.focus({ preventScroll: true }));
    await page.keyboard.press('Shift+Tab');
    await eventually(() => page.evaluate(() => !!document.activeElement?.closest('lto-sticky-header'))).toBe(true);
    await eventually(() => headerNow(page)).toMatchObject({ state: 'stuck', top: 0 });
  });

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    test(`at ${width}: a link under the pinned header that gets keyboard focus is scrolled clear of it`, async () => {
      const page = await open('/', width, height);
      const link = page.locator('main a[href]').nth(3);
      // Scrolled so that the link is just under the header's top edge, the header shown.
      const linkTop = await link.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
      await scrollTo(page, linkTop - 40);
      if (width < 768) {
        // On a phone the header shows once the page scrolls up: scroll down then up over the link.
        await scrollTo(page, linkTop + 200);
        await scrollTo(page, linkTop - 40);
      }
      const shown = await headerNow(page);
      expect(shown.state).toBe('stuck');
      // On a phone the header slides back in (a 0.2 s transition): covered once it is there.
      await eventually(() => covered(link)).toBe(true);
      // The element before it, focused without scrolling, then Tab: the keyboard brings focus to the link.
      await link.evaluate((element) => {
        const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')];
        all[all.indexOf(element as HTMLElement) - 1]!.focus({ preventScroll: true });
      });
      await page.keyboard.press('Tab');
      await eventually(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
      await frames(page);
      const now = await headerNow(page);
      const box = await link.boundingBox();
      expect(now.state === 'hidden' || box!.y >= now.bottom, `link at ${box!.y}, header to ${now.bottom} (${now.state})`).toBe(true);
      expect(await covered(link)).toBe(false);
    });
  }

  test('at 390, on each site: the header, which comes back over the page at every scroll up, takes at most a third of the screen, holds the account link beside the logo, and its small site links are targets 24 px tall', async () => {
    for (const site of ['en', 'es', 'ca'] as const) {
      const context = await demo.newContext({ viewport: { width: 390, height: 844 } });
      const page = await demo.openSite('/', { site, page: await context.newPage() });
      const { header, logo, account, siteLinks } = await page.evaluate(() => {
        const top = (selector: string) => Math.round(document.querySelector(selector)!.getBoundingClientRect().top);
        return {
          header: Math.round(document.querySelector('lto-sticky-header')!.getBoundingClientRect().height),
          logo: top('.site-logo'),
          account: top('.lto-account-drawer__trigger'),
          // How tall a target each link is where a tap lands on it: 2 px inside its box's top and bottom.
          siteLinks: [...document.querySelectorAll('.site-switcher a')].map((link) => {
            const box = link.getBoundingClientRect();
            const hits = [box.top + 2, box.bottom - 2].every((y) => link.contains(document.elementFromPoint(box.left + box.width / 2, y)));
            return hits ? box.height : 0;
          }),
        };
      });
      expect(header, `${site}: the header's height`).toBeLessThanOrEqual(844 / 3);
      expect(Math.abs(account - logo), `${site}: the account link on the logo's row`).toBeLessThan(20);
      // WCAG 2.5.8's size, though their spacing would let them be smaller: a thumb finds them.
      expect(siteLinks.length, `${site}: the site links`).toBe(3);
      expect(Math.min(...siteLinks), `${site}: the site links' height as targets`).toBeGreaterThanOrEqual(24);
    }
  });

  test("the header's Tab order is the order it is seen in, at 1280 and at 390, on the English and Spanish sites (WCAG 2.4.3): left to right along a row, then the row below", async () => {
    for (const width of [1280, 390]) {
      for (const site of ['en', 'es'] as const) {
        const context = await demo.newContext({ viewport: { width, height: 844 } });
        const page = await demo.openSite('/', { site, page: await context.newPage() });
        // The bar's focusable elements in the Tab order (the document's: none has a tabindex of its own), where they are seen.
        const boxes = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.site-header__bar :is(a[href], input, button)')]
            .map((element) => ({ element, box: element.getBoundingClientRect() }))
            .filter(({ element, box }) => box.height > 0 && !element.closest('[hidden]'))
            .map(({ element, box }) => ({ name: (element.textContent || element.getAttribute('name') || '').trim(), top: box.top, bottom: box.bottom, left: box.left, right: box.right })),
        );
        expect(boxes.length, `${site} at ${width}`).toBeGreaterThan(8);
        for (const [at, next] of boxes.entries()) {
          if (at === 0) continue;
          const previous = boxes[at - 1]!;
          const middle = (next.top + next.bottom) / 2;
          const onNextRow = middle > previous.bottom;
          const onSameRowAfter = middle >= previous.top && middle <= previous.bottom && next.left >= previous.right - 1;
          expect(onNextRow || onSameRowAfter, `${site} at ${width}: '${next.name}' after '${previous.name}'`).toBe(true);
        }
        await context.close();
      }
    }
  });

  test("at 390: after 'load more' the first new tile, focused, starts below the header when it comes back", async () => {
    const page = await open('/c/living-room', 390, 844);
    // The grid drawn (the pointer over its count), as a shopper's first touch of it would.
    await page.locator('[data-lto-grid-count]').hover();
    await page.locator('lto-product-grid[data-lto-ready]').waitFor({ state: 'attached' });
    const more = page.locator('a[data-lto-grid-more]');
    // The shopper scrolls down to the link (the header hides) and taps it.
    await more.scrollIntoViewIfNeeded();
    await eventually(() => headerNow(page)).toMatchObject({ state: 'hidden' });
    await more.click();
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('aria-posinset'))).toBe('21');
    // Whether the scroll to the tile went up (the header back) or down (the header still away),
    // the tile is clear of where the header comes back: the shopper scrolls up a little, and it
    // slides in (a 0.2 s transition).
    await wheel(page, -10);
    await eventually(() => headerNow(page)).toMatchObject({ state: 'stuck', top: 0 });
    const tile = await page.locator('article[aria-posinset="21"]').boundingBox();
    const now = await headerNow(page);
    expect(tile!.y, `tile at ${tile!.y}, header to ${now.bottom}`).toBeGreaterThanOrEqual(now.bottom - 1);
  });
});

/** Whether the header is what the window shows at the link's middle. */
function covered(link: Locator): Promise<boolean> {
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const at = document.elementFromPoint(box.left + Math.min(box.width / 2, 10), box.top + box.height / 2);
    return !!at?.closest('lto-sticky-header');
  });
}

describe('tooltips', () => {
  const tcoTrigger = (page: Page) => page.locator('.pdp__terms lto-tooltip').getByRole('button', { name: 'Total cost of ownership' });
  const tcoTip = (page: Page) => page.locator('.pdp__terms lto-tooltip').getByRole('tooltip');

  test('on the product page: keyboard focus on the trigger shows the tip (its description), Escape hides it, focus stays', async () => {
    const page = await open('/p/P1001', 1280, 900);
    await expect(tcoTip(page).isVisible()).resolves.toBe(false);
    await tcoTrigger(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // Tab to it from the element before it.
    await tcoTrigger(page).evaluate((element) => {
      const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')];
      all[all.indexOf(element as HTMLElement) - 1]!.focus({ preventScroll: true });
    });
    await page.keyboard.press('Tab');
    await tcoTip(page).waitFor({ state: 'visible' });
    const description = await tcoTrigger(page).evaluate((element) => document.getElementById(element.getAttribute('aria-describedby')!)!.textContent);
    expect(await tcoTip(page).innerText()).toBe(description);
    await page.locator('lto-tooltip[data-lto-ready]').first().waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await tcoTip(page).waitFor({ state: 'hidden' });
    expect(await tcoTrigger(page).evaluate((element) => element === document.activeElement)).toBe(true);
    // Focus leaves and comes back: it shows again.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await tcoTip(page).waitFor({ state: 'visible' });
  });

  test('on the product page: hovering the trigger shows the tip, the pointer may move onto it, and leaving hides it', async () => {
    const page = await open('/p/P1001', 1280, 900);
    await tcoTrigger(page).hover();
    await tcoTip(page).waitFor({ state: 'visible' });
    const tip = (await tcoTip(page).boundingBox())!;
    await page.mouse.move(tip.x + tip.width / 2, tip.y + tip.height / 2, { steps: 4 });
    expect(await tcoTip(page).isVisible()).toBe(true);
    // Inside the window, whatever its width.
    expect(tip.x + tip.width).toBeLessThanOrEqual(1280);
    await page.mouse.move(5, 880);
    await tcoTip(page).waitFor({ state: 'hidden' });
  });

  test('on the payment page: the tip has its own look', async () => {
    await orderAt(demo.context, demo.url, 'payment');
    const page = await open('/checkout/payment', 1280, 900);
    const tooltip = page.locator('lto-tooltip[variant="payment"]');
    await tooltip.getByRole('button').hover();
    await tooltip.getByRole('tooltip').waitFor({ state: 'visible' });
    const payment = await tooltip.getByRole('tooltip').evaluate((element) => getComputedStyle(element).backgroundColor);
    const product = await open('/p/P1001', 1280, 900);
    await tcoTrigger(product).hover();
    await tcoTip(product).waitFor({ state: 'visible' });
    const elsewhere = await tcoTip(product).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(payment).not.toBe(elsewhere);
  });
});
