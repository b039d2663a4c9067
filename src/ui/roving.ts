/**
 * Arrow-key movement through a set of choices (APG radio group, tabs): Right/Down next, Left/Up
 * previous, both wrapping; Home and End the ends. Undefined for any other key, which the set then
 * leaves to the browser.
 */
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

export function rovingIndex(key: string, at: number, count: number): number | undefined {
  const last = count - 1;
  if (NEXT_KEYS.has(key)) return at === last ? 0 : at + 1;
  if (PREVIOUS_KEYS.has(key)) return at === 0 ? last : at - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/** What a roving keydown reads (React's and the DOM's events both have it). */
export interface RovingKeyEvent {
  key: string;
  target: EventTarget | null;
  /** The set's container: the handler is its keydown. */
  currentTarget: Element;
  preventDefault(): void;
}

/**
 * The keydown of a roving set's container (a tablist, a radio group of swatches): a key that moves
 * takes focus from the item it was pressed on to the item it names (the items are the container's
 * elements matching `selector`, in document order), and `choose` gets that item's index
 * (automatic activation: focus and choice move together, so the chosen item stays the set's one
 * Tab stop). Any other key, or one pressed outside the items, is left to the browser.
 */
export function rovingKeyDown(selector: string, choose: (index: number) => void) {
  return (event: RovingKeyEvent): void => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)];
    const at = items.findIndex((item) => event.target instanceof Node && item.contains(event.target));
    if (at < 0) return;
    const to = rovingIndex(event.key, at, items.length);
    if (to === undefined) return;
    event.preventDefault();
    items[to]!.focus();
    choose(to);
  };
}
