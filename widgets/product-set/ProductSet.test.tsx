import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWarnings } from '../../src/core/warn';
import { EARLY_ACTIONS } from '../../src/core/early-actions';
import type { EarlyAction } from '../../src/core/island-protocol';
import { fakeServer, type Answer } from '../../testing/fake-server';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const URLS = { getSetItem: '/set/item' };

/** A set item as the platform renders it: its pid, a name, colour swatches and a quantity box. */
function item(pid: string, name: string, quantity = '1', extra = '') {
  const product = pid.split('-')[0];
  return `<li data-lto-set-item data-pid="${pid}"><h3>${name}</h3>
    <a data-lto-set-swatch="?pid=${product}-1" href="/p/${product}?color=red">Red</a>
    <a data-lto-set-swatch="?pid=${product}-2" href="/p/${product}?color=blue">Blue</a>
    <input type="hidden" name="pid" value="${pid}">
    <label>Quantity <input name="Quantity" value="${quantity}"></label>${extra}</li>`;
}

/** The server markup of the README's contract, with three items. */
const SET = `<lto-product-set action="/cart/add-set" csrf-token="tok"><form class="lto-product-set" method="post" action="/cart/add-set">
  <ul class="lto-product-set__items">${item('P1-1', 'Sofa')}${item('P2-1', 'Chair', '2')}${item('P3-1', 'Table', '0')}</ul>
  <input type="hidden" name="csrf_token" value="tok">
  <button type="submit" class="lto-button lto-button--primary lto-product-set__add-all">Add all to cart</button>
</form></lto-product-set>`;

function fakeSetServer(...answers: Answer[]) {
  const server = fakeServer({
    record: (url) => ({ path: url.pathname, query: Object.fromEntries(url.searchParams) }),
    fallback: (url) => ({ body: item(url.searchParams.get('pid')!, `Loaded ${url.searchParams.get('pid')}`) }),
    contentType: 'text/html',
  });
  if (answers.length) server.answer('/set/item', ...answers);
  return server;
}

const names = () => [...document.querySelectorAll('[data-lto-set-item] h3')].map((h) => h.textContent);

/** Submits the add-all form; returns what the browser would post (the navigation is stopped). */
async function addAll(): Promise<[string, string][]> {
  let posted: [string, string][] = [];
  const capture = (event: Event) => {
    event.preventDefault();
    posted = [...new FormData(event.target as HTMLFormElement)].map(([k, v]) => [k, String(v)]);
  };
  document.addEventListener('submit', capture);
  await userEvent.click(screen.getByRole('button', { name: 'Add all to cart' }));
  document.removeEventListener('submit', capture);
  return posted;
}

describe('<lto-product-set>', () => {
  beforeEach(() => {
    writeConfig({ urls: URLS });
    resetWarnings();
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws the same DOM as its server markup (markup.html)', async () => {
    const { server, drawn } = await drawOver('lto-product-set', 'action="/cart/add-set" csrf-token="k7Pq2xVb"', markupFixture(import.meta.url));
    expect(drawn).toEqual(server);
  });

  it('draws the same DOM as the server without an action: the list, no form', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fixture = `<div class="lto-product-set"><ul class="lto-product-set__items">${item('P1-1', 'Sofa')}</ul></div>`;
    const { server, drawn } = await drawOver('lto-product-set', '', fixture);
    expect(drawn).toEqual(server);
  });

  it('keeps the server-rendered items, the same live elements', async () => {
    await act(async () => document.body.insertAdjacentHTML('beforeend', SET));
    const sofa = document.querySelector('[data-pid="P1-1"]');
    await waitFor(() => expect(document.querySelector('lto-product-set')?.hasAttribute('data-lto-ready')).toBe(true));
    expect(names()).toEqual(['Sofa', 'Chair', 'Table']);
    expect(document.querySelector('[data-pid="P1-1"]')).toBe(sofa);
  });

  it('loads the item of a chosen swatch with GET {getSetItem}{swatch query}&Quantity={n} and puts it in place', async () => {
    const server = fakeSetServer();
    await mount(SET);
    await userEvent.click(screen.getAllByRole('link', { name: 'Blue' })[1]!);
    await waitFor(() => expect(names()).toEqual(['Sofa', 'Loaded P2-2', 'Table']));
    expect(server.calls).toEqual([{ path: '/set/item', query: { pid: 'P2-2', Quantity: '2', format: 'ajax' } }]);
    expect(document.activeElement?.textContent).toBe('Blue');
    expect(document.activeElement?.closest('[data-pid]')?.getAttribute('data-pid')).toBe('P2-2');
  });

  it('uses the query of the swatch link when the swatch names none, and sends Quantity 1 for 0 (SPEC 5.4)', async () => {
    const server = fakeSetServer({ body: item('P3-9', 'Loaded table') });
    await mount(SET.replace('data-lto-set-swatch="?pid=P3-2"', 'data-lto-set-swatch'));
    await userEvent.click(screen.getAllByRole('link', { name: 'Blue' })[2]!);
    await waitFor(() => expect(names()).toEqual(['Sofa', 'Chair', 'Loaded table']));
    expect(server.calls[0]?.query).toEqual({ color: 'blue', Quantity: '1', format: 'ajax' });
  });

  it('sanitizes the loaded item: no scripts or event handlers, our lto-* tags kept', async () => {
    fakeSetServer({
      body: item('P1-2', 'Safe', '1', '<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1"><lto-favorite pid="P1"></lto-favorite>'),
    });
    await mount(SET);
    await userEvent.click(screen.getAllByRole('link', { name: 'Blue' })[0]!);
    await waitFor(() => expect(names()[0]).toBe('Safe'));
    const fresh = document.querySelector('[data-pid="P1-2"]')!;
    expect(fresh.querySelector('script')).toBeNull();
    expect(fresh.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(fresh.querySelector('lto-favorite')?.getAttribute('pid')).toBe('P1');
  });

  it('drops the answer for a swatch the shopper already moved past', async () => {
    const server = fakeSetServer();
    await mount(SET);
    server.hold();
    await userEvent.click(screen.getAllByRole('link', { name: 'Blue' })[0]!);
    // The item is the same element until an answer lands, so a second choice replaces the first.
    await userEvent.click(screen.getAllByRole('link', { name: 'Red' })[0]!);
    await server.release();
    await waitFor(() => expect(names()[0]).toBe('Loaded P1-1'));
    expect(server.calls.map((call) => (call as { query: Record<string, string> }).query['pid'])).toEqual(['P1-2', 'P1-1']);
  });

  it.each<[string, Answer]>([
    ['a network error', 'network-error'],
    ['an HTTP error', { status: 500, body: '<p>oops</p>' }],
    ['an empty answer', { body: '  ' }],
  ])('keeps the item, warns once and tells the shopper on %s', async (_case, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeSetServer(answer);
    await mount(SET);
    await userEvent.click(screen.getAllByRole('link', { name: 'Blue' })[0]!);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-product-set> getSetItem/);
    expect(names()).toEqual(['Sofa', 'Chair', 'Table']);
    expect(document.querySelector('[data-pid="P1-1"]')?.hasAttribute('aria-busy')).toBe(false);
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('This option could not be loaded. Please try again.'));
  });

  it('lets the swatch link navigate without a getSetItem endpoint', async () => {
    writeConfig({ urls: {} });
    const server = fakeSetServer();
    await mount(SET);
    const blue = screen.getAllByRole('link', { name: 'Blue' })[0]!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    blue.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(server.calls).toEqual([]);
  });

  it('lets a ctrl-click open the swatch page in a new tab', async () => {
    const server = fakeSetServer();
    await mount(SET);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    screen.getAllByRole('link', { name: 'Blue' })[0]!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(server.calls).toEqual([]);
  });

  it("'Add all to cart' posts every item's pid and Quantity (0 or text becomes 1) in one form, with the CSRF token", async () => {
    await mount(SET);
    const form = screen.getByRole('button', { name: 'Add all to cart' }).closest('form')!;
    expect(form.getAttribute('action')).toBe('/cart/add-set');
    expect(form.getAttribute('method')).toBe('post');
    (document.querySelectorAll<HTMLInputElement>('input[name="Quantity"]')[0]!).value = 'two';
    expect(await addAll()).toEqual([
      ['pid', 'P1-1'],
      ['Quantity', '1'],
      ['pid', 'P2-1'],
      ['Quantity', '2'],
      ['pid', 'P3-1'],
      ['Quantity', '1'],
      ['csrf_token', 'tok'],
    ]);
  });

  it('posts the items as they are now: a loaded swatch and a changed quantity', async () => {
    fakeSetServer();
    await mount(SET);
    await userEvent.click(screen.getAllByRole('link', { name: 'Blue' })[0]!);
    await waitFor(() => expect(names()[0]).toBe('Loaded P1-2'));
    const chair = document.querySelectorAll<HTMLInputElement>('input[name="Quantity"]')[1]!;
    await userEvent.clear(chair);
    await userEvent.type(chair, '3');
    const posted = await addAll();
    expect(posted.filter(([name]) => name === 'pid').map(([, v]) => v)).toEqual(['P1-2', 'P2-1', 'P3-1']);
    expect(posted.filter(([name]) => name === 'Quantity').map(([, v]) => v)).toEqual(['1', '3', '1']);
  });

  it("has no 'Add all to cart' button without an action, and says so once", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(`<lto-product-set><div class="lto-product-set"><ul class="lto-product-set__items">${item('P1-1', 'Sofa')}${item('P2-1', 'Chair')}${item('P3-1', 'Table')}</ul></div></lto-product-set>`);
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/<lto-product-set> has no action/)));
    expect(screen.queryByRole('button', { name: 'Add all to cart' })).toBeNull();
    expect(names()).toEqual(['Sofa', 'Chair', 'Table']);
  });

  it('keeps what the shopper typed in a quantity, the focus and the caret, when it is drawn', async () => {
    // The island is drawn in a microtask after the tag is connected: the shopper types before.
    document.body.innerHTML = SET;
    const chair = document.querySelectorAll<HTMLInputElement>('input[name="Quantity"]')[1]!;
    chair.focus();
    chair.value = '24';
    chair.setSelectionRange(1, 1);
    await act(async () => {});
    expect(document.querySelector('lto-product-set')!.hasAttribute('data-lto-ready')).toBe(true);
    const field = document.querySelectorAll<HTMLInputElement>('input[name="Quantity"]')[1]!;
    expect(field.value).toBe('24');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([1, 1]);
  });

  it("submits the form once, through the widget, when 'Add all to cart' was clicked before the code ran", async () => {
    document.body.innerHTML = SET;
    const island = document.body.firstElementChild as Element & { [EARLY_ACTIONS]?: EarlyAction[] };
    // The autoloader held the click on the button (the form's third element) before the island was drawn.
    island[EARLY_ACTIONS] = [{ type: 'click', path: [0, 2] }];
    const posted: [string, string][][] = [];
    const capture = (event: Event) => {
      event.preventDefault();
      posted.push([...new FormData(event.target as HTMLFormElement)].map(([k, v]) => [k, String(v)]));
    };
    document.addEventListener('submit', capture);
    try {
      await waitFor(() => expect(posted).toHaveLength(1));
      await act(async () => {});
      expect(posted, 'once').toHaveLength(1);
      expect(posted[0]!.filter(([name]) => name === 'Quantity').map(([, v]) => v), 'the quantities made whole').toEqual(['1', '2', '1']);
    } finally {
      document.removeEventListener('submit', capture);
    }
  });

  it('speaks Spanish on a Spanish page', async () => {
    writeConfig({ urls: URLS, locale: 'es-US' });
    await mount(SET);
    expect(await screen.findByRole('button', { name: 'Agregar todo al carrito' })).toBeTruthy();
  });
});
