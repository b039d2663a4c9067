import { ApiError, getFragment } from '../../src/core/api';
import { loadSanitizer } from '../../src/ui/safe-fragment';
import { REGION, RESULT } from './markup-hooks';

/**
 * SPEC 7.6: the pages 'load more' and infinite scroll add are kept in session storage per URL, so
 * the way back to the list (and a second visit in the tab) asks the server again only for pages it
 * has not given yet. Kept as the server sent them and sanitized again on every use (a string from
 * storage is never trusted as HTML). A kept page older than `MAX_AGE_MS` is asked for again: its
 * prices and stock may have changed. Grid pages hold no personal data.
 */
const PREFIX = 'lto-grid-page:';
const MAX_AGE_MS = 10 * 60 * 1000;
/** Pages kept at most, the oldest dropped first: a listing of 200 results is ten pages. */
const MAX_PAGES = 20;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage turned off: every page is asked for
  }
}

function keptKeys(store: Storage): string[] {
  return Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key?.startsWith(PREFIX) ?? false);
}

/**
 * A kept page is stored as `{time kept}\n{html}`: its age is read from the first line without
 * parsing the page (115 KB for the demo's 20 tiles), which every new page kept does for each of the others.
 */
function keptAt(raw: string | null): number {
  const at = Number(raw?.slice(0, raw.indexOf('\n')));
  return Number.isFinite(at) ? at : 0;
}

function readKept(url: string): string | undefined {
  const store = storage();
  const raw = store?.getItem(PREFIX + url);
  if (!store || !raw) return undefined;
  const at = keptAt(raw);
  if (at > 0 && Date.now() - at < MAX_AGE_MS) return raw.slice(raw.indexOf('\n') + 1);
  // Too old, or not ours: asked for again.
  store.removeItem(PREFIX + url);
  return undefined;
}

function keep(url: string, html: string): void {
  const store = storage();
  if (!store) return;
  const byAge = keptKeys(store)
    .map((key) => ({ key, at: keptAt(store.getItem(key)) }))
    .sort((a, b) => a.at - b.at);
  for (const old of byAge.slice(0, Math.max(0, byAge.length - MAX_PAGES + 1))) store.removeItem(old.key);
  try {
    store.setItem(PREFIX + url, `${Date.now()}\n${html}`);
  } catch {
    // Full: the kept pages give way to the page's own storage, and this one is not kept.
    for (const key of keptKeys(store)) store.removeItem(key);
  }
}

/**
 * A listing's region from the grid answer at `address` (format=ajax, HTML only), sanitized, our
 * lto-* tags kept so its tiles become islands once on the page. `keepIf`: a page of results,
 * which may come from the session's kept pages, and goes into them when it passes this check (a
 * broken answer is never kept, so a Retry asks the server again).
 */
export async function loadRegion(address: string, { keepIf }: { keepIf?: (region: HTMLElement) => boolean } = {}): Promise<HTMLElement> {
  const stored = keepIf ? readKept(address) : undefined;
  const [html, { sanitizeToNodesInSteps }] = await Promise.all([stored ?? getFragment(address, {}, { htmlOnly: true }), loadSanitizer()]);
  // A few at a time, each block of the region and each result apart: 20 tiles sanitized in one
  // task kept a phone from a tap for 75 ms, and the rest of the region (its refinements) for 40.
  const region = (await sanitizeToNodesInSteps(html, `${REGION} > *, ${RESULT}`)).querySelector<HTMLElement>(REGION);
  if (!region) throw new ApiError('bad-response');
  // Storing over 100 KB takes a task of its own.
  if (keepIf && stored === undefined && keepIf(region)) setTimeout(() => keep(address, html), 0);
  return region;
}
