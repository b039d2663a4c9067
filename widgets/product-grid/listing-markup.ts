import * as v from 'valibot';
import { FEED, MAX_SIZE, PAGE_SIZE } from './markup-hooks';

const Count = v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number), v.safeInteger());

/** The whole, non-negative number an attribute holds; undefined when it holds none. */
export function countIn(element: Element, attribute: string): number | undefined {
  const parsed = v.safeParse(Count, element.getAttribute(attribute));
  return parsed.success ? parsed.output : undefined;
}

/** The results of a feed: its article children (anything else in it is the platform's, and stays). */
export function articlesOf(feed: Element): HTMLElement[] {
  return [...feed.children].filter((child): child is HTMLElement => child.localName === 'article');
}

/** Where a listing's results stand: the first one's offset, how many are shown up to, and how many there are. */
export interface Progress {
  first: number;
  shown: number;
  total: number;
}

/**
 * Reads a region's progress. `data-shown` and `data-total` as the server wrote them (or as the
 * widget updated them); without them, what the feed holds: the first article's aria-posinset, the
 * articles counted.
 */
export function progressOf(region: Element): Progress {
  const feed = region.querySelector(FEED);
  const articles = feed ? articlesOf(feed) : [];
  const position = articles[0] ? countIn(articles[0], 'aria-posinset') : undefined;
  const first = position !== undefined && position > 0 ? position - 1 : 0;
  const shown = countIn(region, 'data-shown') ?? first + articles.length;
  return { first, shown, total: Math.max(countIn(region, 'data-total') ?? shown, shown) };
}

/** `href` resolved against the page, without its fragment: the listing it stands for. */
export function listingAddress(href: string): string {
  const url = new URL(href, document.baseURI);
  url.hash = '';
  return url.href;
}

/** Whole pages covering `count` results, within what the platform takes. */
const sizeFor = (count: number) => Math.min(MAX_SIZE, Math.max(PAGE_SIZE, Math.ceil(count / PAGE_SIZE) * PAGE_SIZE));

/**
 * 'Load more': the more link's listing (its refinements and sort) from the first result not shown
 * yet, one page of them.
 */
export function moreRequest(moreHref: string, shown: number): string {
  const url = new URL(listingAddress(moreHref));
  url.searchParams.set('start', String(shown));
  url.searchParams.set('sz', String(PAGE_SIZE));
  return url.href;
}

/**
 * The address that shows the same results again after 'load more', so a reload or Back restores
 * the tiles the shopper had: `sz` covers every result shown, from the first (`start` only when the
 * page did not begin at the first result). A fragment stays.
 */
export function addressShowing(address: string, { first, shown }: Pick<Progress, 'first' | 'shown'>): string {
  const url = new URL(address, document.baseURI);
  if (first > 0) url.searchParams.set('start', String(first));
  else url.searchParams.delete('start');
  url.searchParams.set('sz', String(sizeFor(shown - first)));
  return url.href;
}

/**
 * The more link's own href once `shown` are on the page: in a new tab, or without script, what is
 * shown and a page more; past the largest size, the page after what is shown.
 */
export function nextMoreHref(moreHref: string, { first, shown }: Pick<Progress, 'first' | 'shown'>): string {
  const listing = listingAddress(moreHref);
  return shown + PAGE_SIZE - first <= MAX_SIZE
    ? addressShowing(listing, { first, shown: shown + PAGE_SIZE })
    : addressShowing(listing, { first: shown, shown: shown + PAGE_SIZE });
}
