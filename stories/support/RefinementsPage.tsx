import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { GENERIC_SUBCAT, readSubcatids, SUBCATIDS_PARAM, subcatidsParam, toggleSubcatid } from '../../src/contracts/subcatids';
import { getConfig, language } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { formatCents } from '../../src/pricing/money';
import { messages as gridMessages } from '../../widgets/product-grid/messages';
import { StoryNote } from './ListingPage';
import './refinements.css';

/**
 * The refinements stories' listing, as a platform renders it (widgets/refinements/README.md,
 * "Server markup"): an appliances category (a brand and a type, one each) or Frostline's brand
 * landing page (types chosen several at a time, as `subcatids`), inside `<lto-product-grid>`, with
 * the MSW handler that answers their addresses with format=ajax. Its type labels are the
 * platform's own, 'Washer & Dryer Sets' among them: the widget shows it shorter (SPEC 2.6).
 */
export type StoryListing = 'appliances' | 'frostline';
const PARAMS = ['listing', 'brand', 'subcat', SUBCATIDS_PARAM, 'format'];

const TYPES = {
  'french-door-fridge': { en: 'French Door Refrigerators', es: 'Refrigeradores de puertas francesas' },
  'front-washer': { en: 'Front-Load Washers', es: 'Lavadoras de carga frontal' },
  'top-washer': { en: 'Top-Load Washers', es: 'Lavadoras de carga superior' },
  dryer: { en: 'Dryers', es: 'Secadoras' },
  'laundry-pair': { en: 'Washer & Dryer Sets', es: 'Juegos de lavadora y secadora' },
  dishwasher: { en: 'Dishwashers', es: 'Lavavajillas' },
} as const;
type TypeKey = keyof typeof TYPES;

interface Appliance {
  pid: string;
  name: string;
  brand: string;
  type: TypeKey;
  monthlyCents: number;
}

const APPLIANCES: readonly Appliance[] = [
  { pid: 'A1', name: 'Frostline French Door Refrigerator', brand: 'Frostline', type: 'french-door-fridge', monthlyCents: 11999 },
  { pid: 'A2', name: 'Frostline Top-Load Washer', brand: 'Frostline', type: 'top-washer', monthlyCents: 5499 },
  { pid: 'A3', name: 'Frostline Washer & Dryer Set', brand: 'Frostline', type: 'laundry-pair', monthlyCents: 13999 },
  { pid: 'A4', name: 'Frostline Steam Washer & Dryer Set', brand: 'Frostline', type: 'laundry-pair', monthlyCents: 15999 },
  { pid: 'A5', name: 'Frostline Built-In Dishwasher', brand: 'Frostline', type: 'dishwasher', monthlyCents: 4999 },
  { pid: 'A6', name: 'Arcwell Electric Dryer', brand: 'Arcwell', type: 'dryer', monthlyCents: 4599 },
  { pid: 'A7', name: 'Arcwell Washer & Dryer Set', brand: 'Arcwell', type: 'laundry-pair', monthlyCents: 12999 },
  { pid: 'A8', name: 'Northgate Front-Load Washer', brand: 'Northgate', type: 'front-washer', monthlyCents: 6999 },
];

const TEXT = {
  en: {
    title: { appliances: 'Appliances', frostline: 'Frostline' },
    filters: 'Show filters',
    refineBy: 'Refine by',
    brand: 'Brand',
    type: 'Type',
    allTypes: 'All types',
    clearAll: 'Clear all',
    products: 'Products',
    perMonth: '/mo',
  },
  es: {
    title: { appliances: 'Electrodomésticos', frostline: 'Frostline' },
    filters: 'Mostrar filtros',
    refineBy: 'Filtrar por',
    brand: 'Marca',
    type: 'Tipo',
    allTypes: 'Todos los tipos',
    clearAll: 'Borrar todo',
    products: 'Productos',
    perMonth: '/mes',
  },
} as const;

/** What a listing address asks: the listing and its refinements (unknown values left out). */
interface Asked {
  listing: StoryListing;
  brand?: string | undefined;
  subcat?: TypeKey | undefined;
  subcatids: TypeKey[];
}

const isType = (key: string | null): key is TypeKey => key !== null && key in TYPES;

function readAsked(params: URLSearchParams): Asked {
  const listing: StoryListing = params.get('listing') === 'frostline' ? 'frostline' : 'appliances';
  if (listing === 'frostline') return { listing, subcatids: readSubcatids(params.get(SUBCATIDS_PARAM)).filter(isType) };
  const brand = APPLIANCES.find((a) => a.brand === params.get('brand'))?.brand;
  const subcat = params.get('subcat');
  return { listing, brand, subcat: isType(subcat) ? subcat : undefined, subcatids: [] };
}

/** The address of a listing on the story's own page (a reload of Storybook's frame still shows the story). */
function hrefOf(asked: Asked): string {
  const url = new URL(location.href);
  for (const name of PARAMS) url.searchParams.delete(name);
  url.searchParams.set('listing', asked.listing);
  if (asked.brand) url.searchParams.set('brand', asked.brand);
  if (asked.subcat) url.searchParams.set('subcat', asked.subcat);
  const ids = subcatidsParam(asked.subcatids);
  if (ids) url.searchParams.set(SUBCATIDS_PARAM, ids);
  return `${url.pathname}${url.search}`;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const value = (href: string, label: string, count: number, current: boolean) =>
  `<li><a href="${escape(href)}"${current ? ' aria-current="true"' : ''} data-lto-grid-link>${escape(label)} <span class="sb-refine__count">(${count})</span></a></li>`;

const group = (name: string, open: boolean, values: string[], several = false) =>
  `<details class="sb-refine__group${several ? ' sb-refine__group--several' : ''}"${open ? ' open' : ''}><summary>${name}</summary><ul>${values.join('')}</ul></details>`;

/** The listing's region for `params`, in the page's language and currency. */
export function refinementsRegion(params: URLSearchParams): string {
  const config = getConfig();
  const lang = language(config);
  const t = TEXT[lang];
  const asked = readAsked(params);
  const scope = asked.listing === 'frostline' ? APPLIANCES.filter((a) => a.brand === 'Frostline') : APPLIANCES;
  const byBrand = scope.filter((a) => !asked.brand || a.brand === asked.brand);
  const byType = scope.filter((a) => (!asked.subcat || a.type === asked.subcat) && (asked.subcatids.length === 0 || asked.subcatids.includes(a.type)));
  const results = byBrand.filter((a) => byType.includes(a));
  const types = (Object.keys(TYPES) as TypeKey[]).filter((type) => byBrand.some((a) => a.type === type));
  const typeCount = (type: TypeKey) => byBrand.filter((a) => a.type === type).length;

  const typeGroup =
    asked.listing === 'frostline'
      ? group(
          t.type,
          asked.subcatids.length > 0,
          [GENERIC_SUBCAT, ...types].map((key) => {
            const ids = toggleSubcatid(asked.subcatids, key);
            const label = key === GENERIC_SUBCAT ? t.allTypes : TYPES[key as TypeKey][lang];
            const current = key === GENERIC_SUBCAT ? asked.subcatids.length === 0 : asked.subcatids.includes(key as TypeKey);
            return value(hrefOf({ ...asked, subcatids: ids as TypeKey[] }), label, key === GENERIC_SUBCAT ? byBrand.length : typeCount(key as TypeKey), current);
          }),
          true,
        )
      : group(
          t.type,
          asked.subcat !== undefined,
          types.map((key) => value(hrefOf({ ...asked, subcat: key === asked.subcat ? undefined : key }), TYPES[key][lang], typeCount(key), key === asked.subcat)),
        );
  const brands = [...new Set(APPLIANCES.map((a) => a.brand))];
  const brandGroup =
    asked.listing === 'appliances'
      ? group(
          t.brand,
          asked.brand !== undefined,
          brands.map((name) =>
            value(hrefOf({ ...asked, brand: name === asked.brand ? undefined : name }), name, byType.filter((a) => a.brand === name).length, name === asked.brand),
          ),
        )
      : '';
  const anyChosen = asked.brand || asked.subcat || asked.subcatids.length > 0;
  const count = translator(gridMessages, config)('productGrid.count', { n: results.length, total: results.length });
  return `<div class="listing sb-refine" data-lto-grid-region data-total="${results.length}" data-shown="${results.length}" data-title="${escape(t.title[asked.listing])}">
<div class="sb-refine__bar">
  <p class="sb-refine__results" data-lto-grid-count>${count}</p>
  <a class="sb-refine__filters" href="#sb-refinements-heading" data-lto-refinements-opener>${t.filters}</a>
</div>
<lto-refinements><nav class="sb-refine__nav" aria-labelledby="sb-refinements-heading">
  <h2 id="sb-refinements-heading" class="sb-refine__heading">${t.refineBy}</h2>
  ${brandGroup}${typeGroup}
  ${anyChosen ? `<a class="sb-refine__clear" href="${escape(hrefOf({ listing: asked.listing, subcatids: [] }))}" data-lto-grid-link>${t.clearAll}</a>` : ''}
</nav></lto-refinements>
<h2 id="sb-refine-products" class="lto-visually-hidden">${t.products}</h2>
<div class="sb-refine__feed" role="feed" aria-busy="false" aria-labelledby="sb-refine-products" data-lto-grid-feed>
${results
  .map(
    (a, i) => `<article class="sb-refine__tile" aria-posinset="${i + 1}" aria-setsize="${results.length}" aria-labelledby="sb-tile-${a.pid}">
  <h3 id="sb-tile-${a.pid}" class="sb-refine__name"><a href="#${a.pid}">${escape(a.name)}</a></h3>
  <p class="sb-refine__price">${formatCents(a.monthlyCents, config)}${t.perMonth}</p>
</article>`,
  )
  .join('\n')}
</div>
</div>`;
}

/** The platform answers every listing address of the stories with its region; other requests go on. */
export const refinementsOk = http.get('*', ({ request }) => {
  const params = new URL(request.url).searchParams;
  if (!params.has('listing') || params.get('format') !== 'ajax') return undefined;
  return new HttpResponse(refinementsRegion(params), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache' } });
});

/** The args of the refinements stories: what the server rendered. */
export interface RefinementsArgs {
  listing: StoryListing;
  /** The refinements in force, as the listing's address has them ('subcat=laundry-pair', 'subcatids=laundry-pair|top-washer'). */
  query: string;
}

/** A listing page: `<lto-product-grid>` around the server's region with `<lto-refinements>` in it. */
export function RefinementsPage({ listing, query, note }: RefinementsArgs & { note?: string | undefined }) {
  const params = new URLSearchParams(query);
  params.set('listing', listing);
  // The page's address is the listing's, as on the platform (Back to it loads it again).
  useState(() => history.replaceState(null, '', hrefOf(readAsked(params))));
  const markup = `<lto-product-grid>${refinementsRegion(params)}</lto-product-grid>`;
  return (
    <main className="sb-listing">
      <StoryNote note={note} />
      <div dangerouslySetInnerHTML={{ __html: markup }} />
    </main>
  );
}
