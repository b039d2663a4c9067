/**
 * Location actions (SPEC 3.1, 4.2). Any island reads the current zip and preferred store here;
 * any island (or a host script, through the zip modal's DOM event) can ask for the zip modal.
 */
import { LOCATION_CHANGE_EVENT, ZIP_MODAL_OPEN_EVENT } from '../../contracts/location-events';
import { getConfig } from '../config';
import { emit } from '../events';
import { getStore, type LtoState } from './index';
import type { LocationSlice } from './location-slice';

const setSlice = (change: (location: LocationSlice) => Partial<LocationSlice>) =>
  getStore().setState((state) => ({ location: { ...state.location, ...change(state.location) } }));

/** The shopper's zip / postal code: changed on this page, else the server's, else undefined. */
export function currentZip(state: LtoState): string | undefined {
  return state.location.zip ?? (getConfig().page.zip || undefined);
}

export function preferredStoreId(state: LtoState): string | undefined {
  return state.location.storeId ?? (getConfig().page.storeId || undefined);
}

/** Opens the zip modal, wherever it is on the page: the shopper asked to change location. */
export function openZipModal(): void {
  setSlice(() => ({ zipModalOpen: true }));
}

/**
 * Opens the zip modal for a widget that needs a zip to go on (start a lease, pick a store);
 * resolves with the new zip, or undefined when closed without one. */
export function askForZip(): Promise<string | undefined> {
  const asked = new Promise<string | undefined>((resolve) => setSlice((location) => ({ zipModalOpen: true, zipWaiters: [...location.zipWaiters, resolve] })));
  // The page's command to open the modal (a DOM event, so it reaches a modal whose code has not
  // run): a modal not drawn yet is drawn for it (the autoloader keeps it until then,
  // widgets/registry.ts); a drawn one is already open from the store.
  if (typeof document !== 'undefined') document.dispatchEvent(new CustomEvent(ZIP_MODAL_OPEN_EVENT));
  return asked;
}

/** Closes the zip modal, answering whoever asked for a zip. */
export function closeZipModal(zip?: string): void {
  const waiters = getStore().getState().location.zipWaiters;
  setSlice(() => ({ zipModalOpen: false, zipWaiters: [] }));
  for (const resolve of waiters) resolve(zip);
}

/** Records a location the server accepted and tells host-page scripts (`lto:location-change`). */
export function changeLocation(change: { zip?: string; storeId?: string }, target: EventTarget = document): void {
  setSlice(() => change);
  const state = getStore().getState();
  emit(target, LOCATION_CHANGE_EVENT, { zip: currentZip(state), storeId: preferredStoreId(state) });
}
