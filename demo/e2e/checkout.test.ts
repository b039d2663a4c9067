/**
 * The checkout steps of the demo with <lto-checkout-form>, in real Chromium (SPEC 2.11, 3.6, 4.9,
 * 4.10, 5): each step filled in order to the end, each declined path of the demo's decision rule,
 * a step done with the keyboard alone, a later step reached first, a failed request keeping what
 * was typed.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { field, fillDelivery, fillOrderForm, fillReferences, fillSign, form, formReady, orderAt, startCheckout, submitTo } from './checkout-ui';
import { useDemo } from './harness';

const demo = useDemo({ lite: true });

/** The checkout POSTs a page sends, with their bodies. */
function stepPosts(page: Page): { path: string; body: URLSearchParams }[] {
  const seen: { path: string; body: URLSearchParams }[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && /^\/checkout\/(delivery|order-form|payment|sign|references)$/.test(path)) seen.push({ path, body: new URLSearchParams(request.postData() ?? '') });
  });
  return seen;
}

/**
 * The states the loader's overlay shows on this page, in order. (Read from the overlay, not from
 * the events: the loader's code is asked for by the first event, which the runtime dispatches
 * again once it is drawn.)
 */
async function recordStatuses(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { __statuses: unknown[] }).__statuses = seen;
    new MutationObserver(() => {
      const state = document.querySelector('.lto-checkout-loader__overlay')?.getAttribute('data-state') ?? null;
      if (state && seen.at(-1) !== state) seen.push(state);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
}

describe('a shopper faster than the code', () => {
  test("text typed into the server's form before the widget's code ran stays, with the focus and the caret, and typing goes on in the widget's field", async () => {
    await orderAt(demo.context, demo.url, 'delivery');
    const page = await demo.newPage();
    // The widgets' code is held back until the shopper has typed (the autoloader itself comes).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/**/*.js', async (route) => {
      if (!new URL(route.request().url()).pathname.endsWith('/lto-widgets.js')) await held;
      await route.continue();
    });
    await demo.openSite('/checkout/delivery', { page });
    await page.waitForLoadState('load');
    const first = page.locator('lto-checkout-form input[name="firstName"]');
    await first.click();
    await page.keyboard.type('Ada Lovelace');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    await first.evaluate((input) => ((input as HTMLInputElement & { fromServer?: boolean }).fromServer = true));
    expect(await page.locator('lto-checkout-form[data-lto-ready]').count(), 'not drawn yet').toBe(0);

    release();
    await page.locator('lto-checkout-form[data-lto-ready]').waitFor();
    const drawn = await first.evaluate((input) => ({
      fromServer: Boolean((input as HTMLInputElement & { fromServer?: boolean }).fromServer),
      value: (input as HTMLInputElement).value,
      focused: input === document.activeElement,
      caret: [(input as HTMLInputElement).selectionStart, (input as HTMLInputElement).selectionEnd],
    }));
    expect(drawn).toEqual({ fromServer: false, value: 'Ada Lovelace', focused: true, caret: [9, 9] });
    await page.keyboard.type('X');
    expect(await first.inputValue()).toBe('Ada LovelXace');
  });
});

describe('checkout steps', () => {
  test('each step filled in order, to the end: form-encoded posts with the CSRF token and format=ajax, the next step each time', async () => {
    const page = await startCheckout(demo);
    const posts = stepPosts(page);
    await expect(page.title()).resolves.toContain('Delivery');
    await fillDelivery(page);
    await submitTo(page, '/checkout/order-form');

    await fillOrderForm(page);
    await submitTo(page, '/checkout/payment');

    const cards = form(page).getByRole('radio');
    await expect(form(page).getByRole('radio', { name: /4242.*Expired$/ }).isDisabled()).resolves.toBe(true);
    await expect(form(page).getByRole('radio', { name: /5454.*Reauthorize$/ }).isChecked()).resolves.toBe(true);
    expect(await cards.count()).toBe(4);
    await submitTo(page, '/checkout/sign');

    await fillSign(page);
    await submitTo(page, '/checkout/references');
    await fillReferences(page);
    await submitTo(page, '/checkout/complete');

    expect(posts.map((post) => post.path)).toEqual(['/checkout/delivery', '/checkout/order-form', '/checkout/payment', '/checkout/sign', '/checkout/references']);
    for (const post of posts) {
      expect(post.body.get('format')).toBe('ajax');
      expect(post.body.get('csrf_token')).toMatch(/\S+/);
    }
    expect(posts[0]!.body.get('country')).toBe('US');
    expect(posts[1]!.body.get('socialSecurity')).toBe('215-65-4321');
    expect(posts[2]!.body.get('paymentCard')).toBe('c2');
  });

  test('the order form has the loader show DEFAULT, then the verification state for about 1.5 s, then goes on', async () => {
    const page = await startCheckout(demo);
    await fillDelivery(page);
    await submitTo(page, '/checkout/order-form');
    await recordStatuses(page);
    await fillOrderForm(page);
    await form(page).locator('button[type="submit"]').click();
    // Read in the page as the state shows, with the address: the page goes on by itself 1.5 s later.
    const seen = await page.waitForFunction(() => {
      const statuses = (window as unknown as { __statuses: unknown[] }).__statuses;
      return statuses.includes('KBA_SUCCESS') && { statuses: [...statuses], path: location.pathname };
    });
    expect(await seen.jsonValue()).toEqual({ statuses: ['DEFAULT', 'KBA_SUCCESS'], path: '/checkout/order-form' });
    await page.waitForURL((url) => url.pathname === '/checkout/payment');
  });

  test.each([
    ['Declined', '/checkout/declined'],
    ['Chargedoff', '/checkout/declined/charged-off'],
    ['recent', '/checkout/declined/recent-order'],
  ])('last name %s leads to %s', async (lastName, path) => {
    const page = await startCheckout(demo);
    await fillDelivery(page, lastName);
    await submitTo(page, '/checkout/order-form');
    await fillOrderForm(page);
    await submitTo(page, path);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).not.toBe('');
    // A declined order's steps all lead back to its declined page.
    await page.goto(`${demo.url}/checkout/payment`);
    expect(new URL(page.url()).pathname).toBe(path);
  });

  test('the gift switch shows the gift message and hides it again', async () => {
    const page = await startCheckout(demo);
    const message = form(page).getByRole('textbox', { name: 'Gift message (optional)' });
    expect(await message.isVisible()).toBe(false);
    await form(page).getByRole('switch', { name: 'This order is a gift' }).click();
    await message.waitFor({ state: 'visible' });
    await form(page).getByRole('switch', { name: 'This order is a gift' }).click();
    await message.waitFor({ state: 'hidden' });
  });

  test('a later step reached first goes to the first unfinished one', async () => {
    const page = await startCheckout(demo);
    await page.goto(`${demo.url}/checkout/sign`);
    expect(new URL(page.url()).pathname).toBe('/checkout/delivery');
    await formReady(page);
    await fillDelivery(page);
    await submitTo(page, '/checkout/order-form');
    await page.goto(`${demo.url}/checkout/references`);
    expect(new URL(page.url()).pathname).toBe('/checkout/order-form');
  });

  test('the delivery step with the keyboard alone: errors on submit, focus on the first, then filled and sent with Enter', async () => {
    const page = await startCheckout(demo);
    const first = form(page).getByRole('textbox', { name: 'First name' });
    await first.focus();
    await page.keyboard.press('Enter');
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await first.getAttribute('aria-invalid')).toBe('true');

    await page.keyboard.type('Ada');
    const typeInto = async (text: string) => {
      await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    };
    await typeInto(''); // middle initial (optional)
    await typeInto('Lovelace');
    await typeInto('55 Trinity Ave SW');
    await typeInto(''); // apartment (optional)
    await typeInto('Atlanta');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Georgia');
    await typeInto('30303');
    await typeInto('ada@example.com');
    await typeInto('ada@example.com');
    await typeInto('404-555-0123');
    expect(await field(page, 'state').inputValue()).toBe('GA');
    await Promise.all([page.waitForURL((url) => url.pathname === '/checkout/order-form'), page.keyboard.press('Enter')]);
  });

  test('a failed request keeps every value typed, the SSN included, and says so at the top', async () => {
    const page = await startCheckout(demo);
    await fillDelivery(page);
    await submitTo(page, '/checkout/order-form');
    await fillOrderForm(page);
    demo.allowConsoleError(/status of 500/);
    await page.route('**/checkout/order-form', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback()));
    await form(page).locator('button[type="submit"]').click();
    const alert = form(page).getByRole('alert');
    await expect.poll(() => alert.innerText()).toBe("We couldn't save this step. Your answers are still here: please try again.");
    await expect.poll(() => alert.evaluate((box) => box === document.activeElement), { message: 'the focus on the message, where a keyboard user starts again' }).toBe(true);
    expect(await field(page, 'socialSecurity').inputValue()).toBe('215-65-4321');
    expect(await field(page, 'idNumber').inputValue()).toBe('GA-1234567');
    // Web storage holds nothing typed. The tab sync's catch-up keeps times and the browser's
    // history entry keys (src/core/tab-sync-catch-up.ts), whose digits may hold '215' by chance.
    const stored = await page.evaluate(() => {
      const { 'lto-widgets-changed-at': changedAt, ...local } = { ...localStorage };
      const { 'lto-widgets-entries': entries, ...session } = { ...sessionStorage };
      return { typed: JSON.stringify(local) + JSON.stringify(session), times: [changedAt ?? '0', ...Object.values(JSON.parse(entries ?? '{}') as Record<string, unknown>)] };
    });
    expect(stored.typed).not.toContain('215');
    for (const time of stored.times) expect(String(time)).toMatch(/^\d+$/);
  });
});
