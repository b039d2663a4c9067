import type { ACCOUNT_CHANGE_EVENT } from '../contracts/account-events';
import type { COMPARE_CHANGE_EVENT } from '../contracts/compare-events';
import type { FAVORITE_CHANGE_EVENT } from '../contracts/favorite-events';
import type { LOCATION_CHANGE_EVENT } from '../contracts/location-events';
import { reloadPage } from './navigation';
import { catchUpOnReturn, noteChange } from './tab-sync-catch-up';

/**
 * Every open tab of the site in step (issue 23): what the shopper changes in one tab (the compare
 * list, favourites, the zip or preferred store, signing in or out) reaches the others within a moment, carrying the
 * new state, so no tab asks the server again. Sent on a BroadcastChannel; where a browser has none,
 * through a localStorage key written and removed at once (its storage event carries the message to
 * the other tabs; nothing stays stored). Both are per origin: the Spanish and Canadian sites, on
 * hosts of their own, never hear the main site's.
 *
 * This module is small and loaded with the page's own work on every page; what applies a message
 * (the store, the schemas) is loaded only when one comes (tab-sync-apply.ts).
 */
export const SYNC_CHANNEL = 'lto-widgets';
export const SYNC_STORAGE_KEY = 'lto-widgets-sync';

/**
 * The local change events that another tab must follow, by the kind of state they carry (their
 * names written out, checked against the contracts: importing the constants would split each
 * contract into a chunk of its own on every page).
 */
export const SYNCED_EVENTS: {
  compare: typeof COMPARE_CHANGE_EVENT;
  favorites: typeof FAVORITE_CHANGE_EVENT;
  location: typeof LOCATION_CHANGE_EVENT;
  account: typeof ACCOUNT_CHANGE_EVENT;
} = {
  compare: 'lto:compare-change',
  favorites: 'lto:favorite-change',
  location: 'lto:location-change',
  account: 'lto:account-change',
};
export type SyncKind = keyof typeof SYNCED_EVENTS;

export interface SyncMessage {
  kind: SyncKind;
  /** The change event's detail, as this tab dispatched it. */
  detail: unknown;
}

/** True while a message from another tab is being applied: the events it dispatches are not sent back. */
let applying = false;

/** Runs `apply` (a message from another tab being applied) so that what it dispatches is not sent back. */
export type WhileApplying = (apply: () => void) => void;

export const whileApplying: WhileApplying = (apply) => {
  applying = true;
  try {
    apply();
  } finally {
    applying = false;
  }
};

/**
 * Sends this tab's changes to the others and hands theirs to `receive` (which the caller loads
 * lazily, and gives `whileApplying`: the module that applies them does not import this one, which
 * would make this one a chunk of its own). A page shown again by Back or Forward, which heard
 * nothing meanwhile, is loaded again (`reload`) if a change was made since its state
 * (tab-sync-catch-up.ts). Returns the function that stops all of it.
 */
export function startTabSync(receive: (message: unknown) => void, win: Window = window, reload: () => void = reloadPage): () => void {
  const doc = win.document;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SYNC_CHANNEL) : undefined;
  const stopCatchUp = catchUpOnReturn(reload, win);
  const send = (message: SyncMessage) => {
    noteChange(win);
    if (channel) return channel.postMessage(message);
    // A storage key is written, however briefly: the Leasing Power decision never goes there.
    // Only a sign-out, which carries nothing, reaches the other tabs this way; they learn of a
    // sign-in on their next page.
    if (message.kind === 'account') {
      if ((message.detail as { signedIn?: unknown } | null)?.signedIn !== false) return;
      message = { kind: 'account', detail: { signedIn: false, decision: null } };
    }
    try {
      win.localStorage.setItem(SYNC_STORAGE_KEY, JSON.stringify(message));
      win.localStorage.removeItem(SYNC_STORAGE_KEY);
    } catch {
      // Storage refused (private mode, quota): the other tabs catch up on their next page.
    }
  };
  const stops = (Object.keys(SYNCED_EVENTS) as SyncKind[]).map((kind) => {
    const listener = (event: Event) => {
      if (!applying) send({ kind, detail: (event as CustomEvent<unknown>).detail });
    };
    doc.addEventListener(SYNCED_EVENTS[kind], listener);
    return () => doc.removeEventListener(SYNCED_EVENTS[kind], listener);
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SYNC_STORAGE_KEY || !event.newValue) return;
    try {
      receive(JSON.parse(event.newValue));
    } catch {
      receive(undefined);
    }
  };
  if (channel) channel.onmessage = (event: MessageEvent<unknown>) => receive(event.data);
  else win.addEventListener('storage', onStorage);
  return () => {
    for (const stop of stops) stop();
    stopCatchUp();
    channel?.close();
    win.removeEventListener('storage', onStorage);
  };
}
