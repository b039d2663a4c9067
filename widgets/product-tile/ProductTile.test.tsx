import { readFileSync } from 'node:fs';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VARIANT_CHANGE_EVENT } from '../../src/contracts/product-events';
import { getStore, resetStore } from '../../src/core/store';
import { selectVariant } from '../../src/core/store/selection-actions';
import { listenOnDocument, mount, writeConfig } from '../../testing/widget-page';
import type { VariantInput } from './variant';
import { changeLocation } from '../../src/core/store/location-actions';
import './element';

const COLORS = [
  { key: 'gray', name: 'Gray', hex: '#8a8f98' },
  { key: 'navy', name: 'Navy', hex: '#26395f' },
  { key: 'rust', name: 'Rust', hex: '#a5522e' },
] as const;

/** A variant as the platform writes it (SPEC 3.2 field names); strings where platforms send strings. */
function variant(n: 1 | 2 | 3, extra: Partial<VariantInput> = {}): VariantInput {
  const color = COLORS[n - 1]!;
  return {
    pid: `P1-${n}`,
    name: `Harbor Sofa, ${color.name}`,
    brand: 'Crestline',
    url: `/p/P1?color=${color.key}`,
    thumb: { src: '', alt: `Harbor Sofa in ${color.name}`, title: `Harbor Sofa, ${color.name}` },
    term: '18',
    monthlypayment: '49.99',
    todayspayment: '49.99',
    wasprice: 'false',
    wasmonthlyprice: '',
    onsale: false,
    promolabel: false,
    promotionapplied: false,
    oos: 'false',
    express: false,
    currencycode: 'USD',
    variantimg: `/img/product/P1.svg?color=${color.key}&sw=32&sh=32`,
    defimgpath: '/img/product/P1.svg',
    bvaveragerating: '4.3',
    bvreviewcountnum: '120',
    starsfile: '',
    advoweekly: '',
    nonnadvoweekly: '',
    numberofweeklypayments: '',
    standardprice: '',
    colorname: color.name,
    colorhex: color.hex,
    badge: '',
    ...extra,
  };
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function tile(variants: unknown[], extra = '', body = '') {
  return `<lto-product-tile pid="P1" idx="4" itemcount="30" cgid="living-room" variants="${attr(JSON.stringify(variants))}" ${extra}>${body}</lto-product-tile>`;
}

const tileElement = () => document.querySelector('lto-product-tile') as HTMLElement;
const nameLink = () => within(tileElement()).getByRole('heading', { level: 3 }).querySelector('a')!;
const imageLink = () => tileElement().querySelector<HTMLAnchorElement>('.lto-product-tile__image-link')!;
const image = () => tileElement().querySelector<HTMLImageElement>('.lto-product-tile__image')!;
const swatch = (name: string | RegExp) => screen.getByRole('radio', { name });
const relative = (link: HTMLAnchorElement) => {
  const url = new URL(link.href);
  return url.pathname + url.search + url.hash;
};
const text = () => tileElement().textContent ?? '';
const has = (selector: string) => tileElement().querySelector(selector) !== null;
const textOf = (selector: string) => tileElement().querySelector(selector)?.textContent ?? null;

const GRAY_NAVY = () => [variant(1), variant(2, { monthlypayment: '54.99', todayspayment: '54.99', brand: 'Marlow & Finch', term: 24 })];

describe('<lto-product-tile>', () => {
  beforeEach(() => writeConfig());
  afterEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    vi.restoreAllMocks();
  });

  it('shows the selected variant: image at 500x500, name link, brand, term, prices, ratings and delivery', async () => {
    await mount(tile(GRAY_NAVY()));
    expect(nameLink()).toHaveTextContent('Harbor Sofa, Gray');
    expect(nameLink()).toHaveAttribute('href', '/p/P1?color=gray#start=5');
    expect(imageLink()).toHaveAttribute('href', '/p/P1?color=gray#start=5');
    expect(image()).toHaveAttribute('src', '/img/product/P1.svg?color=gray&sw=500&sh=500');
    expect(image()).toHaveAttribute('width', '400');
    expect(image()).toHaveAttribute('height', '300');
    expect(image()).toHaveAttribute('alt', 'Harbor Sofa in Gray');
    expect(textOf('.lto-product-tile__brand')).toBe('Crestline');
    expect(textOf('.lto-product-tile__term')).toBe('Own it in 18 months');
    expect(textOf('.lto-product-tile__price')).toBe('$49.99/mo. for 18 months, plus tax');
    expect(textOf('.lto-product-tile__today')).toBe("Today's payment: $49.99");
    expect(textOf('.lto-product-tile__rating')).toBe('★★★★☆ 4.3 out of 5 stars (120 ratings)');
    expect(textOf('.lto-product-tile__delivery')).toBe('Free Delivery');
    expect(has('.lto-product-tile__was')).toBe(false);
    expect(has('.lto-product-tile__overlay')).toBe(false);
    const group = screen.getByRole('radiogroup', { name: 'Colors' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Gray', 'Navy']);
    expect(swatch('Gray')).toHaveAttribute('aria-checked', 'true');
    expect(swatch('Navy')).toHaveAttribute('aria-checked', 'false');
    expect(swatch('Navy').querySelector('img')).toHaveAttribute('src', '/img/product/P1.svg?color=navy&sw=32&sh=32');
  });

  it('starts on the variant named by `selected`, and shows no swatches for a single variant', async () => {
    await mount(tile(GRAY_NAVY(), 'selected="P1-2"'));
    expect(nameLink()).toHaveTextContent('Harbor Sofa, Navy');
    expect(swatch('Navy')).toHaveAttribute('aria-checked', 'true');
    document.body.innerHTML = '';
    await mount(tile([variant(1)]));
    expect(nameLink()).toHaveTextContent('Harbor Sofa, Gray');
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('a swatch click selects the variant: name, brand, term text, links, image and price follow; the store and host scripts hear of it', async () => {
    const changes: unknown[] = [];
    listenOnDocument(VARIANT_CHANGE_EVENT, (event) => changes.push(event.detail));
    await mount(tile(GRAY_NAVY()));
    await userEvent.click(swatch('Navy'));
    expect(nameLink()).toHaveTextContent('Harbor Sofa, Navy');
    expect(nameLink()).toHaveAttribute('href', '/p/P1?color=navy#start=5');
    expect(imageLink()).toHaveAttribute('href', '/p/P1?color=navy#start=5');
    expect(image()).toHaveAttribute('src', '/img/product/P1.svg?color=navy&sw=500&sh=500');
    expect(textOf('.lto-product-tile__brand')).toBe('Marlow & Finch');
    expect(textOf('.lto-product-tile__term')).toBe('Own it in 24 months');
    expect(textOf('.lto-product-tile__price')).toBe('$54.99/mo. for 24 months, plus tax');
    expect(swatch('Navy')).toHaveAttribute('aria-checked', 'true');
    expect(swatch('Gray')).toHaveAttribute('aria-checked', 'false');
    expect(getStore().getState().selection.variants).toEqual({ P1: 'P1-2' });
    // The colour's page, without the grid position: the tile's quick view opens it.
    expect(getStore().getState().selection.variantUrls).toEqual({ P1: '/p/P1?color=navy' });
    expect(changes).toEqual([{ product: 'P1', variant: 'P1-2' }]);

    await userEvent.click(swatch('Navy'));
    expect(changes, 'clicking the selected swatch changes nothing').toHaveLength(1);
  });

  it("a swatch click brings the host's analytics markup to the colour chosen: its name, price text and stock", async () => {
    const markup = 'data-lto-item="P1" data-lto-item-name="Harbor Sofa, Gray" data-lto-item-price="$49.99/mo. for 18 months, plus tax" data-lto-item-stock="in"';
    await mount(tile([variant(1), variant(2, { monthlypayment: '54.99', term: 24, oos: 'true' })], markup));
    await userEvent.hover(swatch(/Navy/));
    expect(tileElement().dataset.ltoItemName, 'a preview is not a choice').toBe('Harbor Sofa, Gray');
    await userEvent.click(swatch(/Navy/));
    expect(tileElement().dataset).toMatchObject({ ltoItemName: 'Harbor Sofa, Navy', ltoItemPrice: '$54.99/mo. for 24 months, plus tax', ltoItemStock: 'out' });
  });

  it('writes no analytics markup on a tile the platform wrote none on', async () => {
    await mount(tile(GRAY_NAVY()));
    await userEvent.click(swatch('Navy'));
    expect(tileElement().hasAttribute('data-lto-item-name')).toBe(false);
  });

  it('hovering a swatch previews its variant; leaving the swatch list restores the selected one', async () => {
    const changes: unknown[] = [];
    listenOnDocument(VARIANT_CHANGE_EVENT, (event) => changes.push(event.detail));
    await mount(tile([...GRAY_NAVY(), variant(3, { monthlypayment: '59.99' })]));
    await userEvent.hover(swatch('Navy'));
    expect(nameLink()).toHaveTextContent('Harbor Sofa, Navy');
    expect(textOf('.lto-product-tile__price')).toBe('$54.99/mo. for 24 months, plus tax');
    await userEvent.hover(swatch('Rust'));
    expect(nameLink()).toHaveTextContent('Harbor Sofa, Rust');
    expect(swatch('Gray'), 'a preview does not select').toHaveAttribute('aria-checked', 'true');
    await userEvent.unhover(swatch('Rust'));
    expect(nameLink()).toHaveTextContent('Harbor Sofa, Gray');
    expect(image()).toHaveAttribute('src', '/img/product/P1.svg?color=gray&sw=500&sh=500');
    expect(changes).toEqual([]);

    await userEvent.click(swatch('Rust'));
    await userEvent.hover(swatch('Navy'));
    expect(nameLink()).toHaveTextContent('Harbor Sofa, Navy');
    await userEvent.unhover(swatch('Navy'));
    expect(nameLink(), 'restores the newly selected variant').toHaveTextContent('Harbor Sofa, Rust');
  });

  it('a preview updates the overlay, delivery badge, label, price style, was-price, today’s payment, promotion note, ratings and badge', async () => {
    const plain = variant(1, { express: true });
    const other = variant(2, {
      oos: 'true',
      express: false,
      onsale: 'true',
      promolabel: 'Save 15%',
      promotionapplied: 'true',
      wasprice: '$1,299.99',
      wasmonthlyprice: '64.99',
      todayspayment: '9.99',
      bvaveragerating: '5',
      bvreviewcountnum: '1',
      badge: 'New color',
    });
    await mount(tile([plain, other]));
    expect(textOf('.lto-product-tile__delivery')).toBe('Free 2-3 day Express Delivery±');
    expect(has('.lto-product-tile__label') || has('.lto-product-tile__badge') || has('.lto-product-tile__promotion')).toBe(false);

    await userEvent.hover(swatch(/^Navy/));
    expect(textOf('.lto-product-tile__overlay')).toBe('Out of stock');
    expect(tileElement().firstElementChild).toHaveClass('lto-product-tile--oos');
    expect(has('.lto-product-tile__delivery')).toBe(false);
    expect(textOf('.lto-product-tile__label')).toBe('Save 15%');
    expect(tileElement().querySelector('.lto-product-tile__price')).toHaveClass('lto-product-tile__price--sale');
    expect(textOf('.lto-product-tile__was')).toBe('Was $64.99/mo.');
    expect(textOf('.lto-product-tile__today')).toBe("Today's payment: $9.99");
    expect(textOf('.lto-product-tile__promotion')).toBe('Promotion applied');
    expect(textOf('.lto-product-tile__rating')).toBe('★★★★★ 5.0 out of 5 stars (1 rating)');
    expect(textOf('.lto-product-tile__badge')).toBe('New color');

    await userEvent.unhover(swatch(/^Navy/));
    expect(has('.lto-product-tile__overlay')).toBe(false);
    expect(textOf('.lto-product-tile__delivery')).toBe('Free 2-3 day Express Delivery±');
    expect(has('.lto-product-tile__label') || has('.lto-product-tile__was') || has('.lto-product-tile__badge')).toBe(false);
    expect(textOf('.lto-product-tile__today')).toBe("Today's payment: $49.99");
  });

  describe('out of stock', () => {
    it('shows the overlay when oos is true and express is not, and names the swatch OUT OF STOCK at 0.75 opacity', async () => {
      document.head.insertAdjacentHTML('beforeend', `<style>${readFileSync('widgets/product-tile/product-tile.css', 'utf8')}</style>`);
      await mount(tile([variant(1, { oos: 'true' }), variant(2)]));
      expect(textOf('.lto-product-tile__overlay')).toBe('Out of stock');
      const oos = swatch('Gray - OUT OF STOCK');
      expect(getComputedStyle(oos).opacity).toBe('0.75');
      expect(getComputedStyle(swatch('Navy')).opacity).not.toBe('0.75');
    });

    it('shows no overlay but the express badge when the variant is out of stock yet express', async () => {
      await mount(tile([variant(1, { oos: true, express: 'true' })]));
      expect(has('.lto-product-tile__overlay')).toBe(false);
      expect(textOf('.lto-product-tile__delivery')).toBe('Free 2-3 day Express Delivery±');
    });

    it('names the zip in the express text when the config block has one', async () => {
      document.head.innerHTML = '';
      writeConfig({ page: { type: 'search', category: 'living-room', zip: '30301' } });
      await mount(tile([variant(1, { express: true })]));
      expect(textOf('.lto-product-tile__delivery')).toBe('Free 2-3 day Express Delivery± to 30301');
    });

    it('follows a zip the shopper sets on the page (the zip modal, store availability)', async () => {
      writeConfig({ page: { type: 'search', category: 'living-room', zip: '30301' } });
      await mount(tile([variant(1, { express: true })]));
      await act(async () => changeLocation({ zip: '30305' }));
      expect(textOf('.lto-product-tile__delivery')).toBe('Free 2-3 day Express Delivery± to 30305');
    });
  });

  describe('sale label and price style', () => {
    const onSale = { onsale: true, promolabel: 'Save 15%' } as const;

    it('new style: shows the promolabel only when on sale, in the sale price style', async () => {
      await mount(tile([variant(1, onSale), variant(2, { promolabel: 'Save 20%' })]));
      expect(textOf('.lto-product-tile__label')).toBe('Save 15%');
      expect(tileElement().querySelector('.lto-product-tile__price')).toHaveClass('lto-product-tile__price--sale');
      await userEvent.click(swatch('Navy'));
      expect(has('.lto-product-tile__label'), 'not on sale: no label').toBe(false);
      expect(tileElement().querySelector('.lto-product-tile__price')).not.toHaveClass('lto-product-tile__price--sale');
    });

    it('new style: the promolabel stays with a promotion applied; a promolabel of false shows nothing', async () => {
      await mount(tile([variant(1, { ...onSale, promotionapplied: true }), variant(2, { onsale: true, promolabel: false })]));
      expect(textOf('.lto-product-tile__label')).toBe('Save 15%');
      expect(textOf('.lto-product-tile__promotion')).toBe('Promotion applied');
      expect(tileElement().querySelector('.lto-product-tile__price')).toHaveClass('lto-product-tile__price--sale');
      await userEvent.click(swatch('Navy'));
      expect(has('.lto-product-tile__label')).toBe(false);
    });

    it("old style: 'ON SALE' when on sale, suppressed (with the sale price style) when a promotion is applied", async () => {
      await mount(tile([variant(1, onSale), variant(2, { ...onSale, promotionapplied: 'true' })], 'label-style="old"'));
      expect(textOf('.lto-product-tile__label')).toBe('ON SALE');
      expect(tileElement().querySelector('.lto-product-tile__price')).toHaveClass('lto-product-tile__price--sale');
      await userEvent.click(swatch('Navy'));
      expect(has('.lto-product-tile__label')).toBe(false);
      expect(textOf('.lto-product-tile__promotion')).toBe('Promotion applied');
      expect(tileElement().querySelector('.lto-product-tile__price')).not.toHaveClass('lto-product-tile__price--sale');
    });
  });

  it.each([
    ['false', false],
    ['FALSE', false],
    ['$1,299.99 false', false],
    ['', false],
    ['$1,299.99', true],
  ])("was-price '%s': the was line is shown: %s", async (wasprice, shown) => {
    await mount(tile([variant(1, { wasprice, wasmonthlyprice: '59.99' })]));
    expect(textOf('.lto-product-tile__was')).toBe(shown ? 'Was $59.99/mo.' : null);
  });

  it("hides the ratings at '0' and says 'rating' for one", async () => {
    await mount(tile([variant(1, { bvaveragerating: '0', bvreviewcountnum: '0' }), variant(2, { bvaveragerating: '3.5', bvreviewcountnum: 1 })]));
    expect(has('.lto-product-tile__rating')).toBe(false);
    expect(text()).not.toMatch(/out of 5 stars/);
    await userEvent.click(swatch('Navy'));
    expect(textOf('.lto-product-tile__rating')).toBe('★★★★☆ 3.5 out of 5 stars (1 rating)');
  });

  it('uses the stars image when the variant names one', async () => {
    await mount(tile([variant(1, { starsfile: '/img/stars/43.svg' })]));
    const stars = tileElement().querySelector('img.lto-product-tile__stars');
    expect(stars).toHaveAttribute('src', '/img/stars/43.svg');
    expect(stars).toHaveAttribute('alt', '');
  });

  describe('weekly layout', () => {
    const weekly = { nonnadvoweekly: '13.99', numberofweeklypayments: '78' } as const;

    it('shows weekly and monthly pills and "Own it in N weeks"; they swap on hover, restore on leave and follow a click', async () => {
      await mount(
        tile(
          [
            variant(1, weekly),
            variant(2, { ...weekly, monthlypayment: '54.99', advoweekly: '11.99', standardprice: '13.99', numberofweeklypayments: 104 }),
          ],
          'layout="weekly"',
        ),
      );
      const pills = () => [...tileElement().querySelectorAll('.lto-product-tile__pill')].map((pill) => pill.textContent);
      expect(textOf('.lto-product-tile__term')).toBe('Own it in 78 weeks');
      expect(pills()).toEqual(['$13.99/wk.', '$49.99/mo.']);
      expect(has('.lto-product-tile__price')).toBe(false);

      await userEvent.hover(swatch('Navy'));
      expect(pills()).toEqual(['Sale$11.99/wk.', '$54.99/mo.']);
      expect(textOf('.lto-product-tile__weekly-sale')).toBe('Sale');
      expect(textOf('.lto-product-tile__term')).toBe('Own it in 104 weeks');
      expect(textOf('.lto-product-tile__was')).toBe('Was $13.99/wk.');
      await userEvent.unhover(swatch('Navy'));
      expect(pills()).toEqual(['$13.99/wk.', '$49.99/mo.']);
      await userEvent.click(swatch('Navy'));
      await userEvent.unhover(swatch('Navy'));
      expect(pills()).toEqual(['Sale$11.99/wk.', '$54.99/mo.']);
    });

    it('removes the weekly sale label when the variant is out of stock', async () => {
      await mount(tile([variant(1, { ...weekly, advoweekly: '11.99', oos: 'true' })], 'layout="weekly"'));
      expect(textOf('.lto-product-tile__overlay')).toBe('Out of stock');
      expect(has('.lto-product-tile__weekly-sale')).toBe(false);
      expect(textOf('.lto-product-tile__pill--weekly')).toBe('$11.99/wk.');
    });

    it('shows the monthly price for a variant without weekly pricing', async () => {
      await mount(tile([variant(1)], 'layout="weekly"'));
      expect(has('.lto-product-tile__pills')).toBe(false);
      expect(textOf('.lto-product-tile__price')).toBe('$49.99/mo. for 18 months, plus tax');
    });
  });

  it("shows C$ when the variant's currencycode is not USD (en-CA page)", async () => {
    document.head.innerHTML = '';
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD' });
    await mount(tile([variant(1, { currencycode: 'CAD', monthlypayment: '68.49', todayspayment: 68.49, wasprice: 'C$1,780.99', wasmonthlyprice: '82.19' })]));
    expect(textOf('.lto-product-tile__price')).toBe('C$68.49/mo. for 18 months, plus tax');
    expect(textOf('.lto-product-tile__today')).toBe("Today's payment: C$68.49");
    expect(textOf('.lto-product-tile__was')).toBe('Was C$82.19/mo.');
  });

  it("names the swatches 'Colours' on the Canadian site", async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD' });
    await mount(tile([variant(1, { currencycode: 'CAD' }), variant(2, { currencycode: 'CAD' })]));
    expect(screen.getByRole('radiogroup')).toHaveAccessibleName('Colours');
  });

  it('speaks Spanish on the Spanish site', async () => {
    document.head.innerHTML = '';
    writeConfig({ locale: 'es-US' });
    await mount(tile([variant(1, { onsale: true, promotionapplied: true }), variant(2, { oos: 'true', express: true })], 'label-style="old"'));
    expect(textOf('.lto-product-tile__term')).toBe('Hazlo tuyo en 18 meses');
    expect(textOf('.lto-product-tile__price')).toBe('$49.99/mes por 18 meses, más impuestos');
    expect(textOf('.lto-product-tile__today')).toBe('Pago de hoy: $49.99');
    expect(textOf('.lto-product-tile__promotion')).toBe('Promoción aplicada');
    expect(textOf('.lto-product-tile__rating')).toBe('★★★★☆ 4.3 de 5 estrellas (120 calificaciones)');
    expect(textOf('.lto-product-tile__delivery')).toBe('Entrega gratis');
    expect(screen.getByRole('radiogroup', { name: 'Colores' })).toBeInTheDocument();
    await userEvent.click(swatch('Navy - AGOTADO'));
    expect(textOf('.lto-product-tile__delivery')).toBe('Entrega exprés gratis en 2-3 días±');
    document.body.innerHTML = '';
    resetStore();
    await mount(tile([variant(1, { oos: 'true', onsale: true }), variant(2)], 'label-style="old" layout="weekly"'));
    expect(textOf('.lto-product-tile__label')).toBe('EN OFERTA');
    expect(textOf('.lto-product-tile__overlay')).toBe('Agotado');
  });

  describe('tile link clicks (SPEC 2.6)', () => {
    beforeEach(() => {
      history.replaceState(null, '', '/c/living-room?start=20#top');
      // happy-dom would follow the link: stop it, as the browser's navigation is not under test.
      document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
    });

    it('the name link stores the grid URL, the product id and idx+1 in cookies and writes #start=idx+1 into the link', async () => {
      await mount(tile(GRAY_NAVY()));
      await userEvent.click(swatch('Navy'));
      document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
      await userEvent.click(nameLink());
      expect(Cookies.get('lastVisitedGridUrl')).toBe(`${location.origin}/c/living-room?start=20`);
      expect(Cookies.get('lastVisitedProduct')).toBe('P1');
      expect(Cookies.get('lastVisitedIndex')).toBe('5');
      expect(relative(nameLink())).toBe('/p/P1?color=navy#start=5');
    });

    it('the image link does the same', async () => {
      await mount(tile(GRAY_NAVY()).replace('idx="4"', 'idx="0"'));
      await userEvent.click(image());
      expect(Cookies.get('lastVisitedIndex')).toBe('1');
      expect(Cookies.get('lastVisitedProduct')).toBe('P1');
      expect(relative(imageLink())).toBe('/p/P1?color=gray#start=1');
    });

    it('without an idx stores the URL and product only, and leaves the link alone', async () => {
      await mount(tile(GRAY_NAVY()).replace('idx="4" ', ''));
      await userEvent.click(nameLink());
      expect(Cookies.get('lastVisitedProduct')).toBe('P1');
      expect(Cookies.get('lastVisitedIndex')).toBeUndefined();
      expect(nameLink().getAttribute('href')).toBe('/p/P1?color=gray');
    });
  });

  describe('keyboard', () => {
    it('the swatches are one tab stop; arrows, Home and End move and select, wrapping around', async () => {
      await mount(`<button>before</button>${tile([...GRAY_NAVY(), variant(3)])}`);
      await userEvent.click(screen.getByRole('button', { name: 'before' }));
      await userEvent.tab();
      expect(swatch('Gray')).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      expect(swatch('Navy')).toHaveFocus();
      expect(swatch('Navy')).toHaveAttribute('aria-checked', 'true');
      expect(nameLink()).toHaveTextContent('Harbor Sofa, Navy');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      expect(swatch('Gray'), 'wraps to the first').toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(swatch('Rust')).toHaveAttribute('aria-checked', 'true');
      await userEvent.keyboard('{Home}');
      expect(swatch('Gray')).toHaveAttribute('aria-checked', 'true');
      await userEvent.keyboard('{End}');
      expect(swatch('Rust')).toHaveFocus();
      expect(nameLink()).toHaveTextContent('Harbor Sofa, Rust');
      await userEvent.tab();
      expect(nameLink(), 'Tab leaves the group for the name link').toHaveFocus();
      await userEvent.tab({ shift: true });
      expect(swatch('Rust'), 'and comes back to the selected swatch').toHaveFocus();
    });

    it('Space selects a swatch that has focus', async () => {
      await mount(tile(GRAY_NAVY()));
      swatch('Navy').focus();
      await userEvent.keyboard(' ');
      expect(swatch('Navy')).toHaveAttribute('aria-checked', 'true');
    });
  });

  it("follows a variant selected elsewhere on the page (another island of the product) and ignores another product's", async () => {
    await mount(tile(GRAY_NAVY()));
    await act(async () => selectVariant('P1', 'P1-2'));
    expect(nameLink()).toHaveTextContent('Harbor Sofa, Navy');
    await act(async () => selectVariant('P2', 'P1-1'));
    await act(async () => selectVariant('P1', 'P9-9'));
    expect(nameLink(), 'an unknown variant falls back to the initial one').toHaveTextContent('Harbor Sofa, Gray');
  });

  it('shows each colour without a style attribute (the CSP forbids them): the swatch image, else a circle filled with colorhex', async () => {
    await mount(tile([variant(1), variant(2, { variantimg: '', thumb: { src: '/img/thumb/P1.jpg', alt: '', title: '' } }), variant(3, { variantimg: '', colorhex: '' })]));
    expect(swatch('Gray').querySelector('img')).toHaveAttribute('src', '/img/product/P1.svg?color=gray&sw=32&sh=32');
    expect(swatch('Navy').querySelector('svg circle')).toHaveAttribute('fill', '#26395f');
    expect(swatch('Rust').querySelector('img, svg'), 'neither: the plain swatch').toBeNull();
    expect(tileElement().querySelector('[style]')).toBeNull();
  });

  it.each([
    ['a 32x32 path', '/images/32x32/P1-navy.jpg', '/images/500x500/P1-navy.jpg'],
    ['no variant image: thumb.src', '', '/img/thumb/P1.jpg'],
  ])('image: %s', async (_, variantimg, expected) => {
    await mount(tile([variant(1, { variantimg, thumb: { src: '/img/thumb/P1.jpg', alt: '', title: '' } })]));
    expect(image()).toHaveAttribute('src', expected);
  });

  it('is lenient where platform data is loose: numbers as strings or numbers, flags as strings, $-prefixed money', async () => {
    await mount(tile([variant(1, { monthlypayment: '$1,049.99', todayspayment: 1049.99, term: 24, onsale: 'TRUE', promolabel: 'Hot deal', express: 'false' })]));
    expect(textOf('.lto-product-tile__price')).toBe('$1,049.99/mo. for 24 months, plus tax');
    expect(textOf('.lto-product-tile__today')).toBe("Today's payment: $1,049.99");
    expect(textOf('.lto-product-tile__label')).toBe('Hot deal');
  });

  describe('bad variant data', () => {
    const SERVER_BODY = '<div class="server-body"><h3><a href="/p/P1">Harbor Sofa</a></h3><p>$49.99/mo.</p></div>';

    it.each([
      ['not JSON', 'not json'],
      ['an empty list', '[]'],
      ['a variant without a monthly payment', JSON.stringify([{ ...variant(1), monthlypayment: undefined }])],
      ['money that is not money', JSON.stringify([variant(1, { monthlypayment: '49,99' })])],
      ['not a list', JSON.stringify(variant(1))],
      ['duplicate variant pids', JSON.stringify([variant(1), variant(1)])],
    ])('%s: keeps the server markup and warns once, naming the tag and the attribute', async (_, raw) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const bad = `<lto-product-tile pid="P1" variants="${attr(raw)}">${SERVER_BODY}</lto-product-tile>`;
      await mount(bad + bad);
      for (const element of document.querySelectorAll('lto-product-tile')) expect(element.innerHTML).toBe(SERVER_BODY);
      expect(screen.queryByRole('radiogroup')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-product-tile> attribute "variants" is invalid/);
      expect(String(warn.mock.calls[0]?.[0])).not.toContain('Harbor');
    });

    it('keeps the server markup without a variants attribute, and mounts once it becomes valid', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await mount(`<lto-product-tile pid="P1">${SERVER_BODY}</lto-product-tile>`);
      expect(tileElement().innerHTML).toBe(SERVER_BODY);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-product-tile> attribute "variants" is missing/);
      await act(async () => tileElement().setAttribute('variants', JSON.stringify(GRAY_NAVY())));
      expect(nameLink()).toHaveTextContent('Harbor Sofa, Gray');
    });
  });
});

describe("<lto-product-tile> and the shopper's Leasing Power (issue 23)", () => {
  const APPROVED = { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 52, expirationDateValue: null };
  afterEach(() => resetStore());

  it("says whether the monthly payment of the colour shown fits, under the price", async () => {
    writeConfig({ decision: APPROVED });
    await mount(tile(GRAY_NAVY()));
    expect(textOf('.lto-leasing-power')).toBe('Fits your $52.00/mo Leasing Power');
    await userEvent.click(swatch('Navy'));
    expect(textOf('.lto-leasing-power')).toBe('$2.99/mo over your Leasing Power');
    expect(tileElement().querySelector('.lto-leasing-power')?.previousElementSibling).toHaveClass('lto-product-tile__price');
  });

  it('says nothing to a pending shopper, or without a price', async () => {
    writeConfig({ decision: { approvalDetermination: 'PendingVerification', tierIsApproved: false, remainingLeasingPower: 52 } });
    await mount(tile(GRAY_NAVY()));
    expect(has('.lto-leasing-power')).toBe(false);
    document.body.innerHTML = '';
    writeConfig({ decision: APPROVED });
    await mount(tile([variant(1, { monthlypayment: '0.00' })]));
    expect(has('.lto-leasing-power')).toBe(false);
  });
});
