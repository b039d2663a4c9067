import { http, HttpResponse } from 'msw';
import { mswPath } from '../../.storybook/handlers';
import { language } from '../../src/core/config';

/** The products the story platform suggests from, in both languages. */
const PRODUCTS = [
  { pid: 'P1001', en: 'Preston Sofa', es: 'Sofá Preston', meta: { en: 'Crestline · Living Room', es: 'Crestline · Sala' } },
  { pid: 'P1002', en: 'Ellison Sofa', es: 'Sofá Ellison', meta: { en: 'Ashford Home · Living Room', es: 'Ashford Home · Sala' } },
  { pid: 'P1003', en: 'Harbor Queen Sleeper Sofa', es: 'Sofá cama Harbor tamaño queen', meta: { en: 'Lakehouse Living · Living Room', es: 'Lakehouse Living · Sala' } },
  { pid: 'P1004', en: 'Dorset Power Recliner', es: 'Sillón reclinable eléctrico Dorset', meta: { en: 'Marlow & Finch · Living Room', es: 'Marlow & Finch · Sala' } },
];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const key = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * GET {searchsuggest}?q= as the demo answers it (demo/server/views/search-suggestions.ts): a list
 * of links to the products with a word that starts with the query, in the page's language; an
 * empty body when none does.
 */
export const searchSuggestOk = http.get(mswPath('searchsuggest'), ({ request }) => {
  const q = key(new URL(request.url).searchParams.get('q') ?? '').trim();
  const lang = language();
  const found = q ? PRODUCTS.filter((p) => key(`${p.en} ${p.es}`).split(/\s+/).some((word) => word.startsWith(q))) : [];
  const body = found.length
    ? `<ul class="search-suggestions">${found
        .map((p) => `<li><a class="search-suggestion" href="/p/${p.pid}" data-item-id="${p.pid}" data-item-name="${escape(p[lang])}"><span>${escape(p[lang])}</span> <span>${escape(p.meta[lang])}</span></a></li>`)
        .join('')}</ul>`
    : '';
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
});

/** The platform failing: every suggestion request answers 500. */
export const searchSuggestFails = http.get(mswPath('searchsuggest'), () => new HttpResponse('<h1>Server error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }));
