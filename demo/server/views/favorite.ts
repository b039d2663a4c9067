import { defaultVariant, variantPid } from '../data/variant-pricing.js';
import type { Product, Variant } from '../data/types.js';
import { localized, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { listingText } from './listing-text.js';

/** The widgets' cookie (SPEC 3.3, 9.4): product ids, written by the demo as a JSON array. */
export const FAVORITES_COOKIE = 'myFavoriteProduct';

/**
 * The ids in a myFavoriteProduct value, read as <lto-favorite> reads them: a JSON array or a
 * comma-separated list; anything else (or nothing) is no saved product. The icons the server
 * draws then agree with the ones the widget draws from the same cookie.
 */
export function savedFavorites(raw: string | undefined): string[] {
  const value = (raw ?? '').trim();
  if (value === '') return [];
  let entries: unknown[];
  try {
    const parsed: unknown = value.startsWith('[') ? JSON.parse(value) : value.split(',').filter((entry) => entry.trim() !== '');
    if (!Array.isArray(parsed)) return [];
    entries = parsed;
  } catch {
    return [];
  }
  const ids = entries.map((entry) => (typeof entry === 'string' || typeof entry === 'number' ? String(entry).trim() : ''));
  return ids.every((id) => /^[\w.-]{1,100}$/.test(id)) ? ids : [];
}

/** The heart's outline (the widget's stylesheet fills it while the switch is on). */
const HEART =
  'M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.6 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z';

/**
 * `<lto-favorite>` for a product, with the markup of its README ("Server markup") inside: keyed by
 * the pid of the variant shown (SPEC 4.5; the page's default variant unless one is given), on when
 * that pid is in the shopper's cookie, and following the variant a tile selects for the product.
 * `name` is the accessible name's product part ("Save Harbor Sofa").
 */
export function favoriteIcon(
  ctx: ViewContext,
  product: Product,
  variant?: Variant,
  name: string = localized(ctx, product.name),
  /** The pid to key it by, when it is not the variant's (a product pid saved as such). */
  savedPid?: string,
): Html {
  const t = listingText(ctx.site);
  const shown = variant ?? defaultVariant(product);
  const pid = savedPid ?? (shown ? variantPid(product, shown) : product.pid);
  const on = ctx.favorites.includes(pid);
  return html`<lto-favorite pid="${pid}" product="${product.pid}" uuid="${product.uuid}" name="${name}"><div class="lto-favorite"><button type="button" role="switch" aria-checked="${
    on ? 'true' : 'false'
  }" aria-label="${t.saveProduct(name)}" class="lto-favorite__button ${on ? 'prodisincart' : 'prodnotincart'}"><svg class="lto-favorite__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="${HEART}"></path></svg><span class="lto-favorite__text">${
    t.save
  }</span></button><span class="lto-favorite__sku">${t.sku(pid)}</span></div></lto-favorite>`;
}
