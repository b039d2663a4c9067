/**
 * The checkout pages as the server renders them, without script: 'start my lease' leads to the
 * first step, the plain form goes on to the next, a failed post shows the errors beside the fields,
 * and the declined pages. The widget's own behaviour is tested with the widget; axe scans the steps
 * and the declined pages in a11y.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { useDemo } from './harness';

const demo = useDemo({ lite: true });

describe('checkout without script', () => {
  test("'start my lease' opens the delivery step; its form goes on to the order form; a bad post shows each error beside its field", async () => {
    const context = await demo.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${demo.origin()}/p/P1001?postalCode=30303`);
    await Promise.all([page.waitForURL((url) => url.pathname === '/checkout/delivery'), page.getByRole('button', { name: 'Start my lease' }).click()]);
    expect(await page.locator('.checkout__step').innerText()).toBe('Step 1 of 5: Delivery address');

    // The step's own form (the footer's sign-up forms also ask for a first name).
    const step = page.locator('lto-checkout-form');
    await step.getByLabel('First name').fill('Ada');
    await step.getByLabel('Last name').fill('Lovelace');
    await step.getByLabel('Street address').fill('55 Trinity Ave SW');
    await step.getByLabel('City').fill('Atlanta');
    await step.getByLabel('State').selectOption('GA');
    await step.getByLabel('ZIP code').fill('30303');
    await step.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await step.getByLabel('Confirm email').fill('ada@example.com');
    await step.getByLabel('Phone', { exact: true }).fill('404-555-0123');
    // The gift switch shows the message without script too (the stylesheet does it).
    const message = step.getByLabel('Gift message (optional)');
    expect(await message.isVisible()).toBe(false);
    await step.getByLabel('This order is a gift').check();
    await message.fill('Happy birthday, Grace!');
    await Promise.all([page.waitForURL((url) => url.pathname === '/checkout/order-form'), step.getByRole('button', { name: 'Continue' }).click()]);
    expect(await page.locator('.checkout__step').innerText()).toBe('Step 2 of 5: Your information');

    // The page comes back with status 422, which Chromium reports on the console.
    demo.allowConsoleError(/status of 422/);
    await step.getByLabel('Social Security number').fill('123-45-6789');
    await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), step.getByRole('button', { name: 'Continue' }).click()]);
    expect(await page.getByRole('alert').innerText()).toBe('Please correct the fields marked below.');
    const ssn = step.getByLabel('Social Security number');
    expect(await ssn.inputValue()).toBe('');
    await expect.poll(() => ssn.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${await ssn.getAttribute('aria-describedby')}`).innerText()).toBe('Please enter a valid 9-digit Social Security number.');
  }, 120_000);
});

describe('the declined pages', () => {
  test.each([
    ['en', '/checkout/declined', "We can't approve your lease right now"],
    ['es', '/checkout/declined/charged-off', 'No podemos iniciar un nuevo arrendamiento en tu cuenta'],
    ['en', '/checkout/declined/recent-order', 'You already placed an order recently'],
  ] as const)("%s %s says what happened in the shopper's words, '%s'", async (site, path, heading) => {
    const page = await demo.openSite(path, { site });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
  });
});
