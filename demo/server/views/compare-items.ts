import type { CompareItem } from '../../../src/contracts/compare.js';
import type { CompareEntry } from '../data/types.js';
import { localized, productImage, type ViewContext } from './context.js';

/**
 * The session's compare list as the compare widgets' `items` attribute carries it (oldest first,
 * src/contracts/compare.ts): `<lto-compare-bar>` on the listings, `<lto-compare-list>` on
 * the compare page.
 */
export function compareItems(ctx: ViewContext, entries: readonly CompareEntry[]): CompareItem[] {
  return entries.map((i) => ({ pid: i.pid, uuid: i.uuid, name: localized(ctx, i.name), img: productImage(i.productPid), category: i.category }));
}
