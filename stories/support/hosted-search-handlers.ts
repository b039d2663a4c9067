import { http, HttpResponse } from 'msw';
import { mswPath } from '../../.storybook/handlers';
import type { HostedAnswer } from '../../src/contracts/hosted-search';
import { language } from '../../src/core/config';

/**
 * MSW handlers for the hosted search service (src/contracts/hosted-search.ts): GET {hostedSearch}
 * ?q=&locale= answers what the panel shows, as the demo's stand-in does; POST
 * {hostedSearchInsights} takes the insight events. The story platform's service knows the four
 * sofas and recliners of the legacy stories, in both languages; an empty q asks for the popular
 * searches. A story takes out a group with `hostedAnswering({ categories: [] })`.
 */
const PRODUCTS = [
  { objectID: 'P1001', en: 'Preston Sofa', es: 'Sofá Preston', brand: 'Crestline' },
  { objectID: 'P1002', en: 'Ellison Sofa', es: 'Sofá Ellison', brand: 'Ashford Home' },
  { objectID: 'P1003', en: 'Harbor Queen Sleeper Sofa', es: 'Sofá cama Harbor tamaño queen', brand: 'Lakehouse Living' },
];

const POPULAR = { en: ['sofa', 'recliner', 'tv stand'], es: ['sofá', 'sillón reclinable', 'mueble para TV'] };

function answer(q: string): HostedAnswer {
  const lang = language();
  if (!q.trim()) return { queryID: 'story-popular', suggestions: POPULAR[lang].map((query) => ({ query })), categories: [], products: [] };
  const key = q.trim().toLowerCase();
  const products = PRODUCTS.filter((p) => p[lang].toLowerCase().split(/\s+/).some((word) => word.startsWith(key)));
  if (!products.length) return { queryID: 'story-none', suggestions: [], categories: [], products: [] };
  return {
    queryID: 'story-sof',
    suggestions: lang === 'es' ? [{ query: 'sofá' }, { query: 'sofá cama' }] : [{ query: 'sofa' }, { query: 'sofa bed' }],
    categories: [{ id: 'living-room', name: lang === 'es' ? 'Sala' : 'Living Room', url: '/c/living-room' }],
    products: products.map((p) => ({ objectID: p.objectID, name: p[lang], url: `/p/${p.objectID}`, brand: p.brand, price: lang === 'es' ? '$24.99/mes' : '$24.99/mo.' })),
  };
}

/** The service, with `change` laid over every answer to a typed query (a group taken out). */
export function hostedAnswering(change: Partial<HostedAnswer> = {}) {
  return http.get(mswPath('hostedSearch'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return HttpResponse.json(q.trim() ? { ...answer(q), ...change } : answer(q));
  });
}

export const hostedInsights = http.post(mswPath('hostedSearchInsights'), () => new HttpResponse(null, { status: 204 }));

/** Keyed for msw-storybook-addon: a story replaces `hostedSearch` with `hostedAnswering({...})`. */
export const hostedSearchHandlers = { hostedSearch: hostedAnswering(), hostedSearchInsights: hostedInsights };
