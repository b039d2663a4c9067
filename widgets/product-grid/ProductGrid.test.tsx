// @vitest-environment jsdom
// DOMPurify (every listing loaded) needs a faithful DOM: under happy-dom it cannot read node names and keeps scripts.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { text } from '../../src/core/attributes';
import { defineWidget, type WidgetProps } from '../../src/core/define';
import { fakeServer, type Answer } from '../../testing/fake-server';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

/**
 * A tile island as the platform's tiles are (tests may not import another widget): it draws its
 * pid, and `live` holds the elements whose island is mounted now.
 */
const live = new Set<Element>();
const tileAttributes = v.object({ pid: text('The product.') });
function TestTile({ pid, element }: WidgetProps<typeof tileAttributes>) {
  useEffect(() => {
    live.add(element);
    return () => void live.delete(element);
  }, [element]);
  return <span className="test-tile">{pid}</span>;
}
defineWidget({ tag: 'lto-grid-test-tile', attributes: tileAttributes, component: TestTile });

/** The catalogue of the fake platform: 45 sofas, the first 12 by Harbor. */
const PRODUCTS = Array.from({ length: 45 }, (_, i) => ({ pid: `P${i + 1}`, brand: i < 12 ? 'Harbor' : 'Northfield' }));

function listingHref(params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  return query ? `/c/sofas?${query}` : '/c/sofas';
}

function article(pid: string, position: number, total: number): string {
  return `<article class="tile" aria-posinset="${position}" aria-setsize="${total}" aria-labelledby="name-${pid}">
    <h3 id="name-${pid}"><a href="/p/${pid}">Sofa ${pid}</a></h3>
    <lto-grid-test-tile pid="${pid}"><span class="test-tile">${pid}</span></lto-grid-test-tile>
  </article>`;
}

/** The region of the README's contract for `/c/sofas` with these parameters, as the platform draws it. */
function region(params: URLSearchParams): string {
  const brand = params.get('brand');
  const srule = params.get('srule') ?? 'featured';
  const start = Number(params.get('start') ?? 0);
  const size = Number(params.get('sz') ?? 20);
  const kept: Record<string, string> = { ...(brand ? { brand } : {}), ...(srule !== 'featured' ? { srule } : {}) };
  const results = PRODUCTS.filter((product) => !brand || product.brand === brand);
  const ordered = srule === 'price-low-high' ? [...results].reverse() : results;
  const page = ordered.slice(start, start + size);
  const total = results.length;
  const shown = start + page.length;
  const title = `${brand ? `Sofas: ${brand}` : 'Sofas'} – Store`;
  const refinements = `<nav class="refinements" aria-label="Refine by">
    <a href="${listingHref({ brand: 'Harbor' })}" data-lto-grid-link>Harbor</a>
    <a href="${listingHref({ brand: 'Teal' })}" data-lto-grid-link>Teal</a>
    ${brand ? `<a href="/c/sofas" data-lto-grid-link>Clear all</a>` : ''}
  </nav>`;
  if (total === 0) return `<div class="listing" data-lto-grid-region data-total="0" data-shown="0" data-title="${title}">${refinements}<p class="notice">No sofas match.</p></div>`;
  const option = (value: string, label: string) =>
    `<option value="${value}" data-href="${listingHref({ ...kept, srule: value })}"${value === srule ? ' selected' : ''}>${label}</option>`;
  const pages = Math.ceil(total / 20);
  return `<div class="listing" data-lto-grid-region data-total="${total}" data-shown="${shown}" data-title="${title}">
  <p class="results-count" data-lto-grid-count>Viewing ${shown} of ${total} results</p>
  <form method="get" action="/c/sofas"><label>Sort by <select name="srule" data-lto-grid-select>${option('featured', 'Featured')}${option('price-low-high', 'Price: low to high')}</select></label>
  <button type="submit">Apply</button></form>
  ${refinements}
  <h2 id="products-heading">Products</h2>
  <div class="grid" role="feed" aria-busy="false" aria-labelledby="products-heading" data-lto-grid-feed>
    ${page.map((product, i) => article(product.pid, start + i + 1, total)).join('')}
  </div>
  ${shown < total ? `<p class="listing-more" data-lto-grid-more-row><a href="${listingHref({ ...kept, sz: shown + 20 })}" data-lto-grid-more>Load more</a></p>` : ''}
  ${
    pages > 1
      ? `<nav class="pagination" aria-label="Pages">${Array.from({ length: pages }, (_, n) => `<a href="${listingHref({ ...kept, ...(n ? { start: n * 20 } : {}) })}" data-lto-grid-link>${n + 1}</a>`).join(' ')}</nav>`
      : ''
  }
</div>`;
}

type Call = { path: string; query: Record<string, string> };

/** The fake platform: every /c/sofas address answers its region (format=ajax), unless a test scripts otherwise. */
function fakeListingServer(...answers: Answer[]) {
  const server = fakeServer<Call>({
    record: (url) => ({ path: url.pathname, query: Object.fromEntries(url.searchParams) }),
    fallback: (url) => ({ body: region(url.searchParams) }),
    contentType: 'text/html; charset=utf-8',
  });
  if (answers.length) server.answer('/c/sofas', ...answers);
  return server;
}

/** Opens `/c/sofas` with `params` as the platform renders it, and waits for the grid's island. */
async function openListing(params: Record<string, string | number> = {}) {
  history.replaceState(null, '', listingHref(params));
  await mount(`<lto-product-grid>${region(new URLSearchParams(Object.entries(params).map(([k, val]) => [k, String(val)])))}</lto-product-grid>`);
  await waitFor(() => expect(document.querySelector('lto-product-grid')).toHaveAttribute('data-lto-ready'));
}

const grid = () => document.querySelector('lto-product-grid')!;
const currentRegion = () => grid().querySelector<HTMLElement>('[data-lto-grid-region]')!;
const feed = () => grid().querySelector<HTMLElement>('[data-lto-grid-feed]')!;
const articles = () => [...feed().querySelectorAll<HTMLElement>(':scope > article')];
const pids = () => articles().map((a) => a.querySelector('h3')!.textContent!.replace('Sofa ', ''));
const count = () => grid().querySelector('[data-lto-grid-count]');
const said = () => document.querySelector('[aria-live="polite"]')?.textContent;
const address = () => `${location.pathname}${location.search}`;
const moreLink = () => screen.getByRole('link', { name: 'Load more' });
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `P${from + i}`);

/** Clicks as the shopper's browser would, and says whether the page kept the browser from following the link. */
function clickLink(link: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  // After the grid's own listener (on its element): note the outcome, then keep jsdom from navigating.
  const after = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', after);
  act(() => void fireEvent.click(link, { button: 0, ...init }));
  document.removeEventListener('click', after);
  return prevented;
}

describe('<lto-product-grid>', () => {
  beforeEach(() => {
    writeConfig({ urls: {} });
    live.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("keeps the server's listing, the same live nodes, and the tiles' islands in it", async () => {
    history.replaceState(null, '', '/c/sofas');
    await mount(`<lto-product-grid>${region(new URLSearchParams())}</lto-product-grid>`);
    const serverRegion = currentRegion();
    const serverArticle = articles()[0];
    await waitFor(() => expect(grid()).toHaveAttribute('data-lto-ready'));
    expect(currentRegion()).toBe(serverRegion);
    expect(articles()[0]).toBe(serverArticle);
    expect(grid().children).toHaveLength(1);
    await waitFor(() => expect(live.size).toBe(20));
  });

  describe('a refinement link', () => {
    it('reloads the listing in place, enters the history, and says what it shows', async () => {
      const server = fakeListingServer();
      await openListing();
      const before = history.length;

      expect(clickLink(screen.getByRole('link', { name: 'Harbor' }))).toBe(true);

      await waitFor(() => expect(pids()).toEqual(range(1, 12)));
      expect(server.calls).toEqual([{ path: '/c/sofas', query: { brand: 'Harbor', format: 'ajax' } }]);
      expect(address()).toBe('/c/sofas?brand=Harbor');
      expect(history.length).toBe(before + 1);
      expect(document.title).toBe('Sofas: Harbor – Store');
      expect(count()).toHaveTextContent('Viewing 12 of 12 results');
      expect(document.activeElement).toBe(count());
      expect(count()).toHaveAttribute('tabindex', '-1');
      await waitFor(() => expect(said()).toBe('Showing 12 of 12 results'));
      expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
    });

    it("unmounts the replaced listing's islands and mounts the new one's", async () => {
      fakeListingServer();
      await openListing();
      const oldTiles = [...grid().querySelectorAll('lto-grid-test-tile')];
      await waitFor(() => expect(live.size).toBe(20));

      clickLink(screen.getByRole('link', { name: 'Harbor' }));

      await waitFor(() => expect(pids()).toEqual(range(1, 12)));
      const newTiles = [...grid().querySelectorAll('lto-grid-test-tile')];
      await waitFor(() => expect([...live]).toEqual(expect.arrayContaining(newTiles)));
      expect(live.size).toBe(12);
      for (const tile of oldTiles) {
        expect(tile.isConnected).toBe(false);
        expect(live.has(tile)).toBe(false);
        expect(tile).not.toHaveAttribute('data-lto-ready');
      }
    });

    it('shows no results as such: nothing counted, the region focused, "No results." said', async () => {
      fakeListingServer();
      await openListing();

      clickLink(screen.getByRole('link', { name: 'Teal' }));

      await waitFor(() => expect(screen.getByText('No sofas match.')).toBeInTheDocument());
      expect(grid().querySelector('[data-lto-grid-feed]')).toBeNull();
      expect(document.activeElement).toBe(currentRegion());
      await waitFor(() => expect(said()).toBe('No results.'));
    });

    it('drops the answer of a listing the shopper already moved past', async () => {
      const server = fakeListingServer();
      await openListing();
      server.hold();
      clickLink(screen.getByRole('link', { name: 'Harbor' }));
      clickLink(screen.getByRole('link', { name: 'Teal' }));
      await server.release();

      await waitFor(() => expect(screen.getByText('No sofas match.')).toBeInTheDocument());
      await act(async () => {});
      expect(address()).toBe('/c/sofas?brand=Teal');
      expect(server.calls.map((call) => call.query['brand'])).toEqual(['Harbor', 'Teal']);
    });

    it('sanitizes the listing loaded: no scripts or handlers, our lto-* tags kept', async () => {
      const answer = region(new URLSearchParams('brand=Harbor')).replace(
        '<h2 id="products-heading">',
        '<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1"><h2 id="products-heading">',
      );
      fakeListingServer({ body: answer });
      await openListing();

      clickLink(screen.getByRole('link', { name: 'Harbor' }));

      await waitFor(() => expect(pids()).toEqual(range(1, 12)));
      expect(grid().querySelector('script')).toBeNull();
      expect(grid().querySelector('img[src="x"]')?.hasAttribute('onerror')).toBe(false);
      expect(grid().querySelectorAll('lto-grid-test-tile')).toHaveLength(12);
    });
  });

  it('reloads with the chosen sort (the option data-href) and focuses the count', async () => {
    const server = fakeListingServer();
    await openListing();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Sort by/ }), 'price-low-high');

    await waitFor(() => expect(pids()[0]).toBe('P45'));
    expect(server.calls).toEqual([{ path: '/c/sofas', query: { srule: 'price-low-high', format: 'ajax' } }]);
    expect(address()).toBe('/c/sofas?srule=price-low-high');
    expect(screen.getByRole('combobox', { name: /^Sort by/ })).toHaveValue('price-low-high');
    expect(document.activeElement).toBe(count());
  });

  it('shows a page from the top: a page link scrolls to the listing and focuses the count there', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const server = fakeListingServer();
      await openListing();

      clickLink(screen.getByRole('link', { name: '2' }));

      await waitFor(() => expect(pids()).toEqual(range(21, 40)));
      expect(server.calls[0]?.query).toEqual({ start: '20', format: 'ajax' });
      expect(address()).toBe('/c/sofas?start=20');
      expect(scrolled).toEqual([currentRegion()]);
      expect(document.activeElement).toBe(count());
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  describe('Back and Forward', () => {
    it('show the listing of the address again, without a new history entry', async () => {
      const server = fakeListingServer();
      await openListing();
      clickLink(screen.getByRole('link', { name: 'Harbor' }));
      await waitFor(() => expect(pids()).toHaveLength(12));
      const entries = history.length;

      await act(async () => history.back());

      await waitFor(() => expect(pids()).toEqual(range(1, 20)));
      expect(address()).toBe('/c/sofas');
      expect(server.calls.at(-1)).toEqual({ path: '/c/sofas', query: { format: 'ajax' } });
      expect(history.length).toBe(entries);
      expect(document.title).toBe('Sofas – Store');
      // The focus was on the count of the listing replaced: it goes to the new one's.
      expect(document.activeElement).toBe(count());

      await act(async () => history.forward());
      await waitFor(() => expect(pids()).toEqual(range(1, 12)));
    });

    it('load nothing for a change of fragment alone', async () => {
      const server = fakeListingServer();
      await openListing();
      history.pushState(null, '', '/c/sofas#reviews');

      await act(async () => history.back());
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

      expect(address()).toBe('/c/sofas');
      expect(server.calls).toEqual([]);
    });
  });

  describe("'Load more'", () => {
    it('appends the next page, counts it, says it, focuses the first new result and records how far the shopper got', async () => {
      const server = fakeListingServer();
      await openListing();
      const firstPage = articles();
      const entries = history.length;
      server.hold();

      expect(clickLink(moreLink())).toBe(true);
      expect(feed()).toHaveAttribute('aria-busy', 'true');
      expect(moreLink()).toHaveAttribute('aria-disabled', 'true');
      await server.release();

      await waitFor(() => expect(pids()).toEqual(range(1, 40)));
      expect(server.calls).toEqual([{ path: '/c/sofas', query: { sz: '20', start: '20', format: 'ajax' } }]);
      // The same 20 first tiles, the next 20 after them.
      expect(articles().slice(0, 20)).toEqual(firstPage);
      expect(feed()).toHaveAttribute('aria-busy', 'false');
      expect(articles().map((a) => a.getAttribute('aria-posinset'))).toEqual(range(1, 40).map((pid) => pid.slice(1)));
      expect(articles().every((a) => a.getAttribute('aria-setsize') === '45')).toBe(true);
      expect(count()).toHaveTextContent('Viewing 40 of 45 results');
      expect(currentRegion()).toHaveAttribute('data-shown', '40');
      expect(document.activeElement).toBe(articles()[20]);
      expect(articles()[20]).toHaveAttribute('tabindex', '-1');
      await waitFor(() => expect(said()).toBe('Showing 40 of 45 results'));
      expect(address()).toBe('/c/sofas?sz=40');
      expect(history.length).toBe(entries);
      expect(moreLink()).toHaveAttribute('href', 'http://localhost:3000/c/sofas?sz=60');
      expect(moreLink()).not.toHaveAttribute('aria-disabled');
      // The tiles appended are islands like the others.
      await waitFor(() => expect(live.size).toBe(40));
    });

    it('works from the keyboard: Enter on the link', async () => {
      fakeListingServer();
      await openListing();
      moreLink().focus();

      await userEvent.keyboard('{Enter}');

      await waitFor(() => expect(pids()).toHaveLength(40));
      expect(document.activeElement).toBe(articles()[20]);
    });

    it('at the end of the results: the more row and the page links go', async () => {
      fakeListingServer();
      await openListing();

      clickLink(moreLink());
      await waitFor(() => expect(pids()).toHaveLength(40));
      clickLink(moreLink());

      await waitFor(() => expect(pids()).toEqual(range(1, 45)));
      expect(count()).toHaveTextContent('Viewing 45 of 45 results');
      expect(grid().querySelector('[data-lto-grid-more-row]')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
      expect(grid().querySelector('.pagination')).toHaveAttribute('hidden');
      // Whole pages: the platform takes sz in steps of 20.
      expect(address()).toBe('/c/sofas?sz=60');
      expect(document.activeElement).toBe(articles()[40]);
      // Said together with the first page's count when both come within a second (src/ui/announce.ts).
      await waitFor(() => expect(said()).toMatch(/(^| )Showing 45 of 45 results$/));
    });

    it('keeps the refinements and sort of the listing', async () => {
      const server = fakeListingServer();
      await openListing({ brand: 'Northfield', srule: 'price-low-high' });

      clickLink(moreLink());

      await waitFor(() => expect(pids()).toHaveLength(33));
      expect(server.calls[0]?.query).toEqual({ brand: 'Northfield', srule: 'price-low-high', sz: '20', start: '20', format: 'ajax' });
      expect(address()).toBe('/c/sofas?brand=Northfield&srule=price-low-high&sz=40');
      expect(count()).toHaveTextContent('Viewing 33 of 33 results');
    });

    it('on a listing opened at a later page, keeps its start in the address', async () => {
      const server = fakeListingServer();
      await openListing({ start: 20 });

      clickLink(moreLink());

      await waitFor(() => expect(pids()).toEqual(range(21, 45)));
      expect(server.calls[0]?.query).toEqual({ sz: '20', start: '40', format: 'ajax' });
      expect(address()).toBe('/c/sofas?start=20&sz=40');
    });

    it('asks for one page at a time: a second press while it loads sends nothing', async () => {
      const server = fakeListingServer();
      await openListing();
      server.hold();

      clickLink(moreLink());
      expect(clickLink(moreLink())).toBe(true);
      await server.release();

      await waitFor(() => expect(pids()).toHaveLength(40));
      expect(server.calls).toHaveLength(1);
    });

    it.each<[string, Answer]>([
      ['a network error', 'network-error'],
      ['an HTTP error', { status: 500, body: '<p>Server error</p>' }],
      ['an answer that is not HTML', { body: '{"error":"session expired"}', contentType: 'application/json' }],
      ['an answer without a region', { body: '<p>Sign in</p>' }],
      ['an answer with no result to add', { body: '<div data-lto-grid-region data-total="45"><div data-lto-grid-feed></div></div>' }],
    ])('on %s: the tiles stay, an alert and a Retry that sends the same request again', async (_case, answer) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const server = fakeListingServer(answer);
      await openListing();

      clickLink(moreLink());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent("We couldn't load more products.");
      expect(pids()).toEqual(range(1, 20));
      expect(feed()).toHaveAttribute('aria-busy', 'false');
      expect(count()).toHaveTextContent('Viewing 20 of 45 results');
      expect(address()).toBe('/c/sofas');
      expect(moreLink()).not.toHaveAttribute('aria-disabled');
      // Next to what failed: just before the more row.
      expect(alert.closest('.lto-product-grid__failure')?.nextElementSibling).toBe(grid().querySelector('[data-lto-grid-more-row]'));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-product-grid> could not load the listing/);

      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

      await waitFor(() => expect(pids()).toEqual(range(1, 40)));
      expect(server.calls).toHaveLength(2);
      expect(server.calls[1]).toEqual(server.calls[0]);
      expect(screen.queryByRole('alert')).toBeNull();
      // Focus waited on the link while it loaded, which keeps its place in the tab order.
      expect(moreLink()).not.toHaveAttribute('tabindex');
      expect(grid().querySelector('.lto-product-grid__failure')).toBeNull();
    });

    it('gives up after 15 seconds without an answer, the tiles as they were', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      fakeListingServer('never');
      await openListing();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

      clickLink(moreLink());
      await act(async () => void (await vi.advanceTimersByTimeAsync(14_900)));
      expect(feed()).toHaveAttribute('aria-busy', 'true');
      await act(async () => void (await vi.advanceTimersByTimeAsync(200)));

      expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load more products.");
      expect(pids()).toEqual(range(1, 20));
      expect(feed()).toHaveAttribute('aria-busy', 'false');
    });
  });

  describe('a failed reload', () => {
    it('keeps the listing and the address, and Retry loads it', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const server = fakeListingServer({ status: 503, body: '<p>Busy</p>' });
      await openListing();
      const entries = history.length;

      clickLink(screen.getByRole('link', { name: 'Harbor' }));

      expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't update the products.");
      expect(pids()).toEqual(range(1, 20));
      expect(feed()).toHaveAttribute('aria-busy', 'false');
      expect(grid()).not.toHaveAttribute('data-lto-grid-loading');
      expect(address()).toBe('/c/sofas');
      expect(history.length).toBe(entries);

      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

      await waitFor(() => expect(pids()).toEqual(range(1, 12)));
      expect(server.calls.map((call) => call.query)).toEqual([
        { brand: 'Harbor', format: 'ajax' },
        { brand: 'Harbor', format: 'ajax' },
      ]);
      expect(address()).toBe('/c/sofas?brand=Harbor');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('shows the sort of the listing on the page again', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      fakeListingServer('network-error');
      await openListing();

      await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Sort by/ }), 'price-low-high');

      expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't update the products.");
      expect(screen.getByRole('combobox', { name: /^Sort by/ })).toHaveValue('featured');
      expect(pids()[0]).toBe('P1');
    });
  });

  describe('links it leaves to the browser', () => {
    it.each<[string, MouseEventInit]>([
      ['Ctrl', { ctrlKey: true }],
      ['Cmd', { metaKey: true }],
      ['Shift', { shiftKey: true }],
      ['Alt', { altKey: true }],
    ])('a %s click on a refinement or on Load more', async (_key, init) => {
      const server = fakeListingServer();
      await openListing();

      expect(clickLink(screen.getByRole('link', { name: 'Harbor' }), init)).toBe(false);
      expect(clickLink(moreLink(), init)).toBe(false);

      await act(async () => {});
      expect(server.calls).toEqual([]);
      expect(pids()).toHaveLength(20);
    });

    it('a link without data-lto-grid-link, one to another site, one for another window', async () => {
      const server = fakeListingServer();
      await openListing();
      const harbor = screen.getByRole('link', { name: 'Harbor' });

      expect(clickLink(screen.getByRole('link', { name: 'Sofa P1' }))).toBe(false);
      harbor.setAttribute('href', 'https://elsewhere.example/c/sofas?brand=Harbor');
      expect(clickLink(harbor)).toBe(false);
      harbor.setAttribute('href', '/c/sofas?brand=Harbor');
      harbor.setAttribute('target', '_blank');
      expect(clickLink(harbor)).toBe(false);

      await act(async () => {});
      expect(server.calls).toEqual([]);
    });
  });

  it('speaks Spanish on a Spanish page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeConfig({ locale: 'es-US', urls: {} });
    fakeListingServer({ status: 500, body: '' });
    await openListing();

    clickLink(moreLink());
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar más productos.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));

    await waitFor(() => expect(pids()).toHaveLength(40));
    expect(count()).toHaveTextContent('Mostrando 40 de 45 resultados');
    await waitFor(() => expect(said()).toBe('Mostrando 40 de 45 resultados'));
  });

  it('stops listening when it leaves the page', async () => {
    const server = fakeListingServer();
    await openListing();
    const element = grid();
    const harbor = screen.getByRole('link', { name: 'Harbor' });
    await act(async () => element.remove());
    expect(element).not.toHaveAttribute('data-lto-ready');

    // Its links, off the page, are no longer taken over; nor are Back and Forward.
    act(() => void fireEvent.click(harbor, { button: 0 }));
    history.pushState(null, '', '/c/sofas?brand=Harbor');
    await act(async () => history.back());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(server.calls).toEqual([]);
  });

  it('without a region, warns once and leaves its links and selects to the browser', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = fakeListingServer();
    history.replaceState(null, '', '/c/sofas');
    await mount(`<lto-product-grid><p><a href="/c/sofas?brand=Harbor" data-lto-grid-link>Harbor</a></p></lto-product-grid>`);
    await waitFor(() => expect(grid()).toHaveAttribute('data-lto-ready'));

    expect(clickLink(screen.getByRole('link', { name: 'Harbor' }))).toBe(false);

    await act(async () => {});
    expect(server.calls).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-product-grid> has no \[data-lto-grid-region\]/);
  });
});
