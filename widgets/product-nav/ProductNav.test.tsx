import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductNavAnswer } from '../../src/contracts/product-nav';
import { TILE_COOKIES } from '../../src/contracts/grid-return';
import { removeCookie, writeCookie } from '../../src/core/cookies';
import { resetWarnings } from '../../src/core/warn';
import { fakeServer, type Answer } from '../../testing/fake-server';
import { clickBeforeCode, drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const URLS = { productNav: '/product-nav' };

const neighbours = {
  previous: { pid: 'P2', name: 'Oak Chair', url: '/p/P2#start=2' },
  next: { pid: 'P4', name: 'Glass Table', url: '/p/P4#start=4' },
  position: 3,
  total: 12,
} satisfies ProductNavAnswer;

function fakeNav(...answers: Answer[]) {
  const server = fakeServer({
    record: (url) => ({ path: url.pathname, query: Object.fromEntries(url.searchParams) }),
    fallback: () => ({ body: neighbours }),
  });
  if (answers.length) server.answer('/product-nav', ...answers);
  return server;
}

const SERVER_MARKUP = markupFixture(import.meta.url);
const tag = (attributes = 'pid="P3"') => `<lto-product-nav ${attributes}>${SERVER_MARKUP}</lto-product-nav>`;
const backLink = () => document.querySelector('lto-product-nav a.lto-product-nav__back');
const steps = () => document.querySelector('lto-product-nav .lto-product-nav__steps');
/** Lets the effect ask and the answer land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('<lto-product-nav>', () => {
  beforeEach(() => {
    writeConfig({ urls: URLS });
    resetWarnings();
    history.replaceState(null, '', '/p/P3#start=3');
  });
  afterEach(() => {
    document.body.innerHTML = '';
    history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws the same DOM as its server markup (markup.html), and without a way back as well', async () => {
    history.replaceState(null, '', '/p/P3');
    const { server, drawn } = await drawOver('lto-product-nav', 'pid="P3"', SERVER_MARKUP);
    expect(drawn).toEqual(server);
    const bare = await drawOver('lto-product-nav', 'pid="P3"', '<nav class="lto-product-nav" aria-label="Products in this list"><div class="lto-product-nav__steps"></div></nav>');
    expect(bare.drawn).toEqual(bare.server);
  });

  it('puts the neighbours into the place the server left for them, and keeps the way back', async () => {
    fakeNav();
    await mount(tag());
    await screen.findByRole('link', { name: 'Previous product Oak Chair' });
    expect([...steps()!.children].map((child) => child.className)).toEqual([
      'lto-product-nav__link lto-product-nav__link--previous',
      'lto-product-nav__position',
      'lto-product-nav__link lto-product-nav__link--next',
    ]);
    expect(backLink()?.textContent).toBe('Back to Living Room');
    expect(document.querySelectorAll('lto-product-nav nav')).toHaveLength(1);
  });

  it('leads back to the listing as the shopper left it (refined, sorted) when they came from it; another listing leaves the server\'s link', async () => {
    fakeNav();
    writeCookie(TILE_COOKIES.gridUrl, `${location.origin}/c/living-room?prefn1=brand&prefv1=Harbor&srule=price-low-to-high`);
    await mount(tag());
    await screen.findByRole('link', { name: 'Previous product Oak Chair' });
    expect(backLink()).toHaveAttribute('href', '/c/living-room?prefn1=brand&prefv1=Harbor&srule=price-low-to-high');
    document.body.innerHTML = '';

    writeCookie(TILE_COOKIES.gridUrl, `${location.origin}/showsearch?q=sofa`);
    await mount(tag());
    await screen.findByRole('link', { name: 'Previous product Oak Chair' });
    expect(backLink()).toHaveAttribute('href', '/c/living-room');
    removeCookie(TILE_COOKIES.gridUrl);
  });

  it('leaves a click on a link before its code ran to the browser: the links work without script', () => {
    document.body.innerHTML = tag();
    const island = document.querySelector('lto-product-nav')!;
    expect(clickBeforeCode(island, backLink()!)).toBe(false);
  });

  it('asks GET {productNav}?{hash}&pid={pid} with the hash the listing tile wrote', async () => {
    history.replaceState(null, '', '/p/P3#start=3&cgid=sofas');
    const server = fakeNav();
    await mount(tag());
    await screen.findByRole('navigation', { name: 'Products in this list' });
    expect(server.calls).toEqual([{ path: '/product-nav', query: { start: '3', cgid: 'sofas', pid: 'P3' } }]);
  });

  it("shows 'Previous product' and 'Next product' links with the products' names, and 'N of M'", async () => {
    fakeNav();
    await mount(tag());
    const previous = await screen.findByRole('link', { name: 'Previous product Oak Chair' });
    expect(previous.getAttribute('href')).toBe('/p/P2#start=2');
    expect(previous.getAttribute('rel')).toBe('prev');
    const next = screen.getByRole('link', { name: 'Next product Glass Table' });
    expect(next.getAttribute('href')).toBe('/p/P4#start=4');
    expect(screen.getByText('3 of 12')).toBeTruthy();
  });

  it('shows only the neighbours it was given (first product: no previous link; no count without a total)', async () => {
    fakeNav({ body: { previous: null, next: neighbours.next, position: 1 } });
    await mount(tag());
    await screen.findByRole('link', { name: /Next product/ });
    expect(screen.queryByRole('link', { name: /Previous product/ })).toBeNull();
    expect(screen.queryByText(/ of /)).toBeNull();
  });

  it('speaks Spanish on a Spanish page', async () => {
    writeConfig({ urls: URLS, locale: 'es-US' });
    fakeNav();
    await mount(tag());
    await screen.findByRole('link', { name: 'Producto anterior Oak Chair' });
    expect(screen.getByRole('link', { name: 'Producto siguiente Glass Table' })).toBeTruthy();
    expect(screen.getByText('3 de 12')).toBeTruthy();
  });

  it.each([
    ['no hash', '/p/P3'],
    ['an empty hash', '/p/P3#'],
    ['a plain anchor', '/p/P3#reviews'],
  ])('asks nothing and keeps the server markup with %s', async (_case, url) => {
    history.replaceState(null, '', url);
    const server = fakeNav();
    await mount(tag());
    await settle();
    expect(server.calls).toEqual([]);
    expect(backLink()?.textContent).toBe('Back to Living Room');
    expect(steps()?.children).toHaveLength(0);
  });

  it('asks nothing and keeps the server markup without a productNav endpoint', async () => {
    writeConfig({ urls: {} });
    const server = fakeNav();
    await mount(tag());
    await settle();
    expect(server.calls).toEqual([]);
    expect(backLink()).not.toBeNull();
  });

  it('keeps the server markup without a pid', async () => {
    const server = fakeNav();
    await mount(tag('pid=" "'));
    await settle();
    expect(server.calls).toEqual([]);
    expect(backLink()).not.toBeNull();
  });

  it.each<[string, Answer]>([
    ['a network error', 'network-error'],
    ['an HTTP error', { status: 500, body: 'oops' }],
    ['an answer that is not JSON', { body: '<html>' }],
    ['an answer of the wrong shape', { body: { previous: { pid: 'P2' }, next: null } }],
  ])('keeps the server markup and warns once on %s', async (_case, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeNav(answer);
    await mount(tag());
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-product-nav> productNav/);
    expect(backLink()).not.toBeNull();
    expect(steps()?.children).toHaveLength(0);
  });

  it('keeps the server markup when the answer has no neighbours and no count', async () => {
    fakeNav({ body: { previous: null, next: null } });
    await mount(tag());
    await settle();
    expect(backLink()).not.toBeNull();
    expect(steps()?.children).toHaveLength(0);
  });

  it('never links to a javascript: URL', async () => {
    fakeNav({ body: { ...neighbours, next: { pid: 'P4', name: 'Bad', url: 'javascript:alert(1)' } } });
    await mount(tag());
    await screen.findByRole('link', { name: /Previous product/ });
    expect(screen.queryByRole('link', { name: /Next product/ })).toBeNull();
  });
});
