import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickLink, writeConfig } from '../../testing/widget-page';
import { address, articles, currentRegion, fakeListingServer, grid, moreLink, openListing, pids, range, said } from './listing-fixture';
import { RESTORE_STEP_MS, RETURN_SCROLL_DELAY_MS } from './return-to-tile';

/**
 * IntersectionObserver as the browser gives it: everything is in sight (the runtime's islands
 * mount at once), but for the listing's more row, which the test brings near the window.
 */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    if (!target.matches('[data-lto-grid-more-row]')) {
      queueMicrotask(() => this.callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      return;
    }
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
}

/** The placeholder comes into (or leaves) the window's reach. */
function scrollPlaceholder(near: boolean) {
  act(() => {
    for (const observer of FakeObserver.all) {
      const entries = [...observer.watched].map((target) => ({ target, isIntersecting: near }) as unknown as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

const placeholder = () => document.querySelector('[data-lto-grid-more-row]');
const pagination = () => document.querySelector('.pagination');
const sizeSelect = () => screen.getByRole('combobox', { name: 'Items per page' });

function arrivedBy(type: 'back_forward' | 'navigate') {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);
}

function cameFromTile(position: number, gridUrl = location.href) {
  document.cookie = `lastVisitedGridUrl=${encodeURIComponent(gridUrl)}; path=/`;
  document.cookie = `lastVisitedProduct=P${position}; path=/`;
  document.cookie = `lastVisitedIndex=${position}; path=/`;
}

describe('<lto-product-grid> modes and the way back', () => {
  beforeEach(() => {
    writeConfig({ urls: {} });
    FakeObserver.all = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  describe('page links (SPEC 2.6: currentPage)', () => {
    it('send the page after or before the one shown for next and previous, the number for the others', async () => {
      const server = fakeListingServer();
      await openListing({ start: 20 });

      clickLink(screen.getByRole('link', { name: 'Next' }));
      await waitFor(() => expect(pids()).toEqual(range(41, 45)));
      clickLink(screen.getByRole('link', { name: 'Previous' }));
      await waitFor(() => expect(pids()).toEqual(range(21, 40)));
      clickLink(screen.getByRole('link', { name: 'Page 1' }));
      await waitFor(() => expect(pids()).toEqual(range(1, 20)));

      expect(server.calls.map((call) => call.query.currentPage)).toEqual(['3', '2', '1']);
    });
  });

  describe('infinite scroll', () => {
    it('is switched on by the items-per-page choice, in place: nothing reloaded, the page links go, the placeholder waits', async () => {
      const server = fakeListingServer();
      await openListing();

      await userEvent.selectOptions(sizeSelect(), 'INFINITE_SCROLL');

      expect(server.calls).toEqual([]);
      expect(pagination()).toHaveAttribute('hidden');
      expect(placeholder()).toHaveAttribute('data-lto-grid-placeholder', 'unloaded');
      await waitFor(() => expect(said()).toBe('More products now load as you scroll.'));
    });

    it('loads the next page as the placeholder comes near, unloaded → loading → loaded, and leaves the focus where it was', async () => {
      const server = fakeListingServer();
      writeConfig({ urls: {}, preferences: { LISTING_INFINITE_SCROLL: true } });
      await openListing();
      expect(sizeSelect()).toHaveValue('INFINITE_SCROLL');
      const focused = screen.getByRole('link', { name: 'Harbor' });
      focused.focus();

      scrollPlaceholder(true);
      expect(placeholder()).toHaveAttribute('data-lto-grid-placeholder', 'loading');
      await waitFor(() => expect(pids()).toEqual(range(1, 40)));
      expect(placeholder()).toHaveAttribute('data-lto-grid-placeholder', 'loaded');
      expect(document.activeElement).toBe(focused);
      expect(server.calls.map((call) => call.query)).toEqual([{ start: '20', sz: '20', format: 'ajax' }]);
      expect(address()).toBe('/c/sofas?sz=40');

      scrollPlaceholder(false);
      expect(placeholder()).toHaveAttribute('data-lto-grid-placeholder', 'unloaded');
      scrollPlaceholder(true);
      await waitFor(() => expect(pids()).toEqual(range(1, 45)));
      expect(placeholder()).toBeNull();
    });

    it("keeps the tab's choice over the site preference, and another page size turns it off and reloads", async () => {
      const server = fakeListingServer();
      await openListing();
      await userEvent.selectOptions(sizeSelect(), 'INFINITE_SCROLL');

      await userEvent.selectOptions(sizeSelect(), '40');

      await waitFor(() => expect(pids()).toEqual(range(1, 40)));
      expect(server.calls.map((call) => call.query)).toEqual([{ sz: '40', format: 'ajax' }]);
      expect(sizeSelect()).toHaveValue('40');
      expect(placeholder()).not.toHaveAttribute('data-lto-grid-placeholder');
    });
  });

  describe('pages kept for the session (SPEC 7.6)', () => {
    it('answers a page asked for again from session storage, without a request', async () => {
      const server = fakeListingServer();
      await openListing();
      await userEvent.click(moreLink());
      await waitFor(() => expect(pids()).toEqual(range(1, 40)));
      grid().remove();

      await openListing();
      await userEvent.click(moreLink());
      await waitFor(() => expect(pids()).toEqual(range(1, 40)));

      expect(server.calls).toHaveLength(1);
    });

    it('asks again for a page kept more than 10 minutes ago (its prices may have changed)', async () => {
      const server = fakeListingServer();
      await openListing();
      await userEvent.click(moreLink());
      await waitFor(() => expect(pids()).toEqual(range(1, 40)));
      grid().remove();
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('lto-grid-page:'))!;
      const html = sessionStorage.getItem(key)!.split('\n').slice(1).join('\n');
      sessionStorage.setItem(key, `${Date.now() - 11 * 60 * 1000}\n${html}`);

      await openListing();
      await userEvent.click(moreLink());
      await waitFor(() => expect(pids()).toEqual(range(1, 40)));

      expect(server.calls).toHaveLength(2);
    });

    it('never keeps a page the server answered wrongly: the Retry asks the server again', async () => {
      const server = fakeListingServer({ body: '<div data-lto-grid-region data-total="45"><div data-lto-grid-feed></div></div>' });
      await openListing();
      await userEvent.click(moreLink());
      await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

      await waitFor(() => expect(pids()).toEqual(range(1, 40)));
      expect(server.calls).toHaveLength(2);
    });
  });

  describe('coming back from a product (SPEC 2.6)', () => {
    beforeEach(() => {
      vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    });

    it("asks again for the pages 'load more' had added, then scrolls the tile into the window and focuses it", async () => {
      const server = fakeListingServer();
      history.replaceState(null, '', '/c/sofas');
      cameFromTile(30);
      arrivedBy('back_forward');
      // Below the window, as tile 30 would be.
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 2400, bottom: 2800 } as DOMRect);

      await openListing();

      await waitFor(() => expect(document.activeElement).toBe(articles()[29]));
      expect(pids()).toEqual(range(1, 40));
      expect(server.calls.map((call) => call.query)).toEqual([{ start: '20', sz: '20', format: 'ajax' }]);
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 2400 - 100 });
    });

    it('restores at one request per 500 ms', async () => {
      const server = fakeListingServer();
      // For each request, whether a 500 ms timer started with the first one had run when it went:
      // timed on the clock of the listing's own timers. Clocked by performance.now() from waits
      // that poll for the requests, a busy machine made the gap look short (483 ms).
      const waited: boolean[] = [];
      let halfSecond = false;
      const answer = fetch;
      vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => {
        if (waited.length === 0) setTimeout(() => (halfSecond = true), 500);
        waited.push(halfSecond);
        return answer(...args);
      });
      history.replaceState(null, '', '/c/sofas');
      cameFromTile(45);
      arrivedBy('back_forward');

      await openListing();

      await waitFor(() => expect(server.calls).toHaveLength(2));
      expect(waited).toEqual([false, true]);
      await waitFor(() => expect(pids()).toEqual(range(1, 45)));
      expect(server.calls.map((call) => call.query.start)).toEqual(['20', '40']);
    });

    it("finds the tile of a product opened before the code ran (no cookie) in the link's #start, on the entry Back came from", async () => {
      const server = fakeListingServer();
      history.replaceState(null, '', '/c/sofas');
      arrivedBy('back_forward');
      vi.stubGlobal('navigation', { currentEntry: { index: 1 }, entries: () => [{ url: `${location.origin}/` }, { url: location.href }, { url: `${location.origin}/p/P30#start=30` }] });
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 2400, bottom: 2800 } as DOMRect);

      await openListing();

      await waitFor(() => expect(document.activeElement).toBe(articles()[29]));
      expect(server.calls.map((call) => call.query)).toEqual([{ start: '20', sz: '20', format: 'ajax' }]);
    });

    it('without a cookie, takes no place from a next entry that is not a tile link, nor from a fresh visit', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const server = fakeListingServer();
      history.replaceState(null, '', '/c/sofas');
      const next = (url: string) => vi.stubGlobal('navigation', { currentEntry: { index: 0 }, entries: () => [{ url: location.href }, { url }] });
      arrivedBy('back_forward');
      next(`${location.origin}/p/P30`);
      await openListing();
      next(`${location.origin}/p/P30#start=30`);
      arrivedBy('navigate');
      await openListing();

      await act(() => vi.advanceTimersByTimeAsync(RESTORE_STEP_MS + RETURN_SCROLL_DELAY_MS));
      expect(server.calls).toEqual([]);
      expect(pids()).toEqual(range(1, 20));
    });

    it('does nothing for a shopper who opens the listing afresh, or came from another listing', async () => {
      // On a fake clock that keeps real time, moved on past a restore's first step and its scroll.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const server = fakeListingServer();
      history.replaceState(null, '', '/c/sofas');
      cameFromTile(30);
      arrivedBy('navigate');
      await openListing();
      cameFromTile(30, `${location.origin}/c/chairs`);
      arrivedBy('back_forward');
      await openListing();

      await act(() => vi.advanceTimersByTimeAsync(RESTORE_STEP_MS + RETURN_SCROLL_DELAY_MS));
      expect(server.calls).toEqual([]);
      expect(pids()).toEqual(range(1, 20));
    });
  });

  it('remembers a category listing in lastVisitedCategory (SPEC 2.1)', async () => {
    await openListing();
    expect(document.cookie).toContain('lastVisitedCategory=sofas');
    expect(currentRegion()).toHaveAttribute('data-category', 'sofas');
  });
});
