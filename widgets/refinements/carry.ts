import { mountNow } from '../../src/core/mount-queue';

/**
 * What the shopper set up in the refinements that the next ones must keep. A value chosen reloads
 * the listing in place: <lto-product-grid> puts the answer's region, and so new server refinements
 * in a new <lto-refinements>, in place of the old. Without this, the groups the shopper opened
 * would close, and the sidebar with them.
 */
export interface Carried {
  /** The summary texts of the groups that were open. */
  openGroups: readonly string[];
  /** The sidebar was open: the new one opens at once, with the focus on the value chosen. */
  sidebar: boolean;
  /** The value chosen: its group's summary text and its label without the count. */
  chosen: { group: string; value: string } | null;
}

const TAG = 'lto-refinements';
/** The grid gives up on an answer after 15 s: no new refinements come for this choice after that. */
const WAIT_MS = 20_000;

/** A group's name: its summary's text. */
export const groupName = (details: Element): string => details.querySelector(':scope > summary')?.textContent?.trim() ?? '';
/** A value's name: its link's text without the count in brackets. */
export const valueName = (link: Element): string => (link.textContent ?? '').replace(/\s*\(\d+\)\s*$/, '').trim();

let watching: { observer: MutationObserver; timer: ReturnType<typeof setTimeout> } | null = null;
let handed: { element: Element; state: Carried } | null = null;

function stopWatching(): void {
  if (!watching) return;
  watching.observer.disconnect();
  clearTimeout(watching.timer);
  watching = null;
}

/**
 * The new refinements are on the page (in the microtask after the region was put in, before the
 * browser paints it): the groups open as they were, and the island is drawn at once when the
 * sidebar must open again.
 */
function arrive(element: Element, state: Carried): void {
  for (const details of element.querySelectorAll('details')) {
    if (state.openGroups.includes(groupName(details))) details.open = true;
  }
  if (!state.sidebar) return;
  handed = { element, state };
  mountNow(element);
}

/** Keeps `state` for the refinements that will take the place of `from`'s (the latest choice wins). */
export function carryOver(from: Element, state: Carried): void {
  stopWatching();
  handed = null;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const found = node.localName === TAG ? node : node.querySelector(TAG);
        if (!found || found === from || !found.isConnected) continue;
        stopWatching();
        arrive(found, state);
        return;
      }
    }
  });
  observer.observe(from.ownerDocument.documentElement, { childList: true, subtree: true });
  watching = { observer, timer: setTimeout(stopWatching, WAIT_MS) };
}

/** What was carried over to `element`'s island (once), or null. */
export function takeCarried(element: Element): Carried | null {
  if (handed?.element !== element) return null;
  const { state } = handed;
  handed = null;
  return state;
}
