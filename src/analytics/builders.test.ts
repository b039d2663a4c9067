import { afterEach, describe, expect, it, vi } from 'vitest';
import { impressionItem } from './impression-items';
import { priceFromText } from './price-text';
import { productPricing, productRecord } from './product-dimensions';
import { promotionOf } from './promotions';
import { analyticsPage } from './testing';

afterEach(() => vi.restoreAllMocks());

/** A home page list as the demo writes it (demo/server/views/home.ts, tile.ts). */
const HOME = `<section aria-labelledby="featured-heading" data-lto-list="Featured products"><h2 id="featured-heading">Featured products</h2><ul class="grid">
<li class="tile" data-lto-item="P1001" data-lto-item-name="Harbor Sofa, Gray" data-lto-item-brand="Crestline" data-lto-item-category="living-room" data-lto-item-subcategory="sofa" data-lto-item-price="$49.99/mo. for 18 months, plus tax" data-lto-item-position="1" data-lto-item-stock="in" data-lto-item-rating="4.3"></li>
<li class="tile" data-lto-item="P1002" data-lto-item-name="Oak Table" data-lto-item-brand="" data-lto-item-category="dining" data-lto-item-subcategory="table" data-lto-item-price="C$1,299.00/mo. for 12 months" data-lto-item-stock="out"></li>
</ul></section>`;

describe('the impression of a tile (SPEC 3.8)', () => {
  it("reads every field of the homepage impression record from the tile's markup", () => {
    analyticsPage({ type: 'storefront' });
    document.body.innerHTML = HOME;
    const [first, second] = document.querySelectorAll<HTMLElement>('[data-lto-item]');
    expect(impressionItem(first!)).toEqual({
      name: 'Harbor Sofa, Gray',
      id: 'P1001',
      brand: 'Crestline',
      category: 'living-room',
      subcategory: 'sofa',
      price: 49.99,
      list: 'Featured products',
      position: 1,
      rating: '4.3',
      inStock: true,
      pageType: 'homepage',
    });
    // No position given: its place in the list, from 1; no rating: 'n/a'.
    expect(impressionItem(second!)).toMatchObject({ id: 'P1002', price: 1299, position: 2, rating: 'n/a', inStock: false });
  });

  it("names the list by its heading when data-lto-list is empty, and gives the page's type elsewhere than home", () => {
    analyticsPage({ type: 'search' });
    document.body.innerHTML = HOME.replace('data-lto-list="Featured products"', 'data-lto-list=""').replace('Featured products</h2>', 'Our picks</h2>');
    expect(impressionItem(document.querySelector<HTMLElement>('[data-lto-item]')!)).toMatchObject({ list: 'Our picks', pageType: 'search' });
  });

  it('counts no tile without its id or name, with one warning', () => {
    analyticsPage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<ul data-lto-list="x"><li data-lto-item="P1" data-lto-item-price="$1.00/mo."></li><li data-lto-item=""></li></ul>';
    for (const tile of document.querySelectorAll<HTMLElement>('li')) expect(impressionItem(tile)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("the price of a '$X/...' price text", () => {
  it.each([
    ['$49.99/mo. for 18 months, plus tax', 49.99],
    ['C$1,299.00/mo.', 1299],
    ['$12.99/wk.', 12.99],
    ['$5/mes por 12 meses', 5],
  ])('%j is %d', (text, price) => {
    expect(priceFromText(text)).toBe(price);
  });

  it.each([undefined, '', 'Call for price', '49.99/mo.', '$/mo.', '$49.999/mo.', '$49.99 a month'])('%j is 0, with a warning, never NaN', (text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(priceFromText(text)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

/** The product page's markup (demo/server/views/product.ts): SPEC 3.2 lease term entries. */
const PRICING = {
  cashPrice: 599,
  terms: [
    { Term: 12, LeaseRate: 69.99, AdvoLeaseRate: null, FirstPaymentAmount: 39.99, Active: false },
    { Term: 18, LeaseRate: 59.99, AdvoLeaseRate: 49.99, FirstPaymentAmount: 29.99, Active: true },
  ],
};
const productPage = (pricing: unknown = PRICING) => {
  const element = document.createElement('div');
  element.dataset.ltoProduct = 'P1001';
  element.dataset.ltoProductName = 'Harbor Sofa';
  element.dataset.ltoPricing = JSON.stringify(pricing);
  document.body.append(element);
};

describe('the product dimensions (SPEC 3.8), worked out from the prices with src/pricing', () => {
  it('gives the active term on the page', () => {
    productPage();
    expect(productRecord(productPricing(document)!, 'view_item')).toEqual({
      event: 'view_item',
      ecommerce: { items: [{ item_id: 'P1001', item_name: 'Harbor Sofa' }] },
      PaymentToday: 29.99,
      OwnTotalCost: 899.82,
      CashPrice: 599,
      LOPDuration: 18,
      LeaseCost: 300.82,
    });
  });

  it('gives the term the shopper chose', () => {
    productPage();
    expect(productRecord(productPricing(document)!, 'lease_term_change', 12)).toMatchObject({
      event: 'lease_term_change',
      PaymentToday: 39.99,
      OwnTotalCost: 839.88,
      LOPDuration: 12,
      LeaseCost: 240.88,
    });
  });

  it('gives nothing, with a warning, for prices it cannot read or a term that cannot price a lease', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    productPage({ cashPrice: 'lots', terms: [] });
    expect(productPricing(document)).toBeNull();
    document.body.innerHTML = '';
    productPage({ ...PRICING, terms: [{ ...PRICING.terms[1], LeaseRate: 0, AdvoLeaseRate: null }] });
    expect(productRecord(productPricing(document)!, 'view_item')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('a promotion (SPEC 3.8)', () => {
  it('reads promotion_id, promo_name, creative_name, slot_position, item_id, coupon and discount from its attributes', () => {
    document.body.innerHTML = `<a data-lto-promo="spring" data-lto-promo-name="Spring sale" data-lto-promo-creative="nav-banner" data-lto-promo-slot="nav_1" data-lto-promo-item="P1001" data-lto-promo-coupon="SPRING15" data-lto-promo-discount="15%"></a>`;
    expect(promotionOf(document.querySelector('a')!)).toEqual({
      promotion_id: 'spring',
      promo_name: 'Spring sale',
      creative_name: 'nav-banner',
      slot_position: 'nav_1',
      item_id: 'P1001',
      coupon: 'SPRING15',
      discount: 15,
    });
  });

  it("fills what the server left out with '' and 0, and counts none without an id or name", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<a data-lto-promo="get-started" data-lto-promo-name="Apply before you shop" data-lto-promo-discount="a lot"></a><a data-lto-promo="x"></a>`;
    const [promo, nameless] = document.querySelectorAll('a');
    expect(promotionOf(promo!)).toEqual({ promotion_id: 'get-started', promo_name: 'Apply before you shop', creative_name: '', slot_position: '', item_id: '', coupon: '', discount: 0 });
    expect(promotionOf(nameless!)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
