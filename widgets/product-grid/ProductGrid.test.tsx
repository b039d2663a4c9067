import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Answer } from '../../testing/fake-server';
import { clickLink, mount, writeConfig } from '../../testing/widget-page';
import {
  address,
  articles,
  count,
  currentRegion,
  fakeListingServer,
  feed,
  grid,
  listingHref,
  live,
  moreLink,
  openListing,
  pids,
  range,
  refinement,
  region,
  said,
} from './listing-fixture';

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

      expect(clickLink(refinement('Harbor'))).toBe(true);

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

      clickLink(refinement('Harbor'));

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

      clickLink(refinement('Teal'));

      await waitFor(() => expect(screen.getByText('No sofas match.')).toBeInTheDocument());
      expect(grid().querySelector('[data-lto-grid-feed]')).toBeNull();
      expect(document.activeElement).toBe(currentRegion());
      await waitFor(() => expect(said()).toBe('No results.'));
    });

    it('drops the answer of a listing the shopper already moved past', async () => {
      const server = fakeListingServer();
      await openListing();
      server.hold();
      clickLink(refinement('Harbor'));
      clickLink(refinement('Teal'));
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

      clickLink(refinement('Harbor'));

      await waitFor(() => expect(pids()).toEqual(range(1, 12)));
      expect(grid().querySelector('script')).toBeNull();
      expect(grid().querySelector('img[src="x"]')?.hasAttribute('onerror')).toBe(false);
      expect(grid().querySelectorAll('lto-grid-test-tile')).toHaveLength(12);
    });
  });

  it('reloads with the chosen sort (the option data-href) and keeps the focus on the sort, so the shopper goes on choosing', async () => {
    const server = fakeListingServer();
    await openListing();
    const sort = () => screen.getByRole('combobox', { name: /^Sort by/ });

    await userEvent.selectOptions(sort(), 'price-low-high');

    await waitFor(() => expect(pids()[0]).toBe('P45'));
    expect(server.calls).toEqual([{ path: '/c/sofas', query: { srule: 'price-low-high', format: 'ajax' } }]);
    expect(address()).toBe('/c/sofas?srule=price-low-high');
    expect(sort()).toHaveValue('price-low-high');
    expect(document.activeElement).toBe(sort());
    await waitFor(() => expect(said()).toBe('Showing 20 of 45 results'));

    // The next key goes on from there: the new region's select has the focus.
    await userEvent.selectOptions(sort(), 'featured');
    await waitFor(() => expect(address()).toBe('/c/sofas?srule=featured'));
    expect(pids()[0]).toBe('P1');
    expect(document.activeElement).toBe(sort());
  });

  it('shows a page from the top: a page link scrolls to the listing and focuses the count there', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const server = fakeListingServer();
      await openListing();

      clickLink(screen.getByRole('link', { name: 'Page 2' }));

      await waitFor(() => expect(pids()).toEqual(range(21, 40)));
      // SPEC 2.6: a numbered link's page goes with it as currentPage.
      expect(server.calls[0]?.query).toEqual({ start: '20', currentPage: '2', format: 'ajax' });
      expect(address()).toBe('/c/sofas?start=20&currentPage=2');
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
      clickLink(refinement('Harbor'));
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

    /** The page as a document loaded for `/c/sofas`, its address since moved on to `to` with `state`. */
    async function drawnFor(to: string, state: unknown) {
      vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'navigation' ? [{ name: `${location.origin}/c/sofas` } as PerformanceEntry] : []));
      const drawn = `<lto-product-grid>${region(new URLSearchParams())}</lto-product-grid>`;
      history.replaceState(state, '', to);
      await mount(drawn);
      await waitFor(() => expect(grid()).toHaveAttribute('data-lto-ready'));
    }

    it("a Forward to a reload in place, before the grid was drawn, shows that entry's listing once it is", async () => {
      const server = fakeListingServer();
      // The entry a refinement pushed, reached in a document loaded anew for /c/sofas by Back or Forward.
      await drawnFor('/c/sofas?brand=Harbor', { ltoListing: true });
      await waitFor(() => expect(pids()).toHaveLength(12));
      expect(server.calls).toEqual([{ path: '/c/sofas', query: { brand: 'Harbor', format: 'ajax' } }]);
      expect(address()).toBe('/c/sofas?brand=Harbor');
    });

    it("an address a platform's script changed (its entry is not one of the grid's) loads nothing", async () => {
      const server = fakeListingServer();
      await drawnFor('/c/sofas?brand=Harbor', null);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(server.calls).toEqual([]);
      expect(pids()).toEqual(range(1, 20));
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
      const scrolled: [Element, unknown][] = [];
      Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
        scrolled.push([this, options]);
      };
      onTestFinished(() => void delete (Element.prototype as Partial<Element>).scrollIntoView);
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
      await waitFor(() => expect(document.activeElement).toBe(articles()[20]));
      expect(articles()[20]).toHaveAttribute('tabindex', '-1');
      // At the top of the window, below a sticky header's scroll padding (not where the browser's focus scroll leaves it).
      expect(scrolled).toEqual([[articles()[20], { block: 'start' }]]);
      await waitFor(() => expect(said()).toBe('Showing 40 of 45 results'));
      expect(address()).toBe('/c/sofas?sz=40');
      // The layout links open what the shopper has now, in their layout.
      expect(screen.getByRole('button', { name: 'Wide' })).toHaveAttribute('href', 'http://localhost:3000/c/sofas?sz=40&view=wide');
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
      await waitFor(() => expect(document.activeElement).toBe(articles()[20]));
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
      await waitFor(() => expect(document.activeElement).toBe(articles()[40]));
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

    it('a refinement chosen while the page goes in, then failing, leaves the listing as it was before the press: no half page', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const server = fakeListingServer();
      await openListing();
      // The refinement is clicked as soon as the first results of the page are in, before the rest.
      const firstStep = new Promise<void>((resolve) => {
        const watch = new MutationObserver(() => {
          watch.disconnect();
          server.answer('/c/sofas', { status: 503, body: '<p>Busy</p>' });
          clickLink(refinement('Harbor'));
          resolve();
        });
        watch.observe(feed(), { childList: true });
      });

      clickLink(moreLink());
      await firstStep;

      expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't update the products.");
      expect(pids()).toEqual(range(1, 20));
      expect(count()).toHaveTextContent('Viewing 20 of 45 results');
      expect(currentRegion()).toHaveAttribute('data-shown', '20');
      expect(address()).toBe('/c/sofas');
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

      clickLink(refinement('Harbor'));

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

      expect(clickLink(refinement('Harbor'), init)).toBe(false);
      expect(clickLink(moreLink(), init)).toBe(false);

      await act(async () => {});
      expect(server.calls).toEqual([]);
      expect(pids()).toHaveLength(20);
    });

    it('a link without data-lto-grid-link, one to another site, one for another window', async () => {
      const server = fakeListingServer();
      await openListing();
      const harbor = refinement('Harbor');

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

  it('moves through the results by the feed keys: Page Down and Up from result to result, Ctrl+End past them, Ctrl+Home before them', async () => {
    fakeListingServer();
    await openListing();
    articles()[2]!.querySelector('a')!.focus();
    await userEvent.keyboard('{PageDown}');
    expect(document.activeElement).toBe(articles()[3]);
    expect(articles()[3]).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{PageUp}{PageUp}');
    expect(document.activeElement).toBe(articles()[1]);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(moreLink());
    articles()[5]!.querySelector('a')!.focus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(document.activeElement).toBe(refinement('Teal'));
    // The first result has none before it: Page Up is the browser's own.
    articles()[0]!.focus();
    const up = new KeyboardEvent('keydown', { key: 'PageUp', bubbles: true, cancelable: true });
    articles()[0]!.dispatchEvent(up);
    expect(up.defaultPrevented).toBe(false);
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
    const harbor = refinement('Harbor');
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
