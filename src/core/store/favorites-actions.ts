/**
 * Favourite actions (SPEC 3.3, 4.5, 7.5). The list starts from the myFavoriteProduct cookie; a
 * change is asked of the server (addFavProduct / removeFavProduct) and kept only when it agrees,
 * then written back to the cookie and announced to host-page scripts as `lto:favorite-change`.
 */
import { FAVORITE_CHANGE_EVENT, type FavoriteChangeDetail } from '../../contracts/favorite-events';
import { FavoriteAnswerSchema } from '../../contracts/favorites';
import { buildUrl, postForm } from '../api';
import { endpoint } from '../config';
import { readCookie, writeCookie } from '../cookies';
import { emit } from '../events';
import { onRestoredFromCache } from '../navigation';
import { warnOnce } from '../warn';
import { FAVORITES_COOKIE, type FavoritesSlice } from './favorites-slice';
import { getStore, type LtoState } from './index';

/** What a product id in the cookie may look like; anything else makes the cookie unreadable. */
const PRODUCT_ID = /^[\w.-]{1,100}$/;

/**
 * The ids in a myFavoriteProduct value: a JSON array (`["P1","P2"]`) or a comma-separated list
 * (`P1,P2`). Empty or absent is an empty list; anything else is undefined.
 */
export function parseFavoritesCookie(raw: string | undefined): string[] | undefined {
  const value = (raw ?? '').trim();
  if (value === '') return [];
  let entries: unknown[];
  if (value.startsWith('[')) {
    try {
      const json: unknown = JSON.parse(value);
      if (!Array.isArray(json)) return undefined;
      entries = json;
    } catch {
      return undefined;
    }
  } else {
    entries = value.split(',').filter((entry) => entry.trim() !== '');
  }
  const ids = entries.map((entry) => (typeof entry === 'string' || typeof entry === 'number' ? String(entry).trim() : ''));
  if (!ids.every((id) => PRODUCT_ID.test(id))) return undefined;
  return [...new Set(ids)];
}

/** The cookie's list; an unreadable cookie counts as empty, with one warning (never its value). */
export function readFavoritesCookie(): string[] {
  const ids = parseFavoritesCookie(readCookie(FAVORITES_COOKIE));
  if (ids) return ids;
  warnOnce(`the ${FAVORITES_COOKIE} cookie is not a list of product ids: no product is shown as saved`);
  return [];
}

const slice = () => getStore().getState().favorites;
const setSlice = (change: (favorites: FavoritesSlice) => Partial<FavoritesSlice>) =>
  getStore().setState((state) => ({ favorites: { ...state.favorites, ...change(state.favorites) } }));

/**
 * Whether `pid` is a favourite. Before the list is loaded it asks the cookie, so an icon's first
 * render is already right; the answer is a boolean, stable for React's store subscription.
 */
export function isFavorite(state: LtoState, pid: string): boolean {
  return (state.favorites.loaded ? state.favorites.items : readFavoritesCookie()).includes(pid);
}

/** Reads the cookie into the store, once per page. */
export function loadFavorites(): void {
  if (slice().loaded) return;
  setSlice(() => ({ items: readFavoritesCookie(), loaded: true }));
  // Shown again from the back/forward cache, the page may be behind the cookie (a product removed
  // on the favourites page meanwhile): read it again. Registered once per store.
  onRestoredFromCache(() => {
    if (slice().loaded) setSlice(() => ({ items: readFavoritesCookie() }));
  });
}

function setPending(pid: string, direction: 'add' | 'remove' | undefined) {
  setSlice(({ pending }) => {
    const next = { ...pending };
    if (direction) next[pid] = direction;
    else delete next[pid];
    return { pending: next };
  });
}

export interface FavoriteItem {
  pid: string;
  uuid: string;
  /** Already normalised (SPEC 5.4): a whole number from 1. */
  quantity: number;
}

/** 'busy' when a request for this product is already in flight: nothing was sent. */
export type FavoriteOutcome = 'saved' | 'removed' | 'failed' | 'busy';

async function ask(item: FavoriteItem, favorite: boolean): Promise<boolean> {
  const url = endpoint(favorite ? 'addFavProduct' : 'removeFavProduct');
  if (!url) return false;
  // SPEC 7.5: the serialized product form; remove also names the product in the query.
  const target = favorite ? url : buildUrl(url, { doAction: 'remove', productID: item.pid });
  try {
    const answer = await postForm(target, { pid: item.pid, Quantity: item.quantity, uuid: item.uuid }, FavoriteAnswerSchema);
    const error = answer.error;
    return error === undefined || error === null || error === false || error === '';
  } catch {
    // HTTP, network, timeout or an unparseable answer: the favourite stays as it was.
    return false;
  }
}

/**
 * Saves (`favorite` true) or removes a product. While the request is in flight the product is
 * pending that way, so icons show the state asked for; the list changes only on success.
 */
export async function setFavorite(item: FavoriteItem, favorite: boolean, source: EventTarget): Promise<FavoriteOutcome> {
  loadFavorites();
  const { pid } = item;
  if (slice().pending[pid]) return 'busy';
  const done: FavoriteOutcome = favorite ? 'saved' : 'removed';
  if (slice().items.includes(pid) === favorite) return done;
  setPending(pid, favorite ? 'add' : 'remove');
  const ok = await ask(item, favorite);
  setPending(pid, undefined);
  if (!ok) return 'failed';
  setSlice(({ items }) => ({
    items: favorite ? (items.includes(pid) ? items : [...items, pid]) : items.filter((id) => id !== pid),
  }));
  const items = slice().items;
  writeCookie(FAVORITES_COOKIE, JSON.stringify(items));
  emit(source, FAVORITE_CHANGE_EVENT, { pid, favorite, items });
  return done;
}

/**
 * A change another tab made (src/core/tab-sync-apply.ts): the list it left, as this page's, and
 * its change event, so the icons here show it. The cookie is already written, by that tab.
 */
export function applyFavorites(change: FavoriteChangeDetail, target: EventTarget = document): void {
  loadFavorites();
  setSlice(() => ({ items: [...change.items] }));
  emit(target, FAVORITE_CHANGE_EVENT, change);
}
