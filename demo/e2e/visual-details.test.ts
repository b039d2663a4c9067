/**
 * Small things a shopper sees, in real Chromium: the product set's quantity boxes, the contest
 * page's sign-me-up box, the order form's rows and calendars, the drawer's 'Get started' button.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accountUi } from './account-ui';
import { field, fillDelivery, startCheckout, submitTo } from './checkout-ui';
import { useDemo, type SiteName } from './harness';
import { wake } from './islands';

const demo = useDemo();

async function pageAt(width: number): Promise<Page> {
  const context = await demo.newContext({ viewport: { width, height: 844 } });
  return context.newPage();
}

/** What a box looks like: where it is, how big, and how it is drawn. */
function look(box: Locator) {
  return box.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return {
      left: Math.round(rect.left),
      top: Math.round(rect.top),
      width: Math.round(rect.width),
      height: Math.round(rect.height),
      fontSize: style.fontSize,
      paddingLeft: style.paddingLeft,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      radius: style.borderTopLeftRadius,
    };
  });
}

describe('the product set page', () => {
  test.each([1280, 390])('at %ipx each quantity box is as tall as a finger needs and reads at the page’s text size', async (width) => {
    const page = await pageAt(width);
    await demo.openSite('/set/living-room', { page });
    await wake(page.locator('lto-product-set'));
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontSize);
    const boxes = await page.getByRole('textbox', { name: 'Quantity' }).all();
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) {
      const shown = await look(box);
      expect(shown.height, 'height').toBeGreaterThanOrEqual(44);
      expect(shown.width, 'width').toBeGreaterThanOrEqual(64);
      expect(shown.fontSize, 'text size').toBe(bodyFont);
    }
  });
});

describe('the contest page', () => {
  test.each([
    ['en', 'Email Address', 'Email address'],
    ['es', 'Correo electrónico', 'Correo electrónico'],
  ] as const)('on the %s site the sign-me-up e-mail box is drawn like the contest form’s, its label above it', async (site, contestLabel, signMeUpLabel) => {
    const page = await demo.openSite('/contest', { site });
    const contest = page.locator('lto-contest-signup');
    await wake(contest);
    const contestBox = await look(contest.getByRole('textbox', { name: contestLabel }));
    const signMeUp = page.locator('.sign-me-up');
    const box = signMeUp.getByRole('textbox', { name: signMeUpLabel });
    const shown = await look(box);
    expect({ ...shown, top: 0 }).toEqual({ ...contestBox, top: 0 });
    const label = await look(signMeUp.locator('label[for="sign-me-up-email"]'));
    expect(label.top + label.height, 'the label ends above the box').toBeLessThanOrEqual(shown.top);
  });
});

describe('the order form', () => {
  test.each([
    ['en', 1280],
    ['es', 390],
  ] as const)('on the %s site at %ipx the boxes of a row stay level when one shows an error, the calendars are boxes like the fields, and the SSN show button covers nothing', async (site: SiteName, width) => {
    const page = await startCheckout(demo, site);
    await page.setViewportSize({ width, height: 844 });
    await fillDelivery(page);
    await submitTo(page, '/checkout/order-form');
    await field(page, 'incomeSource').selectOption('ActivelyEmployed');
    await field(page, 'payFrequency').selectOption('OnceAWeek');
    await field(page, 'dateOfBirthDay').fill('45');
    await field(page, 'residenceMonths').fill('12');
    await field(page, 'residenceYears').click();
    await expect.poll(() => field(page, 'residenceMonths').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'dateOfBirthDay').getAttribute('aria-invalid')).toBe('true');

    const tops = async (names: string[]) => Promise.all(names.map(async (name) => (await look(field(page, name))).top));
    const birth = await tops(['dateOfBirthMonth', 'dateOfBirthDay', 'dateOfBirthYear']);
    expect(new Set(birth).size, `month, day and year on one level: ${birth.join(', ')}`).toBe(1);
    const residence = await tops(['residenceYears', 'residenceMonths']);
    expect(new Set(residence).size, `years and months on one level: ${residence.join(', ')}`).toBe(1);

    // The SSN's show button comes once digits are typed: it covers neither the label nor the digits.
    const ssn = field(page, 'socialSecurity');
    await ssn.fill('123-45-6789');
    const reveal = page.locator('.lto-checkout-field--ssn').getByRole('button');
    await reveal.waitFor();
    // Measured once the label has floated up: it shrinks there in a short transition.
    const ssnLabel = page.locator('.lto-checkout-field--ssn .lto-checkout-field__label');
    await ssnLabel.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
    const [shows, label, digitsEnd] = await Promise.all([
      reveal.boundingBox(),
      ssnLabel.boundingBox(),
      ssn.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.right - parseFloat(getComputedStyle(el).paddingRight);
      }),
    ]);
    expect(label!.x + label!.width, 'the label ends before the show button').toBeLessThanOrEqual(shows!.x);
    expect(digitsEnd, 'the digits end before the show button').toBeLessThanOrEqual(shows!.x);

    const text = await look(field(page, 'lastPayday'));
    const calendars = await page.locator('lto-checkout-form input[type="date"]').all();
    expect(calendars).toHaveLength(2);
    for (const calendar of calendars) {
      const shown = await look(calendar);
      expect({ height: shown.height, left: shown.left, paddingLeft: shown.paddingLeft, border: shown.border, radius: shown.radius }).toEqual({
        height: text.height,
        left: text.left,
        paddingLeft: text.paddingLeft,
        border: text.border,
        radius: text.radius,
      });
    }
  });
});

describe("the drawer's 'Get started'", () => {
  test.each([
    ['en', 1280, 'Get started'],
    ['es', 390, 'Comenzar'],
  ] as const)('on the %s site at %ipx its text sits in the middle of the button, and stays white on blue under the pointer', async (site, width, name) => {
    const page = await pageAt(width);
    await demo.openSite('/', { site, page });
    const ui = accountUi(page, site === 'es' ? 'es' : 'en');
    await ui.ready();
    const drawer = await ui.open();
    const button = drawer.getByRole('link', { name });
    const offCentre = () =>
      button.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        return {
          across: Math.abs(text.left + text.width / 2 - (box.left + box.width / 2)),
          down: Math.abs(text.top + text.height / 2 - (box.top + box.height / 2)),
          color: getComputedStyle(el).color,
        };
      });
    const atRest = await offCentre();
    expect(atRest.across).toBeLessThanOrEqual(1);
    expect(atRest.down).toBeLessThanOrEqual(1);
    await button.hover();
    expect(await offCentre()).toMatchObject({ color: atRest.color });
  });
});

describe('high contrast (forced colours)', () => {
  // The page's colours give way to the system's: a choice shown by its fill alone was lost (the
  // chosen lease term, the pressed layout button, the slider's range all looked like the rest).
  test('the chosen lease term, the pressed layout button and the price range chosen stay apart from the rest', async () => {
    const page = await demo.newPage();
    await page.emulateMedia({ forcedColors: 'active' });
    await demo.openSite('/p/P1001', { page });
    const tabs = page.locator('.lto-lease-terms__tab');
    await tabs.first().waitFor();
    const fill = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await fill(page.locator('.lto-lease-terms__tab[aria-selected="true"]').first())).not.toBe(await fill(page.locator('.lto-lease-terms__tab[aria-selected="false"]').first()));

    await demo.openSite('/c/living-room', { page });
    const toggle = page.locator('.grid-view-toggle a');
    expect(await fill(toggle.filter({ has: page.locator(':scope[aria-current="true"], :scope[aria-pressed="true"]') }).first())).not.toBe(
      await fill(toggle.filter({ hasNot: page.locator(':scope[aria-current="true"], :scope[aria-pressed="true"]') }).first()),
    );
    const track = await page.locator('.lto-price-range__slider').first().evaluate((slider) => getComputedStyle(slider, '::before').backgroundImage);
    expect(track).toMatch(/gradient/);
  });
});
