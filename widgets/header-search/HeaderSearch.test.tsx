import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_SUGGESTION_EVENT } from '../../src/contracts/search-events';
import { describe, expect, it, vi } from 'vitest';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import type { EndpointUrls } from '../../src/contracts/endpoints';
import { fakeServer, type Answer } from '../../testing/fake-server';
import { mount, writeConfig } from '../../testing/widget-page';
import { RECENT_SEARCHES_KEY } from './recent-searches';
import { SUGGEST_DEBOUNCE_MS } from './use-suggestions';
import './element';

const SUGGEST = '/search/suggest';
/** A suggestion's address as the widget opens it: resolved against the page. */
const page = (path: string) => new URL(path, document.baseURI).href;

/** The demo's suggestion HTML for these products ({pid: name}). */
const suggestionHtml = (products: Record<string, string>) =>
  `<ul class="search-suggestions">${Object.entries(products)
    .map(([pid, name]) => `<li><a class="search-suggestion" href="/p/${pid}" data-item-id="${pid}" data-item-name="${name}"><span>${name}</span> <span>Crestline · Living Room</span></a></li>`)
    .join('')}</ul>`;

const SOFAS = { P1: 'Preston Sofa', P2: 'Ellison Sofa', P3: 'Everton Sofa' };

/** A page with the search box, the suggest endpoint in its config block, and a platform answering `answer(q)`. */
async function searchPage(
  answer: (q: string) => Answer = () => ({ body: suggestionHtml(SOFAS) }),
  { query = '', locale = 'en-US', urls = { searchsuggest: SUGGEST } as EndpointUrls } = {},
) {
  writeConfig({ locale, urls });
  const server = fakeServer({
    record: (url) => (url.pathname === SUGGEST ? url.searchParams.get('q') : undefined),
    fallback: (url) => answer(url.searchParams.get('q') ?? ''),
    contentType: 'text/html; charset=UTF-8',
  });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  await mount(`<lto-header-search query="${query}">${markupFixture(import.meta.url, query ? 'markup.html' : 'markup-empty.html').replace('value="sofa"', `value="${query}"`)}</lto-header-search>`);
  await act(async () => document.querySelector('lto-header-search')!.dispatchEvent(new Event('focusin', { bubbles: true })));
  await waitFor(() => expect(document.querySelector('lto-header-search[data-lto-ready]')).not.toBeNull());
  return { server, assign, box: () => screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement };
}

const listbox = () => document.querySelector<HTMLElement>('[role="listbox"]')!;
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
const submit = () => screen.getByRole('button', { name: 'Search' });

describe('<lto-header-search>: the server markup', () => {
  it('draws exactly the markup of its contract, a query in the box (markup.html)', async () => {
    writeConfig();
    const { server, drawn } = await drawOver('lto-header-search', 'query="sofa" input-id="site-search-q"', markupFixture(import.meta.url));
    expect(drawn).toEqual(server);
    // The template's id stays: its label, and any skip link or script, still name the box.
    expect(document.getElementById('site-search-q')).toBe(screen.getByRole('combobox', { name: 'Search products' }));
  });

  it('draws the empty box of markup-empty.html, adding only the submit marked disabled', async () => {
    writeConfig();
    const { server, drawn } = await drawOver('lto-header-search', '', markupFixture(import.meta.url, 'markup-empty.html'));
    expect(drawn).toEqual(server.map((line) => (line.startsWith('  <button class=lto-header-search__submit') ? line.replace('<button class=lto-header-search__submit', '<button aria-disabled=true class=lto-header-search__submit') : line)));
  });
});

describe('<lto-header-search>: the box', () => {
  it('disables the submit while the box is empty or only spaces', async () => {
    const { box } = await searchPage(() => ({ body: '' }));
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(box(), '  ');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(box(), 'tv');
    expect(submit()).not.toHaveAttribute('aria-disabled');
    await userEvent.clear(box());
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
  });

  it("keeps the focus of a shopper who had tabbed to the server's submit when it draws, and an empty search goes nowhere", async () => {
    writeConfig({ urls: { searchsuggest: SUGGEST } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await mount(`<lto-header-search>${markupFixture(import.meta.url, 'markup-empty.html')}</lto-header-search>`);
    await act(async () => document.querySelector<HTMLButtonElement>('.lto-header-search__submit')!.focus());
    await waitFor(() => expect(document.querySelector('lto-header-search[data-lto-ready]')).not.toBeNull());
    expect(submit()).toHaveFocus();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(submit());
    expect(assign).not.toHaveBeenCalled();
  });

  it("a clear 'x' empties the box and gives the focus back to it", async () => {
    const { box } = await searchPage(undefined, { query: 'sofa' });
    await userEvent.click(box());
    const clear = screen.getByRole('button', { name: 'Clear search' });
    await userEvent.click(clear);
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('searches the form action with ?q=, spaces as +, and keeps markup and & as text', async () => {
    const { box, assign } = await searchPage(() => ({ body: '' }));
    await userEvent.type(box(), ' living room {Enter}');
    expect(assign).toHaveBeenLastCalledWith('/showsearch?q=living+room');
    await userEvent.clear(box());
    await userEvent.type(box(), '<b>tv</b> & "stand"');
    await userEvent.click(submit());
    expect(assign).toHaveBeenLastCalledWith('/showsearch?q=%3Cb%3Etv%3C%2Fb%3E+%26+%22stand%22');
    expect(document.querySelector('lto-header-search b')).toBeNull();
  });
});

describe('<lto-header-search>: what a screen reader hears', () => {
  const said = () => document.querySelector('[data-lto-live-region="polite"]')?.textContent ?? '';

  it('says how many suggestions there are, and that there are none when the answer is empty', async () => {
    const { box } = await searchPage((q) => (q === 'sofa' ? { body: suggestionHtml(SOFAS) } : { body: '' }));
    await userEvent.type(box(), 'sofa');
    await waitFor(() => expect(said()).toBe('3 suggestions. Use the up and down arrows to choose one.'));
    await userEvent.clear(box());
    await userEvent.type(box(), 'zzz');
    // Within a second of the count: said after it (src/ui/announce.ts).
    await waitFor(() => expect(said()).toMatch(/(^| )No suggestions\. Press Enter to search all the same\.$/));
  });

  it('says the count of the list the typing stopped at, not of each list on the way', async () => {
    const { box } = await searchPage((q) => ({ body: suggestionHtml(q === 'so' ? { P1: SOFAS.P1, P2: SOFAS.P2 } : SOFAS) }));
    await userEvent.type(box(), 'so');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.type(box(), 'fa');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await waitFor(() => expect(said()).toBe('3 suggestions. Use the up and down arrows to choose one.'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(said()).toBe('3 suggestions. Use the up and down arrows to choose one.');
  });

  it('says nothing of an answer that failed: the box works on', async () => {
    const { box, server } = await searchPage(() => ({ status: 500, body: 'oops' }));
    await userEvent.type(box(), 'tv');
    await waitFor(() => expect(server.calls).toEqual(['tv']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(said()).not.toMatch(/suggestion/i);
  });
});

describe('<lto-header-search>: suggestions (legacy mode, SPEC 7.6)', () => {
  it('asks {searchsuggest}?q= once the typing pauses, and offers the answer as a listbox of the combobox', async () => {
    const { box, server } = await searchPage();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    // Four keystrokes in one go: one request, for what the box holds after them.
    act(() => {
      box().focus();
      for (const text of ['s', 'so', 'sof', 'sofa']) fireEvent.change(box(), { target: { value: text } });
    });
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(server.calls).toEqual(['sofa']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox().id);
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(listbox()).toHaveAccessibleName('Search suggestions');
    expect(options()[0]).toBe('Preston Sofa Crestline · Living Room');
  });

  it('never sends the same query twice in a row: a query typed again is answered from the last answer', async () => {
    const { box, server } = await searchPage();
    await userEvent.type(box(), 'sof');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.type(box(), 'a');
    await waitFor(() => expect(server.calls.at(-1)).toBe('sofa'));
    await userEvent.type(box(), '{Backspace}');
    expect(options()).toHaveLength(3);
    await userEvent.type(box(), 'a');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(server.calls.filter((q) => q === 'sof')).toHaveLength(1);
    expect(server.calls.filter((q) => q === 'sofa')).toHaveLength(1);
  });

  it('an empty answer clears the suggestions and closes the list', async () => {
    const { box } = await searchPage((q) => ({ body: q === 'sofz' ? '' : suggestionHtml(SOFAS) }));
    await userEvent.type(box(), 'sof');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.type(box(), 'z');
    await waitFor(() => expect(options()).toHaveLength(0));
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(listbox().closest('[hidden]')).not.toBeNull();
  });

  it('inserts nothing of the answer but the text and address of its links to this site', async () => {
    const evil = `<a href="/p/P1" onclick="alert(1)"><img src="x" onerror="alert(2)">Preston <b>Sofa</b></a><script>alert(3)</script>
      <a href="javascript:alert(4)">Bad</a><a href="https://evil.example/p">Elsewhere</a><a href="/p/P2"> </a>`;
    const { box, assign } = await searchPage(() => ({ body: evil }));
    await userEvent.type(box(), 'sof');
    await waitFor(() => expect(options()).toEqual(['Preston Sofa']));
    const island = document.querySelector('lto-header-search')!;
    expect(island.querySelector('img, script, b, a, [onclick]')).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(assign).toHaveBeenCalledWith(page('/p/P1'));
  });

  it.each<[string, Answer]>([
    ['a network error', 'network-error'],
    ['a server error', { status: 500, body: '<h1>Oops</h1>' }],
    ['JSON instead of HTML', { body: { success: true }, contentType: 'application/json' }],
    ['HTML without links', { body: '<p>Something went wrong</p>' }],
  ])('%s leaves the box usable: no list, nothing said in the console, the search still goes', async (_, answer) => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const { box, server, assign } = await searchPage(() => answer);
    act(() => {
      box().focus();
      fireEvent.change(box(), { target: { value: 'sofa' } });
    });
    await waitFor(() => expect(server.calls).toEqual(['sofa']));
    await act(async () => {});
    expect(options()).toHaveLength(0);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('/showsearch?q=sofa');
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('a 500-character query with markup is sent escaped in one parameter and its suggestions shown as text', async () => {
    const long = `<img src=x onerror=alert(1)>${'sofa '.repeat(100)}`.slice(0, 500);
    const { box, server } = await searchPage((q) => ({ body: `<a href="/p/P1">${q.replace(/</g, '&lt;')}</a>` }));
    act(() => {
      box().focus();
      fireEvent.change(box(), { target: { value: long } });
    });
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(server.calls).toEqual([long.trim()]);
    expect(options()[0]).toBe(long.trim().replace(/\s+/g, ' '));
    expect(document.querySelector('lto-header-search img')).toBeNull();
  });

  it('waits 30 ms after the last keystroke (SPEC 9.3) before it asks', async () => {
    const { box, server } = await searchPage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      box().focus();
      fireEvent.change(box(), { target: { value: 'so' } });
      vi.advanceTimersByTime(29);
      fireEvent.change(box(), { target: { value: 'sof' } });
      vi.advanceTimersByTime(29);
    });
    expect(server.calls, 'nothing yet: each key restarts the 30 ms').toEqual([]);
    act(() => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(server.calls).toEqual(['sof']));
  });

  it('asks nothing for a query that looks like personal data', async () => {
    const { box, server } = await searchPage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const typeAndPause = (value: string) =>
      act(() => {
        box().focus();
        fireEvent.change(box(), { target: { value } });
        vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS * 2);
      });
    for (const value of ['ana@example.com', '404 555 0123', '4111 1111 1111 1111', '123-45-6789']) typeAndPause(value);
    // Then a plain query, which is sent: had any of the others been, it would be before it.
    typeAndPause('sofa');
    vi.useRealTimers();
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(server.calls).toEqual(['sofa']);
  });

  it('without {searchsuggest} in the config block, offers no suggestions and searches all the same', async () => {
    const { box, server, assign } = await searchPage(undefined, { urls: {} });
    await userEvent.type(box(), 'sofa{Enter}');
    expect(server.calls).toEqual([]);
    expect(assign).toHaveBeenCalledWith('/showsearch?q=sofa');
  });
});

describe('<lto-header-search>: the keyboard (APG combobox)', () => {
  it('arrows move the active option (aria-activedescendant, aria-selected) round the list; Enter opens it', async () => {
    const { box, assign } = await searchPage();
    await userEvent.type(box(), 'sof');
    await waitFor(() => expect(options()).toHaveLength(3));
    const [first, second, third] = screen.getAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', second!.id);
    expect(first).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', third!.id);
    expect(box()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith(page('/p/P3'));
  });

  it('an answer that catches up with the box keeps the option the shopper arrowed to active; typing more leaves none', async () => {
    const answers: Record<string, Record<string, string>> = { so: { P4: 'Solano Chair', P2: 'Ellison Sofa' }, sof: SOFAS };
    const { box, server } = await searchPage((q) => ({ body: suggestionHtml(answers[q] ?? {}) }));
    await userEvent.type(box(), 'so');
    await waitFor(() => expect(options()).toHaveLength(2));
    // 'f' typed, its answer still on its way: the shopper arrows down the list shown, to Ellison Sofa.
    server.hold();
    await userEvent.type(box(), 'f');
    await waitFor(() => expect(server.calls.at(-1)).toBe('sof'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toMatch(/^Ellison Sofa/);
    await act(() => server.release());
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(active(), 'still on Ellison Sofa, now the second of three').toMatch(/^Ellison Sofa/);
    await userEvent.type(box(), 'a');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('Escape closes the list, then empties the box; the arrows open it again', async () => {
    const { box } = await searchPage();
    await userEvent.type(box(), 'sof');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('sof');
    await userEvent.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[2]!.id);
    await userEvent.keyboard('{Escape}{Escape}');
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
  });

  it('a click on a suggestion opens it; leaving the box closes the list', async () => {
    const { box, assign } = await searchPage();
    await userEvent.type(box(), 'sof');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.click(document.body);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box());
    await userEvent.click(screen.getByRole('option', { name: /Ellison Sofa/ }));
    expect(assign).toHaveBeenCalledWith(page('/p/P2'));
  });
});

describe('<lto-header-search>: the suggestion chosen, told to the page (lto:search-suggestion)', () => {
  /** The details of every lto:search-suggestion the document hears, and whether the page had been left yet. */
  function listen(assign: ReturnType<typeof vi.fn>) {
    const heard: { detail: unknown; before: boolean }[] = [];
    const onChoose = (event: Event) => heard.push({ detail: (event as CustomEvent).detail, before: assign.mock.calls.length === 0 });
    document.addEventListener(SEARCH_SUGGESTION_EVENT, onChoose);
    return { heard, stop: () => document.removeEventListener(SEARCH_SUGGESTION_EVENT, onChoose) };
  }

  it("a click on a suggestion tells SPEC 3.8's item (its id, name, place from 1, quantity '1'), before the page goes to it, and nothing of what was typed", async () => {
    const { box, assign } = await searchPage();
    const { heard, stop } = listen(assign);
    await userEvent.type(box(), 'ellis couch');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.click(screen.getByRole('option', { name: /Ellison Sofa/ }));
    expect(heard).toEqual([{ detail: { item: { item_id: 'P2', item_name: 'Ellison Sofa', index: 2, quantity: '1' }, mode: 'legacy' }, before: true }]);
    expect(assign).toHaveBeenCalledWith(page('/p/P2'));
    expect(JSON.stringify(heard)).not.toMatch(/ellis |couch/);
    stop();
  });

  it('Enter on the option arrowed to tells that one; a suggestion without data-item-name is named by its text', async () => {
    const plain = '<ul><li><a class="search-suggestion" href="/p/P9" data-item-id="P9">Harbor Lamp</a></li><li><a class="search-suggestion" href="/p/P1" data-item-id="P1" data-item-name="Preston Sofa">Preston Sofa</a></li></ul>';
    const { box, assign } = await searchPage(() => ({ body: plain }));
    const { heard, stop } = listen(assign);
    await userEvent.type(box(), 'har');
    await waitFor(() => expect(options()).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(heard.map((h) => h.detail)).toEqual([{ item: { item_id: 'P9', item_name: 'Harbor Lamp', index: 1, quantity: '1' }, mode: 'legacy' }]);
    expect(assign).toHaveBeenCalledWith(page('/p/P9'));
    stop();
  });

  it('a search of the typed words, or of a recent search, is no suggestion chosen: nothing is told', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['recliner']));
    const { box, assign } = await searchPage();
    const { heard, stop } = listen(assign);
    await userEvent.type(box(), 'sof');
    await waitFor(() => expect(options()).toHaveLength(3));
    await userEvent.keyboard('{Enter}');
    expect(assign).toHaveBeenLastCalledWith('/showsearch?q=sof');
    await userEvent.clear(box());
    await waitFor(() => expect(options()).toContain('recliner'));
    await userEvent.click(screen.getByRole('option', { name: /recliner/ }));
    expect(assign).toHaveBeenLastCalledWith('/showsearch?q=recliner');
    expect(heard).toEqual([]);
    stop();
  });
});

describe('<lto-header-search>: recent searches', () => {
  const stored = () => JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]') as string[];

  it('keeps the last 5 searches, newest first, and offers them in an empty box', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['tv', 'bed', 'desk', 'lamp', 'rug']));
    const { box, assign } = await searchPage(() => ({ body: '' }));
    await userEvent.type(box(), 'sofa{Enter}');
    expect(assign).toHaveBeenCalledWith('/showsearch?q=sofa');
    expect(stored()).toEqual(['sofa', 'tv', 'bed', 'desk', 'lamp']);
    await userEvent.clear(box());
    await waitFor(() => expect(options()).toEqual(['sofa', 'tv', 'bed', 'desk', 'lamp']));
    expect(listbox()).toHaveAccessibleName('Recent searches');
    expect(listbox()).toHaveAccessibleDescription('Press Delete to remove a recent search.');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(assign).toHaveBeenLastCalledWith('/showsearch?q=tv');
    expect(stored()).toEqual(['tv', 'sofa', 'bed', 'desk', 'lamp']);
  });

  it('removes one by Delete or its x, and all by the clear button, the focus staying in the box', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['tv', 'bed', 'desk']));
    const { box } = await searchPage(() => ({ body: '' }));
    await userEvent.click(box());
    await waitFor(() => expect(options()).toEqual(['tv', 'bed', 'desk']));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Delete}');
    expect(options()).toEqual(['tv', 'desk']);
    expect(stored()).toEqual(['tv', 'desk']);
    await userEvent.click(screen.getByRole('option', { name: 'desk' }).querySelector('.lto-header-search__remove')!);
    expect(options()).toEqual(['tv']);
    expect(box()).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(options()).toEqual([]);
    expect(box()).toHaveFocus();
  });

  it.each([
    ['an e-mail address', 'ana.lopez@example.com'],
    ['a phone number', '(404) 555-0123'],
    ['a card number', '4111 1111 1111 1111'],
    ['a social security number', '123-45-6789'],
  ])('never keeps %s', async (_, query) => {
    const { box, assign } = await searchPage(() => ({ body: '' }));
    await userEvent.type(box(), `${query}{Enter}`);
    expect(assign).toHaveBeenCalled();
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });
});

describe('<lto-header-search> in Spanish', () => {
  it('speaks Spanish', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['sofá']));
    await searchPage(() => ({ body: '' }), { locale: 'es-US', query: 'sala' });
    const box = screen.getByRole('combobox', { name: 'Buscar productos' });
    expect(screen.getByRole('button', { name: 'Buscar' })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(box);
    expect(screen.getByRole('button', { name: 'Borrar búsqueda' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Búsquedas recientes' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Borrar búsquedas recientes' })).toBeInTheDocument();
  });
});
