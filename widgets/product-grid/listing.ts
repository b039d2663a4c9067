import { ApiError } from '../../src/core/api';
import { afterNextFrame, nextTask } from '../../src/core/next-task';
import type { Translate } from '../../src/core/i18n';
import { warnOnce } from '../../src/core/warn';
import { announce } from '../../src/ui/announce';
import { focusOn } from '../../src/ui/focusable';
import { moveInFeed } from './feed-keys';
import { loadRegion } from './grid-pages';
import { pointGridViewsAt } from './grid-view';
import { chooseInfiniteScroll, INFINITE_SCROLL, infiniteScrollOn } from './infinite-mode';
import { infiniteScroll } from './infinite-scroll';
import { markLaidOut } from './laid-out';
import { rememberCategory } from './last-category';
import { addressShowing, articlesOf, countIn, listingAddress, moreRequest, nextMoreHref, progressOf, type Progress } from './listing-markup';
import { COUNT, FEED, LINK, MORE, MORE_ROW, PAGINATION, REGION, SELECT } from './markup-hooks';
import type { MessageKey } from './messages';
import { pagesToRestore, RESTORE_STEP_MS, RETURN_SCROLL_DELAY_MS, returnPosition, scrollBackTo } from './return-to-tile';
import { rememberTileOpens } from './tile-opens';

/** A load that failed: the alert and its Retry go into `slot`, next to what failed. */
export interface GridFailure {
  kind: 'more' | 'reload';
  slot: HTMLElement;
  retry: () => void;
}

/** How the listing shown after a reload is reached and where the shopper's focus goes. */
interface ReloadWay {
  /** A link or a select: a new entry in the history. Back and Forward: the entry is there already. */
  push: boolean;
  /** A page link: the shopper goes to the top of the results, as a new page would show them. */
  paging: boolean;
  /**
   * 'always' after the shopper's own action; after Back, only if the focus was in the old listing.
   * A select's name: the shopper goes on choosing in that select (the new region's, if it was
   * replaced), so arrowing through its options reloads each in turn with the focus kept (WCAG 3.2.2).
   */
  focus: 'always' | 'if-inside' | { select: string };
}

/** A 'load more' answer with a feed, and results in it unless the listing has shrunk to what is shown. */
function isNextPage(answer: HTMLElement, before: Progress): boolean {
  const feed = answer.querySelector(FEED);
  const total = countIn(answer, 'data-total') ?? before.total;
  // Fewer results than before (the catalogue changed) may leave none to add; anything else is a broken answer.
  return feed !== null && (articlesOf(feed).length > 0 || total <= before.shown);
}

/** The articles of a 'load more' answer, and the total it gives; throws when it holds none to add. */
function nextPage(answer: HTMLElement, before: Progress): { articles: HTMLElement[]; total: number } {
  if (!isNextPage(answer, before)) throw new ApiError('bad-response');
  const articles = articlesOf(answer.querySelector(FEED)!);
  const total = countIn(answer, 'data-total') ?? before.total;
  return { articles, total: Math.max(total, before.shown + articles.length) };
}

/** The results of a listing's region. */
const articlesIn = (region: Element | null): HTMLElement[] => {
  const feed = region?.querySelector(FEED);
  return feed ? articlesOf(feed) : [];
};

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link the page may follow in place: to this site, in this window, not a download. */
function followsInPlace(link: HTMLAnchorElement): boolean {
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  return new URL(link.href, document.baseURI).origin === location.origin;
}

/**
 * The new results go into the feed this many at a time, each step once the browser has drawn the
 * one before. Twenty in one task took about 90 ms at 4x CPU, and steps merely a task apart were
 * drawn together, in one frame as long. One a frame against two, run side by side at 4x CPU
 * (four runs, 100 presses of each): 19 presses with a task over 50 ms against 29, all of the gain in
 * the machine's quicker phases (1 against 12 of 40; 18 against 17 of 60 when a frame's fixed cost
 * alone is near 50 ms). The last result is drawn about 250 ms later (some 750 against 500 ms
 * after the press); the first comes as soon.
 */
const INSERT_STEP = 1;

/** The number a page link stands for: in its title (SPEC 2.6), else its label or its text. */
function pageNumberOf(link: Element | null | undefined): number | undefined {
  for (const text of [link?.getAttribute('title'), link?.getAttribute('aria-label'), link?.textContent]) {
    const digits = /\d+/.exec(text ?? '');
    if (digits) return Number(digits[0]);
  }
  return undefined;
}

/** The page a listing shows, from its page links (the one marked current); none without them. */
const pageShown = (within: Element): number | undefined => pageNumberOf(within.querySelector(`${PAGINATION} [aria-current="page"]`));

/** The state of the history entries a reload in place makes. */
const IN_PLACE = { ltoListing: true };

/**
 * The address the server drew the page's listing for, when the address is no longer it: the
 * entry is one a reload in place made (IN_PLACE), and the document was loaded for another. A
 * document loaded anew by Back or Forward shares the entries pushed from it before, so a
 * Forward to one of them changes the address alone, before the grid may even be drawn (it
 * follows popstate for that). Undefined otherwise: a platform's script changing the address
 * (a campaign parameter taken out) leaves its entry unmarked.
 */
function movedOnSinceDrawn(): string | undefined {
  if ((history.state as typeof IN_PLACE | null)?.ltoListing !== true) return undefined;
  const drawn = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.name;
  return drawn && listingAddress(drawn) !== listingAddress(location.href) ? drawn : undefined;
}

/** A listing made live: `enter` makes a new history entry for what the page shows now (a tab shown in place); `stop` is the cleanup. */
export interface Listing {
  enter: (address: string) => void;
  stop: () => void;
}

/**
 * The behaviour of a listing over the server's markup (README "Behaviour"): refinement, sort and
 * page changes reload the region in place and enter the history; 'load more' appends the next
 * page's articles; Back and Forward show their listing again, an entry made by `enter` too. Every
 * failure leaves what is on the page as it was and offers a Retry (`showFailure`).
 */
export function enhanceListing(element: HTMLElement, t: Translate<MessageKey>, showFailure: (failure: GridFailure | null) => void): Listing {
  /** The load whose answer is awaited: a newer one (or the widget going) makes an older answer moot. */
  let latest: object | null = null;
  let slot: HTMLElement | null = null;
  /** The listing on the page, to tell Back and Forward to another listing from a fragment change. */
  let shownAddress = listingAddress(movedOnSinceDrawn() ?? location.href);
  let currentPage = pageShown(element) ?? 1;
  // Infinite scroll where the browser can watch the placeholder; 'load more' elsewhere.
  const scroller = typeof IntersectionObserver === 'undefined' ? undefined : infiniteScroll(() => more({ focus: false }));
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const wait = (ms: number) => new Promise<void>((resolve) => timers.add(setTimeout(resolve, ms)));

  /** A new history entry for the listing at `address`, which the page shows now: Back leaves it by popstate. */
  const enter = (address: string) => {
    history.pushState(IN_PLACE, '', address);
    shownAddress = listingAddress(address);
  };

  const region = () => element.querySelector<HTMLElement>(REGION);
  if (!region()) warnOnce('<lto-product-grid> has no [data-lto-grid-region] inside: its links and selects work without it, as links and a form');

  const clearFailure = () => {
    if (!slot) return;
    showFailure(null);
    slot.remove();
    slot = null;
  };

  /** Nothing is loading: the feed is no longer busy and the more link works again. */
  const settle = () => {
    element.removeAttribute('data-lto-grid-loading');
    const current = region();
    current?.querySelector(FEED)?.setAttribute('aria-busy', 'false');
    current?.querySelector(MORE)?.removeAttribute('aria-disabled');
  };

  const begin = (kind: GridFailure['kind']): object => {
    clearFailure();
    settle();
    const ticket = {};
    latest = ticket;
    element.setAttribute('data-lto-grid-loading', kind);
    const current = region();
    current?.querySelector(FEED)?.setAttribute('aria-busy', 'true');
    if (kind === 'more') current?.querySelector(MORE)?.setAttribute('aria-disabled', 'true');
    return ticket;
  };

  /** The listing stays as it is; the alert says so, next to what failed, with a Retry of the same request. */
  const fail = (kind: GridFailure['kind'], error: unknown, again: () => void) => {
    latest = null;
    settle();
    const current = region();
    if (!current) return;
    warnOnce(`<lto-product-grid> could not load the listing (${error instanceof ApiError ? error.kind : 'bad-response'}): keeping the results shown`);
    slot = document.createElement('div');
    slot.className = 'lto-product-grid__failure';
    const next = kind === 'more' ? (current.querySelector(MORE_ROW) ?? current.querySelector(MORE)) : current.querySelector(FEED);
    if (next?.parentNode) next.before(slot);
    else current.prepend(slot);
    const retry = () => {
      // The Retry button goes with its alert: the focus waits on what the new load will change.
      const anchor = kind === 'more' ? current.querySelector<HTMLElement>(MORE) : (current.querySelector<HTMLElement>(COUNT) ?? current);
      if (anchor) focusOn(anchor, true);
      again();
    };
    showFailure({ kind, slot, retry });
  };

  /** A select changed and then failed: it shows the choice of the listing on the page again. */
  const restoreSelects = () => {
    for (const select of region()?.querySelectorAll<HTMLSelectElement>(SELECT) ?? []) {
      const chosen = [...select.options].findIndex((option) => option.defaultSelected);
      select.selectedIndex = Math.max(chosen, 0);
    }
    applyMode();
  };

  /**
   * The mode of the listing shown (SPEC 2.6, 4.8): in infinite scroll the items-per-page select
   * says so, the page links give way to the scroll, and the more row is its placeholder.
   */
  const applyMode = () => {
    const current = region();
    const infinite = scroller !== undefined && infiniteScrollOn();
    for (const select of current?.querySelectorAll<HTMLSelectElement>(SELECT) ?? []) {
      if (infinite && select.querySelector(`option[value="${INFINITE_SCROLL}"]`)) select.value = INFINITE_SCROLL;
    }
    if (infinite) current?.querySelector(PAGINATION)?.setAttribute('hidden', '');
    scroller?.watch(infinite ? current : null);
  };

  /** SPEC 2.6: the page a page link goes to, sent as currentPage: next and previous from the page shown, else the link's own number. */
  const withCurrentPage = (link: HTMLAnchorElement): string => {
    const rel = link.rel.split(/\s+/);
    const page = rel.includes('next') ? currentPage + 1 : rel.includes('prev') ? currentPage - 1 : (pageNumberOf(link) ?? currentPage);
    currentPage = Math.max(1, page);
    const url = new URL(link.href, document.baseURI);
    url.searchParams.set('currentPage', String(currentPage));
    return url.href;
  };

  const reload = async (address: string, way: ReloadWay): Promise<void> => {
    const ticket = begin('reload');
    let fresh: HTMLElement;
    try {
      fresh = await loadRegion(address);
    } catch (error) {
      if (latest !== ticket) return;
      restoreSelects();
      fail('reload', error, () => void reload(address, way));
      return;
    }
    const old = region();
    if (latest !== ticket || !old) return;
    latest = null;
    const focusWasInside = old.contains(document.activeElement);
    // The old region's islands leave the page with it, and the runtime unmounts them; the new
    // one's upgrade as they arrive.
    old.replaceWith(fresh);
    element.removeAttribute('data-lto-grid-loading');
    markLaidOut(articlesIn(fresh));
    currentPage = pageShown(fresh) ?? currentPage;
    applyMode();
    if (way.push) enter(address);
    else shownAddress = listingAddress(address);
    const title = fresh.getAttribute('data-title')?.trim();
    if (title) document.title = title;
    const { shown, total } = progressOf(fresh);
    announce(fresh.querySelector(FEED) ? t('productGrid.showing', { n: shown, total }) : t('productGrid.none'));
    if (way.focus === 'if-inside' && !focusWasInside) return;
    if (typeof way.focus === 'object') {
      // A select outside the region keeps the focus as it is; one replaced with it hands it on.
      const { select } = way.focus;
      const same = [...fresh.querySelectorAll<HTMLSelectElement>(SELECT)].find((candidate) => candidate.name === select);
      if (focusWasInside) same?.focus();
      return;
    }
    // A page link shows its page from the top; elsewhere the shopper stays where they were.
    if (way.paging) fresh.scrollIntoView?.({ block: 'start' });
    focusOn(fresh.querySelector<HTMLElement>(COUNT) ?? fresh, way.paging);
  };

  /**
   * Adds the next page of results. `focus`: the shopper pressed 'load more' and reads on from the
   * first new result; infinite scroll and the way back leave the focus where it is. Says whether
   * it added any.
   */
  const more = async ({ focus }: { focus: boolean }): Promise<boolean> => {
    const current = region();
    const feed = current?.querySelector<HTMLElement>(FEED);
    const link = current?.querySelector<HTMLAnchorElement>(MORE);
    if (!current || !feed || !link) return false;
    const before = progressOf(current);
    const ticket = begin('more');
    // The press's task ends with the link shown busy: asking for the page (the request, the
    // session's kept pages) in it made a phone's tap a task of over 50 ms at 4x CPU.
    await nextTask();
    if (latest !== ticket) return false;
    let page: ReturnType<typeof nextPage>;
    try {
      const answer = await loadRegion(moreRequest(link.href, before.shown), { keepIf: (region) => isNextPage(region, before) });
      page = nextPage(answer, before);
    } catch (error) {
      if (latest === ticket) fail('more', error, () => void more({ focus: true }));
      return false;
    }
    const { articles, total } = page;
    articles.forEach((article, i) => {
      if (countIn(article, 'aria-posinset') === undefined) article.setAttribute('aria-posinset', String(before.shown + i + 1));
    });
    // In steps, the feed busy meanwhile (a screen reader waits for it). A load that starts
    // meanwhile (a refinement) takes the results added so far away again: should it fail, the
    // listing is the one before the press, never half a page more than its count says.
    for (let i = 0; i < articles.length; i += INSERT_STEP) {
      await afterNextFrame();
      if (latest !== ticket) {
        for (const article of articles.slice(0, i)) article.remove();
        return false;
      }
      if (!feed.isConnected) {
        latest = null;
        settle();
        return false;
      }
      feed.append(...articles.slice(i, i + INSERT_STEP));
    }
    if (latest !== ticket) return false;
    latest = null;
    markLaidOut(articles);
    const shown = before.shown + articles.length;
    for (const article of articlesOf(feed)) if (article.getAttribute('aria-setsize') !== String(total)) article.setAttribute('aria-setsize', String(total));
    current.setAttribute('data-shown', String(shown));
    current.setAttribute('data-total', String(total));
    const count = current.querySelector(COUNT);
    if (count) count.textContent = t('productGrid.count', { n: shown, total });
    settle();
    announce(t('productGrid.showing', { n: shown, total }));

    const progress = { first: before.first, shown };
    const address = addressShowing(location.href, progress);
    history.replaceState(history.state, '', address);
    shownAddress = listingAddress(address);
    pointGridViewsAt(current, address);
    if (shown >= total) {
      (link.closest(MORE_ROW) ?? link).remove();
      current.querySelector(PAGINATION)?.setAttribute('hidden', '');
    } else link.href = nextMoreHref(link.href, progress);
    // The shopper reads on from the first new result (the link they pressed may be gone), once the
    // new tiles are laid out as the browser draws them: focused at once, they were laid out in
    // the insertion's own task. It goes to the top of the window, below what the page keeps
    // there (scroll-padding-top: a sticky header). The browser's own scroll to a focused element
    // left a result taller than the room below a phone's header where it was, half under the
    // header that the scroll up to it brought back.
    const first = articles[0] ?? current.querySelector<HTMLElement>(COUNT) ?? current;
    if (focus) {
      void afterNextFrame().then(() => {
        if (!first.isConnected) return;
        focusOn(first, true);
        first.scrollIntoView?.({ block: 'start' });
      });
    }
    return articles.length > 0;
  };

  const onClick = (event: MouseEvent) => {
    // A new tab or window (modifier keys, another button) opens the link's own page.
    if (event.defaultPrevented || !isPlainClick(event) || !region()) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`${LINK}, ${MORE}`);
    if (!link || !element.contains(link) || !followsInPlace(link)) return;
    if (link.matches(MORE)) {
      // Without a feed to append to, the link shows the longer listing as a page.
      if (!region()?.querySelector(FEED)) return;
      event.preventDefault();
      // One page at a time: a second press while it loads asks for nothing more.
      if (element.getAttribute('data-lto-grid-loading') !== 'more') void more({ focus: true });
      return;
    }
    event.preventDefault();
    const paging = link.closest(PAGINATION) !== null;
    void reload(paging ? withCurrentPage(link) : link.href, { push: true, paging, focus: 'always' });
  };

  const listingSelect = (target: EventTarget | null): HTMLSelectElement | null =>
    target instanceof HTMLSelectElement && target.matches(SELECT) && element.contains(target) && region() ? target : null;

  /** Acts on a select's choice: infinite scroll switched on in place, or the listing of the option reloaded. */
  const choose = (select: HTMLSelectElement) => {
    const option = select.options[select.selectedIndex];
    if (option?.value === INFINITE_SCROLL) {
      // SPEC 2.6: this choice switches the mode on, in place; the tiles shown stay.
      chooseInfiniteScroll(true);
      applyMode();
      announce(t('productGrid.infiniteOn'));
      return;
    }
    const href = option?.getAttribute('data-href');
    // An option without its listing's address waits for the form's own button.
    if (!href || new URL(href, document.baseURI).origin !== location.origin) return;
    if (select.querySelector(`option[value="${INFINITE_SCROLL}"]`)) chooseInfiniteScroll(false);
    void reload(new URL(href, document.baseURI).href, { push: true, paging: false, focus: { select: select.name } });
  };

  const onChange = (event: Event) => {
    const select = listingSelect(event.target);
    if (select) choose(select);
  };

  const onPopState = () => {
    // A fragment link moves within the same listing: nothing to load.
    if (listingAddress(location.href) === shownAddress) return;
    void reload(location.href, { push: false, paging: false, focus: 'if-inside' });
  };

  /**
   * Back from a product opened on this listing (SPEC 2.6): the pages 'load more' had added are
   * asked for again at one request per 500 ms, then, after 500 ms, the window scrolls back to
   * the tile, which gets the focus so the keyboard goes on from it.
   */
  const returnToTile = async (position: number) => {
    const start = region();
    if (!start) return;
    const { shown, total } = progressOf(start);
    for (let pages = pagesToRestore(position, shown, total), i = 0; i < pages; i++) {
      if (i > 0) await wait(RESTORE_STEP_MS);
      if (!(await more({ focus: false }))) return;
    }
    await wait(RETURN_SCROLL_DELAY_MS);
    const feed = region()?.querySelector(FEED);
    const tile = feed ? articlesOf(feed).find((article) => countIn(article, 'aria-posinset') === position) : undefined;
    if (!tile) return;
    scrollBackTo(tile);
    focusOn(tile, true);
  };

  rememberCategory(element);
  rememberTileOpens(element);
  markLaidOut(articlesIn(region()));
  applyMode();
  const position = returnPosition();
  if (listingAddress(location.href) !== shownAddress) onPopState();
  else if (position !== undefined && position > 1) void returnToTile(position);

  element.addEventListener('click', onClick);
  element.addEventListener('change', onChange);
  element.addEventListener('keydown', moveInFeed);
  window.addEventListener('popstate', onPopState);
  const stop = () => {
    latest = null;
    scroller?.stop();
    for (const timer of timers) clearTimeout(timer);
    clearFailure();
    element.removeEventListener('click', onClick);
    element.removeEventListener('change', onChange);
    element.removeEventListener('keydown', moveInFeed);
    window.removeEventListener('popstate', onPopState);
  };
  return { enter, stop };
}
