import * as v from 'valibot';
import { CompareItemSchema, type CompareItem } from '../../src/core/store/compare-slice';

/**
 * The compare list the server wrote into the page: SPEC 4.4 checks the toggles for the products
 * active in the compare bar, so it is the `items` attribute of the page's `<lto-compare-bar>`
 * (README "Server markup"). A toggle reads it before any compare island has run, so it is drawn
 * checked exactly when the server drew it checked, and knows the whole list (the seventh product's
 * question) without waiting for the bar's code. No bar, or a list that does not parse: empty (the
 * bar itself warns about its attribute).
 */
const ListSchema = v.array(CompareItemSchema);

let read: { json: string | null; items: CompareItem[] } | undefined;

export function pageCompareList(doc: Document): CompareItem[] {
  const json = doc.querySelector('lto-compare-bar')?.getAttribute('items') ?? null;
  if (read?.json === json) return read.items;
  let items: CompareItem[] = [];
  try {
    const parsed = v.safeParse(ListSchema, JSON.parse(json ?? '[]'));
    if (parsed.success) items = parsed.output;
  } catch {
    // not JSON: empty, as the bar reads it
  }
  read = { json, items };
  return items;
}
