/**
 * The sub-categories chosen on a brand landing page (SPEC 2.1, 2.6, 7.6), kept in the address as
 * one `subcatids` parameter: their ids joined by '|', in the order they were chosen. A value's
 * link adds its id, or removes it when it is chosen already; the 'generic' value (the whole brand)
 * empties the list. An empty list, or '0', is no parameter at all. The platform writes each link
 * with the list it leads to, so the links work without script; a hand-edited list is read as the
 * ids it holds that the platform knows.
 */
export const SUBCATIDS_PARAM = 'subcatids';

/** The value that stands for every sub-category of the brand: choosing it clears the list. */
export const GENERIC_SUBCAT = 'generic';

const isId = (id: string) => id !== '' && id !== '0' && id !== GENERIC_SUBCAT && !id.includes('|');

/** The ids a `subcatids` value holds: trimmed, without blanks, '0', 'generic' or repeats, in order. */
export function readSubcatids(value: string | null | undefined): string[] {
  return [...new Set((value ?? '').split('|').map((id) => id.trim()).filter(isId))];
}

/** The list after choosing `value`: 'generic' clears it, a chosen id leaves it, another id joins it at the end. */
export function toggleSubcatid(ids: readonly string[], value: string): string[] {
  const kept = readSubcatids(ids.join('|'));
  const id = value.trim();
  if (id === GENERIC_SUBCAT) return [];
  if (!isId(id)) return kept;
  return kept.includes(id) ? kept.filter((other) => other !== id) : [...kept, id];
}

/** The parameter's value for `ids`; undefined when nothing is to be appended (no ids, or only '0'). */
export function subcatidsParam(ids: readonly string[]): string | undefined {
  const kept = readSubcatids(ids.join('|'));
  return kept.length > 0 ? kept.join('|') : undefined;
}
