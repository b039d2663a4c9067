import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import type { ProductNavAnswer } from '../../src/contracts/product-nav';
import { mswPath } from '../../.storybook/handlers';
import { endpointPaths } from '../../src/contracts/endpoint-paths';
import { StoryNote } from './ListingPage';

/**
 * The product navigation and product set stories' pages and MSW handlers: GET {productNav} answers
 * the neighbours of a list of five sofas by the hash's start; GET {getSetItem} answers a set item
 * for the chosen colour, as the demo server does.
 */
export const NAV_URLS = endpointPaths('productNav', 'getSetItem');

const SOFAS = ['Harbor Sofa', 'Avery Loveseat', 'Monterey Sectional', 'Lakeside Sleeper', 'Ridge Sofa'];

export const productNavOk = http.get(mswPath('productNav'), ({ request }) => {
  const start = Number(new URL(request.url).searchParams.get('start'));
  const at = Number.isInteger(start) && start >= 1 && start <= SOFAS.length ? start : 1;
  const link = (n: number) => (SOFAS[n - 1] ? { pid: `P100${n}`, name: SOFAS[n - 1]!, url: `#start=${n}` } : null);
  return HttpResponse.json({ previous: link(at - 1), next: link(at + 1), position: at, total: SOFAS.length } satisfies ProductNavAnswer);
});
export const productNavFails = http.get(mswPath('productNav'), () => new HttpResponse('oops', { status: 500 }));

/** A product page's navigation, opened with `hash` in the address (as a listing tile leaves it). */
export function ProductNavPage({ hash, note }: { hash: string; note?: string | undefined }) {
  // Written before the tag is drawn: the widget reads the hash when it mounts.
  useState(() => history.replaceState(null, '', `${location.pathname}${location.search}${hash}`));
  return (
    <div className="story-product">
      <StoryNote note={note} />
      <lto-product-nav pid="P1003">
        <nav className="lto-product-nav" aria-label={document.documentElement.lang.startsWith('es') ? 'Productos de esta lista' : 'Products in this list'}>
          <a className="lto-product-nav__back" href="#living-room">
            Back to Living Room
          </a>
          <div className="lto-product-nav__steps" />
        </nav>
      </lto-product-nav>
    </div>
  );
}

const COLORS = ['Navy', 'Gray', 'Sand'];
const SET = [
  { pid: 'P1001', name: 'Harbor Sofa' },
  { pid: 'P2001', name: 'Accent Chair' },
  { pid: 'P3001', name: 'Oak Coffee Table' },
];

/** One set item for colour `color` (1-based), as the platform renders it. */
export function setItemHtml(pid: string, color: number, quantity = 1): string {
  const name = SET.find((item) => item.pid === pid)?.name ?? pid;
  const swatches = COLORS.map(
    (label, i) => `<a class="swatch" data-lto-set-swatch="?pid=${pid}&amp;color=${i + 1}" href="#${pid}-${i + 1}"${i + 1 === color ? ' aria-current="true"' : ''}>${label}</a>`,
  ).join(' ');
  return `<li data-lto-set-item data-pid="${pid}-${color}"><h3>${name}, ${COLORS[color - 1]}</h3>
<p>${swatches}</p>
<input type="hidden" name="pid" value="${pid}-${color}">
<label>Quantity <input name="Quantity" inputmode="numeric" size="3" value="${quantity}"></label></li>`;
}

export const setItemOk = http.get(mswPath('getSetItem'), ({ request }) => {
  const params = new URL(request.url).searchParams;
  return new HttpResponse(setItemHtml(params.get('pid') ?? '', Number(params.get('color')) || 1, Number(params.get('Quantity')) || 1), {
    headers: { 'Content-Type': 'text/html' },
  });
});
export const setItemFails = http.get(mswPath('getSetItem'), () => new HttpResponse('<p>oops</p>', { status: 500, headers: { 'Content-Type': 'text/html' } }));

/** A living-room set of three items, server-rendered inside <lto-product-set> (its README's server markup). */
export function ProductSetPage({ note }: { note?: string | undefined }) {
  const addAll = document.documentElement.lang.startsWith('es') ? 'Agregar todo al carrito' : 'Add all to cart';
  const markup = `<lto-product-set action="#cart"><form class="lto-product-set" method="post" action="#cart"><ul class="lto-product-set__items">${SET.map((item) =>
    setItemHtml(item.pid, 1),
  ).join('')}</ul><button type="submit" class="lto-button lto-button--primary lto-product-set__add-all">${addAll}</button></form></lto-product-set>`;
  return (
    <div className="story-product">
      <StoryNote note={note} />
      <div dangerouslySetInnerHTML={{ __html: markup }} />
    </div>
  );
}
