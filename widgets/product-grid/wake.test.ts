/**
 * The grid's wake module: it remembers a category listing without drawing anything, and asks for
 * the grid only where it has work of its own (infinite scroll, the way back to a tile).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeConfig } from '../../testing/widget-page';
import wake from './wake';

/** The island's element before its code: a plain element (the tag may be defined by an earlier test file of the worker). */
function listing(category?: string): HTMLElement {
  const grid = document.createElement('div');
  grid.innerHTML = `<div data-lto-grid-region${category ? ` data-category="${category}"` : ''} data-total="45" data-shown="20"></div>`;
  return document.body.appendChild(grid);
}

describe('the product grid wake module', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/c/sofas');
    vi.stubGlobal('IntersectionObserver', class {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('remembers a category listing for 7 days and a search not at all; by itself it asks for no grid', () => {
    writeConfig({});
    expect(wake(listing('sofas'))).toBe(false);
    expect(document.cookie).toContain('lastVisitedCategory=sofas');
    document.cookie = 'lastVisitedCategory=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(wake(listing())).toBe(false);
    expect(document.cookie).not.toContain('lastVisitedCategory');
  });

  it("stores the grid's address and the position of a tile the shopper opens, before any island is drawn", () => {
    writeConfig({});
    history.replaceState(null, '', '/c/sofas?sz=40#top');
    const grid = listing('sofas');
    grid.querySelector('[data-lto-grid-region]')!.innerHTML =
      '<div data-lto-grid-feed><article aria-posinset="27"><h3><a href="/p/P27#start=27">Sofa</a></h3></article></div><a href="/help">Help</a>';
    wake(grid);
    const follow = (event: Event) => event.preventDefault();
    document.addEventListener('click', follow);
    grid.querySelector<HTMLAnchorElement>('a[href="/help"]')!.click();
    expect(document.cookie, 'a link outside the tiles').not.toContain('lastVisitedIndex');
    grid.querySelector<HTMLAnchorElement>('article a')!.click();
    document.removeEventListener('click', follow);
    expect(document.cookie).toContain('lastVisitedIndex=27');
    expect(decodeURIComponent(document.cookie)).toContain(`lastVisitedGridUrl=${location.origin}/c/sofas?sz=40;`.slice(0, -1));
  });

  it('asks for the grid when the site scrolls infinitely, unless the shopper chose pages in this tab', () => {
    writeConfig({ preferences: { LISTING_INFINITE_SCROLL: true } });
    expect(wake(listing('sofas'))).toBe(true);
    sessionStorage.setItem('lto-grid-infinite-scroll', 'off');
    expect(wake(listing('sofas'))).toBe(false);
  });

  it('asks for the grid when the shopper comes back from a tile they opened on this listing', () => {
    writeConfig({});
    document.cookie = `lastVisitedGridUrl=${encodeURIComponent(`${location.origin}/c/sofas?sz=40`)}; path=/`;
    document.cookie = 'lastVisitedIndex=27; path=/';
    document.cookie = 'lastVisitedProduct=P27; path=/';
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'navigate' } as unknown as PerformanceEntry]);
    expect(wake(listing('sofas')), 'opened afresh').toBe(false);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'back_forward' } as unknown as PerformanceEntry]);
    expect(wake(listing('sofas'))).toBe(true);
  });
});
