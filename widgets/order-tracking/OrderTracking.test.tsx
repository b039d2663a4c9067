import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderTrackingAnswer } from '../../src/contracts/order-tracking';
import { EARLY_ACTIONS } from '../../src/core/early-actions';
import { fakeServer } from '../../testing/fake-server';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const URL_PATH = '/account/order-tracking';

const FOUND = {
  success: true,
  order: {
    agreementNumber: 'LA1005678',
    status: 'scheduled',
    items: [
      { name: 'Preston Sofa', quantity: 1 },
      { name: 'Jasper Coffee Table', quantity: 2 },
    ],
    nextPaymentDate: '2026-12-11',
  },
} satisfies OrderTrackingAnswer;

function trackingServer() {
  return fakeServer({
    record: async (url, request) => ({ path: url.pathname, form: Object.fromEntries(new URLSearchParams(await request.text())) }),
    fallback: () => ({ body: FOUND }),
  });
}

const numberBox = (name = 'Agreement number') => screen.getByRole('textbox', { name });
const postalBox = (name = 'Zip code') => screen.getByRole('textbox', { name });
/** VALIDATE_ZIP_REGEX on the US site: the field takes a zip or a Canadian postal code (SPEC 5.2), and says so. */
const ZIP_INVALID = 'Please enter a valid 5-digit zip code or Canadian postal code, like A1A 1A1.';
const findButton = (name = 'Find order') => screen.getByRole('button', { name });
/** What the found order says under `label` (its dt), read from the dd beside it. */
const fact = (result: HTMLElement, label: string) =>
  [...result.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
const politely = () => document.querySelector('[data-lto-live-region="polite"]');

async function fill(number: string, postal: string) {
  if (number) await userEvent.type(numberBox(), number);
  if (postal) await userEvent.type(postalBox(), postal);
}

describe('<lto-order-tracking>', () => {
  beforeEach(() => writeConfig({ urls: { orderTracking: URL_PATH } }));

  it('has the two SPEC 3.6 fields, labelled, with the right autocomplete', async () => {
    await mount('<lto-order-tracking></lto-order-tracking>');
    expect(numberBox()).toHaveAttribute('name', 'orderTrackingOrderNumber');
    expect(postalBox()).toHaveAttribute('name', 'orderTrackingPostalCode');
    expect(postalBox()).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByText('Enter your agreement number and the zip code of your delivery address.')).toBeInTheDocument();
  });

  it("an empty agreement number: 'Please enter a valid agreement number.' beside the field, focus on it, nothing sent", async () => {
    const server = trackingServer();
    await mount('<lto-order-tracking></lto-order-tracking>');
    await fill('', '30303');
    await userEvent.click(findButton());
    expect(numberBox()).toHaveAttribute('aria-invalid', 'true');
    expect(numberBox()).toHaveAccessibleDescription('Please enter a valid agreement number.');
    await waitFor(() => expect(numberBox()).toHaveFocus());
    expect(postalBox()).not.toHaveAttribute('aria-invalid');
    expect(server.calls).toEqual([]);
  });

  it('both empty: both errors shown, focus on the first; an empty zip reads its own required text', async () => {
    trackingServer();
    await mount('<lto-order-tracking></lto-order-tracking>');
    await userEvent.click(findButton());
    expect(numberBox()).toHaveAccessibleDescription('Please enter a valid agreement number.');
    expect(postalBox()).toHaveAccessibleDescription('Please enter your zip code.');
    await waitFor(() => expect(numberBox()).toHaveFocus());
  });

  it("an empty zip's error keeps its words while the shopper types a zip too short: the new value is checked on focus-out", async () => {
    trackingServer();
    await mount('<lto-order-tracking></lto-order-tracking>');
    await fill('LA1001234', '');
    await userEvent.click(findButton());
    expect(postalBox()).toHaveAccessibleDescription('Please enter your zip code.');
    await userEvent.type(postalBox(), '303');
    expect(postalBox()).toHaveAccessibleDescription('Please enter your zip code.');
    await userEvent.tab();
    expect(postalBox()).toHaveAccessibleDescription(ZIP_INVALID);
  });

  it('checks the patterns on focus-out, never while typing: the agreement number is letters and digits only', async () => {
    await mount('<lto-order-tracking></lto-order-tracking>');
    await userEvent.type(numberBox(), 'LA-100');
    expect(numberBox()).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(numberBox()).toHaveAccessibleDescription('Please enter a valid agreement number.');
    await userEvent.type(postalBox(), '3030');
    expect(screen.queryByText(ZIP_INVALID)).toBeNull();
    await userEvent.tab();
    expect(postalBox()).toHaveAccessibleDescription(ZIP_INVALID);
    // The error goes as soon as the value is right.
    await userEvent.type(postalBox(), '3');
    expect(postalBox()).not.toHaveAttribute('aria-invalid');
  });

  it('trims what was typed when the shopper leaves a field, and finds it fine then', async () => {
    await mount('<lto-order-tracking></lto-order-tracking>');
    await userEvent.type(numberBox(), '  LA1001234 ');
    await userEvent.tab();
    expect(numberBox()).toHaveValue('LA1001234');
    await userEvent.type(postalBox(), ' 30303  ');
    await userEvent.tab();
    expect(postalBox()).toHaveValue('30303');
    expect(postalBox()).not.toHaveAttribute('aria-invalid');
  });

  it('a wrong zip alone: focus goes to the zip field', async () => {
    const server = trackingServer();
    await mount('<lto-order-tracking></lto-order-tracking>');
    await fill('LA1001234', '303');
    await userEvent.click(findButton());
    await waitFor(() => expect(postalBox()).toHaveFocus());
    expect(postalBox()).toHaveAccessibleDescription(ZIP_INVALID);
    expect(server.calls).toEqual([]);
  });

  it('posts both fields with format=ajax and shows the order: status, next payment date, items; screen readers hear it', async () => {
    const server = trackingServer();
    await mount('<lto-order-tracking></lto-order-tracking>');
    await fill('  LA1005678 ', '30305');
    await userEvent.click(findButton());

    const result = await screen.findByRole('region', { name: 'Agreement LA1005678' });
    expect(server.calls).toEqual([{ path: URL_PATH, form: { orderTrackingOrderNumber: 'LA1005678', orderTrackingPostalCode: '30305', format: 'ajax' } }]);
    expect(fact(result, 'Status')).toBe('Delivery scheduled');
    expect(fact(result, 'Next payment date')).toBe('December 11, 2026');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Preston Sofa, quantity 1', 'Jasper Coffee Table, quantity 2']);
    await waitFor(() => expect(politely()).toHaveTextContent('Order found: agreement LA1005678, Delivery scheduled.'));
  });

  it('a search refused for its values takes the order found before away: it is not the answer to the new number', async () => {
    trackingServer();
    await mount('<lto-order-tracking></lto-order-tracking>');
    await fill('LA1005678', '30305');
    await userEvent.click(findButton());
    await screen.findByRole('region', { name: 'Agreement LA1005678' });

    await userEvent.clear(numberBox());
    await userEvent.type(numberBox(), 'LA1001234<');
    await userEvent.click(findButton());
    expect(await screen.findByText('Please enter a valid agreement number.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Agreement LA1005678' })).toBeNull();
  });

  it("a lease with nothing due: 'No payment due'", async () => {
    const server = trackingServer();
    server.answer(URL_PATH, { body: { success: true, order: { ...FOUND.order, status: 'cancelled', nextPaymentDate: null } } });
    await mount('<lto-order-tracking></lto-order-tracking>');
    await fill('LA3004321', '60601');
    await userEvent.click(findButton());
    expect(fact(await screen.findByRole('region'), 'Next payment date')).toBe('No payment due');
    expect(fact(screen.getByRole('region'), 'Status')).toBe('Cancelled');
  });

  it('not found: the message, in an alert, with both values kept', async () => {
    const server = trackingServer();
    server.answer(URL_PATH, { body: { success: false } });
    await mount('<lto-order-tracking></lto-order-tracking>');
    await fill('LA0000000', '30303');
    await userEvent.click(findButton());
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't find an order with that agreement number and zip code. Please check both and try again.");
    expect(numberBox()).toHaveValue('LA0000000');
    expect(postalBox()).toHaveValue('30303');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('a server failure (500): the server error message, values kept, and the button works again', async () => {
    const server = trackingServer();
    server.answer(URL_PATH, { status: 500, body: 'Internal Server Error' });
    await mount('<lto-order-tracking></lto-order-tracking>');
    await fill('LA1005678', '30305');
    await userEvent.click(findButton());
    const alert = await screen.findByText("We couldn't look up your order right now. Please try again.");
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Server error');
    expect(numberBox()).toHaveValue('LA1005678');
    expect(postalBox()).toHaveValue('30305');

    await userEvent.click(findButton());
    expect(await screen.findByRole('region', { name: 'Agreement LA1005678' })).toBeInTheDocument();
    expect(server.calls).toHaveLength(2);
  });

  it.each([
    ['not JSON', '<!doctype html><title>Sign in</title>'],
    ['JSON of another shape', { success: true, order: { agreementNumber: 'LA1', status: 'lost', items: [], nextPaymentDate: null } }],
    ['a date that is not a date', { success: true, order: { ...FOUND.order, nextPaymentDate: '2026-13-01' } }],
    ['success without the order', { success: true }],
  ])('an answer that is %s: BAD_RESPONSE, values kept, no crash', async (_, body) => {
    const server = trackingServer();
    server.answer(URL_PATH, { body });
    await mount('<lto-order-tracking></lto-order-tracking>');
    await fill('LA1005678', '30305');
    await userEvent.click(findButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please try again.');
    expect(numberBox()).toHaveValue('LA1005678');
  });

  it("a double submit sends one request, and 'Searching…' shows meanwhile", async () => {
    const server = trackingServer();
    server.hold();
    await mount('<lto-order-tracking></lto-order-tracking>');
    await fill('LA1005678', '30305');
    await userEvent.click(findButton());
    await userEvent.click(findButton('Searching…'));
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Searching…' }).closest('form')).toHaveAttribute('aria-busy', 'true');
    await server.release();
    expect(await screen.findByRole('region', { name: 'Agreement LA1005678' })).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);
  });

  it('starts with the values of its attributes', async () => {
    await mount('<lto-order-tracking order-number="LA1001234" postal-code="30303"></lto-order-tracking>');
    expect(numberBox()).toHaveValue('LA1001234');
    expect(postalBox()).toHaveValue('30303');
  });

  it('in Spanish on the Spanish site', async () => {
    const server = trackingServer();
    server.answer(URL_PATH, { body: { success: false } });
    writeConfig({ locale: 'es-US', urls: { orderTracking: URL_PATH } });
    await mount('<lto-order-tracking></lto-order-tracking>');
    await userEvent.click(findButton('Buscar pedido'));
    expect(numberBox('Número de contrato')).toHaveAccessibleDescription('Escribe un número de contrato válido.');
    expect(postalBox('Código postal')).toHaveAccessibleDescription('Escribe tu código postal.');
    await userEvent.type(numberBox('Número de contrato'), 'LA0000000');
    await userEvent.type(postalBox('Código postal'), '30303');
    await userEvent.click(findButton('Buscar pedido'));
    // The widget's own alert (the page's live region says the field errors of the first submit).
    expect(await within(document.querySelector<HTMLElement>('lto-order-tracking')!).findByRole('alert')).toHaveTextContent(
      'No encontramos ningún pedido con ese número de contrato y código postal.',
    );
  });

  it("in Spanish, the found order's status and date", async () => {
    trackingServer();
    writeConfig({ locale: 'es-US', urls: { orderTracking: URL_PATH } });
    await mount('<lto-order-tracking></lto-order-tracking>');
    await userEvent.type(numberBox('Número de contrato'), 'LA1005678');
    await userEvent.type(postalBox('Código postal'), '30305');
    await userEvent.click(findButton('Buscar pedido'));
    const result = await screen.findByRole('region', { name: 'Contrato LA1005678' });
    expect(fact(result, 'Estado')).toBe('Entrega programada');
    expect(fact(result, 'Fecha del próximo pago')).toBe('11 de diciembre de 2026');
  });

  it('the US site takes a Canadian postal code too, as SPEC 5.2 names orderTrackingPostalCode in the rule that takes either, and sends it in normal form', async () => {
    const server = trackingServer();
    await mount('<lto-order-tracking></lto-order-tracking>');
    await fill('CA7001234', 'm5v3l9');
    await userEvent.tab();
    expect(postalBox()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(findButton());
    await screen.findByRole('region');
    expect(server.calls).toEqual([{ path: URL_PATH, form: { orderTrackingOrderNumber: 'CA7001234', orderTrackingPostalCode: 'M5V 3L9', format: 'ajax' } }]);
  });

  it('the Spanish site names both forms when the code is wrong', async () => {
    writeConfig({ locale: 'es-US', urls: { orderTracking: URL_PATH } });
    await mount('<lto-order-tracking></lto-order-tracking>');
    await userEvent.type(postalBox('Código postal'), '3030');
    await userEvent.tab();
    expect(postalBox('Código postal')).toHaveAccessibleDescription('Escribe un código postal válido de 5 dígitos o uno canadiense, como A1A 1A1.');
  });

  it("Canada: 'Postal code', a postal code like A1A 1A1 accepted and sent with its space, a US zip taken too", async () => {
    const server = trackingServer();
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD', urls: { orderTracking: URL_PATH } });
    await mount('<lto-order-tracking></lto-order-tracking>');
    await userEvent.type(numberBox(), 'CA7001234');
    await userEvent.type(postalBox('Postal code'), '3030');
    await userEvent.click(findButton());
    expect(postalBox('Postal code')).toHaveAccessibleDescription('Please enter a valid postal code, like A1A 1A1.');
    await userEvent.clear(postalBox('Postal code'));
    await userEvent.type(postalBox('Postal code'), '30303');
    await userEvent.tab();
    expect(postalBox('Postal code')).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(postalBox('Postal code'));
    await userEvent.type(postalBox('Postal code'), 'm5v3l9');
    await userEvent.click(findButton());
    await screen.findByRole('region');
    expect(server.calls).toEqual([{ path: URL_PATH, form: { orderTrackingOrderNumber: 'CA7001234', orderTrackingPostalCode: 'M5V 3L9', format: 'ajax' } }]);
  });

  describe('over the server markup (markup.html)', () => {
    it('draws the very form the server drew: nothing changes when it takes over', async () => {
      const { server, drawn } = await drawOver('lto-order-tracking', 'postal-code="30303"', markupFixture(import.meta.url));
      expect(drawn).toEqual(server);
    });

    it('a form the server drew again after a submit, its error beside the field: the widget shows the same', async () => {
      const fixture = markupFixture(import.meta.url)
        .replace('autocomplete="off" value=""', 'autocomplete="off" value="" aria-invalid="true" aria-describedby="number-error"')
        .replace(/(autocomplete="off"[^>]*>)/, '$1\n      <p id="number-error" class="lto-order-tracking__error">Please enter a valid agreement number.</p>');
      const { server, drawn } = await drawOver('lto-order-tracking', 'postal-code="30303" submitted', fixture);
      expect(server.join('\n')).toContain('Please enter a valid agreement number.');
      expect(drawn).toEqual(server);
    });

    it('a form the server drew again with an empty zip: its error keeps its words while a zip is typed, until the field is left', async () => {
      await mount('<lto-order-tracking order-number="LA1001234" postal-code="" submitted></lto-order-tracking>');
      expect(postalBox()).toHaveAccessibleDescription('Please enter your zip code.');
      await userEvent.type(postalBox(), '303');
      expect(postalBox()).toHaveAccessibleDescription('Please enter your zip code.');
      await userEvent.tab();
      expect(postalBox()).toHaveAccessibleDescription(ZIP_INVALID);
    });

    it('keeps an agreement number typed before the code ran, and a Find order pressed then is sent once', async () => {
      const server = trackingServer();
      document.body.innerHTML = '';
      const island = document.createElement('lto-order-tracking') as HTMLElement & { [EARLY_ACTIONS]?: unknown[] };
      island.setAttribute('postal-code', '30305');
      island.innerHTML = markupFixture(import.meta.url).replace('value="30303"', 'value="30305"');
      island.querySelector<HTMLInputElement>('input[name="orderTrackingOrderNumber"]')!.value = 'LA1005678';
      // Find order is the form's third child: [0] the wrapper, [1] its form, [2] the button.
      island[EARLY_ACTIONS] = [{ type: 'click', path: [0, 1, 2] }];
      await act(async () => document.body.append(island));
      await screen.findByRole('region', { name: 'Agreement LA1005678' });
      await act(async () => {});
      expect(server.calls).toEqual([{ path: URL_PATH, form: { orderTrackingOrderNumber: 'LA1005678', orderTrackingPostalCode: '30305', format: 'ajax' } }]);
    });
  });
});
