/**
 * No demo page scrolls sideways: at 390 px wide, on the Spanish and Canadian sites, every page
 * type the demo serves (footer included) and the states the shopper puts them in (the compare bar
 * open, the cart, every checkout step filled in) are no wider than the window once their islands
 * are drawn, and the product page's lease figures are all in view (on the three sites); at 1280 px
 * the same for the shopping pages. The English site's pages are measured at both widths in
 * markup.test.ts, before and after drawing; its states here would repeat the Spanish site's
 * layouts with shorter words (Spanish runs about a fifth longer), for a third of this file's time.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { compareUi } from './compare-ui';
import { field, fillOrderForm, fillReferences, fillSign, form, formReady, submitTo } from './checkout-ui';
import { useDemo, type SiteName } from './harness';
import { wakeAll } from './islands';
import { overflowOf } from './overflow';

const demo = useDemo();

const PHONE = 390;
/** The phone's width for every page; a desktop's for the shopping pages, the ones found too wide at both. */
const WIDTHS = [PHONE, 1280] as const;
const SITES: readonly SiteName[] = ['es', 'ca'];
const lang = (site: SiteName) => (site === 'es' ? 'es' : 'en');
const zipOf = (site: SiteName) => (site === 'ca' ? 'M5V 3L9' : '30303');

/** Every island on the page woken and drawn, so what is measured is what the shopper ends up with. */
async function islandsDrawn(page: Page): Promise<void> {
  await wakeAll(page);
}

/** The page once loaded, then with every island drawn: neither may be wider than the window. */
async function expectFits(page: Page, what: string): Promise<void> {
  const width = page.viewportSize()?.width;
  expect(await overflowOf(page), `${what} at ${width}px, once loaded`).toBeNull();
  await islandsDrawn(page);
  expect(await overflowOf(page), `${what} at ${width}px, islands drawn`).toBeNull();
}

async function visit(page: Page, path: string, site: SiteName): Promise<Page> {
  await demo.openSite(path, { site, page });
  await expectFits(page, path);
  return page;
}

async function pageAt(width: number): Promise<Page> {
  const context = await demo.newContext({ viewport: { width, height: 844 } });
  return context.newPage();
}

for (const site of SITES) {
  for (const width of WIDTHS) {
    describe(`${site} site at ${width}px`, () => {
      test('the shopping pages: home, listing, search, product (with its carousels), compare, saved items, product set and cart', { timeout: 120_000 }, async () => {
        const page = await pageAt(width);
        await visit(page, `/?postalCode=${encodeURIComponent(zipOf(site))}`, site);
        await visit(page, '/c/living-room', site);
        const compare = compareUi(page, lang(site));
        await compare.ready();
        const [first, second] = await compare.products();
        await compare.add(first!);
        await compare.add(second!);
        await expectFits(page, 'listing with the compare bar open');
        await visit(page, '/showsearch?q=sofa', site);

        await visit(page, '/p/P1001', site);
        const heart = page.locator('lto-favorite [role="switch"]').first();
        await heart.click();
        await expect.poll(() => heart.getAttribute('aria-checked')).toBe('true');
        // A second product page shows the first among the recently viewed.
        await visit(page, '/p/P1002', site);
        await visit(page, '/compareShow?category=living-room', site);
        await visit(page, '/favorites', site);

        await visit(page, '/set/living-room', site);
        const addAll = page.locator('lto-product-set button[type="submit"]');
        await Promise.all([page.waitForURL((url) => url.pathname === '/cart'), addAll.click()]);
        await expectFits(page, '/cart with the set in it');
      });

      // The rest at a phone's width only.
      if (width !== PHONE) return;
      test('the store, account, sign-up, content and error pages', { timeout: 120_000 }, async () => {
        const page = await pageAt(width);
        await visit(page, `/stores?postalCode=${encodeURIComponent(zipOf(site))}`, site);
        const details = page.locator('main a[href^="/stores/"]').first();
        await Promise.all([page.waitForURL((url) => /^\/stores\/./.test(url.pathname)), details.click()]);
        await expectFits(page, 'a store details page');
        for (const path of ['/account', '/apply', '/contest', '/privacy-policy', '/sweepstakes-rules', '/emergency-message', '/covid-updates', '/account/order-tracking', '/demo/checkout-loader?state=DOC_VERIFY_PROCESSING']) {
          await visit(page, path, site);
        }
        demo.allowConsoleError(/status of 404/);
        const notFound = await page.goto(new URL('/no-such-page', demo.origin(site)).href);
        expect(notFound?.status()).toBe(404);
        await expectFits(page, 'the 404 page');
      });

      test('the checkout steps, the end and a declined page', { timeout: 120_000 }, async () => {
        const page = await pageAt(width);
        const address =
          site === 'ca'
            ? { address1: '200 King St W', city: 'Toronto', postal: 'M5V 3L9', phone: '416-555-0123', state: 'ON' }
            : { address1: '55 Trinity Ave SW', city: 'Atlanta', postal: '30303', phone: '404-555-0123', state: 'GA' };
        const startOrder = async (lastName: string) => {
          await visit(page, `/p/P1001?postalCode=${encodeURIComponent(zipOf(site))}`, site);
          await Promise.all([page.waitForURL((url) => url.pathname === '/checkout/delivery'), page.locator('lto-start-lease').getByRole('button').click()]);
          await formReady(page);
          await expectFits(page, 'delivery step');
          const { state, ...typed } = address;
          for (const [name, value] of Object.entries({ firstName: 'Ada', lastName, email: 'ada@example.com', confirmemail: 'ada@example.com', ...typed })) await field(page, name).fill(value);
          await field(page, 'state').selectOption(state);
          await submitTo(page, '/checkout/order-form');
          await expectFits(page, 'order form step');
          await field(page, 'incomeSource').selectOption('ActivelyEmployed');
          await field(page, 'payFrequency').selectOption('OnceAWeek');
          await expectFits(page, 'order form step with the employment fields');
          await fillOrderForm(page);
        };

        await startOrder('Declined');
        await submitTo(page, '/checkout/declined');
        await expectFits(page, 'declined page');

        await startOrder('Lovelace');
        await submitTo(page, '/checkout/payment');
        await expectFits(page, 'payment step');
        await form(page).locator('input[name="paymentCard"][value="new"]').check();
        await expectFits(page, 'payment step with the new card fields');
        await form(page).locator('input[name="paymentCard"][value="c3"]').check();
        await submitTo(page, '/checkout/sign');
        await expectFits(page, 'sign step');
        // Each checkbox with its label beside it: the label's first line on the box's row.
        const apart = await form(page).locator('.lto-checkout-field--checkbox').evaluateAll((rows) =>
          rows.filter((row) => {
            const box = row.querySelector('input')!.getBoundingClientRect();
            const label = row.querySelector('.lto-checkout-field__label')!.getBoundingClientRect();
            return label.top >= box.bottom || label.left < box.right;
          }).length,
        );
        expect(apart, 'checkboxes whose label is not beside them').toBe(0);
        await fillSign(page);
        await submitTo(page, '/checkout/references');
        await expectFits(page, 'references step');
        await fillReferences(page);
        await submitTo(page, '/checkout/complete');
        await expectFits(page, 'the end of the checkout');
      });
    });
  }
}

for (const site of ['en', 'es', 'ca'] as const) {
  test(`${site} site at 390px: every lease figure of the product page is in view, none cut off or behind a sideways scroll`, async () => {
    const page = await pageAt(390);
    await demo.openSite('/p/P1001', { site, page });
    await islandsDrawn(page);
    const hidden = await page.evaluate(() => {
      const right = document.documentElement.clientWidth;
      const figures = [...document.querySelectorAll('lto-lease-terms *, .pdp__terms th, .pdp__terms td')].filter((el) => el.childElementCount === 0 && /\d/.test(el.textContent ?? ''));
      const scrolled = [...document.querySelectorAll('.pdp__terms .table-scroll')].filter((region) => region.scrollWidth > region.clientWidth);
      return [
        ...figures.filter((el) => el.getBoundingClientRect().right > right + 0.5).map((el) => `'${el.textContent?.trim()}' ends at ${Math.round(el.getBoundingClientRect().right)}px`),
        ...scrolled.map((region) => `the lease terms table needs ${region.scrollWidth - region.clientWidth}px of sideways scrolling`),
      ];
    });
    expect(hidden).toEqual([]);
  });
}

test("at 1280px the header's links keep to one row and leave the search box room to type in, and each category card holds its name", async () => {
  const page = await pageAt(1280);
  for (const site of ['en', 'es', 'ca'] as const) {
    await demo.openSite('/', { site, page });
    const { barOnOneRow, linksOnOneRow, linksBelowSearch, searchWidth, outOfCard } = await page.evaluate(() => {
      const boxesOf = (selector: string) => [...document.querySelectorAll(selector)].map((item) => item.getBoundingClientRect()).filter((box) => box.height > 0);
      // On one row when every item starts above the end of every other.
      const oneRow = (boxes: DOMRect[]) => Math.max(...boxes.map((box) => box.top)) < Math.min(...boxes.map((box) => box.bottom));
      /** The lines a text is drawn on: one box per line of its text node. */
      const lines = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
      };
      return {
        // The site switcher's strip aside (its own row above the bar on a wide screen).
        barOnOneRow: oneRow(boxesOf('.site-header__bar > :not(lto-locale-switcher)')),
        linksOnOneRow: oneRow(boxesOf('.site-header__links > *')),
        linksBelowSearch: Math.min(...boxesOf('.site-header__links > *').map((box) => box.top)) >= document.querySelector('.site-search')!.getBoundingClientRect().bottom,
        searchWidth: document.querySelector('.site-search input')!.getBoundingClientRect().width,
        outOfCard: [...document.querySelectorAll('.category-cards__name')].filter((name) => name.scrollWidth > name.clientWidth + 0.5 || lines(name) > 1).map((name) => name.textContent),
      };
    });
    // The Spanish links are too long for the box to keep its room beside them: they take a row of
    // their own, all of them together.
    if (site === 'es') expect(linksBelowSearch, 'es: the links on a row of their own').toBe(true);
    else expect(barOnOneRow, `${site}: the header bar on one row`).toBe(true);
    expect(linksOnOneRow, `${site}: the header's links on one row`).toBe(true);
    expect(searchWidth, `${site}: the search box's width`).toBeGreaterThanOrEqual(200);
    expect(outOfCard, `${site}: names broken or running out of their card`).toEqual([]);
  }
});

describe('at 320 px (WCAG 1.4.10 reflow)', () => {
  // An accessibility walk at 320 px found the size chart's table making the whole page scroll
  // sideways, and the product page's carousel headings cut short ('Recommende…').
  test.each(['en', 'es'] as const)('%s: the size chart scrolls in its own box, and no carousel heading is cut short', async (site) => {
    const page = await demo.newPage();
    await page.setViewportSize({ width: 320, height: 700 });
    // visit() finds each page no wider than the window, once loaded and with its islands drawn.
    await visit(page, '/content/size-chart', site);
    await visit(page, '/p/P1001', site);
    const cut = await page.locator('.lto-carousel__heading').evaluateAll((headings) => headings.filter((heading) => heading.scrollWidth > heading.clientWidth).map((heading) => heading.textContent));
    expect(cut).toEqual([]);
    expect(await page.locator('.lto-carousel__heading').count()).toBeGreaterThan(0);
  });
});
