import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVORITE_CHANGE_EVENT, type FavoriteChangeDetail } from '../../src/contracts/favorite-events';
import { getStore } from '../../src/core/store';
import { selectVariant } from '../../src/core/store/selection-actions';
import { fakeServer } from '../../testing/fake-server';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const URLS = { addFavProduct: '/favorites/add', removeFavProduct: '/favorites/remove' };

const icon = (n: number, extra = '') =>
  `<lto-favorite pid="P${n}" uuid="uuid-${n}" name="Product ${n}" ${extra}></lto-favorite>`;

const saved = () => getStore().getState().favorites.items;
const cookie = () => Cookies.get('myFavoriteProduct');
const politely = () => document.querySelector('[aria-live="polite"]');

/** A fake favourites server: records each request's method, path, query and form fields. */
function fakeFavoritesServer() {
  return fakeServer({
    record: async (url, request) => ({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      form: Object.fromEntries(new URLSearchParams(await request.text())),
      contentType: request.headers.get('content-type'),
    }),
  });
}

/** lto:favorite-change events heard on the document during the test. */
function listen() {
  const details: FavoriteChangeDetail[] = [];
  const listener = (event: CustomEvent<FavoriteChangeDetail>) => details.push(event.detail);
  document.addEventListener(FAVORITE_CHANGE_EVENT, listener);
  return { details, stop: () => document.removeEventListener(FAVORITE_CHANGE_EVENT, listener) };
}

describe('<lto-favorite>', () => {
  beforeEach(() => writeConfig({ urls: URLS }));
  afterEach(() => {
    Cookies.remove('myFavoriteProduct', { path: '/' });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe('reads the myFavoriteProduct cookie', () => {
    it('as a JSON array: saved products are switched on with class prodisincart', async () => {
      document.cookie = `myFavoriteProduct=${encodeURIComponent('["P2","P3"]')}; path=/`;
      await mount(icon(1) + icon(2) + icon(3));
      const one = screen.getByRole('switch', { name: 'Save Product 1' });
      const two = screen.getByRole('switch', { name: 'Save Product 2' });
      expect(one).not.toBeChecked();
      expect(one).toHaveClass('prodnotincart');
      expect(two).toBeChecked();
      expect(two).toHaveAttribute('aria-checked', 'true');
      expect(two).toHaveClass('prodisincart');
      expect(screen.getByRole('switch', { name: 'Save Product 3' })).toBeChecked();
      await waitFor(() => expect(saved()).toEqual(['P2', 'P3']));
    });

    it('as a comma-separated list, written raw by the server', async () => {
      document.cookie = 'myFavoriteProduct=P3,P1; path=/';
      await mount(icon(1) + icon(2) + icon(3));
      expect(screen.getByRole('switch', { name: 'Save Product 1' })).toBeChecked();
      expect(screen.getByRole('switch', { name: 'Save Product 2' })).not.toBeChecked();
      expect(screen.getByRole('switch', { name: 'Save Product 3' })).toBeChecked();
    });

    it('as nothing saved when the cookie is garbage, with one warning that does not echo it', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      document.cookie = `myFavoriteProduct=${encodeURIComponent('[{"pid":"P1"}, "jane@example.com"')}; path=/`;
      await mount(icon(1) + icon(2));
      for (const box of screen.getAllByRole('switch')) expect(box).not.toBeChecked();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/myFavoriteProduct cookie/);
      expect(String(warn.mock.calls[0]?.[0])).not.toContain('example.com');
    });

    it('once per page: all icons of one product share the state', async () => {
      fakeFavoritesServer();
      await mount(icon(1) + icon(1, 'class="second"'));
      const [first, second] = screen.getAllByRole('switch', { name: 'Save Product 1' });
      await userEvent.click(first!);
      expect(second).toBeChecked();
      await waitFor(() => expect(saved()).toEqual(['P1']));
      expect(first).toBeChecked();
      expect(second).toBeChecked();
    });
  });

  it('shows "Save" and the SKU, and a heart hidden from screen readers', async () => {
    await mount(icon(7));
    const box = screen.getByRole('switch', { name: 'Save Product 7' });
    expect(box).toHaveTextContent(/^Save$/);
    expect(box.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('SKU: P7')).toBeInTheDocument();
  });

  it('saves through addFavProduct with the form fields pid, Quantity and uuid, then writes the cookie and tells host scripts', async () => {
    const server = fakeFavoritesServer();
    document.cookie = 'myFavoriteProduct=P9; path=/';
    const { details, stop } = listen();
    await mount(icon(1, 'quantity="2"'));
    const box = screen.getByRole('switch', { name: 'Save Product 1' });

    await userEvent.click(box);

    await waitFor(() => expect(saved()).toEqual(['P9', 'P1']));
    expect(server.calls).toEqual([
      {
        method: 'POST',
        path: '/favorites/add',
        query: {},
        form: { pid: 'P1', Quantity: '2', uuid: 'uuid-1' },
        contentType: expect.stringContaining('application/x-www-form-urlencoded'),
      },
    ]);
    expect(box).toBeChecked();
    expect(box).toHaveClass('prodisincart');
    expect(JSON.parse(cookie() ?? 'null')).toEqual(['P9', 'P1']);
    expect(details).toEqual([{ pid: 'P1', favorite: true, items: ['P9', 'P1'] }]);
    await waitFor(() => expect(politely()).toHaveTextContent('Product 1 saved.'));
    stop();
  });

  it('removes through removeFavProduct?doAction=remove&productID={pid} with the same form', async () => {
    const server = fakeFavoritesServer();
    document.cookie = `myFavoriteProduct=${encodeURIComponent('["P1","P2"]')}; path=/`;
    const { details, stop } = listen();
    await mount(icon(2));
    const box = screen.getByRole('switch', { name: 'Save Product 2' });

    await userEvent.click(box);

    await waitFor(() => expect(saved()).toEqual(['P1']));
    expect(server.calls).toEqual([
      {
        method: 'POST',
        path: '/favorites/remove',
        query: { doAction: 'remove', productID: 'P2' },
        form: { pid: 'P2', Quantity: '1', uuid: 'uuid-2' },
        contentType: expect.stringContaining('application/x-www-form-urlencoded'),
      },
    ]);
    expect(box).not.toBeChecked();
    expect(box).toHaveClass('prodnotincart');
    expect(JSON.parse(cookie() ?? 'null')).toEqual(['P1']);
    expect(details).toEqual([{ pid: 'P2', favorite: false, items: ['P1'] }]);
    await waitFor(() => expect(politely()).toHaveTextContent('Product 2 removed from saved items.'));
    stop();
  });

  describe('when the server does not save it', () => {
    it.each([
      ['an error field', { body: { error: 'Product not found' } }],
      ['an error field beside success', { body: { success: true, error: 'x' } }],
      ['HTTP 500', { status: 500, body: 'Internal Server Error' }],
      ['an answer that is not JSON', { body: '<html>sign in</html>' }],
      ['a network failure', 'network-error'],
    ] as const)('%s: the icon goes back to off, the cookie is untouched, and the shopper hears why', async (_case, answer) => {
      const server = fakeFavoritesServer();
      server.answer('/favorites/add', answer);
      const { details, stop } = listen();
      await mount(icon(1));
      const box = screen.getByRole('switch', { name: 'Save Product 1' });

      await userEvent.click(box);

      await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
      expect(box).not.toBeChecked();
      expect(box).toHaveClass('prodnotincart');
      expect(saved()).toEqual([]);
      expect(cookie()).toBeUndefined();
      expect(details).toEqual([]);
      await waitFor(() => expect(politely()).toHaveTextContent("We couldn't save Product 1. Please try again."));
      expect(document.body).not.toHaveTextContent('Product not found');
      stop();
    });

    it('a failed remove switches the icon back on', async () => {
      const server = fakeFavoritesServer();
      server.answer('/favorites/remove', { body: { error: 'x' } });
      document.cookie = 'myFavoriteProduct=P1; path=/';
      await mount(icon(1));
      const box = screen.getByRole('switch', { name: 'Save Product 1' });

      await userEvent.click(box);

      await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
      expect(box).toBeChecked();
      expect(saved()).toEqual(['P1']);
      await waitFor(() => expect(politely()).toHaveTextContent("We couldn't remove Product 1 from saved items. Please try again."));
    });

    it('the shopper can try again once the server is back', async () => {
      const server = fakeFavoritesServer();
      server.answer('/favorites/add', { status: 503, body: '' });
      await mount(icon(1));
      const box = screen.getByRole('switch');
      await userEvent.click(box);
      await waitFor(() => expect(box).not.toHaveAttribute('aria-busy'));
      expect(box).not.toBeChecked();

      await userEvent.click(box);
      await waitFor(() => expect(saved()).toEqual(['P1']));
      expect(box).toBeChecked();
      expect(server.calls).toHaveLength(2);
    });
  });

  it.each([
    ['missing', '', '1'],
    ['not a number', 'quantity="abc"', '1'],
    ['0', 'quantity="0"', '1'],
    ['3', 'quantity="3"', '3'],
  ])('sends Quantity 1 unless it is a positive number (%s → %s), without a warning', async (_case, attribute, sent) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = fakeFavoritesServer();
    await mount(icon(1, attribute));
    await userEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.form['Quantity']).toBe(sent);
    expect(warn).not.toHaveBeenCalled();
  });

  it('shows the new state at once while busy, and sends one request for a double click', async () => {
    const server = fakeFavoritesServer();
    server.hold();
    await mount(icon(1));
    const box = screen.getByRole('switch');

    await userEvent.dblClick(box);
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(box);
    expect(box).toBeChecked();

    await server.release();
    await waitFor(() => expect(saved()).toEqual(['P1']));
    expect(box).not.toHaveAttribute('aria-busy');
    expect(box).toBeChecked();
    expect(server.calls).toHaveLength(1);
  });

  it('follows the variant the tile selected: its SKU, its saved state, and its id in the request', async () => {
    const server = fakeFavoritesServer();
    document.cookie = `myFavoriteProduct=${encodeURIComponent('["P1-BLUE"]')}; path=/`;
    await mount('<lto-favorite pid="P1-RED" product="P1" uuid="uuid-1" name="Harbor Sofa"></lto-favorite>');
    const box = screen.getByRole('switch', { name: 'Save Harbor Sofa' });
    expect(screen.getByText('SKU: P1-RED')).toBeInTheDocument();
    expect(box).not.toBeChecked();

    await act(async () => selectVariant('P1', 'P1-BLUE'));
    expect(screen.getByText('SKU: P1-BLUE')).toBeInTheDocument();
    expect(box).toBeChecked();

    await act(async () => selectVariant('P1', 'P1-GREEN'));
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(saved()).toEqual(['P1-BLUE', 'P1-GREEN']));
    expect(server.calls.map((call) => call.form['pid'])).toEqual(['P1-GREEN']);
  });

  it('ignores the selection of another product', async () => {
    await mount('<lto-favorite pid="P1-RED" product="P1" name="Harbor Sofa"></lto-favorite>');
    await act(async () => selectVariant('P2', 'P2-BLUE'));
    expect(screen.getByText('SKU: P1-RED')).toBeInTheDocument();
  });

  it('speaks Spanish on the Spanish site', async () => {
    document.head.innerHTML = '';
    writeConfig({ locale: 'es-US', urls: URLS });
    const server = fakeFavoritesServer();
    server.answer('/favorites/add', { body: { error: 'x' } });
    await mount(icon(1));
    const box = screen.getByRole('switch', { name: 'Guardar Product 1' });
    expect(box).toHaveTextContent(/^Guardar$/);
    expect(screen.getByText('Código SKU: P1')).toBeInTheDocument();
    await userEvent.click(box);
    await waitFor(() => expect(politely()).toHaveTextContent('No pudimos guardar Product 1. Inténtalo de nuevo.'));
  });

  it('keeps the server markup and warns once, naming the tag and attribute, without a pid', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount('<lto-favorite name="No id"><a href="/favorites">Saved items</a></lto-favorite>');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('link', { name: 'Saved items' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-favorite> attribute "pid" is missing/);
  });

  it('fails politely, with one warning, when the page has no addFavProduct endpoint', async () => {
    document.head.innerHTML = '';
    writeConfig({ urls: {} });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = fakeFavoritesServer();
    await mount(icon(1));
    const box = screen.getByRole('switch');
    await userEvent.click(box);
    await waitFor(() => expect(politely()).toHaveTextContent("We couldn't save Product 1."));
    expect(box).not.toBeChecked();
    expect(server.calls).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('addFavProduct');
  });

  it('re-reads the cookie when the page comes back from the back/forward cache', async () => {
    document.cookie = `myFavoriteProduct=${encodeURIComponent('["P1"]')}; path=/`;
    await mount(icon(1));
    const box = screen.getByRole('switch');
    await waitFor(() => expect(saved()).toEqual(['P1']));
    expect(box).toBeChecked();

    // Removed on the favourites page meanwhile (the server rewrote the cookie).
    document.cookie = `myFavoriteProduct=${encodeURIComponent('[]')}; path=/`;
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    await act(async () => window.dispatchEvent(restored));
    expect(box).not.toBeChecked();
  });
});
