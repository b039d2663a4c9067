import type { CheckoutStepAnswer } from '../../src/contracts/checkout-step';
import { CHECKOUT_STATUS_EVENT } from '../../src/contracts/checkout-status';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fake-server';
import { listenOnDocument, mount, writeConfig } from '../../testing/widget-page';
import './element';
import { FILLED_DELIVERY } from './fixtures';

/** The checkout server: records each POST's form fields; answers the next step by default. */
function checkoutServer() {
  return fakeServer({
    record: async (url, request) => Object.fromEntries(new URLSearchParams(await request.text())),
    fallback: () => ({ body: { success: true, next: '/checkout/next' } satisfies CheckoutStepAnswer }),
  });
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
const list = (name: string | RegExp) => screen.getByRole('combobox', { name });
const attr = (value: unknown) => JSON.stringify(value).replace(/'/g, '&#39;');
const step = (name: string, attributes = '') => mount(`<lto-checkout-form step="${name}" action="/checkout/${name}" csrf-token="tok" ${attributes}></lto-checkout-form>`);
const ssnBox = () => document.querySelector<HTMLInputElement>('input[name="socialSecurity"]')!;

beforeEach(() => writeConfig());
afterEach(() => vi.unstubAllGlobals());

describe('delivery: the gift message', () => {
  // The stylesheet hides the message while the switch is off (with or without script): the
  // browser tests see that; here, what is sent.
  it('sends the gift message only while the gift switch is on', async () => {
    const server = checkoutServer();
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    await step('delivery', `values='${attr(FILLED_DELIVERY)}'`);
    const gift = screen.getByRole('switch', { name: 'This order is a gift' });
    expect(gift).not.toBeChecked();
    await userEvent.click(gift);
    expect(gift).toBeChecked();
    expect(box('Gift message (optional)')).toHaveAccessibleDescription('250 characters left');
    await userEvent.type(box('Gift message (optional)'), 'Hi');

    await userEvent.click(gift);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).not.toHaveProperty('giftMessage');
    expect(server.calls[0]).not.toHaveProperty('isGift');
  });

  it('counts down while typing, blocks typing at the limit and cuts a pasted overflow', async () => {
    await step('delivery', `values='${attr({ isGift: true, giftMessage: 'a'.repeat(245) })}'`);
    const message = box('Gift message (optional)');
    expect(message).toHaveAccessibleDescription('5 characters left');

    await userEvent.type(message, 'Happy birthday');
    expect(message).toHaveValue(`${'a'.repeat(245)}Happy`);
    expect(message).toHaveAccessibleDescription('0 characters left');

    await userEvent.clear(message);
    await userEvent.click(message);
    await userEvent.paste('b'.repeat(300));
    expect(message).toHaveValue('b'.repeat(250));
    expect(message).toHaveAccessibleDescription('0 characters left');
  });
});

describe('order form', () => {
  it('masks the SSN on screen until the shopper reveals it, and fits the digits to ###-##-####', async () => {
    await step('order-form');
    const ssn = ssnBox();
    expect(ssn).toHaveAttribute('type', 'password');
    expect(ssn).toHaveAttribute('autocomplete', 'off');
    expect(ssn).toHaveAccessibleName('Social Security number');

    await userEvent.type(ssn, '212 55 1234');
    expect(ssn).toHaveValue('212-55-1234');

    const reveal = screen.getByRole('button', { name: 'Show SSN' });
    expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(reveal);
    expect(ssn).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide SSN' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide SSN' }));
    expect(ssn).toHaveAttribute('type', 'password');
  });

  it('refuses an excluded SSN when the shopper leaves the field, and never pre-fills one from the page', async () => {
    await step('order-form', `values='${attr({ socialSecurity: '212-55-1234', residenceYears: 3 })}'`);
    expect(ssnBox()).toHaveValue('');
    expect(box('Years')).toHaveValue('3');
    await userEvent.type(ssnBox(), '123456789');
    await userEvent.tab();
    expect(ssnBox()).toHaveAttribute('aria-invalid', 'true');
    expect(ssnBox()).toHaveAccessibleDescription('Please enter a valid 9-digit Social Security number.');
  });

  it('on the Canadian site asks for the Social Insurance Number: its name, its ### ### ### grouping, its check digit', async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD' });
    await step('order-form');
    const sin = ssnBox();
    expect(sin).toHaveAccessibleName('Social Insurance Number');
    await userEvent.type(sin, '130692544');
    expect(sin).toHaveValue('130 692 544');
    await userEvent.tab();
    expect(sin).not.toHaveAttribute('aria-invalid', 'true');
    // One digit off: the check digit no longer holds (an SSN typed here would be refused the same way).
    await userEvent.clear(sin);
    await userEvent.type(sin, '130692545');
    await userEvent.tab();
    expect(sin).toHaveAttribute('aria-invalid', 'true');
    expect(sin).toHaveAccessibleDescription('Please enter a valid 9-digit Social Insurance Number.');
    expect(screen.getByRole('button', { name: 'Show SIN' })).toBeInTheDocument();
  });

  it('blocks letters in number fields but takes a pasted number', async () => {
    await step('order-form');
    await userEvent.type(box('Years'), '1a2');
    expect(box('Years')).toHaveValue('12');
    await userEvent.clear(box('Months'));
    await userEvent.click(box('Months'));
    await userEvent.paste('7');
    expect(box('Months')).toHaveValue('7');
  });

  it('fills the date of birth from the calendar, limited to 100 years ago through today', async () => {
    await step('order-form');
    const calendar = screen.getByLabelText('Choose your date of birth on a calendar');
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(calendar).toHaveAttribute('max', `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`);
    expect(calendar.getAttribute('min')?.slice(0, 4)).toBe(String(today.getFullYear() - 100));
    fireEvent.change(calendar, { target: { value: '1990-04-09' } });
    expect(list('Month')).toHaveValue('4');
    expect(box('Day')).toHaveValue('9');
    expect(box('Year')).toHaveValue('1990');
    expect(list('Month')).toHaveAttribute('autocomplete', 'bday-month');
    expect(box('Day')).toHaveAttribute('autocomplete', 'bday-day');
    expect(box('Year')).toHaveAttribute('autocomplete', 'bday-year');
  });

  it('takes a date typed into the calendar digit by digit: the fields get it once its year has four digits', async () => {
    await step('order-form');
    const calendar = screen.getByLabelText('Choose your date of birth on a calendar');
    // What the browser's date input says as the shopper types 07/04/1985 into it: on the way, the
    // calendar keeps what is typed (cleared, the next digits were lost) and the fields wait.
    for (const value of ['0001-07-04', '0019-07-04', '0198-07-04']) {
      fireEvent.change(calendar, { target: { value } });
      expect(calendar).toHaveValue(value);
      expect(box('Year')).toHaveValue('');
    }
    fireEvent.change(calendar, { target: { value: '1985-07-04' } });
    expect(calendar).toHaveValue('1985-07-04');
    expect(list('Month')).toHaveValue('7');
    expect(box('Day')).toHaveValue('4');
    expect(box('Year')).toHaveValue('1985');
  });

  it('refuses 29 February of a year that is not a leap year', async () => {
    await step('order-form');
    await userEvent.selectOptions(list('Month'), '2');
    await userEvent.type(box('Day'), '29');
    await userEvent.type(box('Year'), '2001');
    await userEvent.tab();
    expect(box('Day')).toHaveAccessibleDescription('Please enter a valid day for that month.');
  });

  it('says a date of birth in the future is one, not a wrong year', async () => {
    await step('order-form');
    await userEvent.selectOptions(list('Month'), '4');
    await userEvent.type(box('Day'), '12');
    await userEvent.type(box('Year'), String(new Date().getFullYear() + 4));
    await userEvent.tab();
    expect(box('Year')).toHaveAccessibleDescription("Your date of birth can't be in the future.");
  });

  it('asks for the employer’s phone and pay days only when they apply', async () => {
    await step('order-form');
    expect(screen.queryByRole('textbox', { name: 'Employer phone' })).toBeNull();
    await userEvent.selectOptions(list('Source of income'), 'ActivelyEmployed');
    expect(box('Employer phone')).toHaveAttribute('autocomplete', 'off');
    expect(box('Extension (optional)')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Second payday of the month' })).toBeNull();

    await userEvent.selectOptions(list('How often are you paid?'), 'TwiceAMonth');
    expect(within(list('Second payday of the month')).getByRole('option', { name: 'Last day' })).toHaveValue('LastDay');
    expect(within(list('First payday of the month')).getAllByRole('option')).toHaveLength(15);

    await userEvent.selectOptions(list('Source of income'), 'RetiredOrBenefits');
    expect(within(list('Type of benefits income')).getByRole('option', { name: 'Social Security benefits' })).toHaveValue('SocialSecurityBenefits');
    expect(screen.queryByRole('textbox', { name: 'Employer phone' })).toBeNull();
  });

  it('types the last payday as mm/dd/yyyy with the leading zero and slashes put in', async () => {
    await step('order-form');
    await userEvent.selectOptions(list('Source of income'), 'ActivelyEmployed');
    const payday = box('Last payday (mm/dd/yyyy)');
    await userEvent.type(payday, '3152024');
    expect(payday).toHaveValue('03/15/2024');
    expect(screen.getByLabelText('Choose Last payday (mm/dd/yyyy) on a calendar')).toHaveValue('2024-03-15');
  });

  it('keeps an impossible last payday as typed or pasted and refuses it when the shopper leaves the field', async () => {
    await step('order-form');
    await userEvent.selectOptions(list('Source of income'), 'ActivelyEmployed');
    const payday = box('Last payday (mm/dd/yyyy)');
    await userEvent.type(payday, '13/01/2025');
    expect(payday).toHaveValue('13/01/2025');
    await userEvent.tab();
    expect(payday).toHaveAttribute('aria-invalid', 'true');
    expect(payday).toHaveAccessibleDescription('Please enter a valid date as MM/DD/YYYY.');

    await userEvent.clear(payday);
    await userEvent.click(payday);
    await userEvent.paste('00/10/2025');
    expect(payday).toHaveValue('00/10/2025');
    await userEvent.tab();
    expect(payday).toHaveAccessibleDescription('Please enter a valid date as MM/DD/YYYY.');
  });

  it('keeps a tenth SSN digit pasted by mistake, so the shopper is told rather than a digit silently dropped', async () => {
    await step('order-form');
    await userEvent.click(ssnBox());
    await userEvent.paste('2125512345');
    expect(ssnBox()).toHaveValue('212-55-12345');
    await userEvent.tab();
    expect(ssnBox()).toHaveAccessibleDescription('Please enter a valid 9-digit Social Security number.');
  });

  it('keeps an SSN pasted with a digit too many whole and refuses it, where the box cut it to a valid-looking number; typing stops at the mask', async () => {
    await step('order-form');
    await userEvent.click(ssnBox());
    await userEvent.paste('212-55-12345');
    expect(ssnBox()).toHaveValue('212-55-12345');
    expect(ssnBox()).not.toHaveAttribute('maxlength');
    await userEvent.tab();
    expect(ssnBox()).toHaveAttribute('aria-invalid', 'true');
    expect(ssnBox()).toHaveAccessibleDescription('Please enter a valid 9-digit Social Security number.');

    await userEvent.clear(ssnBox());
    await userEvent.type(ssnBox(), '2125512345');
    expect(ssnBox()).toHaveValue('212-55-1234');
    // A full box still takes a key typed over a selection.
    ssnBox().setSelectionRange(10, 11);
    await userEvent.keyboard('9');
    expect(ssnBox()).toHaveValue('212-55-1239');
  });

  it('keeps a last payday pasted with a year digit too many whole and refuses it; typing stops at 10 characters', async () => {
    await step('order-form');
    await userEvent.selectOptions(list('Source of income'), 'ActivelyEmployed');
    const payday = box('Last payday (mm/dd/yyyy)');
    await userEvent.click(payday);
    await userEvent.paste('01/15/20255');
    expect(payday).toHaveValue('01/15/20255');
    expect(payday).not.toHaveAttribute('maxlength');
    await userEvent.tab();
    expect(payday).toHaveAttribute('aria-invalid', 'true');
    expect(payday).toHaveAccessibleDescription('Please enter a valid date as MM/DD/YYYY.');

    await userEvent.clear(payday);
    await userEvent.type(payday, '01152025599');
    expect(payday).toHaveValue('01/15/2025');
    // Enter still submits the form from a full box: the empty fields above say so.
    await userEvent.keyboard('{Enter}');
    expect(payday).toHaveValue('01/15/2025');
    expect(ssnBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a third month or day digit where the shopper put it and refuses the date, rather than showing one they never wrote', async () => {
    await step('order-form');
    await userEvent.selectOptions(list('Source of income'), 'ActivelyEmployed');
    const payday = box('Last payday (mm/dd/yyyy)');
    for (const text of ['123/1999', '01/121/999', '01//2025']) {
      await userEvent.clear(payday);
      await userEvent.click(payday);
      await userEvent.paste(text);
      expect(payday).toHaveValue(text);
      await userEvent.tab();
      expect(payday).toHaveAccessibleDescription('Please enter a valid date as MM/DD/YYYY.');
    }
    // Typed without separators, the digits still fill month, day and year.
    await userEvent.clear(payday);
    await userEvent.type(payday, '12311999');
    expect(payday).toHaveValue('12/31/1999');
    await userEvent.tab();
    expect(payday).not.toHaveAttribute('aria-invalid');
  });

  it('labels the lists in Spanish on the Spanish site', async () => {
    writeConfig({ locale: 'es-US' });
    await step('order-form');
    await userEvent.selectOptions(list('Fuente de ingresos'), 'ActivelyEmployed');
    await userEvent.selectOptions(list('¿Con qué frecuencia te pagan?'), 'OnceAWeek');
    expect(within(list('Día de pago')).getByRole('option', { name: 'Miércoles' })).toHaveValue('Wednesday');
    expect(within(list('Mes')).getByRole('option', { name: 'Enero' })).toHaveValue('1');
    // The reveal button comes once there is something to show (the server's SSN box is empty).
    expect(screen.queryByRole('button', { name: 'Mostrar número' })).toBeNull();
    await userEvent.type(ssnBox(), '2');
    expect(screen.getByRole('button', { name: 'Mostrar número' })).toBeInTheDocument();
  });

  it('posts the order form with the DEFAULT loader state and keeps the SSN typed after a server error', async () => {
    const server = checkoutServer();
    server.answer('/checkout/order-form', { status: 503, body: 'Service Unavailable' });
    const seen: unknown[] = [];
    listenOnDocument(CHECKOUT_STATUS_EVENT, (event) => seen.push(event.detail.state));
    await step(
      'order-form',
      `values='${attr({ dateOfBirthMonth: '4', dateOfBirthDay: '9', dateOfBirthYear: '1990', idNumber: 'GA-12345', idProof: '1', residenceYears: '3', residenceMonths: '2', incomeSource: 'UnemployedOrStudent' })}'`,
    );
    await userEvent.type(ssnBox(), '212551234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByText("We couldn't save this step. Your answers are still here: please try again.");
    expect(ssnBox()).toHaveValue('212-55-1234');
    expect(server.calls[0]).toMatchObject({ socialSecurity: '212-55-1234', dateOfBirthYear: '1990', csrf_token: 'tok', format: 'ajax' });
    expect(seen).toEqual(['DEFAULT', null]);
  });
});

describe('payment', () => {
  const CARDS = [
    { id: 'c1', brand: 'Visa', last4: '4242', expMonth: 4, expYear: 2025, status: 'expired' },
    { id: 'c2', brand: 'Mastercard', last4: '4444', expMonth: 9, expYear: 2030, status: 'reauthorize' },
    { id: 'c3', brand: 'Visa', last4: '1881', expMonth: 1, expYear: 2031, status: 'ok' },
    { id: 'bad', brand: 'Visa', last4: '12' },
  ];

  it("tags saved cards 'Expired' (not choosable) or 'Reauthorize', and leaves out a malformed one with a warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await step('payment', `saved-cards='${attr(CARDS)}'`);
    const expired = screen.getByRole('radio', { name: 'Visa ending in 4242, expires 04/2025 Expired' });
    expect(expired).toBeDisabled();
    const reauthorize = screen.getByRole('radio', { name: 'Mastercard ending in 4444, expires 09/2030 Reauthorize' });
    expect(reauthorize).toBeEnabled();
    expect(reauthorize).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('card 3 is malformed'));
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    warn.mockRestore();
  });

  it('shows the tags in Spanish', async () => {
    writeConfig({ locale: 'es-US' });
    await step('payment', `saved-cards='${attr(CARDS.slice(0, 2))}'`);
    expect(screen.getByRole('radio', { name: /4242.*Vencida$/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /4444.*Volver a autorizar$/ })).toBeEnabled();
  });

  it('asks for the card details when the shopper uses a new card, and posts the chosen saved card otherwise', async () => {
    const server = checkoutServer();
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    await step('payment', `saved-cards='${attr(CARDS)}'`);
    await userEvent.click(screen.getByRole('radio', { name: 'Use a new card' }));
    expect(box('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(box('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(box('Name on card')).toHaveFocus();
    expect(server.calls).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: /1881/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(server.calls).toEqual([{ paymentCard: 'c3', csrf_token: 'tok', format: 'ajax' }]));
  });

  it('takes an expiry date typed as digits alone, as a phone keypad types it, and posts it as MM/YY', async () => {
    const server = checkoutServer();
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    await step('payment');
    await userEvent.type(box('Name on card'), 'Ana Ruiz');
    await userEvent.type(box('Card number'), '4242424242424242');
    const expiry = box('Expiration date (MM/YY)');
    expect(expiry).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(expiry, '12301');
    expect(expiry).toHaveValue('12/30');
    await userEvent.type(box('Security code'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toMatchObject({ cardExpiry: '12/30' });
  });

  it('without saved cards asks for a new card at once', async () => {
    await step('payment');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(box('Card number')).toBeInTheDocument();
  });
});

describe('sign and references', () => {
  it('asks to accept the agreement and sign with the full name', async () => {
    await step('sign');
    await userEvent.click(screen.getByRole('button', { name: 'Sign and continue' }));
    const accept = screen.getByRole('checkbox', { name: 'I have read and agree to the lease agreement' });
    expect(accept).toHaveFocus();
    expect(accept).toHaveAccessibleDescription('Please accept the lease agreement to continue.');
    expect(box('Your full name, as your signature')).toHaveAccessibleDescription('Please type your full name to sign.');
  });

  it('asks for two references, each in its own group', async () => {
    const server = checkoutServer();
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    await step('references');
    const first = screen.getByRole('group', { name: 'Reference 1' });
    const second = screen.getByRole('group', { name: 'Reference 2' });
    for (const [group, name, phone] of [
      [first, 'Maria', '404-555-0100'],
      [second, 'Jose', '678-555-0199'],
    ] as const) {
      await userEvent.type(within(group).getByRole('textbox', { name: 'First name' }), name);
      await userEvent.type(within(group).getByRole('textbox', { name: 'Last name' }), 'Diaz');
      await userEvent.type(within(group).getByRole('textbox', { name: 'Phone' }), phone);
      await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Relationship to you' }), 'Friend');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(server.calls[0]).toMatchObject({ reference1FirstName: 'Maria', reference2Phone: '678-555-0199', reference2Relationship: 'Friend' }));
  });
});

describe('PII', () => {
  it('never puts the SSN, date of birth or phone in web storage, the address or the console', async () => {
    const server = checkoutServer();
    server.answer('/checkout/order-form', { status: 422, body: { success: false, errors: { socialSecurity: 'VALIDATE_SOCIAL_SECURITY_REGEX' } } });
    const logs = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
    await step('order-form', `values='${attr({ dateOfBirthMonth: '4', dateOfBirthDay: '9', dateOfBirthYear: '1990', idNumber: 'GA-12345', idProof: '1', residenceYears: '3', residenceMonths: '2', incomeSource: 'ActivelyEmployed', employerPhone: '404-555-0123', payFrequency: 'OnceAWeek', payDay: 'Friday', lastPayday: '03/15/2024' })}'`);
    await userEvent.type(ssnBox(), '212551234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(ssnBox()).toHaveAttribute('aria-invalid', 'true'));

    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie + location.href;
    const printed = logs.flatMap((spy) => spy.mock.calls.flat().map(String)).join('\n');
    for (const secret of ['212-55-1234', '212551234', '404-555-0123', '1990']) {
      expect(stored).not.toContain(secret);
      expect(printed).not.toContain(secret);
    }
    logs.forEach((spy) => spy.mockRestore());
  });
});
