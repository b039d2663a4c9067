/**
 * The order tracking page in real Chromium (SPEC 2.11, 3.6, 5.2, 8): a seeded order found by
 * agreement number and zip, not found, the empty agreement number message, keyboard only, the
 * Canadian page, the page without script; and the checkout loader demo page driven by its event.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { eventually } from './compare-ui';
import { useDemo, type SiteName } from './harness';
import { wake } from './islands';

const demo = useDemo({ lite: true });

async function trackingPage(site: SiteName = 'en') {
  const page = await demo.openSite('/account/order-tracking', { site });
  await wake(page.locator('lto-order-tracking'));
  return page;
}

const lookups = (page: Page) => {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/account/order-tracking') bodies.push(request.postData() ?? '');
  });
  return bodies;
};

// Inside the widget: the footer's sign-up form has a 'Zip code' box too.
const numberBox = (page: Page, name = 'Agreement number') => page.locator('lto-order-tracking').getByRole('textbox', { name });
const postalBox = (page: Page, name = 'Zip code') => page.locator('lto-order-tracking').getByRole('textbox', { name });

describe('order tracking', () => {
  test('finds a seeded order: status, next payment date and items, with one request; the page stays', async () => {
    const page = await trackingPage();
    const sent = lookups(page);
    await numberBox(page).fill('LA1005678');
    await postalBox(page).fill('30305');
    await page.getByRole('button', { name: 'Find order' }).click();

    const result = page.getByRole('region', { name: 'Agreement LA1005678' });
    await result.waitFor();
    expect(await result.innerText()).toMatch(/Delivery scheduled[\s\S]*December 11, 2026/);
    expect(await result.getByRole('listitem').allInnerTexts()).toEqual(['Preston Sofa, quantity 1', 'Jasper Coffee Table, quantity 2']);
    await eventually(() => page.locator('[data-lto-live-region="polite"]').innerText()).toBe('Order found: agreement LA1005678, Delivery scheduled.');
    expect(sent).toEqual(['orderTrackingOrderNumber=LA1005678&orderTrackingPostalCode=30305&format=ajax']);
    expect(new URL(page.url()).pathname).toBe('/account/order-tracking');
  });

  test('not found: the message, both values kept', async () => {
    const page = await trackingPage();
    await numberBox(page).fill('LA1001234');
    await postalBox(page).fill('99999');
    await page.getByRole('button', { name: 'Find order' }).click();
    await eventually(() => page.getByRole('alert').innerText()).toBe(
      "We couldn't find an order with that agreement number and zip code. Please check both and try again.",
    );
    expect(await numberBox(page).inputValue()).toBe('LA1001234');
    expect(await postalBox(page).inputValue()).toBe('99999');
  });

  test("an empty agreement number: 'Please enter a valid agreement number.' beside it, focus on it, nothing sent", async () => {
    const page = await trackingPage();
    const sent = lookups(page);
    await postalBox(page).fill('30303');
    await page.getByRole('button', { name: 'Find order' }).click();
    await eventually(() => numberBox(page).getAttribute('aria-invalid')).toBe('true');
    expect(await numberBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    const describedBy = await numberBox(page).getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('Please enter a valid agreement number.');
    expect(sent).toEqual([]);
  });

  // Pressing the button takes the focus off the wrong zip, whose error then shows above the
  // button: drawn before the press ended, it moved the button from under the pointer, and the
  // click landed on the error text: no submit.
  test.each([
    ['a mouse click', 'desktop'],
    ['a tap on a phone', 'phone'],
  ] as const)('a wrong zip, then %s on Find order: that press submits, focus goes to the zip and its error is said', async (_, device) => {
    const page =
      device === 'desktop'
        ? await trackingPage()
        : await demo.openSite('/account/order-tracking', { page: await (await demo.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage() });
    await wake(page.locator('lto-order-tracking'));
    await numberBox(page).fill('LA1001234');
    await postalBox(page).fill('303031');
    const button = page.getByRole('button', { name: 'Find order' });
    await (device === 'desktop' ? button.click() : button.tap());
    await eventually(() => postalBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await postalBox(page).getAttribute('aria-invalid')).toBe('true');
  });

  test('keyboard only: Tab to each field, type, Enter; the order shows', async () => {
    const page = await trackingPage();
    await numberBox(page).waitFor();
    // From the top of the main content, as a keyboard user arriving by the skip link.
    await page.locator('main').focus();
    let guard = 0;
    while (!(await numberBox(page).evaluate((el) => el === document.activeElement)) && guard++ < 40) await page.keyboard.press('Tab');
    await page.keyboard.type('la1001234');
    await page.keyboard.press('Tab');
    expect(await postalBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('30303');
    await page.keyboard.press('Enter');
    const result = page.getByRole('region', { name: 'Agreement LA1001234' });
    await result.waitFor();
    expect(await result.innerText()).toContain('Garrison Sofa, quantity 1');
  });

  test("the Canadian page asks for a postal code and finds an order by it, however it is typed", async () => {
    const page = await trackingPage('ca');
    await numberBox(page).fill('CA7001234');
    await postalBox(page, 'Postal code').fill('m5v3l9');
    await page.getByRole('button', { name: 'Find order' }).click();
    await page.getByRole('region', { name: 'Agreement CA7001234' }).waitFor();
  });

  test('the Spanish page, in Spanish', async () => {
    const page = await trackingPage('es');
    await numberBox(page, 'Número de contrato').fill('LA2009876');
    await postalBox(page, 'Código postal').fill('10001');
    await page.getByRole('button', { name: 'Buscar pedido' }).click();
    const result = page.getByRole('region', { name: 'Contrato LA2009876' });
    await result.waitFor();
    expect(await result.innerText()).toContain('Entregado');
  });

  test('without script the plain form finds the order, and shows the agreement number message', async () => {
    const context = await demo.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${demo.url}/account/order-tracking`);
    await numberBox(page).fill('LA1005678');
    await postalBox(page).fill('30305');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Find order' }).click()]);
    expect(await page.getByRole('region', { name: 'Agreement LA1005678' }).innerText()).toContain('Delivery scheduled');

    await numberBox(page).fill('');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Find order' }).click()]);
    expect(await numberBox(page).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Please enter a valid agreement number.').isVisible()).toBe(true);
    expect(await postalBox(page).inputValue()).toBe('30305');
  });
});

describe('the checkout loader demo page', () => {
  test('a button plays a state through lto:checkout-status: the overlay says it, the page is inert, then it all comes back', async () => {
    const page = await demo.openSite('/demo/checkout-loader');
    await page.waitForLoadState('load');
    // The loader's code is asked for by the event itself (registry: commands), which it then shows.
    const button = page.getByRole('button', { name: 'Show KBA_SUCCESS' });
    await button.click();
    const overlay = page.locator('.lto-checkout-loader__overlay');
    await eventually(() => overlay.innerText()).toMatch(/Success!\s+Your identity was verified\. Let's finalize your order\./);
    expect(await page.locator('main > h1').evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
    await eventually(() => page.locator('[data-lto-live-region="polite"]').innerText()).toBe("Success! Your identity was verified. Let's finalize your order.");
    await overlay.waitFor({ state: 'detached' });
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('?state= opens the page with the overlay in that state (Spanish), drawn by the server, then the page behind made inert and the state said', async () => {
    const context = await demo.newContext({ javaScriptEnabled: false });
    const still = await context.newPage();
    await still.goto(`${demo.origin('es')}/demo/checkout-loader?state=DOC_VERIFY_PROCESSING`);
    expect(await still.locator('.lto-checkout-loader__overlay').innerText()).toContain('Estamos analizando tu documento.');

    const page = await demo.openSite('/demo/checkout-loader?state=DOC_VERIFY_PROCESSING', { site: 'es' });
    expect(await page.locator('.lto-checkout-loader__overlay').innerText()).toContain('Estamos analizando tu documento.');
    // Its wake module draws it after the load event, untouched: only the widget covers the page and speaks.
    await page.locator('lto-checkout-loader[data-lto-ready]').waitFor({ state: 'attached' });
    expect(await page.locator('main > h1').evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
    await eventually(() => page.locator('[data-lto-live-region="polite"]').innerText()).toContain('Estamos analizando tu documento.');
  });
});
