import { waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import * as v from 'valibot';
import { expect } from 'vitest';
import { text } from '../../src/core/attributes';
import { defineWidget, type WidgetProps } from '../../src/core/define';
import { fakeServer, type Answer } from '../../testing/fake-server';
import { mount } from '../../testing/widget-page';
import './element';

/*
 * For the component tests of <lto-product-grid>: a fake platform's listing of sofas, in the
 * README's server markup, its grid answers, and what a test reads from the page.
 */

/**
 * A tile island as the platform's tiles are (tests may not import another widget): it draws its
 * pid, and `live` holds the elements whose island is mounted now.
 */
export const live = new Set<Element>();
const tileAttributes = v.object({ pid: text('The product.') });
function TestTile({ pid, element }: WidgetProps<typeof tileAttributes>) {
  useEffect(() => {
    live.add(element);
    return () => void live.delete(element);
  }, [element]);
  return <span className="test-tile">{pid}</span>;
}
defineWidget({ tag: 'lto-grid-test-tile', attributes: tileAttributes, component: TestTile });

/** The catalogue of the fake platform: 45 sofas, the first 12 by Harbor. */
const PRODUCTS = Array.from({ length: 45 }, (_, i) => ({ pid: `P${i + 1}`, brand: i < 12 ? 'Harbor' : 'Northfield' }));

export function listingHref(params: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  return query ? `/c/sofas?${query}` : '/c/sofas';
}

function article(pid: string, position: number, total: number): string {
  return `<article class="tile" aria-posinset="${position}" aria-setsize="${total}" aria-labelledby="name-${pid}">
    <h3 id="name-${pid}"><a href="/p/${pid}">Sofa ${pid}</a></h3>
    <lto-grid-test-tile pid="${pid}"><span class="test-tile">${pid}</span></lto-grid-test-tile>
  </article>`;
}

/** Previous, the numbered pages (the current one marked) and next, as the demo draws them. */
function pageLinks(pages: number, current: number, hrefOf: (page: number) => string): string {
  const numbered = Array.from(
    { length: pages },
    (_, n) => `<a href="${hrefOf(n)}" aria-label="Page ${n + 1}"${n === current ? ' aria-current="page"' : ''} data-lto-grid-link>${n + 1}</a>`,
  );
  const previous = current > 0 ? `<a href="${hrefOf(current - 1)}" rel="prev" data-lto-grid-link>Previous</a>` : '';
  const next = current < pages - 1 ? `<a href="${hrefOf(current + 1)}" rel="next" data-lto-grid-link>Next</a>` : '';
  return [previous, ...numbered, next].join(' ');
}

/** The region of the README's contract for `/c/sofas` with these parameters, as the platform draws it. */
export function region(params: URLSearchParams): string {
  const brand = params.get('brand');
  const srule = params.get('srule') ?? 'featured';
  const start = Number(params.get('start') ?? 0);
  const size = Number(params.get('sz') ?? 20);
  const kept: Record<string, string> = { ...(brand ? { brand } : {}), ...(srule !== 'featured' ? { srule } : {}) };
  const results = PRODUCTS.filter((product) => !brand || product.brand === brand);
  const ordered = srule === 'price-low-high' ? [...results].reverse() : results;
  const page = ordered.slice(start, start + size);
  const total = results.length;
  const shown = start + page.length;
  const title = `${brand ? `Sofas: ${brand}` : 'Sofas'} – Store`;
  const refinements = `<nav class="refinements" aria-label="Refine by">
    <a href="${listingHref({ brand: 'Harbor' })}" data-lto-grid-link>Harbor</a>
    <a href="${listingHref({ brand: 'Teal' })}" data-lto-grid-link>Teal</a>
    ${brand ? `<a href="/c/sofas" data-lto-grid-link>Clear all</a>` : ''}
  </nav>`;
  if (total === 0) return `<div class="listing" data-lto-grid-region data-total="0" data-shown="0" data-title="${title}">${refinements}<p class="notice">No sofas match.</p></div>`;
  const option = (value: string, label: string) =>
    `<option value="${value}" data-href="${listingHref({ ...kept, srule: value })}"${value === srule ? ' selected' : ''}>${label}</option>`;
  const pages = Math.ceil(total / 20);
  const sizeOption = (value: number) =>
    `<option value="${value}" data-href="${listingHref({ ...kept, ...(value !== 20 ? { sz: value } : {}) })}"${value === size ? ' selected' : ''}>${value}</option>`;
  return `<div class="listing" data-lto-grid-region data-category="sofas" data-total="${total}" data-shown="${shown}" data-title="${title}">
  <p class="results-count" data-lto-grid-count>Viewing ${shown} of ${total} results</p>
  <div role="group" aria-label="Layout">${(['grid', 'wide'] as const)
    .map((view) => `<a href="${listingHref({ ...kept, ...(params.get('sz') ? { sz: size } : {}), ...(start ? { start } : {}), view })}"${view === 'grid' ? ' aria-current="true"' : ''} data-lto-grid-view="${view}">${view === 'grid' ? 'Grid' : 'Wide'}</a>`)
    .join('')}</div>
  <form method="get" action="/c/sofas"><label>Sort by <select name="srule" data-lto-grid-select>${option('featured', 'Featured')}${option('price-low-high', 'Price: low to high')}</select></label>
  <label>Items per page <select name="sz" data-lto-grid-select>${sizeOption(20)}${sizeOption(40)}<option value="INFINITE_SCROLL">Infinite scroll</option></select></label>
  <button type="submit">Apply</button></form>
  ${refinements}
  <h2 id="products-heading">Products</h2>
  <div class="grid" role="feed" aria-busy="false" aria-labelledby="products-heading" data-lto-grid-feed>
    ${page.map((product, i) => article(product.pid, start + i + 1, total)).join('')}
  </div>
  ${shown < total ? `<p class="listing-more" data-lto-grid-more-row><a href="${listingHref({ ...kept, sz: shown + 20 })}" data-lto-grid-more>Load more</a></p>` : ''}
  ${
    pages > 1
      ? `<nav class="pagination" aria-label="Pages">${pageLinks(pages, Math.floor(start / 20), (n) => listingHref({ ...kept, ...(n ? { start: n * 20 } : {}) }))}</nav>`
      : ''
  }
</div>`;
}

export type Call = { path: string; query: Record<string, string> };

/** The fake platform: every /c/sofas address answers its region (format=ajax), unless a test scripts otherwise. */
export function fakeListingServer(...answers: Answer[]) {
  const server = fakeServer<Call>({
    record: (url) => ({ path: url.pathname, query: Object.fromEntries(url.searchParams) }),
    fallback: (url) => ({ body: region(url.searchParams) }),
    contentType: 'text/html; charset=utf-8',
  });
  if (answers.length) server.answer('/c/sofas', ...answers);
  return server;
}

/** Opens `/c/sofas` with `params` as the platform renders it, and waits for the grid's island. */
export async function openListing(params: Record<string, string | number> = {}) {
  history.replaceState(null, '', listingHref(params));
  await mount(`<lto-product-grid>${region(new URLSearchParams(Object.entries(params).map(([k, val]) => [k, String(val)])))}</lto-product-grid>`);
  await waitFor(() => expect(document.querySelector('lto-product-grid')).toHaveAttribute('data-lto-ready'));
}

export const grid = () => document.querySelector('lto-product-grid')!;
export const currentRegion = () => grid().querySelector<HTMLElement>('[data-lto-grid-region]')!;
export const feed = () => grid().querySelector<HTMLElement>('[data-lto-grid-feed]')!;
export const articles = () => [...feed().querySelectorAll<HTMLElement>(':scope > article')];
export const pids = () => articles().map((a) => a.querySelector('h3')!.textContent!.replace('Sofa ', ''));
export const count = () => grid().querySelector('[data-lto-grid-count]');
export const said = () => document.querySelector('[aria-live="polite"]')?.textContent;
export const address = () => `${location.pathname}${location.search}`;
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `P${from + i}`);
export { moreLink, refinement } from './listing-links';
