/**
 * Applying before you shop (SPEC 1, 2.10), in real Chromium, by keyboard alone: the home page's
 * Get Started, the apply page's start, the checkout's delivery and order form steps as an
 * application (no product chosen), and the approval with the Leasing Power it gives.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { field, form } from './checkout-ui';
import { useDemo } from './harness';

const demo = useDemo({ lite: true });

/** Presses Tab until the focus is on an element matching `selector` (unless it is already), as a keyboard user moves on. */
async function tabTo(page: Page, selector: string): Promise<void> {
  for (let presses = 0; presses < 60; presses++) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const fieldNamed = (name: string) => `lto-checkout-form [name="${name}"]`;

/** Tabs to the step's field `name` and types `text` over what it holds (a select takes the option typed). */
async function typeInto(page: Page, name: string, text: string): Promise<void> {
  await tabTo(page, fieldNamed(name));
  if ((await page.evaluate(() => document.activeElement?.localName)) !== 'select') await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * A step filled in by keyboard, field after field: the form's code comes once the shopper reaches
 * it (the first field, then the widget's form), then each field is tabbed to and typed into.
 */
async function fillStep(page: Page, typed: Record<string, string>): Promise<void> {
  await tabTo(page, fieldNamed(Object.keys(typed)[0]!));
  await form(page).waitFor();
  for (const [name, text] of Object.entries(typed)) await typeInto(page, name, text);
}

describe('apply before you shop', () => {
  test("from the home page's Get Started, by keyboard, through /apply and the two steps to the approved page: no product needed, nothing typed in a URL", async () => {
    const page = await demo.openSite('/?postalCode=30303');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && visited.push(frame.url())));

    await tabTo(page, 'lto-get-started a');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Get started');
    await Promise.all([page.waitForURL((url) => url.pathname === '/apply'), page.keyboard.press('Enter')]);
    await tabTo(page, 'form[action="/apply/start"] button');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Start your application');
    await Promise.all([page.waitForURL((url) => url.pathname === '/checkout/delivery'), page.keyboard.press('Enter')]);
    expect(await page.getByRole('heading', { level: 2, name: 'Your application' }).count()).toBe(1);
    expect(await page.locator('.checkout__step').innerText()).toBe('Step 1 of 2: Delivery address');

    await fillStep(page, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '55 Trinity Ave SW',
      email: 'ada@example.com',
      confirmemail: 'ada@example.com',
      phone: '404-555-0123',
    });
    expect(await field(page, 'city').inputValue(), 'from the zip').toBe('Atlanta');
    expect(await field(page, 'state').inputValue()).toBe('GA');
    await Promise.all([page.waitForURL((url) => url.pathname === '/checkout/order-form'), page.keyboard.press('Enter')]);
    expect(await page.locator('.checkout__step').innerText()).toBe('Step 2 of 2: Your information');

    await fillStep(page, {
      socialSecurity: '215654321',
      dateOfBirthMonth: 'April',
      dateOfBirthDay: '12',
      dateOfBirthYear: '1990',
      idNumber: 'GA-1234567',
      idProof: 'Driver',
      residenceYears: '3',
      residenceMonths: '2',
      incomeSource: 'Unemployed',
    });
    expect(await field(page, 'incomeSource').inputValue()).toBe('UnemployedOrStudent');
    // Enter on a select opens it: the shopper goes on to the form's button.
    await tabTo(page, 'lto-checkout-form button[type="submit"]');
    // While it is decided, the loader speaks of the application (the page's resources), never of
    // finalizing an order: every line it shows is noted as it shows it.
    const loaderLines: string[] = [];
    await page.exposeFunction('noteLoaderLine', (line: string) => void (loaderLines.at(-1) !== line && loaderLines.push(line)));
    await page.evaluate(() => {
      const note = (window as unknown as { noteLoaderLine: (line: string) => void }).noteLoaderLine;
      const seen = () => {
        const line = document.querySelector('lto-checkout-loader .lto-checkout-loader__text')?.textContent;
        if (line) note(line);
      };
      new MutationObserver(seen).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await Promise.all([page.waitForURL((url) => url.pathname === '/apply/approved', { timeout: 15_000 }), page.keyboard.press('Enter')]);
    expect(loaderLines).toEqual(['We are reviewing your application. It only takes a moment.', "Your identity was verified. Let's see your Leasing Power."]);

    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('You’re approved!');
    expect(await page.locator('.apply-approved__amount').innerText()).toBe('Your Leasing Power: $150.00 a month');
    await tabTo(page, 'main a[href="/"]');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Start shopping');

    expect(visited.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/apply', '/checkout/delivery', '/checkout/order-form', '/apply/approved']);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    for (const typed of ['Lovelace', 'ada@example.com', 'GA-1234567', '404-555-0123']) expect(stored).not.toContain(typed);
  });
});
