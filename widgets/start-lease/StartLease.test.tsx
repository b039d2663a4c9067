import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateOrderAnswer } from '../../src/contracts/create-order';
import { ZIP_MODAL_OPEN_EVENT } from '../../src/contracts/location-events';
import { getStore } from '../../src/core/store';
import { changeLocation, closeZipModal } from '../../src/core/store/location-actions';
import { selectTerm, selectVariant } from '../../src/core/store/selection-actions';
import { EARLY_ACTIONS, pathTo } from '../../src/core/early-actions';
import { fakeServer } from '../../testing/fake-server';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const URLS = { createOrder: '/orders/create', logCheckoutSessionActivity: '/checkout/log-activity', checkoutStart: '/checkout/delivery' };

function fakeOrderServer() {
  return fakeServer({
    record: async (url, request) => ({ path: url.pathname, body: JSON.parse((await request.text()) || 'null') as unknown, type: request.headers.get('content-type') }),
    fallback: (url) => ({ body: url.pathname === URLS.createOrder ? ({ success: true, orderID: 'ORD-1001' } satisfies CreateOrderAnswer) : { success: true } }),
  });
}

function stubLocation(href = 'http://localhost:3000/p/P1001?utm_source=mail&utm_campaign=fall') {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, href, assign });
  return assign;
}

const button = () => screen.getByRole('button', { name: /Start my lease|Starting your lease…/ });
const ORDER_COOKIES = ['orderId', 'myZip', 'myStore', 'myTier', 'myAdvoTier', 'myFC', 'myState', 'myGroupSku', 'UtmSource', 'UtmMedium', 'UtmCampaign', 'UtmTerm', 'UtmContent'];

describe('<lto-start-lease> creating an order', () => {
  beforeEach(() => writeConfig({ urls: URLS, page: { type: 'product', zip: '30303', storeId: 'C102' } }));
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const name of ORDER_COOKIES) Cookies.remove(name, { path: '/' });
  });

  it('creates an order for the chosen variant at the shopper’s store and zip, sets the order cookies, logs PDP_StartLease and goes to checkout', async () => {
    const server = fakeOrderServer();
    const assign = stubLocation();
    await mount('<lto-start-lease pid="P1001" variant="P1001-1" tier="T2" advo-tier="A1" fc="FC9" state="GA" group-sku="G7"></lto-start-lease>');
    await act(async () => selectVariant('P1001', 'P1001-3'));

    await userEvent.click(button());

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/delivery'));
    expect(server.calls).toEqual([
      { path: '/orders/create', body: { productId: 'P1001-3', storeId: 'C102', zipCode: '30303' }, type: 'application/json' },
      { path: '/checkout/log-activity', body: { pageName: 'PDP_StartLease' }, type: 'application/json' },
    ]);
    expect(Cookies.get()).toMatchObject({
      orderId: 'ORD-1001', myZip: '30303', myStore: 'C102', myTier: 'T2', myAdvoTier: 'A1', myFC: 'FC9', myState: 'GA', myGroupSku: 'G7', UtmSource: 'mail', UtmCampaign: 'fall',
    });
    expect(Cookies.get('UtmMedium')).toBeUndefined();
  });

  it('sends the lease term the shopper chose on the page with the order (SPEC 3.2 leaseTerm), so the lease is the one they chose', async () => {
    const server = fakeOrderServer();
    const assign = stubLocation();
    await mount('<lto-start-lease pid="P1001"></lto-start-lease>');
    await act(async () => selectTerm('P1001', 24));
    await userEvent.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/delivery'));
    expect(server.calls[0]?.body).toEqual({ productId: 'P1001', storeId: 'C102', zipCode: '30303', leaseTerm: 24 });
  });

  it("with only a zip, takes the store and state from the platform's answer, and the rest from the page", async () => {
    writeConfig({ urls: URLS, page: { type: 'product', zip: '30303' } });
    const server = fakeOrderServer();
    server.answer('/orders/create', { body: { success: true, orderID: 'ORD-1002', storeId: 'C101', stateCode: 'GA' } });
    const assign = stubLocation('http://localhost:3000/p/P1001');
    await mount('<lto-start-lease pid="P1001" state="AL" group-sku="P1001"></lto-start-lease>');
    await userEvent.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/delivery'));
    expect(server.calls[0]).toMatchObject({ body: { productId: 'P1001', storeId: '', zipCode: '30303' } });
    expect(Cookies.get()).toMatchObject({ orderId: 'ORD-1002', myZip: '30303', myStore: 'C101', myState: 'GA', myGroupSku: 'P1001' });
    for (const unknown of ['myTier', 'myAdvoTier', 'myFC']) expect(Cookies.get(unknown), unknown).toBeUndefined();
  });

  it("keeps the shopper's own store over the platform's nearest one", async () => {
    const server = fakeOrderServer();
    server.answer('/orders/create', { body: { success: true, orderID: 'ORD-1003', storeId: 'C101', stateCode: 'GA' } });
    const assign = stubLocation('http://localhost:3000/p/P1001');
    await mount('<lto-start-lease pid="P1001"></lto-start-lease>');
    await userEvent.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(Cookies.get()).toMatchObject({ myStore: 'C102', myState: 'GA' });
  });

  it('writes each order cookie it has for one day, through the lifetimes table', async () => {
    const server = fakeOrderServer();
    server.answer('/orders/create', { body: { success: true, orderID: 'ORD-1004', storeId: 'C101', stateCode: 'GA' } });
    stubLocation();
    const set = vi.spyOn(Cookies, 'set');
    await mount('<lto-start-lease pid="P1001" group-sku="P1001"></lto-start-lease>');
    await userEvent.click(button());
    await waitFor(() => expect(set).toHaveBeenCalledWith('orderId', 'ORD-1004', expect.anything()));
    const written = Object.fromEntries(set.mock.calls.map(([name, , options]) => [name, `${options?.expires} day, path ${options?.path}`]));
    const oneDay = '1 day, path /';
    expect(written).toEqual({ orderId: oneDay, myZip: oneDay, myStore: oneDay, myState: oneDay, myGroupSku: oneDay, UtmSource: oneDay, UtmCampaign: oneDay });
    set.mockRestore();
  });

  it('creates one order however often it is clicked', async () => {
    const server = fakeOrderServer();
    const assign = stubLocation();
    server.hold();
    await mount('<lto-start-lease pid="P1001"></lto-start-lease>');
    await userEvent.dblClick(button());
    await userEvent.click(button());
    expect(button()).toHaveTextContent('Starting your lease…');
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    await server.release();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(server.calls.filter((call) => call.path === '/orders/create')).toHaveLength(1);
  });

  it.each([
    ['the server says no', { body: { success: false } }],
    ['no order id', { body: { success: true } }],
    ['a server error', { status: 500, body: 'oops' }],
    ['a network error', 'network-error' as const],
  ])('after %s shows the SPEC message, and a retry can succeed', async (_, failure) => {
    const server = fakeOrderServer();
    server.answer('/orders/create', failure);
    const assign = stubLocation();
    await mount('<lto-start-lease pid="P1001"></lto-start-lease>');
    await userEvent.click(button());
    expect(await screen.findByText('Something went wrong. Please try after sometime.')).toHaveAttribute('role', 'alert');
    expect(assign).not.toHaveBeenCalled();
    expect(Cookies.get('orderId')).toBeUndefined();

    await userEvent.click(button());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/delivery'));
  });

  it('names its attempt with an Idempotency-Key: a retry sends the same key (the server answers it with the same order), another page view a new one', async () => {
    const keys: (string | null)[] = [];
    const server = fakeServer({
      record: (url, request) => {
        if (url.pathname === URLS.createOrder) keys.push(request.headers.get('Idempotency-Key'));
        return undefined;
      },
    });
    server.answer('/orders/create', { status: 500, body: 'lost' });
    stubLocation();
    await mount('<lto-start-lease pid="P1001"></lto-start-lease>');
    await userEvent.click(button());
    await screen.findByText('Something went wrong. Please try after sometime.');
    await userEvent.click(button());
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);

    document.body.innerHTML = '';
    await mount('<lto-start-lease pid="P1001"></lto-start-lease>');
    await userEvent.click(button());
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('asks for a zip first when none is known, then goes on with it', async () => {
    writeConfig({ urls: URLS, page: { type: 'product' } });
    const server = fakeOrderServer();
    const assign = stubLocation();
    const commands: Event[] = [];
    const listener = (event: Event) => commands.push(event);
    document.addEventListener(ZIP_MODAL_OPEN_EVENT, listener);
    await mount('<lto-start-lease pid="P1001"></lto-start-lease>');
    await userEvent.click(button());
    expect(getStore().getState().location.zipModalOpen).toBe(true);
    // The modal's command event too: a modal whose code has not run yet is drawn for it.
    expect(commands).toHaveLength(1);
    document.removeEventListener(ZIP_MODAL_OPEN_EVENT, listener);
    expect(server.calls).toEqual([]);

    await act(async () => {
      changeLocation({ zip: '30305' });
      closeZipModal('30305');
    });

    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(server.calls[0]?.body).toEqual({ productId: 'P1001', storeId: '', zipCode: '30305' });
  });

  it('does nothing when the shopper closes the zip modal without a zip, and can be clicked again', async () => {
    writeConfig({ urls: URLS, page: { type: 'product' } });
    const server = fakeOrderServer();
    stubLocation();
    await mount('<lto-start-lease pid="P1001"></lto-start-lease>');
    await userEvent.click(button());
    await act(async () => closeZipModal());
    expect(server.calls).toEqual([]);
    expect(button()).toHaveTextContent('Start my lease');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('speaks Spanish on the Spanish site', async () => {
    writeConfig({ locale: 'es-US', urls: URLS, page: { type: 'product', zip: '30303' } });
    const server = fakeOrderServer();
    server.answer('/orders/create', { body: { success: false } });
    await mount('<lto-start-lease pid="P1001"></lto-start-lease>');
    await userEvent.click(screen.getByRole('button', { name: 'Comenzar mi arrendamiento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo salió mal. Inténtalo más tarde.');
  });
});

describe("<lto-start-lease mode='form'>", () => {
  it('posts the chosen variant, the quantity, the chosen lease term and the CSRF token to the form action', async () => {
    writeConfig();
    await mount('<lto-start-lease pid="P1001" mode="form" action="/cart/add" csrf-token="tok" quantity="0"></lto-start-lease>');
    await act(async () => {
      selectVariant('P1001', 'P1001-2');
      selectTerm('P1001', 24);
    });
    const form = screen.getByRole('button', { name: 'Start my lease' }).closest('form')!;
    expect(form).toHaveAttribute('action', '/cart/add');
    expect(form).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ pid: 'P1001-2', Quantity: '1', leaseTerm: '24', csrf_token: 'tok' });
  });
});

describe('over the server markup (README "Server markup", markup.html)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const name of ORDER_COOKIES) Cookies.remove(name, { path: '/' });
  });

  it("mode 'order': draws exactly the no-script form the template wrote", async () => {
    writeConfig({ urls: URLS, page: { type: 'product', zip: '30303' } });
    const { server, drawn } = await drawOver('lto-start-lease', 'pid="P1001" variant="P1001-2" action="/orders/start"', markupFixture(import.meta.url));
    expect(drawn).toEqual(server);
  });

  it("mode 'form': draws exactly the form the template wrote", async () => {
    writeConfig();
    const { server, drawn } = await drawOver('lto-start-lease', 'pid="P1001" variant="P1001-2" mode="form" action="/cart/add" csrf-token="tok-1"', markupFixture(import.meta.url, 'markup-form.html'));
    expect(drawn).toEqual(server);
  });

  it('two clicks on the button before the code ran make one order, from the page, not the no-script form', async () => {
    writeConfig({ urls: URLS, page: { type: 'product', zip: '30303' } });
    const server = fakeOrderServer();
    const assign = stubLocation();
    document.body.innerHTML = `<lto-start-lease pid="P1001" variant="P1001-2" action="/orders/start">${markupFixture(import.meta.url)}</lto-start-lease>`;
    const island = document.querySelector('lto-start-lease')!;
    const serverButton = island.querySelector('button')!;
    // As the autoloader records them (src/core/early-actions.ts): stopped and written down.
    const click = { type: 'click', path: pathTo(island, serverButton) };
    (island as Element & { [EARLY_ACTIONS]?: unknown[] })[EARLY_ACTIONS] = [click, click];
    await act(async () => {});
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/delivery'));
    expect(server.calls.filter((call) => call.path === '/orders/create')).toEqual([
      { path: '/orders/create', body: { productId: 'P1001-2', storeId: '', zipCode: '30303' }, type: 'application/json' },
    ]);
    expect(button()).not.toBe(serverButton);
  });
});

