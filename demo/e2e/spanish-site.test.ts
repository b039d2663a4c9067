/**
 * The Spanish site in Spanish, words a screen reader says included: every shopping page of it,
 * its islands drawn, read for English. What is read is what a shopper sees or hears: the text of
 * the page and the names, descriptions and hints of its elements (aria-label, aria-roledescription,
 * aria-valuetext, placeholder, title, alt), and <title>. Text marked as another language (the
 * site switcher's 'English (US)') is left out.
 *
 * English is found by words that a Spanish sentence never uses, found in earlier walks of the
 * site: the page's own product and brand names ('Ashford Home') hold none of them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accountUi } from './account-ui';
import { form, startCheckout } from './checkout-ui';
import { useDemo } from './harness';
import { wakeAll } from './islands';

const demo = useDemo();

/** English words, none of them Spanish (not 'no', 'a', 'error', 'chat', 'color', 'total'). */
const ENGLISH = new Set(
  (
    'the and your you of with for to from this that is are be it or on at here only ' +
    'carousel slide item items previous next close search cart sign please enter required invalid zip state ' +
    'show hide view more less results loading added removed saved save remove apply submit choose select ' +
    'continue back page month months weekly monthly today free delivery store stores price rating stars ' +
    'details learn terms agree account password name email phone address city help send thanks success sorry ' +
    'something went wrong try again found'
  ).split(' '),
);

/** What the shopper reads and hears on the page, one string each, with where it is. */
const spoken = (page: Page) =>
  page.evaluate(() => {
    const other = (element: Element) => element.closest('[lang]:not([lang^="es"])') !== null;
    const said: string[] = [`<title>: ${document.title}`];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, template, noscript') || other(parent)) continue;
      said.push(`${parent.localName}: ${text}`);
    }
    const attributes = ['aria-label', 'aria-roledescription', 'aria-valuetext', 'placeholder', 'title', 'alt'];
    for (const element of document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))) {
      if (other(element)) continue;
      for (const name of attributes) {
        const value = element.getAttribute(name)?.trim();
        if (value) said.push(`${element.localName}[${name}]: ${value}`);
      }
    }
    return said;
  });

const english = (said: string[]) =>
  said.filter((line) => {
    const text = line.slice(line.indexOf(': ') + 2);
    // Words, not the letters of a code: an order id's hex ('ORD-6EC4BE66B3') holds 'BE'.
    return (text.match(/[\p{L}\p{N}]+/gu) ?? []).some((word) => ENGLISH.has(word.toLowerCase()));
  });

describe('the Spanish site', () => {
  test.each(['/', '/c/living-room', '/showsearch?q=sofa', '/showsearch?q=zzzzqqq', '/brand/crestline', '/p/P1001', '/compareShow', '/cart', '/favorites', '/account/order-tracking', '/contact-us', '/stores', '/no-such-page'])(
    '%s, its islands drawn, says nothing in English, to the eye or to a screen reader',
    async (path) => {
      if (path === '/no-such-page') demo.allowConsoleError(/status of 404/);
      const page = await demo.newPage();
      const response = await page.goto(`${demo.origin('es')}${path}`);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await wakeAll(page);
      expect(english(await spoken(page))).toEqual([]);
    },
  );

  test('its dialogs and messages: the zip modal refusing a zip, the quick view, the account drawer refusing an empty sign-in, the checkout refusing an empty step', async () => {
    const home = await demo.openSite('/', { site: 'es' });
    await home.getByRole('link', { name: 'Indica tu código postal' }).click();
    const location = home.getByRole('dialog', { name: 'Indica tu ubicación' });
    await location.getByRole('textbox').fill('1');
    await location.getByRole('button', { name: 'Actualizar' }).click();
    await location.getByText('Escribe un código postal válido de 5 dígitos.').first().waitFor();
    expect(english(await spoken(home))).toEqual([]);
    await home.keyboard.press('Escape');

    const drawer = accountUi(home, 'es');
    await drawer.open();
    await drawer.drawer.locator('button[type="submit"]').first().click();
    await drawer.drawer.locator('[aria-invalid="true"]').first().waitFor();
    expect(english(await spoken(home))).toEqual([]);

    const listing = await demo.openSite('/c/living-room', { site: 'es' });
    await listing.getByRole('button', { name: 'Vista rápida de Sofá Garrison', exact: true }).click();
    await listing.getByRole('dialog', { name: 'Vista rápida', exact: true }).locator('.lto-quick-view__product h3').waitFor();
    expect(english(await spoken(listing))).toEqual([]);

    const checkout = await startCheckout(demo, 'es');
    await form(checkout).locator('button[type="submit"]').click();
    await form(checkout).locator('[aria-invalid="true"]').first().waitFor();
    expect(english(await spoken(checkout))).toEqual([]);
  });
});
