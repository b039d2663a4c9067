import { createStore, type StoreApi } from 'zustand/vanilla';
import { initialAccount, type AccountSlice } from './account-slice';
import { initialCompare, type CompareSlice } from './compare-slice';
import { initialFavorites, type FavoritesSlice } from './favorites-slice';
import { initialLocation, type LocationSlice } from './location-slice';
import { initialSelection, type SelectionSlice } from './selection-slice';

/**
 * The store bus: one zustand vanilla store with a slice per domain, shared by every island of the
 * page. Islands share no React context (and a second copy of the runtime has a React root of its
 * own), so this is the only shared state. It is kept on globalThis so that a second copy of this
 * module (a widget loaded alone from its own entry point, or bundled twice by a host app) still
 * finds the same store instead of silently splitting state.
 */
export interface LtoState {
  compare: CompareSlice;
  selection: SelectionSlice;
  favorites: FavoritesSlice;
  location: LocationSlice;
  account: AccountSlice;
}

export type LtoStore = StoreApi<LtoState>;

const KEY = Symbol.for('lto-widgets.store');

/** Every slice at its start: a new page. Add a slice here and in LtoState. */
function initialState(): LtoState {
  return { compare: initialCompare(), selection: initialSelection(), favorites: initialFavorites(), location: initialLocation(), account: initialAccount() };
}

function createLtoStore(): LtoStore {
  return createStore<LtoState>()(initialState);
}

export function getStore(): LtoStore {
  const holder = globalThis as { [KEY]?: LtoStore };
  return (holder[KEY] ??= createLtoStore());
}

/** For tests and Storybook: start the page over with an empty store. */
export function resetStore(): void {
  getStore().setState(initialState(), true);
}
