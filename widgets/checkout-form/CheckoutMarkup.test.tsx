/**
 * <lto-checkout-form> over the server markup of its README (markup.html and the other steps'
 * fixtures, written by the demo's template): drawing it changes nothing a shopper could see, a
 * shopper who typed into the server's form before the code came loses nothing, and a 'Continue'
 * pressed then is done once.
 */
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ACTIONS } from '../../src/core/early-actions';
import { datePickerBounds, isoDate } from '../../src/validation/dates';
import { fakeServer } from '../../testing/fake-server';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { writeConfig } from '../../testing/widget-page';
import './element';

const SAVED_CARDS = JSON.stringify([
  { id: 'c1', brand: 'Visa', last4: '4242', expMonth: 4, expYear: 2025, status: 'expired' },
  { id: 'c2', brand: 'Mastercard', last4: '5454', expMonth: 9, expYear: 2029, status: 'reauthorize' },
  { id: 'c3', brand: 'Discover', last4: '1117', expMonth: 12, expYear: 2030, status: 'ok' },
]);

const attributes = (step: string, values: Record<string, string>, extra = '') =>
  `step="${step}" action="/checkout/${step}" csrf-token="csrf-token" values='${JSON.stringify(values)}' user-country="US" user-state="GA"${extra}`;

/** The calendars cover 100 years ago through today: the fixture's bounds are today's. */
function withTodaysBounds(fixture: string): string {
  const { min, max } = datePickerBounds();
  return fixture.replace(/min="[\d-]+" max="[\d-]+"/g, `min="${isoDate(min)}" max="${isoDate(max)}"`);
}

const DELIVERY = { city: 'Atlanta', state: 'GA', postal: '30303' };

describe('<lto-checkout-form> over its server markup', () => {
  beforeEach(() => writeConfig({ locale: 'en-US', country: 'US' }));

  it('delivery (markup.html): draws the same form, field for field', async () => {
    const { server, drawn } = await drawOver('lto-checkout-form', attributes('delivery', DELIVERY), markupFixture(import.meta.url));
    expect(server.join('\n')).toContain('Georgia');
    expect(drawn).toEqual(server);
  });

  it('delivery on the Spanish site: the same, in Spanish', async () => {
    writeConfig({ locale: 'es-US', country: 'US' });
    const { server, drawn } = await drawOver('lto-checkout-form', attributes('delivery', DELIVERY), markupFixture(import.meta.url, 'markup-delivery-es.html'));
    expect(server.join('\n')).toContain('Dirección de entrega');
    expect(drawn).toEqual(server);
  });

  it('delivery on the Canadian site: province and postal code, the same', async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD' });
    const values = { city: 'Downtown Toronto', state: 'ON', postal: 'M5V 3L9' };
    const { server, drawn } = await drawOver('lto-checkout-form', attributes('delivery', values).replace('user-country="US" user-state="GA"', 'user-country="CA" user-state="ON"'), markupFixture(import.meta.url, 'markup-delivery-ca.html'));
    expect(server.join('\n')).toContain('Province');
    expect(drawn).toEqual(server);
  });

  it('order form: the date of birth with its calendar, the same', async () => {
    const { server, drawn } = await drawOver('lto-checkout-form', attributes('order-form', {}), withTodaysBounds(markupFixture(import.meta.url, 'markup-order-form.html')));
    expect(drawn).toEqual(server);
  });

  it("payment: the saved cards with their tags, the reauthorized one chosen, the same", async () => {
    const { server, drawn } = await drawOver('lto-checkout-form', attributes('payment', { paymentCard: 'c2' }, ` saved-cards='${SAVED_CARDS}'`), markupFixture(import.meta.url, 'markup-payment.html'));
    expect(drawn).toEqual(server);
  });

  it('a step drawn again after a refused post: its errors beside the fields and the line at the top, the same', async () => {
    const fixture = markupFixture(import.meta.url)
      .replace('<div class="lto-checkout-form__problem" role="alert" tabindex="-1">\n  </div>', '<div class="lto-checkout-form__problem" role="alert" tabindex="-1"><p>Please correct the fields marked below.</p></div>')
      .replace('name="firstName" autocomplete="given-name"', 'name="firstName" autocomplete="given-name" aria-invalid="true" aria-describedby="checkout-firstName-error"')
      .replace(/(<label class="lto-checkout-field__label" for="checkout-firstName">First name<\/label>)/, '$1<p id="checkout-firstName-error" class="lto-checkout-field__error">Please enter your first name.</p>');
    expect(fixture).toContain('Please enter your first name.');
    const { server, drawn } = await drawOver('lto-checkout-form', attributes('delivery', DELIVERY, ` errors='{"firstName":"REQUIRED"}'`), fixture);
    expect(drawn).toEqual(server);
  });
});

describe('a shopper faster than the code', () => {
  beforeEach(() => writeConfig({ locale: 'en-US', country: 'US' }));

  function serverStep() {
    document.body.innerHTML = '';
    const island = document.createElement('lto-checkout-form') as HTMLElement & { [EARLY_ACTIONS]?: unknown[] };
    for (const [name, value] of Object.entries({ step: 'delivery', action: '/checkout/delivery', 'csrf-token': 'csrf-token', values: JSON.stringify(DELIVERY), 'user-country': 'US', 'user-state': 'GA' })) {
      island.setAttribute(name, value);
    }
    island.innerHTML = markupFixture(import.meta.url);
    // happy-dom does not choose the option a parsed `selected` attribute marks; a browser does.
    for (const select of island.querySelectorAll('select')) select.value = select.querySelector('option[selected]')?.getAttribute('value') ?? '';
    return island;
  }

  it('keeps the text typed into the server\'s field, the focus and the caret, and the widget checks that text', async () => {
    const island = serverStep();
    document.body.append(island);
    const typed = island.querySelector<HTMLInputElement>('input[name="firstName"]')!;
    typed.focus();
    typed.value = 'Ad';
    typed.setSelectionRange(1, 1);
    await act(async () => island.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await waitFor(() => expect(island).toHaveAttribute('data-lto-ready'));
    const field = island.querySelector<HTMLInputElement>('input[name="firstName"]')!;
    expect(field).not.toBe(typed);
    expect(field.value).toBe('Ad');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([1, 1]);
  });

  it("a 'Continue' pressed before the code ran is done once, with what was typed, as the widget posts", async () => {
    const server = fakeServer({
      record: async (url, request) => ({ path: url.pathname, form: Object.fromEntries(new URLSearchParams(await request.text())) }),
      fallback: () => ({ body: { success: false, errors: { lastName: 'REQUIRED' } }, status: 422 }),
    });
    const island = serverStep();
    const filled = { firstName: 'Ada', lastName: 'Lovelace', address1: '55 Trinity Ave SW', email: 'ada@example.com', confirmemail: 'ada@example.com', phone: '404-555-0123' };
    for (const [name, value] of Object.entries(filled)) island.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
    // The form is the island's first child; 'Continue' is its last.
    const form = island.querySelector('form')!;
    island[EARLY_ACTIONS] = [{ type: 'click', path: [0, form.children.length - 1] }];
    await act(async () => document.body.append(island));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await act(async () => {});
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ path: '/checkout/delivery', form: { ...filled, ...DELIVERY, country: 'US', csrf_token: 'csrf-token', format: 'ajax' } });
    vi.unstubAllGlobals();
  });
});
