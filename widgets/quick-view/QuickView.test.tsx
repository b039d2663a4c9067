import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectVariant } from '../../src/core/store/selection-actions';
import { fakeServer } from '../../testing/fake-server';
import { mount, writeConfig } from '../../testing/widget-page';
import '../favorite/element';
import './element';

const URLS = { addFavProduct: '/favorites/add', removeFavProduct: '/favorites/remove' };

const PRODUCTS = [
  { pid: 'P1001', name: 'Harbor Sofa' },
  { pid: 'P1002', name: 'Avery Loveseat' },
  { pid: 'P1003', name: 'Monterey Sectional' },
];

/** The tiles' quick view tags, as the server renders them on a search page. */
const tiles = (count = 3, extra: (n: number) => string = () => '') =>
  PRODUCTS.slice(0, count)
    .map(
      ({ pid, name }, n) =>
        `<li><a href="/p/${pid}">${name}</a><lto-quick-view url="/p/${pid}" source="search" name="${name}" ${extra(n)}></lto-quick-view></li>`,
    )
    .join('');

/** A product fragment as the platform answers /p/{pid}?format=ajax. */
const fragment = (pid: string) => {
  const product = PRODUCTS.find((p) => p.pid === pid)!;
  return `<div class="quickview"><h3>${product.name}</h3><p class="price">$49.99/mo.</p><a href="/p/${pid}">View full details</a>
<lto-favorite pid="${pid}" product="${pid}" name="${product.name}"></lto-favorite></div>`;
};

/** A fake platform: product fragments per path (scripted answers first); favourites calls succeed unrecorded. */
function fakePlatform() {
  return fakeServer({
    record: (url, request) =>
      url.pathname.startsWith('/favorites/')
        ? undefined
        : { path: url.pathname, query: Object.fromEntries(url.searchParams), credentials: request.credentials },
    fallback: (url) => ({ body: url.pathname.startsWith('/favorites/') ? '{"success":true}' : fragment(url.pathname.replace('/p/', '')) }),
    contentType: 'text/html',
  });
}

const opener = (name: string, label = `Quick view ${name}`) => screen.getByRole('button', { name: label });

async function openQuickView(name: string, label?: string) {
  const button = opener(name, label);
  await userEvent.click(button);
  return { button, dialog: await screen.findByRole('dialog') };
}

/** The product shown: its heading inside the dialog, once loaded. */
const shownProduct = async (dialog: HTMLElement) => (await within(dialog).findByRole('heading', { level: 3 })).textContent;

describe('<lto-quick-view>', () => {
  beforeEach(() => writeConfig({ urls: URLS, page: { type: 'search' } }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a "Quick view" button named after the product, and opens a 920-wide dialog titled "Quick view" on it', async () => {
    fakePlatform();
    await mount(tiles());
    const button = opener('Harbor Sofa');
    expect(button).toHaveTextContent(/^Quick view$/);
    expect(screen.queryByRole('dialog')).toBeNull();

    const { dialog } = await openQuickView('Harbor Sofa');
    expect(dialog).toHaveAccessibleName('Quick view');
    // No layout here: the width asked of the dialog (the browser test measures the box).
    expect(dialog.style.getPropertyValue('--lto-dialog-width')).toBe('920px');
    expect(await shownProduct(dialog)).toBe('Harbor Sofa');
    expect(within(dialog).getByText('$49.99/mo.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute('href', '/p/P1001');
  });

  it('asks for the product URL with source, format=ajax and credentials, without productlistid unless given', async () => {
    const platform = fakePlatform();
    await mount(tiles());
    await shownProduct((await openQuickView('Harbor Sofa')).dialog);
    expect(platform.calls).toEqual([{ path: '/p/P1001', query: { source: 'search', format: 'ajax' }, credentials: 'include' }]);
  });

  it("opens the colour the shopper chose on the tile (its swatch's page), for the tile opened and the tiles the arrows reach", async () => {
    const platform = fakePlatform();
    await mount(tiles(3, (n) => `pid="${PRODUCTS[n]!.pid}"`));
    // What a tile's swatches do (widgets/product-tile): P1001 stays as drawn, P1002 was made navy.
    act(() => selectVariant('P1002', 'P1002-2', '/p/P1002?color=navy'));
    const { dialog } = await openQuickView('Avery Loveseat');
    await shownProduct(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous product' }));
    await waitFor(() => expect(platform.calls).toHaveLength(2));
    // And back: the arrow reaching the navy tile opens navy too.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next product' }));
    await waitFor(() => expect(platform.calls).toHaveLength(3));
    expect(platform.calls.map(({ path, query }) => ({ path, query }))).toEqual([
      { path: '/p/P1002', query: { color: 'navy', source: 'search', format: 'ajax' } },
      { path: '/p/P1001', query: { source: 'quickview', format: 'ajax' } },
      { path: '/p/P1002', query: { color: 'navy', source: 'quickview', format: 'ajax' } },
    ]);
  });

  it("keeps to its own url when the chosen colour's page is not an http(s) address", async () => {
    const platform = fakePlatform();
    await mount(tiles(1, () => 'pid="P1001"'));
    act(() => selectVariant('P1001', 'P1001-2', 'javascript:alert(1)'));
    await shownProduct((await openQuickView('Harbor Sofa')).dialog);
    expect(platform.calls[0]).toMatchObject({ path: '/p/P1001', query: { source: 'search', format: 'ajax' } });
  });

  it('sends productlistid when the tile has one', async () => {
    const platform = fakePlatform();
    await mount(tiles(3, (n) => `productlistid="list-${n}"`));
    await shownProduct((await openQuickView('Avery Loveseat')).dialog);
    expect(platform.calls[0]).toMatchObject({ path: '/p/P1002', query: { source: 'search', productlistid: 'list-1', format: 'ajax' } });
  });

  it('says "Loading…" and is busy until the product comes', async () => {
    const platform = fakePlatform();
    platform.hold();
    await mount(tiles());
    const { dialog } = await openQuickView('Harbor Sofa');
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Loading…'));
    expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(dialog).queryByRole('heading', { level: 3 })).toBeNull();

    await platform.release();
    expect(await shownProduct(dialog)).toBe('Harbor Sofa');
    expect(dialog.querySelector('[aria-busy]')).toBeNull();
    expect(status).not.toHaveTextContent('Loading');
  });

  it('sanitizes the fragment: no scripts, event handlers or javascript: links, while our own <lto-favorite> is kept and works', async () => {
    const platform = fakePlatform();
    (window as unknown as { pwned?: boolean }).pwned = false;
    platform.answer('/p/P1001', {
      body: `<div class="quickview"><h3>Harbor Sofa</h3>
<script>window.pwned = true</script>
<img src="/img/p.svg" alt="Harbor Sofa" onerror="window.pwned = true">
<a href="javascript:window.pwned=true">Tricky link</a>
<p style="color: red" onclick="window.pwned = true">Inline style</p>
<style>body { display: none }</style>
<lto-favorite pid="P1001" product="P1001" name="Harbor Sofa" onclick="window.pwned = true" onmouseover="x()"></lto-favorite>
<lto-quick-view url="javascript:window.pwned=true" name="Other"></lto-quick-view></div>`,
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(tiles(1));
    const { dialog } = await openQuickView('Harbor Sofa');
    await shownProduct(dialog);

    const product = dialog.querySelector('.lto-quick-view__product')!;
    expect(product.querySelector('script, style')).toBeNull();
    expect(product.querySelector('img')).toHaveAttribute('src', '/img/p.svg');
    expect(product.querySelector('img')).not.toHaveAttribute('onerror');
    expect(within(dialog).getByText('Tricky link')).not.toHaveAttribute('href');
    expect(within(dialog).getByText('Inline style')).not.toHaveAttribute('style');
    expect(within(dialog).getByText('Inline style')).not.toHaveAttribute('onclick');
    const favorite = product.querySelector('lto-favorite')!;
    expect(favorite).toHaveAttribute('pid', 'P1001');
    expect(favorite).toHaveAttribute('name', 'Harbor Sofa');
    expect(favorite).not.toHaveAttribute('onclick');
    expect(favorite).not.toHaveAttribute('onmouseover');
    expect(product.querySelector('lto-quick-view')).not.toHaveAttribute('url');
    expect((window as unknown as { pwned?: boolean }).pwned).toBe(false);

    // The favourite inside the fragment is a live island: it saves.
    const save = await within(dialog).findByRole('switch', { name: 'Save Harbor Sofa' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeChecked());
  });

  describe('previous / next arrows', () => {
    it('move through the grid in page order, with source=quickview, and are disabled at either end', async () => {
      const platform = fakePlatform();
      await mount(tiles(3, (n) => (n === 1 ? 'productlistid="list-b"' : '')));
      const { dialog } = await openQuickView('Harbor Sofa');
      expect(await shownProduct(dialog)).toBe('Harbor Sofa');
      const previous = within(dialog).getByRole('button', { name: 'Previous product' });
      const next = within(dialog).getByRole('button', { name: 'Next product' });
      expect(previous).toHaveAttribute('aria-disabled', 'true');
      expect(next).not.toHaveAttribute('aria-disabled');

      await userEvent.click(previous);
      expect(platform.calls).toHaveLength(1);

      await userEvent.click(next);
      await waitFor(async () => expect(await shownProduct(dialog)).toBe('Avery Loveseat'));
      expect(platform.calls[1]).toEqual({
        path: '/p/P1002',
        query: { source: 'quickview', productlistid: 'list-b', format: 'ajax' },
        credentials: 'include',
      });
      expect(within(dialog).getByRole('status')).toHaveTextContent('Avery Loveseat, product 2 of 3');
      expect(previous).not.toHaveAttribute('aria-disabled');

      await userEvent.click(next);
      await waitFor(async () => expect(await shownProduct(dialog)).toBe('Monterey Sectional'));
      expect(platform.calls[2]).toMatchObject({ path: '/p/P1003', query: { source: 'quickview', format: 'ajax' } });
      expect(next).toHaveAttribute('aria-disabled', 'true');
      expect(next).toHaveFocus();
      await userEvent.click(next);
      expect(platform.calls).toHaveLength(3);

      await userEvent.click(previous);
      await waitFor(async () => expect(await shownProduct(dialog)).toBe('Avery Loveseat'));
    });

    it('start from the tile that was opened', async () => {
      fakePlatform();
      await mount(tiles(3));
      const { dialog } = await openQuickView('Monterey Sectional');
      expect(await shownProduct(dialog)).toBe('Monterey Sectional');
      expect(within(dialog).getByRole('button', { name: 'Next product' })).toHaveAttribute('aria-disabled', 'true');
      expect(within(dialog).getByRole('button', { name: 'Previous product' })).not.toHaveAttribute('aria-disabled');
    });

    it('show the answer for the last product asked for when answers come out of order', async () => {
      const platform = fakePlatform();
      await mount(tiles(3));
      const { dialog } = await openQuickView('Harbor Sofa');
      await shownProduct(dialog);
      platform.hold();
      const next = within(dialog).getByRole('button', { name: 'Next product' });
      await userEvent.click(next);
      await userEvent.click(next);
      await platform.release();
      await waitFor(async () => expect(await shownProduct(dialog)).toBe('Monterey Sectional'));
    });

    it('are hidden when the grid has one product link', async () => {
      fakePlatform();
      await mount(tiles(1));
      const { dialog } = await openQuickView('Harbor Sofa');
      await shownProduct(dialog);
      expect(within(dialog).queryByRole('button', { name: /product$/ })).toBeNull();
    });

    it('are hidden on the compare page', async () => {
      document.head.innerHTML = '';
      writeConfig({ urls: URLS, page: { type: 'compare' } });
      fakePlatform();
      await mount(tiles(3));
      const { dialog } = await openQuickView('Avery Loveseat');
      await shownProduct(dialog);
      expect(within(dialog).queryByRole('button', { name: 'Next product' })).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Previous product' })).toBeNull();
    });
  });

  it.each([
    ['HTTP 500', { status: 500, body: 'Internal Server Error' }],
    ['a network failure', 'network-error'],
  ] as const)('%s: the dialog says so, focus is on Retry, and Retry shows the product', async (_case, failure) => {
    const platform = fakePlatform();
    platform.answer('/p/P1001', failure);
    await mount(tiles(2));
    const { dialog } = await openQuickView('Harbor Sofa');

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this product. Please try again.");
    expect(dialog).not.toHaveTextContent('Internal Server Error');
    const retry = within(dialog).getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toHaveFocus());

    await userEvent.click(retry);
    expect(await shownProduct(dialog)).toBe('Harbor Sofa');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(platform.calls.map((call) => call.query)).toEqual([
      { source: 'search', format: 'ajax' },
      { source: 'search', format: 'ajax' },
    ]);
  });

  it('a failed arrow move keeps the arrows, and Escape still closes with focus back on the opener', async () => {
    const platform = fakePlatform();
    platform.answer('/p/P1002', { status: 503, body: '' });
    await mount(tiles(3));
    const { button, dialog } = await openQuickView('Harbor Sofa');
    await shownProduct(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next product' }));
    await within(dialog).findByRole('alert');
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Previous product' })).not.toHaveAttribute('aria-disabled');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('closes with its close button, giving focus back to the opener; the next opening starts again from that tile', async () => {
    const platform = fakePlatform();
    await mount(tiles(3));
    const { button, dialog } = await openQuickView('Harbor Sofa');
    await shownProduct(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next product' }));
    await waitFor(async () => expect(await shownProduct(dialog)).toBe('Avery Loveseat'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();

    const again = (await openQuickView('Harbor Sofa')).dialog;
    expect(await shownProduct(again)).toBe('Harbor Sofa');
    expect(platform.calls.at(-1)?.query).toEqual({ source: 'search', format: 'ajax' });
  });

  it('speaks Spanish on the Spanish site', async () => {
    document.head.innerHTML = '';
    writeConfig({ locale: 'es-US', urls: URLS, page: { type: 'search' } });
    const platform = fakePlatform();
    platform.answer('/p/P1002', { status: 500, body: '' });
    await mount(tiles(2));
    const button = opener('Harbor Sofa', 'Vista rápida de Harbor Sofa');
    expect(button).toHaveTextContent(/^Vista rápida$/);
    const { dialog } = await openQuickView('Harbor Sofa', 'Vista rápida de Harbor Sofa');
    expect(dialog).toHaveAccessibleName('Vista rápida');
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Producto anterior' })).toHaveAttribute('aria-disabled', 'true');
    await shownProduct(dialog);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Harbor Sofa, producto 1 de 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Producto siguiente' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No pudimos cargar este producto. Inténtalo de nuevo.');
    expect(within(dialog).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('uses the QUICKVIEW_TITLE resource of the config block for the title', async () => {
    document.head.innerHTML = '';
    writeConfig({ urls: URLS, resources: { QUICKVIEW_TITLE: 'Take a closer look' } });
    fakePlatform();
    await mount(tiles(1));
    const { dialog } = await openQuickView('Harbor Sofa');
    expect(dialog).toHaveAccessibleName('Take a closer look');
  });

  it('keeps the server markup and warns once, naming the tag and attribute, without a url', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount('<lto-quick-view name="No url"><a href="/p/P1001">Details</a></lto-quick-view>');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Details' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-quick-view> attribute "url" is missing/);
  });

  it('never fetches a url that is not http(s): the server markup stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const platform = fakePlatform();
    await mount('<lto-quick-view url="javascript:alert(1)" name="Bad"><a href="/p/P1001">Details</a></lto-quick-view>');
    expect(screen.queryByRole('button')).toBeNull();
    expect(platform.calls).toEqual([]);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-quick-view> attribute "url" is invalid/);
  });
});
