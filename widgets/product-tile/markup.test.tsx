/**
 * The server markup contract (README "Server markup"): drawn over markup.html, the tile changes
 * nothing a shopper could see and keeps the server's image node (the listing's largest paint); a
 * swatch click given before its code ran selects that colour once.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { VARIANT_CHANGE_EVENT } from '../../src/contracts/product-events';
import { EARLY_ACTIONS } from '../../src/core/replay';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { listenOnDocument, writeConfig } from '../../testing/widget-page';
import './element';

const fixture = markupFixture(import.meta.url);

/** The three colours of markup.html in SPEC 3.2 fields: Gray on sale and shown, Navy out of stock, Rust without a swatch image. */
function variant(n: 1 | 2 | 3, color: string, hex: string, extra: Record<string, unknown> = {}) {
  const name = color[0]!.toUpperCase() + color.slice(1);
  return {
    pid: `P1001-${n}`,
    name: `Harbor Sofa, ${name}`,
    brand: 'Crestline',
    url: `/p/P1001?color=${color}`,
    thumb: { src: '', alt: '', title: '' },
    term: '18',
    monthlypayment: '49.99',
    todayspayment: '49.99',
    wasprice: 'false',
    wasmonthlyprice: '',
    onsale: false,
    promolabel: false,
    promotionapplied: false,
    oos: 'false',
    express: true,
    currencycode: 'USD',
    variantimg: `/img/product/P1001.svg?color=${color}&sw=32&sh=32`,
    defimgpath: '/img/product/P1001.svg',
    bvaveragerating: '4.3',
    bvreviewcountnum: '120',
    starsfile: '',
    colorname: name,
    colorhex: hex,
    badge: '',
    ...extra,
  };
}
const VARIANTS = [
  variant(1, 'gray', '#8a8f98', { onsale: true, promolabel: 'Save 15%', wasprice: '1299.99', wasmonthlyprice: '59.99', badge: 'New color' }),
  variant(2, 'navy', '#26395f', { oos: 'true', express: false, monthlypayment: '54.99' }),
  variant(3, 'rust', '#a5522e', { variantimg: '' }),
];
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const TAG = `pid="P1001" selected="P1001-1" idx="0" itemcount="20" cgid="living-room" layout="monthly" label-style="new" loading="eager" variants="${attr(JSON.stringify(VARIANTS))}"`;

describe('<lto-product-tile> over its server markup', () => {
  beforeEach(() => writeConfig({ page: { type: 'search', category: 'living-room', zip: '30303' } }));

  it('is drawn exactly as the server drew it', async () => {
    const { server, drawn } = await drawOver('lto-product-tile', TAG, fixture);
    expect(drawn).toEqual(server);
  });

  it('keeps the very image node the server drew', async () => {
    document.body.innerHTML = `<lto-product-tile ${TAG}>${fixture}</lto-product-tile>`;
    const island = document.querySelector('lto-product-tile')!;
    const serverImage = island.querySelector('img.lto-product-tile__image');
    await act(async () => island.dispatchEvent(new Event('focusin', { bubbles: true })));
    await waitFor(() => expect(island).toHaveAttribute('data-lto-ready'));
    expect(island.querySelector('img.lto-product-tile__image')).toBe(serverImage);
    expect(island.querySelectorAll('img.lto-product-tile__image')).toHaveLength(1);
  });

  it('a lazy tile below the first row: drawn as the server drew it too', async () => {
    const lazy = fixture.replace('loading="eager" fetchpriority="high"', 'loading="lazy"');
    expect(lazy).not.toBe(fixture);
    const { server, drawn } = await drawOver('lto-product-tile', TAG.replace('loading="eager"', ''), lazy);
    expect(drawn).toEqual(server);
  });

  it('selects the colour of a swatch clicked before its code ran, once', async () => {
    document.body.innerHTML = `<lto-product-tile ${TAG}>${fixture}</lto-product-tile>`;
    const island = document.querySelector('lto-product-tile')! as Element & { [EARLY_ACTIONS]?: unknown };
    const changes: unknown[] = [];
    listenOnDocument(VARIANT_CHANGE_EVENT, (event) => changes.push(event.detail));
    // The third swatch (Rust): tile > swatches (2nd child) > button 3.
    island[EARLY_ACTIONS] = [{ type: 'click', path: [0, 1, 2] }];
    await act(async () => island.dispatchEvent(new Event('focusin', { bubbles: true })));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Rust' })).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Harbor Sofa, Rust');
    expect(changes).toEqual([{ product: 'P1001', variant: 'P1001-3' }]);
  });
});
