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
