import type { CheckoutStepAnswer } from '../../src/contracts/checkout-step';
import { CHECKOUT_STATUS_EVENT } from '../../src/contracts/checkout-status';
import { CHECKOUT_STEP_COMPLETE_EVENT } from '../../src/contracts/checkout-step-events';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../testing/fake-server';
import { listenOnDocument, mount, writeConfig } from '../../testing/widget-page';
import './element';
import { FILLED_DELIVERY } from './fixtures';

/** The checkout server: records each POST's form fields; answers the next step by default. */
function checkoutServer() {
  return fakeServer({
    record: async (url, request) => ({ path: url.pathname, form: Object.fromEntries(new URLSearchParams(await request.text())) }),
    fallback: () => ({ body: { success: true, next: '/checkout/order-form' } satisfies CheckoutStepAnswer }),
  });
}

function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

/** The loader states the form asks for, in order. */
function statuses() {
  const seen: unknown[] = [];
  listenOnDocument(CHECKOUT_STATUS_EVENT, (event) => seen.push(event.detail.state));
  return seen;
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
/** VALIDATE_ZIP_REGEX on the US site: the field takes a zip or a Canadian postal code (SPEC 5.2), and says so. */
const ZIP_INVALID = 'Please enter a valid 5-digit zip code or Canadian postal code, like A1A 1A1.';
const assertive = () => document.querySelector('[data-lto-live-region="assertive"]');
const attr = (value: unknown) => JSON.stringify(value).replace(/'/g, '&#39;');


const delivery = (attributes = '') => mount(`<lto-checkout-form step="delivery" action="/checkout/delivery" csrf-token="tok-1" ${attributes}></lto-checkout-form>`);
const filledDelivery = (extra: Record<string, string> = {}) => delivery(`values='${attr({ ...FILLED_DELIVERY, ...extra })}'`);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));

describe('<lto-checkout-form> fields', () => {
  beforeEach(() => writeConfig());
  afterEach(() => vi.unstubAllGlobals());

  it('draws the delivery fields with visible labels, autocomplete tokens and the CSRF token', async () => {
    await delivery();
    expect(screen.getByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    expect(box('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(box('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(box('Street address')).toHaveAttribute('autocomplete', 'address-line1');
    expect(box('Apartment, suite, unit (optional)')).toHaveAttribute('autocomplete', 'address-line2');
    expect(box('Apartment, suite, unit (optional)')).not.toBeRequired();
    expect(box('First name')).toBeRequired();
    expect(box('Zip code')).toHaveAttribute('autocomplete', 'postal-code');
    expect(box('Email')).toHaveAttribute('autocomplete', 'email');
    expect(box('Phone')).toHaveAttribute('autocomplete', 'tel');
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveAttribute('autocomplete', 'address-level1');
    expect(within(state).getByRole('option', { name: 'Georgia' })).toHaveValue('GA');
    expect(document.querySelector('input[type="hidden"][name="csrf_token"]')).toHaveValue('tok-1');
  });

  it('checks a field when the shopper leaves it, not while typing, and clears the error once right', async () => {
    await delivery();
    await userEvent.type(box('Zip code'), '303');
    expect(box('Zip code')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(ZIP_INVALID)).not.toBeInTheDocument();

    await userEvent.tab();
    expect(box('Zip code')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Zip code')).toHaveAccessibleDescription(ZIP_INVALID);

    await userEvent.type(box('Zip code'), '03');
    expect(box('Zip code')).not.toHaveAttribute('aria-invalid');
    expect(box('Zip code')).not.toHaveAccessibleDescription();
  });

  it("keeps an error's words while the shopper types after a failed submit: the new value is checked when they leave the field", async () => {
    await delivery();
    await submit();
    expect(box('First name')).toHaveAccessibleDescription('Please enter your first name.');
    // The first letter of a name is not yet 'at least 2 letters', nor is a digit 'letters only':
    // what the error says changes only when the field is left.
    await userEvent.type(box('First name'), 'J');
    expect(box('First name')).toHaveAccessibleDescription('Please enter your first name.');
    await userEvent.type(box('First name'), '0');
    expect(box('First name')).toHaveAccessibleDescription('Please enter your first name.');
    await userEvent.tab();
    expect(box('First name')).toHaveAccessibleDescription('Please use letters only, no numbers.');
    await userEvent.clear(box('First name'));
    await userEvent.type(box('First name'), 'Jo');
    expect(box('First name')).not.toHaveAttribute('aria-invalid');
  });

  it('takes a Canadian postal code on the US site as SPEC 5.2 does, with or without the space', async () => {
    await delivery();
    for (const code of ['M5V 3L9', 'K1A0B1']) {
      await userEvent.clear(box('Zip code'));
      await userEvent.type(box('Zip code'), code);
      await userEvent.tab();
      expect(box('Zip code')).toHaveValue(code);
      expect(box('Zip code')).not.toHaveAttribute('aria-invalid');
    }
  });

  it('offers a keyboard with letters for the zip code, so a Canadian postal code can be typed on a phone, and names both forms when it is wrong', async () => {
    await delivery();
    expect(box('Zip code')).toHaveAttribute('inputmode', 'text');
    await userEvent.type(box('Zip code'), 'M5V 3L');
    await userEvent.tab();
    expect(box('Zip code')).toHaveAccessibleDescription(ZIP_INVALID);
  });

  it('names both forms in Spanish too', async () => {
    writeConfig({ locale: 'es-US' });
    await delivery();
    await userEvent.type(box('Código postal'), '303');
    await userEvent.tab();
    expect(box('Código postal')).toHaveAccessibleDescription('Escribe un código postal válido de 5 dígitos o uno canadiense, como A1A 1A1.');
  });

  it('leaves an empty field alone on focus-out; an empty optional field passes on submit', async () => {
    checkoutServer();
    stubLocation();
    await filledDelivery();
    await userEvent.click(box('Apartment, suite, unit (optional)'));
    await userEvent.tab();
    expect(box('Apartment, suite, unit (optional)')).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(box('First name'));
    await userEvent.tab();
    expect(box('First name')).not.toHaveAttribute('aria-invalid');
  });

  it('trims text when the shopper leaves a field', async () => {
    await delivery();
    await userEvent.type(box('City'), '  Atlanta  ');
    await userEvent.tab();
    expect(box('City')).toHaveValue('Atlanta');
  });

  it('on a failed submit shows each row’s required text, focuses the first invalid field, announces it and sends nothing', async () => {
    const server = checkoutServer();
    await delivery();
    await userEvent.type(box('Zip code'), '12');
    await submit();

    expect(box('First name')).toHaveFocus();
    expect(box('First name')).toHaveAccessibleDescription('Please enter your first name.');
    expect(box('Last name')).toHaveAccessibleDescription('Please enter your last name.');
    expect(box('Zip code')).toHaveAccessibleDescription(ZIP_INVALID);
    expect(box('Apartment, suite, unit (optional)')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(assertive()).toHaveTextContent(/fields need your attention\. Please enter your first name\.$/));
    expect(server.calls).toEqual([]);
  });

  it('takes the required text from the config block’s resources when the page sets one', async () => {
    writeConfig({ resources: { 'required.firstName': 'Your first name, please.' } });
    await delivery();
    await submit();
    expect(box('First name')).toHaveAccessibleDescription('Your first name, please.');
  });

  it('re-checks confirm email when email changes', async () => {
    await delivery();
    await userEvent.type(box('Email'), 'ana@example.com');
    await userEvent.type(box('Confirm email'), 'ana@example.com');
    await userEvent.tab();
    expect(box('Confirm email')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(box('Email'), 'x');
    expect(box('Confirm email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('<lto-checkout-form> without its required attributes', () => {
  it.each([
    ['no action', 'step="delivery"'],
    ['an unknown step', 'step="shipping" action="/checkout/shipping"'],
  ])('keeps the server’s form with %s, and warns', async (_, attributes) => {
    writeConfig();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(`<lto-checkout-form ${attributes}><form method="post" action="/checkout/delivery"><label>First name <input name="firstName"></label></form></lto-checkout-form>`);
    expect(box('First name')).not.toHaveAttribute('autocomplete');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/<lto-checkout-form> attribute "(action|step)" is (missing|invalid): the widget is not shown/));
    warn.mockRestore();
  });
});

describe('<lto-checkout-form> pre-fill', () => {
  beforeEach(() => writeConfig());

  it('fills the address object: countryCode fills country, stateCode fills state; ID, UUID and key are ignored', async () => {
    await delivery(`address='${attr({ address1: '1 Main St', city: 'Macon', stateCode: 'GA', countryCode: 'US', ID: 'A-1', UUID: 'u-1', key: 'k', postal: '31201' })}'`);
    expect(box('Street address')).toHaveValue('1 Main St');
    expect(box('City')).toHaveValue('Macon');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('GA');
    expect(box('Zip code')).toHaveValue('31201');
    expect(document.querySelector('input[type="hidden"][name="country"]')).toHaveValue('US');
    const typed = [...document.querySelectorAll('input')].map((input) => input.value);
    expect(typed).not.toContain('A-1');
    expect(typed).not.toContain('u-1');
  });

  it('ignores malformed fields one by one with a warning that names the field, never its value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await delivery(`address='${attr({ address1: { street: 'secret street' }, city: 'Macon', postal: ['31201'] })}'`);
    expect(box('City')).toHaveValue('Macon');
    expect(box('Street address')).toHaveValue('');
    expect(box('Zip code')).toHaveValue('');
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.some((text) => text.includes('"address1"'))).toBe(true);
    expect(warnings.some((text) => text.includes('"postal"'))).toBe(true);
    expect(warnings.join(' ')).not.toContain('secret street');
    warn.mockRestore();
  });

  it('draws the form when the address attribute is not JSON at all, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await delivery(`address='{"address1": '`);
    expect(box('Street address')).toHaveValue('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('attribute "address" is invalid'));
    warn.mockRestore();
  });

  it('reads the other spellings SPEC 3.6 gives (zip, secondname)', async () => {
    await delivery(`address='${attr({ zip: '31201', secondname: 'M' })}'`);
    expect(box('Zip code')).toHaveValue('31201');
    expect(box('Middle initial (optional)')).toHaveValue('M');
  });

  it('puts the saved values over the address, and chooses the shopper’s state when neither gives one', async () => {
    await delivery(`values='${attr({ city: 'Savannah' })}' address='${attr({ city: 'Macon' })}' user-state="fl"`);
    expect(box('City')).toHaveValue('Savannah');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('FL');
  });
});

describe('<lto-checkout-form> Canada', () => {
  it('says postal code and lists the provinces, and takes a Canadian postal code', async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD' });
    await delivery();
    const province = screen.getByRole('combobox', { name: 'Province' });
    expect(within(province).getByRole('option', { name: 'Ontario' })).toHaveValue('ON');
    expect(within(province).queryByRole('option', { name: 'Georgia' })).toBeNull();
    await userEvent.type(box('Postal code'), 'M5V 3L9');
    await userEvent.tab();
    expect(box('Postal code')).not.toHaveAttribute('aria-invalid');
  });

  it('takes a US zip+4 whole on the Canadian site, as SPEC 5.2 takes either form', async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD' });
    await delivery();
    await userEvent.type(box('Postal code'), '30303-1234');
    await userEvent.tab();
    expect(box('Postal code')).toHaveValue('30303-1234');
    expect(box('Postal code')).not.toHaveAttribute('aria-invalid');
  });

  it('follows user-country over the config block', async () => {
    writeConfig();
    await delivery('user-country="CA"');
    expect(screen.getByRole('combobox', { name: /Province|State/ })).toContainElement(screen.getByRole('option', { name: 'Quebec' }));
  });
});

describe('<lto-checkout-form> submitting', () => {
  beforeEach(() => writeConfig());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('posts the fields form-encoded with csrf_token and format=ajax, tells the loader, then goes to the next step', async () => {
    const server = checkoutServer();
    const assign = stubLocation();
    const seen = statuses();
    await filledDelivery();
    await submit();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/checkout/order-form'));
    expect(server.calls).toEqual([
      { path: '/checkout/delivery', form: { ...FILLED_DELIVERY, country: 'US', csrf_token: 'tok-1', format: 'ajax' } },
    ]);
    expect(seen).toEqual(['GENERIC_LOADING']);
  });

  it('tells the page the step is complete (lto:checkout-step-complete: its name and number) once the server accepts it, before leaving, with nothing typed', async () => {
    checkoutServer();
    const assign = stubLocation();
    const heard: { detail: unknown; left: boolean }[] = [];
    listenOnDocument(CHECKOUT_STEP_COMPLETE_EVENT, (event) => heard.push({ detail: event.detail, left: assign.mock.calls.length > 0 }));
    await filledDelivery();
    await submit();
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(heard).toEqual([{ detail: { step: 'delivery', number: 1 }, left: false }]);
    for (const typed of Object.values(FILLED_DELIVERY).filter((value) => value.length > 2)) expect(JSON.stringify(heard)).not.toContain(typed);
  });

  it.each([
    ['refused by the server (422)', { status: 422, body: { success: false, errors: { city: 'VALIDATE_CITY_REGEX' } } }],
    ['failed (500)', { status: 500, body: 'Internal Server Error' }],
  ])('tells no step complete when it was %s, nor when a field is wrong before sending', async (_, answer) => {
    const server = checkoutServer();
    server.answer('/checkout/delivery', answer);
    stubLocation();
    const heard: unknown[] = [];
    listenOnDocument(CHECKOUT_STEP_COMPLETE_EVENT, (event) => heard.push(event.detail));
    await filledDelivery({ city: '' });
    await submit();
    expect(server.calls).toHaveLength(0);
    await userEvent.type(box('City'), 'Atlanta');
    await submit();
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled'));
    expect(heard).toEqual([]);
  });

  it('sends one request for a double click', async () => {
    const server = checkoutServer();
    stubLocation();
    server.hold();
    await filledDelivery();
    const button = screen.getByRole('button', { name: 'Continue' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Sending…');
    await server.release();
    expect(server.calls).toHaveLength(1);
  });

  it('shows the server’s field errors (422) beside the fields, focuses the first and announces it', async () => {
    const server = checkoutServer();
    server.answer('/checkout/delivery', { status: 422, body: { success: false, errors: { city: 'VALIDATE_CITY_REGEX', address1: 'VALIDATE_POBOX_ADDRESS_REGEX' } } });
    const assign = stubLocation();
    const seen = statuses();
    await filledDelivery();
    await submit();

    await waitFor(() => expect(box('Street address')).toHaveFocus());
    expect(box('Street address')).toHaveAccessibleDescription("We can't deliver to a PO box. Please enter a street address.");
    expect(box('City')).toHaveAccessibleDescription('Please enter a valid city.');
    await waitFor(() => expect(assertive()).toHaveTextContent("We can't deliver to a PO box"));
    expect(seen).toEqual(['GENERIC_LOADING', null]);
    expect(assign).not.toHaveBeenCalled();

    await userEvent.type(box('City'), 'x');
    expect(box('City')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['a server error', { status: 500, body: 'Internal Server Error' }],
    ['an answer that is not JSON', { body: '<!doctype html><title>Sign in</title>' }],
    ['JSON of another shape', { body: { ok: 'yes' } }],
    ['a next page on another site', { body: { success: true, next: 'https://evil.example/phish' } }],
    ['a network error', 'network-error' as const],
  ])('keeps every typed value and says so at the top after %s', async (_, answer) => {
    const server = checkoutServer();
    server.answer('/checkout/delivery', answer);
    const assign = stubLocation();
    const seen = statuses();
    await filledDelivery();
    await userEvent.type(box('Apartment, suite, unit (optional)'), 'Apt 4');
    await submit();

    const alert = await screen.findByText("We couldn't save this step. Your answers are still here: please try again.");
    expect(alert.closest('[role="alert"]')).toHaveFocus();
    expect(box('First name')).toHaveValue('Ana');
    expect(box('Apartment, suite, unit (optional)')).toHaveValue('Apt 4');
    expect(seen).toEqual(['GENERIC_LOADING', null]);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
  });

  it('says the session expired when the CSRF token is refused (403)', async () => {
    const server = checkoutServer();
    server.answer('/checkout/delivery', { status: 403, body: { success: false } });
    stubLocation();
    await filledDelivery();
    await submit();
    expect(await screen.findByText(/Your session has expired/)).toBeInTheDocument();
    expect(box('First name')).toHaveValue('Ana');
  });

  it('goes where the server says when the step is out of order (409)', async () => {
    const server = checkoutServer();
    server.answer('/checkout/delivery', { status: 409, body: { success: false, next: '/checkout/delivery' } });
    const assign = stubLocation();
    await filledDelivery();
    await submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/checkout/delivery'));
  });

  /** The delivery step posted, its answer's two loader states under way: the first shown. */
  async function playingTwoStates() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = checkoutServer();
    server.answer('/checkout/delivery', { body: { success: true, next: '/checkout/payment', loader: ['DOC_VERIFY_PROCESSING', 'DOC_VERIFY_SUCCESS'] } });
    const assign = stubLocation();
    const seen = statuses();
    await filledDelivery();
    await act(async () => screen.getByRole('button', { name: 'Continue' }).click());
    await waitFor(() => expect(seen).toEqual(['GENERIC_LOADING', 'DOC_VERIFY_PROCESSING']));
    return { seen, assign };
  }

  it('shows each loader state of the answer for about 1.5 s before going on', async () => {
    const { seen, assign } = await playingTwoStates();
    await act(async () => vi.advanceTimersByTime(1500));
    expect(seen).toEqual(['GENERIC_LOADING', 'DOC_VERIFY_PROCESSING', 'DOC_VERIFY_SUCCESS']);
    expect(assign).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1500));
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/checkout/payment');
  });

  it('taken off the page while its answer plays, shows no more loader states and goes nowhere', async () => {
    const { seen, assign } = await playingTwoStates();
    await act(async () => document.querySelector('lto-checkout-form')!.remove());
    await act(async () => vi.advanceTimersByTime(3000));
    expect(seen).toEqual(['GENERIC_LOADING', 'DOC_VERIFY_PROCESSING']);
    expect(assign).not.toHaveBeenCalled();
  });
});
