import { currencySymbol, formatWholeUnits } from '../../../src/pricing/index.js';
import { minThumbAbove, sliderBounds, sliderRange, type PriceBounds } from '../../../src/validation/price-range.js';
import type { ViewContext } from './context.js';
import { html, raw, type Html } from './html.js';
import { listingParams, type ListingState } from './listing-address.js';
import { priceRangeText } from './price-range-text.js';

/**
 * The monthly payment refinement (SPEC 2.6, 5.4): a group of the refinements holding
 * <lto-price-range> and its server markup (widgets/price-range/README.md): a GET form with the min
 * and max boxes (pmin, pmax) and the other refinements, order and size as hidden fields, which
 * works without script; and the two-thumb slider the widget makes live, standing where the range
 * in force puts it (script off, the stylesheet hides it and keeps its place). The group starts
 * open while a range is in force.
 */
export function priceRangeGroup(ctx: ViewContext, state: ListingState, bounds: PriceBounds): Html {
  const t = priceRangeText(ctx.site);
  const { pmin, pmax } = state.refinements;
  const slider = sliderBounds(bounds);
  const thumbs = sliderRange({ min: pmin, max: pmax }, bounds);
  const symbol = currencySymbol(ctx.site.currency);
  const kept = listingParams({ ...state, refinements: { ...state.refinements, pmin: undefined, pmax: undefined }, start: 0 });
  const above = minThumbAbove(thumbs, bounds) ? ' lto-price-range__thumb--above' : '';
  const thumb = (value: number, label: string, modifier: string) =>
    html`<input type="range" class="lto-price-range__thumb lto-price-range__thumb--${modifier}" min="${slider.lower}" max="${slider.upper}" value="${value}" aria-label="${label}" aria-valuetext="${formatWholeUnits(value, ctx.site)}">`;
  const box = (name: 'pmin' | 'pmax', label: string, value: number) =>
    html`<div class="lto-field lto-price-range__box"><label class="lto-field__label" for="price-range-${name}">${label}</label><input type="text" id="price-range-${name}" class="lto-field__input lto-price-range__input" name="${name}" value="${value}" inputmode="numeric" autocomplete="off"></div>`;
  return html`<details class="refinements__group"${pmin !== undefined || pmax !== undefined ? raw(' open') : ''}>
<summary>${t.group}</summary>
<lto-price-range lower="${bounds.lower}" upper="${bounds.upper}"><form class="lto-price-range" method="get" action="${state.path}">${kept.map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  )}<div class="lto-price-range__slider">${thumb(thumbs.min, t.minThumb, `min${above}`)}${thumb(thumbs.max, t.maxThumb, 'max')}</div><div class="lto-price-range__boxes">${box(
    'pmin',
    t.minBox(symbol),
    pmin ?? bounds.lower,
  )}${box('pmax', t.maxBox(symbol), pmax ?? bounds.upper)}<button type="submit" class="lto-button lto-price-range__apply">${t.apply}</button></div></form></lto-price-range>
</details>`;
}
