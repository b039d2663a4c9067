/**
 * A page shown again by Back or Forward catches up with what changed since it was made (issue 23):
 * the compare list, favourites, location, sign-in or sign-out, changed in another tab or on a later
 * page of this one. Such a page is either the very document the shopper left, restored from the
 * back/forward cache (pageshow with persisted), which heard nothing while frozen, or a document
 * made again from the HTTP cache's copy of the page (Chrome takes a page out of its back/forward
 * cache when a BroadcastChannel message comes for it, then shows the cached HTML), which holds
 * the state of when it was first fetched. Either way the page is loaded again when, and only when,
 * a change was made after its state: the server, and the cookies, hold the current state of all
 * of it, and one request brings it all (a tab still open learns it from the messages instead).
 *
 * What is kept for this: the time of the site's last change (localStorage, a number: nothing of
 * the change itself), and in this tab's sessionStorage the time each of its history entries' pages
 * was fetched, by the browser's key for the entry (the Navigation API's; without it, only the
 * back/forward cache's case is caught).
 */
export const CHANGED_AT_KEY = 'lto-widgets-changed-at';
export const ENTRIES_KEY = 'lto-widgets-entries';
/** Entries remembered per tab: enough for any Back a shopper makes, and the value stays small. */
const MAX_ENTRIES = 50;

/** Notes that this tab changed the shared state now (tab-sync.ts, on each change it sends). */
export function noteChange(win: Window, now = Date.now()): void {
  try {
    win.localStorage.setItem(CHANGED_AT_KEY, String(now));
  } catch {
    // Storage refused (private mode, quota): a page shown again by Back may be behind; no worse than before.
  }
}

function changedAt(win: Window): number {
  try {
    return Number(win.localStorage.getItem(CHANGED_AT_KEY)) || 0;
  } catch {
    return 0;
  }
}

type Entries = Record<string, number>;

function readEntries(win: Window): Entries {
  try {
    const value: unknown = JSON.parse(win.sessionStorage.getItem(ENTRIES_KEY) || '{}');
    return value && typeof value === 'object' ? (value as Entries) : {};
  } catch {
    return {};
  }
}

function writeEntry(win: Window, key: string, at: number): void {
  const entries = Object.entries({ ...readEntries(win), [key]: at }).sort((a, b) => a[1] - b[1]);
  try {
    win.sessionStorage.setItem(ENTRIES_KEY, JSON.stringify(Object.fromEntries(entries.slice(-MAX_ENTRIES))));
  } catch {
    // As above.
  }
}

/** The browser's key for this page's history entry (stable across Back, Forward and reloads), if it has one. */
function entryKey(win: Window): string | undefined {
  const key = (win as Window & { navigation?: { currentEntry?: { key?: unknown } | null } }).navigation?.currentEntry?.key;
  return typeof key === 'string' && key ? key : undefined;
}

/** Whether this document's HTML came from the HTTP cache on a Back or Forward, rather than from the server. */
function cachedBackForward(win: Window): boolean {
  const entry = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward' && entry.transferSize === 0;
}

/**
 * Whether a field of the page holds something other than what the page came with. The same test
 * as server-markup.ts's readServerState makes of an island's controls (checked boxes too), written
 * again on purpose: that module is the islands' runtime, and importing it from the page's own
 * work, which every page loads, would make the two share a chunk, one more request on each page.
 */
function holdsTyping(doc: Document): boolean {
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const options = [...field.options];
      // A single select with no option marked selected starts on its first.
      const first = options.reduce((found, option, index) => (option.defaultSelected ? index : found), 0);
      if (field.multiple ? options.some((option) => option.selected !== option.defaultSelected) : field.options.length > 0 && field.selectedIndex !== first) return true;
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true;
    } else if (field.type !== 'hidden' && field.value !== field.defaultValue) return true;
  }
  return false;
}

/**
 * Started with the tab sync, once per page: loads the page again (`reload`) when it shows state
 * older than the site's last change, now (HTML from the HTTP cache) or when restored from the
 * back/forward cache. Returns what stops it.
 */
export function catchUpOnReturn(reload: () => void, win: Window = window, now = () => Date.now()): () => void {
  const key = entryKey(win);
  if (key) {
    // A page from the server shows the state of when it was asked for (the navigation's start):
    // current, whatever changed since (the last page's own change may be noted a moment after this
    // one was asked for; the tab sync brings any later one). Only a copy from the HTTP cache can be behind.
    const cached = cachedBackForward(win);
    const madeAt = cached ? (readEntries(win)[key] ?? 0) : Math.floor(win.performance?.timeOrigin ?? now());
    if (cached && changedAt(win) > madeAt) {
      reload();
      return () => {};
    }
    writeEntry(win, key, madeAt);
  }
  // The back/forward cache keeps this document as it is at pagehide.
  let leftAt = now();
  const onHide = () => {
    leftAt = now();
  };
  const onShow = (event: PageTransitionEvent) => {
    // What the shopper typed on this page (a contact form, a checkout step) is worth more than
    // the other tabs' news: such a page stays as it was, and the next page shows the change.
    if (event.persisted && changedAt(win) > leftAt && !holdsTyping(win.document)) reload();
  };
  win.addEventListener('pagehide', onHide);
  win.addEventListener('pageshow', onShow);
  return () => {
    win.removeEventListener('pagehide', onHide);
    win.removeEventListener('pageshow', onShow);
  };
}
