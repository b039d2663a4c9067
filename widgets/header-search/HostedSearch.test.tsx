import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { HostedAnswer, HostedInsight } from '../../src/contracts/hosted-search';
import { SEARCH_SUGGESTION_EVENT, type SearchSuggestionDetail } from '../../src/contracts/search-events';
import { resetWarnings } from '../../src/core/warn';
import { markupFixture } from '../../testing/markup-contract';
import { fakeServer, type Answer } from '../../testing/fake-server';
import { mount, writeConfig } from '../../testing/widget-page';
import { RECENT_SEARCHES_KEY } from './recent-searches';
import { SUBMIT_WAIT_MS } from './use-hosted';
import './element';

const QUERY = '/hosted-search/query';
const INSIGHTS = '/hosted-search/insights';
const page = (path: string) => new URL(path, document.baseURI).href;

const product = (objectID: string, name: string) => ({ objectID, name, url: `/p/${objectID}`, image: `/img/product/${objectID}.svg`, brand: 'Crestline', price: '$24.99/mo.' });
const FULL: HostedAnswer = {
  queryID: 'q-sof',
  suggestions: [{ query: 'sofa' }, { query: 'sofa bed' }],
  categories: [{ id: 'living-room', name: 'Living Room', url: '/c/living-room' }],
  products: [product('P1', 'Preston Sofa'), product('P2', 'Ellison Sofa')],
};
const POPULAR: HostedAnswer = { queryID: 'q-empty', suggestions: [{ query: 'recliner' }, { query: 'tv stand' }], categories: [], products: [] };

type Call = { path: string; q?: string | null; event?: HostedInsight };

/** A page with hosted search on, and a service answering `answer(q)`. */
async function hostedPage(answer: (q: string) => Answer = (q) => ({ body: q ? FULL : POPULAR }), { locale = 'en-US', query = '', preferences = { hostedSearchEnabled: true } as Record<string, unknown> } = {}) {
  writeConfig({ locale, urls: { searchsuggest: '/search/suggest', hostedSearch: QUERY, hostedSearchInsights: INSIGHTS }, preferences });
  const server = fakeServer<Call>({
    record: async (url, request) =>
      url.pathname === INSIGHTS ? { path: url.pathname, event: (await request.json()) as HostedInsight } : { path: url.pathname, q: url.searchParams.get('q') },
    fallback: (url) => (url.pathname === QUERY ? answer(url.searchParams.get('q') ?? '') : { body: '' }),
  });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  await mount(`<lto-header-search query="${query}">${markupFixture(import.meta.url, 'markup-empty.html')}</lto-header-search>`);
  await act(async () => document.querySelector('lto-header-search')!.dispatchEvent(new Event('focusin', { bubbles: true })));
  await waitFor(() => expect(document.querySelector('lto-header-search[data-lto-ready]')).not.toBeNull());
  const box = () => screen.getByRole('combobox', { name: locale === 'es-US' ? 'Buscar productos' : 'Search products' }) as HTMLInputElement;
  return { server, assign, box, queries: () => server.calls.filter((c) => c.path === QUERY).map((c) => c.q), events: () => server.calls.flatMap((c) => (c.event ? [c.event] : [])) };
}

const groups = () => screen.queryAllByRole('group').map((group) => [group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent, within(group).getAllByRole('option').map((o) => o.querySelector('.lto-header-search__label')!.firstChild!.textContent)]);
const activeText = (box: HTMLInputElement) => document.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent ?? '';

/** Types `text` and waits for the service to be asked for all of it and its panel drawn (every answer here names Preston Sofa). */
async function typeAndWait(box: HTMLInputElement, text: string) {
  await userEvent.type(box, text);
  await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => new URL(String(url)).searchParams.get('q') === text)).toBe(true));
  await act(async () => {});
  await waitFor(() => expect(screen.queryAllByRole('option', { name: /Preston Sofa/ })).toHaveLength(1));
}

describe('<lto-header-search>: hosted search mode (SPEC 2.2)', () => {
  it('asks the hosted service, never {searchsuggest}, and shows suggestions, categories and products in groups of one listbox', async () => {
    const { box, server, queries, events } = await hostedPage();
    // The panel's code started with the widget: the service's 'init' insight, once a page.
    await waitFor(() => expect(events()).toEqual([{ eventType: 'init' }]));
    await typeAndWait(box(), 'sof');
    expect(server.calls.some((c) => c.path === '/search/suggest')).toBe(false);
    expect(queries().at(-1)).toBe('sof');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    expect(groups()).toEqual([
      ['Suggestions', ['sofa', 'sofa bed']],
      ['Categories', ['Living Room']],
      ['Products', ['Preston Sofa', 'Ellison Sofa']],
    ]);
    expect(listbox).toHaveClass('lto-header-search__list--hosted');
    expect(screen.getByRole('option', { name: /Preston Sofa/ })).toHaveTextContent('Crestline · $24.99/mo.');
  });

  it('the arrows go through every group as one set, round from the last product to the first suggestion', async () => {
    const { box } = await hostedPage();
    await typeAndWait(box(), 'sof');
    const seen: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await userEvent.keyboard('{ArrowDown}');
      seen.push(activeText(box()));
      expect(document.getElementById(box().getAttribute('aria-activedescendant')!)).toHaveAttribute('aria-selected', 'true');
    }
    expect(seen.map((text) => text.split('Crestline')[0])).toEqual(['sofa', 'sofa bed', 'Living Room', 'Preston Sofa', 'Ellison Sofa', 'sofa']);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeText(box())).toMatch(/^Preston Sofa/);
    expect(box()).toHaveFocus();
  });

  it('Enter on a product opens it, sends the conversion insight with the queryID, and dispatches lto:search-suggestion', async () => {
    const { box, assign, events } = await hostedPage();
    const chosen = vi.fn();
    document.addEventListener(SEARCH_SUGGESTION_EVENT, (event) => chosen((event as CustomEvent<SearchSuggestionDetail>).detail), { once: true });
    await typeAndWait(box(), 'sof');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(assign).toHaveBeenCalledWith(page('/p/P2'));
    expect(chosen).toHaveBeenCalledWith({ item: { item_name: 'Ellison Sofa', item_id: 'P2', index: 5, quantity: '1' }, mode: 'hosted' });
    await waitFor(() => expect(events()).toContainEqual({ eventType: 'conversion', eventName: expect.any(String), queryID: 'q-sof', objectIDs: ['P2'], positions: [2] }));
    // No query text in any event.
    expect(events().some((event) => Object.values(event).includes('sof'))).toBe(false);
  });

  it('Enter on a category opens it; on a query suggestion searches it', async () => {
    const { box, assign } = await hostedPage();
    await typeAndWait(box(), 'sof');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(assign).toHaveBeenLastCalledWith(page('/c/living-room'));
    await userEvent.click(box());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // The suggestion's own answer is asked for at once, and its queryID goes with the search.
    await waitFor(() => expect(assign).toHaveBeenLastCalledWith('/showsearch?q=sofa+bed&queryID=q-sof'));
  });

  it("submitting goes to /showsearch?q=&queryID= with spaces as '+'", async () => {
    const { box, assign } = await hostedPage((q) => ({ body: { ...FULL, queryID: `id-${q.replace(/ /g, '_')}` } }));
    await typeAndWait(box(), 'sofa bed');
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('/showsearch?q=sofa+bed&queryID=id-sofa_bed');
  });

  it('submitted while the answer is on its way, the search waits for it half a second at most, then goes without a queryID; once the answer is in, with it', async () => {
    const { box, assign, server, queries } = await hostedPage((q) => ({ body: { ...FULL, queryID: `id-${q.replace(/ /g, '_')}` } }));
    server.hold();
    await userEvent.type(box(), 'sofa bed');
    await waitFor(() => expect(queries()).toContain('sofa bed'));
    const pressed = Date.now();
    await userEvent.keyboard('{Enter}');
    expect(assign).not.toHaveBeenCalled();
    // The service never answers in time: the results page needs only q (the queryID only
    // attributes the search to the service's analytics).
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(SUBMIT_WAIT_MS - 20);
    expect(assign).toHaveBeenLastCalledWith('/showsearch?q=sofa+bed');
    await server.release();
    await waitFor(() => expect(screen.queryAllByRole('option', { name: /Preston Sofa/ })).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(assign).toHaveBeenLastCalledWith('/showsearch?q=sofa+bed&queryID=id-sofa_bed'));
  });

  it('an answer that comes while the search waits for it sends the search where it says: a redirect typed fast still goes to its page', async () => {
    const { box, assign, server, queries } = await hostedPage(() => ({ body: { ...FULL, queryID: 'q-stores', redirect: '/stores' } }));
    server.hold();
    await userEvent.type(box(), 'stores');
    await waitFor(() => expect(queries()).toContain('stores'));
    await userEvent.keyboard('{Enter}');
    expect(assign).not.toHaveBeenCalled();
    await server.release();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(page('/stores?redirect=true&queryID=q-stores'));
  });

  it('Enter within the debounce asks for the answer at once and goes where it says; a second Enter meanwhile is the same search', async () => {
    const { box, assign, queries } = await hostedPage(() => ({ body: { ...FULL, queryID: 'q-stores', redirect: '/stores' } }));
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'stores' } });
    fireEvent.submit(box().form!);
    fireEvent.submit(box().form!);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(page('/stores?redirect=true&queryID=q-stores'));
    expect(queries().filter((q) => q === 'stores')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(assign, 'the second Enter made no search of its own').toHaveBeenCalledTimes(1);
  });

  it("never carries another query's queryID: the answer shown is for 'sof', the search for 'sofa bed' goes without one", async () => {
    const { box, assign, server, queries } = await hostedPage((q) => ({ body: { ...FULL, queryID: `id-${q.replace(/ /g, '_')}` } }));
    await typeAndWait(box(), 'sof');
    server.hold();
    await userEvent.type(box(), 'a bed');
    await waitFor(() => expect(queries()).toContain('sofa bed'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(assign).toHaveBeenLastCalledWith('/showsearch?q=sofa+bed');
    await server.release();
  });

  it('a query the service redirects goes to its page with ?redirect=true&queryID=', async () => {
    const { box, assign } = await hostedPage(() => ({ body: { ...FULL, queryID: 'q-stores', redirect: '/stores' } }));
    await typeAndWait(box(), 'stores');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(assign).toHaveBeenCalledWith(page('/stores?redirect=true&queryID=q-stores'));
  });

  it('a redirect or a link to another site is not followed: the search stays on this site', async () => {
    const { box, assign } = await hostedPage(() => ({ body: { ...FULL, queryID: 'q', redirect: 'https://evil.example/x', products: [product('P1', 'Preston Sofa'), { ...product('P9', 'Elsewhere'), url: 'https://evil.example/p' }] } }));
    await typeAndWait(box(), 'sofa');
    expect(screen.queryByRole('option', { name: /Elsewhere/ })).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('/showsearch?q=sofa&queryID=q');
  });

  it('an empty box, focused: recent searches and the popular searches, the left section alone (no products group)', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['desk', 'recliner']));
    const { box, queries } = await hostedPage();
    await userEvent.click(box());
    await waitFor(() => expect(groups()).toHaveLength(2));
    expect(queries()).toEqual(['']);
    expect(groups()).toEqual([
      ['Recent searches', ['desk', 'recliner']],
      ['Suggestions', ['tv stand']],
    ]);
    expect(screen.getByRole('listbox')).toHaveAccessibleDescription('Press Delete to remove a recent search.');
    await userEvent.keyboard('{ArrowDown}{Delete}');
    expect(groups()[0]).toEqual(['Recent searches', ['recliner']]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(vi.mocked(location.assign)).toHaveBeenLastCalledWith('/showsearch?q=tv+stand&queryID=q-sof'));
  });

  it.each<[string, Partial<HostedAnswer>, string[]]>([
    ['no suggestions', { suggestions: [] }, ['Categories', 'Products']],
    ['no categories', { categories: [] }, ['Suggestions', 'Products']],
    ['no products', { products: [] }, ['Suggestions', 'Categories']],
    ['the left section hidden (products alone)', { suggestions: [], categories: [] }, ['Products']],
  ])('%s: only the groups with something in them', async (_, change, names) => {
    const { box, queries } = await hostedPage(() => ({ body: { ...FULL, ...change } }));
    await userEvent.type(box(), 'sof');
    await waitFor(() => expect(queries()).toContain('sof'));
    const note = () => document.querySelector('.lto-header-search__note');
    if (names.includes('Products')) {
      await waitFor(() => expect(groups().map(([name]) => name)).toEqual(names));
      expect(note()).toBeNull();
    } else {
      await waitFor(() => expect(note()).toHaveTextContent('No products match “sof”. Press Enter to search all the same.'));
      expect(groups().map(([name]) => name)).toEqual(names);
    }
  });

  it('nothing found: no panel, the search still goes', async () => {
    const { box, assign, queries } = await hostedPage((q) => ({ body: q ? { queryID: 'none', suggestions: [], categories: [], products: [] } : POPULAR }));
    await userEvent.type(box(), 'zzzz');
    await waitFor(() => expect(queries()).toContain('zzzz'));
    await act(async () => {});
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('/showsearch?q=zzzz&queryID=none');
  });

  it('Escape closes the panel, then empties the box', async () => {
    const { box } = await hostedPage();
    await typeAndWait(box(), 'sof');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('sof');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });
});

describe('<lto-header-search>: hosted search, bad input', () => {
  it('an answer of the wrong shape is ignored with one warning; the box works on', async () => {
    resetWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    const { box, assign, queries } = await hostedPage((q) => ({ body: q.startsWith('sofa') ? { hits: [{ name: 'Preston Sofa' }] } : q ? FULL : POPULAR }));
    for (const value of ['sofa', 'sofas']) {
      act(() => {
        box().focus();
        fireEvent.change(box(), { target: { value } });
      });
      await waitFor(() => expect(queries()).toContain(value));
    }
    await act(async () => {});
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('/showsearch?q=sofas');
    // A good answer after them: the two bad ones were read before it, and said once.
    act(() => void fireEvent.change(box(), { target: { value: 'sof' } }));
    await waitFor(() => expect(screen.queryAllByRole('option', { name: /Preston Sofa/ })).toHaveLength(1));
    expect(warn.mock.calls.filter(([message]) => String(message).includes('hosted search'))).toHaveLength(1);
  });

  it.each<[string, Answer]>([
    ['a network error', 'network-error'],
    ['a server error', { status: 500, body: '<h1>Oops</h1>', contentType: 'text/html' }],
    ['not JSON', { body: '<html>', contentType: 'text/html' }],
  ])('%s: no panel, nothing in the console, the search goes', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const { box, assign, queries } = await hostedPage((q) => (q ? answer : { body: POPULAR }));
    act(() => {
      box().focus();
      fireEvent.change(box(), { target: { value: 'sofa' } });
    });
    await waitFor(() => expect(queries()).toContain('sofa'));
    await act(async () => {});
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('/showsearch?q=sofa');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('a 500-character query with markup is sent escaped and its suggestions shown as text', async () => {
    const long = `<img src=x onerror=alert(1)>${'sofa '.repeat(100)}`.slice(0, 500).trim();
    const { box, queries } = await hostedPage((q) => ({ body: { ...FULL, suggestions: [{ query: q }, { query: `${q.slice(0, 20)}<b>x</b>` }] } }));
    act(() => {
      box().focus();
      fireEvent.change(box(), { target: { value: long } });
    });
    await waitFor(() => expect(groups()[0]?.[1]).toHaveLength(1));
    expect(queries().at(-1)).toBe(long);
    expect(groups()[0]![1]).toEqual([`${long.slice(0, 20)}<b>x</b>`]);
    expect(document.querySelector('lto-header-search img[onerror], lto-header-search b')).toBeNull();
  });

  it('hosted search off (the preference false): the legacy {searchsuggest} mode, the service never asked', async () => {
    const { box, server } = await hostedPage(undefined, { preferences: { hostedSearchEnabled: false } });
    await userEvent.type(box(), 'sofa');
    await waitFor(() => expect(server.calls.some((c) => c.path === '/search/suggest')).toBe(true));
    expect(server.calls.some((c) => c.path.startsWith('/hosted-search'))).toBe(false);
  });
});

describe('<lto-header-search>: hosted search in Spanish', () => {
  it('names its groups in Spanish and asks the service in the page locale', async () => {
    const { box, server } = await hostedPage(undefined, { locale: 'es-US' });
    await typeAndWait(box(), 'sof');
    expect(groups().map(([name]) => name)).toEqual(['Sugerencias', 'Categorías', 'Productos']);
    expect(screen.getByRole('listbox', { name: 'Sugerencias de búsqueda' })).toBeVisible();
    expect(server.calls.length).toBeGreaterThan(0);
  });
});
