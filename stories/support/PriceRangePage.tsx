import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { getConfig, language } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { currencySymbol, formatCents, formatWholeUnits } from '../../src/pricing/money';
import { minThumbAbove, sliderBounds, sliderRange, type PriceBounds } from '../../src/validation/price-range';
import { messages as gridMessages } from '../../widgets/product-grid/messages';
import { StoryNote } from './ListingPage';
import { LISTING } from './ProductGridPage';
import './product-grid.css';
import { escapeHtml } from './server-element';

/**
 * The price range stories' listing, as a platform renders it (widgets/price-range/README.md,
 * "Server markup"): <lto-product-grid> around a region with the count, the 'Monthly Payment'
 * group holding <lto-price-range>, and the results; and the MSW handler that answers the
 * listing's addresses with format=ajax as the demo does, the results within pmin and pmax. The
 * addresses are the story's own page with `listing=living-room` (and `brand=Northfield` kept by
 * the form, as any other refinement in force would be).
 */
const TEXT = {
  en: {
    refineBy: 'Refine by',
    group: 'Monthly Payment',
    minThumb: 'Minimum monthly payment',
    maxThumb: 'Maximum monthly payment',
    box: (side: 'Min' | 'Max', symbol: string) => `${side} (${symbol})`,
    apply: 'Apply',
    clearAll: 'Clear all',
    products: 'Products',
    perMonth: '/mo',
    none: 'No products match these refinements.',
  },
  es: {
    refineBy: 'Filtrar por',
    group: 'Pago mensual',
    minThumb: 'Pago mensual mínimo',
    maxThumb: 'Pago mensual máximo',
    box: (side: 'Min' | 'Max', symbol: string) => `${side === 'Min' ? 'Mín.' : 'Máx.'} (${symbol})`,
    apply: 'Aplicar',
    clearAll: 'Borrar todo',
    products: 'Productos',
    perMonth: '/mes',
    none: 'Ningún producto coincide con estos filtros.',
  },
} as const;

/** The stories' products all come in under this brand: a refinement in force the form keeps. */
const BRAND = 'Northfield';
const PRODUCTS = LISTING.map((product) => ({ ...product, brand: BRAND }));

/** The lowest and highest monthly payment of the listing, in whole units: the range's bounds. */
export const BOUNDS: PriceBounds = {
  lower: Math.floor(Math.min(...PRODUCTS.map((p) => p.monthlyCents)) / 100),
  upper: Math.ceil(Math.max(...PRODUCTS.map((p) => p.monthlyCents)) / 100),
};

const amount = (raw: string | null) => (raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : undefined);

/** The parameters of the listing: Storybook's own stay, so a reload of the frame still shows the story. */
const LISTING_PARAMS = ['listing', 'brand', 'pmin', 'pmax', 'start', 'format'];

/** The story page's address for the listing with a range (none when both are undefined). */
function listingHref(pmin?: number, pmax?: number): string {
  const url = new URL(location.href);
  for (const name of LISTING_PARAMS) url.searchParams.delete(name);
  url.searchParams.set('listing', 'living-room');
  url.searchParams.set('brand', BRAND);
  if (pmin !== undefined) url.searchParams.set('pmin', String(pmin));
  if (pmax !== undefined) url.searchParams.set('pmax', String(pmax));
  return `${url.pathname}${url.search}`;
}

/** <lto-price-range> and the form the platform draws in it. */
function priceRange(pmin: number | undefined, pmax: number | undefined): string {
  const config = getConfig();
  const t = TEXT[language(config)];
  const ends = sliderBounds(BOUNDS);
  const thumbs = sliderRange({ min: pmin, max: pmax }, BOUNDS);
  const symbol = currencySymbol(config.currency);
  const thumb = (value: number, label: string, modifier: string) =>
    `<input type="range" class="lto-price-range__thumb lto-price-range__thumb--${modifier}" min="${ends.lower}" max="${ends.upper}" value="${value}" aria-label="${label}" aria-valuetext="${formatWholeUnits(value, config)}">`;
  const box = (name: string, label: string, value: number) =>
    `<div class="lto-field lto-price-range__box"><label class="lto-field__label" for="sb-${name}">${label}</label><input type="text" id="sb-${name}" class="lto-field__input lto-price-range__input" name="${name}" value="${value}" inputmode="numeric" autocomplete="off"></div>`;
  const action = new URL(listingHref(), location.href);
  const kept = [...action.searchParams].map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`).join('');
  return `<lto-price-range lower="${BOUNDS.lower}" upper="${BOUNDS.upper}"><form class="lto-price-range" method="get" action="${escapeHtml(action.pathname)}">${kept}<div class="lto-price-range__slider">${thumb(
    thumbs.min,
    t.minThumb,
    minThumbAbove(thumbs, BOUNDS) ? 'min lto-price-range__thumb--above' : 'min',
  )}${thumb(thumbs.max, t.maxThumb, 'max')}</div><div class="lto-price-range__boxes">${box('pmin', t.box('Min', symbol), pmin ?? BOUNDS.lower)}${box(
    'pmax',
    t.box('Max', symbol),
    pmax ?? BOUNDS.upper,
  )}<button type="submit" class="lto-button lto-price-range__apply">${t.apply}</button></div></form></lto-price-range>`;
}

/** The listing's region for the range in `params`, in the page's language and currency. */
export function priceListingRegion(params: URLSearchParams): string {
  const config = getConfig();
  const t = TEXT[language(config)];
  const count = translator(gridMessages, config);
  const pmin = amount(params.get('pmin'));
  const pmax = amount(params.get('pmax'));
  const results = PRODUCTS.filter((p) => (pmin === undefined || p.monthlyCents >= pmin * 100) && (pmax === undefined || p.monthlyCents <= pmax * 100));
  const inForce = pmin !== undefined || pmax !== undefined;
  const shown = results.slice(0, 20);
  const refinements = `<nav class="sb-grid__refinements" aria-labelledby="sb-refinements-heading">
  <h2 id="sb-refinements-heading" class="sb-grid__heading">${t.refineBy}</h2>
  <details open><summary>${t.group}</summary>${priceRange(pmin, pmax)}</details>
  ${inForce ? `<a href="${escapeHtml(listingHref())}" data-lto-grid-link>${t.clearAll}</a>` : ''}
</nav>`;
  const head = `<div class="listing sb-grid" data-lto-grid-region data-total="${results.length}" data-shown="${shown.length}">`;
  if (results.length === 0) return `${head}${refinements}<p role="status">${t.none}</p></div>`;
  const articles = shown.map(
    (p, i) => `<article class="sb-tile" aria-posinset="${i + 1}" aria-setsize="${results.length}" aria-labelledby="sb-${p.pid}">
  <img class="sb-tile__img" src="${p.img}" alt="" width="120" height="120">
  <h3 class="sb-tile__name" id="sb-${p.pid}"><a href="#${p.pid}">${escapeHtml(p.name)}</a></h3>
  <p class="sb-tile__price">${formatCents(p.monthlyCents, config)}${t.perMonth}</p>
</article>`,
  );
  return `${head}
<p class="sb-grid__results" data-lto-grid-count>${count('productGrid.count', { n: shown.length, total: results.length })}</p>
${refinements}
<h2 id="sb-products-heading" class="lto-visually-hidden">${t.products}</h2>
<div class="sb-listing__grid" role="feed" aria-busy="false" aria-labelledby="sb-products-heading" data-lto-grid-feed>
${articles.join('\n')}
</div>
</div>`;
}

/** The platform answers the listing's addresses with format=ajax with its region; other requests go on untouched. */
export const priceListingOk = http.get('*', ({ request }) => {
  const params = new URL(request.url).searchParams;
  if (params.get('listing') !== 'living-room' || params.get('format') !== 'ajax') return undefined;
  return new HttpResponse(priceListingRegion(params), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache' } });
});

/** The args of the price range stories: the range the server drew in force (0 for none). */
export interface PriceRangeArgs {
  pmin: number;
  pmax: number;
}

/** A listing page with the range of `args` in force: <lto-product-grid> around the server's region. */
export function PriceRangePage({ pmin, pmax, note }: PriceRangeArgs & { note?: string | undefined }) {
  const range = pmin > 0 && pmax > 0 ? { pmin, pmax } : {};
  // The page's address is the listing's, as on the platform (Back to it loads it again).
  useState(() => history.replaceState(null, '', listingHref(range.pmin, range.pmax)));
  const params = new URLSearchParams(Object.entries(range).map(([name, value]) => [name, String(value)]));
  return (
    <main className="sb-listing">
      <StoryNote note={note} />
      <div dangerouslySetInnerHTML={{ __html: `<lto-product-grid>${priceListingRegion(params)}</lto-product-grid>` }} />
    </main>
  );
}
