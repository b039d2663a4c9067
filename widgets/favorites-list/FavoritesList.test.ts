import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVORITE_CHANGE_EVENT, type FavoriteChangeDetail } from '../../src/contracts/favorite-events';
import { fakeServer } from '../../testing/fake-server';
import { markupFixture } from '../../testing/markup-contract';
import { listenOnDocument, mount, submitBy, writeConfig } from '../../testing/widget-page';
import './element';

const LIST = markupFixture(import.meta.url);
const URLS = { addFavProduct: '/favorites/add', removeFavProduct: '/favorites/remove' };
const list = () => `<lto-favorites-list>${LIST}</lto-favorites-list>`;
const remove = (name: string) => screen.getByRole('button', { name: `Remove ${name}` });
const cookie = () => Cookies.get('myFavoriteProduct');

/** A fake favourites server: records each request's path, query and form fields. */
function fakeFavoritesServer() {
  return fakeServer({
    record: async (url, request) => ({ path: url.pathname, query: Object.fromEntries(url.searchParams), form: Object.fromEntries(new URLSearchParams(await request.text())) }),
  });
}

describe('<lto-favorites-list>', () => {
  let reload: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeConfig({ urls: URLS });
    Cookies.set('myFavoriteProduct', JSON.stringify(['P1001', 'P1002']), { path: '/' });
    reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: window.location.href, reload });
  });
  afterEach(() => {
    Cookies.remove('myFavoriteProduct', { path: '/' });
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("draws nothing: the platform's list stays as it wrote it (its icons are islands of their own, drawn where their code is loaded)", async () => {
    await mount(list());
    const element = document.querySelector('lto-favorites-list')!;
    expect(element).toHaveAttribute('data-lto-ready');
    const withoutIcons = (root: Element | DocumentFragment) => {
      const copy = root.cloneNode(true) as Element | DocumentFragment;
      for (const icon of copy.querySelectorAll('lto-favorite')) icon.replaceWith(document.createComment('icon'));
      return [...copy.childNodes].map((node) => (node instanceof Element ? node.outerHTML : node.textContent)).join('');
    };
    const written = document.createElement('template');
    written.innerHTML = LIST;
    expect(withoutIcons(element)).toBe(withoutIcons(written.content));
  });

  it('removes a product through removeFavProduct, writes the cookie, says so to the other tabs (lto:favorite-change), then loads the page again', async () => {
    const server = fakeFavoritesServer();
    const heard: FavoriteChangeDetail[] = [];
    listenOnDocument(FAVORITE_CHANGE_EVENT as 'submit', (event) => heard.push((event as unknown as CustomEvent<FavoriteChangeDetail>).detail));
    await mount(list());
    expect(await submitBy(remove('Everly Loveseat'))).toBe(true);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.calls).toEqual([
      { path: '/favorites/remove', query: { doAction: 'remove', productID: 'P1002' }, form: { pid: 'P1002', Quantity: '1', uuid: '0ad6a27d862050a5b0c27d3554fe83b2' } },
    ]);
    expect(JSON.parse(cookie()!)).toEqual(['P1001']);
    expect(heard).toEqual([{ pid: 'P1002', favorite: false, items: ['P1001'] }]);
  });

  it('sends one request however often the busy button is pressed', async () => {
    const server = fakeFavoritesServer();
    server.hold();
    await mount(list());
    const button = remove('Garrison Sofa');
    await submitBy(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await server.release();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.calls).toHaveLength(1);
  });

  it('keeps the product when the removal is refused, says so under its button as an alert, and takes that away at the next try', async () => {
    const server = fakeFavoritesServer();
    server.answer('/favorites/remove', { body: { error: 'unknown-product' } });
    await mount(list());
    const button = remove('Garrison Sofa');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const item = button.closest('li')!;
    expect(await within(item).findByRole('alert')).toHaveTextContent("We couldn't remove this product from your saved items. Please try again.");
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(JSON.parse(cookie()!)).toEqual(['P1001', 'P1002']);
    expect(reload).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.lto-favorites-list__error')).toBeNull();
  });

  it('says the refusal in Spanish on the Spanish site', async () => {
    writeConfig({ locale: 'es-US', urls: URLS });
    const server = fakeFavoritesServer();
    server.answer('/favorites/remove', 'network-error');
    await mount(list());
    await submitBy(remove('Garrison Sofa'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos quitar este producto de tus artículos guardados. Inténtalo de nuevo.');
  });

  it('leaves the form to post, as without script, for a product the cookie does not hold', async () => {
    const server = fakeFavoritesServer();
    Cookies.set('myFavoriteProduct', JSON.stringify(['P1001']), { path: '/' });
    await mount(list());
    expect(await submitBy(remove('Everly Loveseat'))).toBe(false);
    expect(server.calls).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });
});
