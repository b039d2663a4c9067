import type { BrowserContext, Page } from 'playwright-core';
import { VALID } from '../server/routes/checkout-fixtures';
import type { Demo, SiteName } from './harness';
import { wake } from './islands';

/**
 * The checkout steps in real Chromium: an order started from a product page (the order cookie the
 * checkout pages need), and <lto-checkout-form> once it has taken over the server's form.
 */
export async function startCheckout(demo: Demo, site: SiteName = 'en'): Promise<Page> {
  const page = await demo.openSite(`/p/P1001?postalCode=${site === 'ca' ? 'M5V%203L9' : '30303'}`, { site });
  // The click may come before the widget's code has run: it is held and done once it has.
  const start = page.locator('lto-start-lease').getByRole('button');
  await Promise.all([page.waitForURL((url) => url.pathname === '/checkout/delivery'), start.click()]);
  // The checkout form is drawn when the shopper comes to it: focus shown in it, as a keyboard would.
  await wake(page.locator('lto-checkout-form'));
  await formReady(page);
  return page;
}

const STEPS = ['delivery', 'order-form', 'payment', 'sign', 'references'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/**
 * An order of the context's own (its cookies: a new shopper), with every step before `step` done
 * through the endpoints as the widget posts them, so `/checkout/{step}` opens on that step. No
 * page is opened: a test then opens the step with script or without, in this context or another
 * with its storage state.
 */
export async function orderAt(context: BrowserContext, origin: string, step: CheckoutStep): Promise<void> {
  const request = context.request;
  await request.get(`${origin}/?postalCode=30303`);
  const started = await request.post(`${origin}/orders/start`, { form: { productId: 'P1001', csrf_token: await sessionToken(context, origin) } });
  if (!started.ok()) throw new Error(`starting an order answered ${started.status()}`);
  for (const done of STEPS.slice(0, STEPS.indexOf(step))) {
    const page = await (await request.get(`${origin}/checkout/${done}`)).text();
    const token = /<lto-checkout-form\b[^>]*\scsrf-token="([^"]*)"/.exec(page)?.[1];
    if (!token) throw new Error(`no CSRF token on the ${done} step`);
    const posted = await request.post(`${origin}/checkout/${done}`, { form: { ...VALID[done], csrf_token: token, format: 'ajax' } });
    if (!posted.ok()) throw new Error(`the ${done} step answered ${posted.status()}`);
  }
}

/** The shopper's CSRF token, as the page's forms carry it (the platform's lto_csrf cookie). */
export async function sessionToken(context: BrowserContext, origin: string): Promise<string> {
  const token = (await context.cookies(origin)).find((cookie) => cookie.name === 'lto_csrf')?.value;
  if (!token) throw new Error(`no lto_csrf cookie for ${origin}: open a page first`);
  return token;
}

/** Shows intent on the step's form (focus enters it) and waits until the widget has drawn it. */
export async function formReady(page: Page): Promise<void> {
  await wake(page.locator('lto-checkout-form'));
  await page.locator('lto-checkout-form[data-lto-ready] form.lto-checkout-form').waitFor();
}

export const form = (page: Page) => page.locator('lto-checkout-form[data-lto-ready]');

/** Presses the step's submit button and waits for the page to leave for `path`. */
export async function submitTo(page: Page, path: string): Promise<void> {
  await Promise.all([page.waitForURL((url) => url.pathname === path, { timeout: 15_000 }), form(page).locator('button[type="submit"]').click()]);
  if (path.startsWith('/checkout/') && !path.startsWith('/checkout/declined') && path !== '/checkout/complete') await formReady(page);
}

/** A field of the widget's form by its posted name (the same on every site). */
export const field = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);

export async function fillDelivery(page: Page, lastName = 'Lovelace'): Promise<void> {
  for (const [name, value] of Object.entries({
    firstName: 'Ada',
    lastName,
    address1: '55 Trinity Ave SW',
    city: 'Atlanta',
    postal: '30303',
    email: 'ada@example.com',
    confirmemail: 'ada@example.com',
    phone: '404-555-0123',
  })) {
    await field(page, name).fill(value);
  }
  await field(page, 'state').selectOption('GA');
}

/** The order form as a shopper fills it in; a Canadian gives a Social Insurance Number, whose check digit an SSN would fail. */
export async function fillOrderForm(page: Page, idProof = '1'): Promise<void> {
  const number = new URL(page.url()).hostname.startsWith('ca.') ? '130692544' : '215654321';
  for (const [name, value] of Object.entries({ socialSecurity: number, dateOfBirthDay: '12', dateOfBirthYear: '1990', idNumber: 'GA-1234567', residenceYears: '3', residenceMonths: '2' })) {
    await field(page, name).fill(value);
  }
  await field(page, 'dateOfBirthMonth').selectOption('4');
  await field(page, 'idProof').selectOption(idProof);
  await field(page, 'incomeSource').selectOption('UnemployedOrStudent');
}

export async function fillSign(page: Page): Promise<void> {
  await field(page, 'acceptAgreement').check();
  await field(page, 'signatureName').fill('Ada Lovelace');
}

export async function fillReferences(page: Page): Promise<void> {
  for (const [n, first, phone] of [
    [1, 'Grace', '404-555-0188'],
    [2, 'Alan', '678-555-0110'],
  ] as const) {
    await field(page, `reference${n}FirstName`).fill(first);
    await field(page, `reference${n}LastName`).fill('Smith');
    await field(page, `reference${n}Phone`).fill(phone);
    await field(page, `reference${n}Relationship`).selectOption('Friend');
  }
}
