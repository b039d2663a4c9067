import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_STEP_COMPLETE_EVENT } from '../contracts/checkout-step-events';
import { TERM_CHANGE_EVENT } from '../contracts/product-events';
import { SEARCH_SUGGESTION_EVENT } from '../contracts/search-events';
import { SHARE_EVENT } from '../contracts/share-events';
import { grantConsent } from '../core/grant-consent';
import { emit } from '../core/events';
import { startAnalytics } from './index';
import { analyticsPage, fakeIntersections, pushed } from './testing';
import { BATCH_MS, DWELL_MS } from './view-watch';

const tile = (n: number) =>
  `<li class="tile" data-lto-item="P${n}" data-lto-item-name="Product ${n}" data-lto-item-brand="Crestline" data-lto-item-category="living-room" data-lto-item-subcategory="sofa" data-lto-item-price="$${n}.99/mo. for 18 months" data-lto-item-position="${n}" data-lto-item-stock="in"><a href="/p/P${n}">Product ${n}</a></li>`;
const grid = (count: number) => `<ul data-lto-list="Living Room">${Array.from({ length: count }, (_, i) => tile(i + 1)).join('')}</ul>`;
const tiles = () => [...document.querySelectorAll('[data-lto-item]')];
const events = () => pushed().map((record) => record.event);
const ids = (record: Record<string, unknown> | undefined) => ((record?.ecommerce as { items: { id: string }[] } | undefined)?.items ?? []).map((item) => item.id);

let stop = () => {};
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  stop();
  delete window.dataLayer;
});

describe('impressions', () => {
  it('counts a tile at least half in view for a second, once per page view, in one push for the tiles seen together', () => {
    analyticsPage();
    const view = fakeIntersections();
    document.body.innerHTML = grid(8);
    stop = startAnalytics();
    const [one, two, three, four] = tiles();

    view.scroll([one!, two!, three!], 0.6);
    view.scroll([four!], 0.4); // less than half: not seen
    vi.advanceTimersByTime(DWELL_MS - 1);
    expect(events()).toEqual([]);
    vi.advanceTimersByTime(1 + BATCH_MS);
    expect(events()).toEqual(['view_item_list']);
    expect(ids(pushed()[0])).toEqual(['P1', 'P2', 'P3']);
    expect(pushed()[0]).toMatchObject({ ecommerce: { items: [{ position: 1, price: 1.99, list: 'Living Room', pageType: 'homepage' }, {}, {}] } });

    // Scrolled away and back: already counted.
    view.scroll([one!], 0);
    view.scroll([one!], 1);
    vi.advanceTimersByTime(DWELL_MS + BATCH_MS);
    expect(events()).toEqual(['view_item_list']);
  });

  it('does not count a tile scrolled past within the second', () => {
    analyticsPage();
    const view = fakeIntersections();
    document.body.innerHTML = grid(2);
    stop = startAnalytics();
    view.scroll([tiles()[0]!], 0.8);
    vi.advanceTimersByTime(DWELL_MS / 2);
    view.scroll([tiles()[0]!], 0.2);
    vi.advanceTimersByTime(DWELL_MS * 3);
    expect(window.dataLayer).toEqual([]);
  });

  it("watches tiles a 'load more' appends later", async () => {
    analyticsPage();
    const view = fakeIntersections();
    document.body.innerHTML = grid(2);
    stop = startAnalytics();
    document.querySelector('ul')!.insertAdjacentHTML('beforeend', tile(3) + tile(4));
    await Promise.resolve(); // the MutationObserver's report
    view.scroll(tiles().slice(2), 1);
    vi.advanceTimersByTime(DWELL_MS + BATCH_MS);
    expect(ids(pushed()[0])).toEqual(['P3', 'P4']);
  });

  it("counts a tile whose island is drawn while it is in view (the drawing replaces the server's box): the new box is watched, once", async () => {
    analyticsPage();
    const view = fakeIntersections();
    // A tag no test defines: in a window shared with the tile's own tests a defined <lto-product-tile>
    // would draw itself, and its mount queue would watch the host with an observer of its own.
    document.body.innerHTML = '<ul data-lto-list="Featured"><li><lto-analytics-tile data-lto-item="P1" data-lto-item-name="Harbor Sofa" data-lto-item-price="$9.99/mo."><div class="server-box">Harbor Sofa</div></lto-analytics-tile></li></ul>';
    stop = startAnalytics();
    const host = document.querySelector('lto-analytics-tile')!;
    view.scroll([host.firstElementChild!], 1);
    vi.advanceTimersByTime(DWELL_MS / 2);
    // The island draws over the server's markup with boxes of its own.
    host.replaceChildren(Object.assign(document.createElement('div'), { className: 'drawn-box', textContent: 'Harbor Sofa' }));
    // The MutationObserver's report: a microtask in a browser, perhaps a task in the test window
    // (a timer due now, run without moving the clock).
    for (let turn = 0; turn < 20 && view.watched()[0] !== host.firstElementChild; turn += 1) {
      await Promise.resolve();
      vi.advanceTimersByTime(0);
    }
    expect(view.watched()).toEqual([host.firstElementChild]);
    view.scroll([host.firstElementChild!], 1);
    vi.advanceTimersByTime(DWELL_MS / 2 + BATCH_MS);
    expect(pushed().map(ids)).toEqual([['P1']]);
    vi.advanceTimersByTime(DWELL_MS * 3);
    expect(pushed()).toHaveLength(1);
  });

  it('sends what was counted when the page is hidden, and counts nothing while hidden', () => {
    analyticsPage();
    const view = fakeIntersections();
    document.body.innerHTML = grid(3);
    stop = startAnalytics();
    view.scroll([tiles()[0]!], 1);
    vi.advanceTimersByTime(DWELL_MS);
    view.scroll([tiles()[1]!], 1);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(ids(pushed()[0])).toEqual(['P1']);
    vi.advanceTimersByTime(DWELL_MS * 3);
    expect(pushed()).toHaveLength(1);
    hidden.mockRestore();
  });

  it('counts a tile still in view once the page is shown again, after a second of being seen', () => {
    analyticsPage();
    const view = fakeIntersections();
    document.body.innerHTML = grid(3);
    stop = startAnalytics();
    view.scroll([tiles()[0]!], 1);
    vi.advanceTimersByTime(DWELL_MS / 2);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    view.scroll([tiles()[1]!], 1); // reported while hidden: waits for the page to be shown
    vi.advanceTimersByTime(DWELL_MS * 3);
    expect(pushed()).toEqual([]);
    hidden.mockRestore();
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(DWELL_MS - 1);
    expect(pushed()).toEqual([]);
    vi.advanceTimersByTime(1 + BATCH_MS);
    expect(pushed().map(ids)).toEqual([['P1', 'P2']]);
  });

  it('records select_item when a link in a tile is followed', () => {
    analyticsPage();
    document.body.innerHTML = grid(3);
    stop = startAnalytics();
    document.querySelectorAll('a')[1]!.addEventListener('click', (event) => event.preventDefault());
    document.querySelectorAll('a')[1]!.click();
    expect(pushed()).toMatchObject([{ event: 'select_item', ecommerce: { items: [{ id: 'P2', position: 2 }] } }]);
  });
});

describe('promotions', () => {
  it('records view_promotion for a promotion seen, and select_promotion when its link is followed, not on a click beside it', () => {
    analyticsPage();
    const view = fakeIntersections();
    document.body.innerHTML = `<lto-get-started data-lto-promo="get-started" data-lto-promo-name="Apply before you shop" data-lto-promo-slot="home_hero"><section><a href="#apply">Get started</a></section></lto-get-started>`;
    stop = startAnalytics();
    // A custom element's host has no box of its own: its first element is watched.
    expect(view.watched()).toContain(document.querySelector('section'));
    view.scroll([document.querySelector('section')!], 1);
    vi.advanceTimersByTime(DWELL_MS + BATCH_MS);
    // A click beside its link chooses nothing (the link followed next would count it twice).
    document.querySelector('section')!.click();
    document.querySelector('a')!.click();
    expect(pushed()).toMatchObject([
      { event: 'view_promotion', ecommerce: { items: [{ promotion_id: 'get-started', promo_name: 'Apply before you shop', slot_position: 'home_hero' }] } },
      { event: 'select_promotion', ecommerce: { items: [{ promotion_id: 'get-started' }] } },
    ]);
  });
});

describe('product, search, checkout and shares', () => {
  const product = `<div data-lto-product="P1001" data-lto-product-name="Harbor Sofa" data-lto-pricing='{"cashPrice":599,"terms":[{"Term":12,"LeaseRate":69.99,"AdvoLeaseRate":null,"FirstPaymentAmount":39.99,"Active":false},{"Term":18,"LeaseRate":49.99,"AdvoLeaseRate":null,"FirstPaymentAmount":29.99,"Active":true}]}'></div>`;

  it('records view_item on the product page, then lease_term_change for each term the shopper picks', async () => {
    analyticsPage({ type: 'product' });
    document.body.innerHTML = product;
    stop = startAnalytics();
    // The product part is a chunk of its own, loaded where the page has the product markup.
    await vi.waitFor(() => expect(events()).toEqual(['view_item']));
    emit(document.body, TERM_CHANGE_EVENT, { product: 'P1001', term: 12 });
    expect(pushed()).toMatchObject([
      { event: 'view_item', LOPDuration: 18, PaymentToday: 29.99, OwnTotalCost: 899.82, CashPrice: 599, LeaseCost: 300.82 },
      { event: 'lease_term_change', LOPDuration: 12, PaymentToday: 39.99, OwnTotalCost: 839.88, CashPrice: 599, LeaseCost: 240.88 },
    ]);
  });

  it('records search with the suggestion chosen, and share with the page product', async () => {
    analyticsPage({ type: 'product' });
    document.body.innerHTML = product;
    stop = startAnalytics();
    await vi.waitFor(() => expect(events()).toEqual(['view_item']));
    emit(document.body, SEARCH_SUGGESTION_EVENT, { item: { item_name: 'Harbor Sofa', item_id: 'P1001', index: 3, quantity: '1' }, mode: 'legacy' });
    emit(document.body, SHARE_EVENT, { network: 'pinterest' });
    expect(pushed().slice(1)).toEqual([
      { event: 'search', search_method: 'auto_complete', items: [{ item_name: 'Harbor Sofa', item_id: 'P1001', index: 3, quantity: '1' }] },
      { event: 'share', method: 'pinterest', content_type: 'product', item_id: 'P1001' },
    ]);
  });

  it('records the checkout step the page is, then its completion', async () => {
    analyticsPage({ type: 'checkout' });
    document.body.innerHTML = `<lto-checkout-form data-lto-checkout-step="delivery" data-lto-checkout-step-number="1"></lto-checkout-form>`;
    stop = startAnalytics();
    // The checkout part is a chunk of its own, loaded where the page has a step's markup.
    await vi.waitFor(() => expect(events()).toEqual(['begin_checkout']));
    emit(document.body, CHECKOUT_STEP_COMPLETE_EVENT, { step: 'delivery', number: 1 });
    expect(pushed()).toEqual([
      { event: 'begin_checkout', checkout_step: 1, checkout_step_name: 'delivery' },
      { event: 'checkout_step_completed', checkout_step: 1, checkout_step_name: 'delivery' },
    ]);
    stop();
    document.body.innerHTML = `<lto-checkout-form data-lto-checkout-step="payment" data-lto-checkout-step-number="3"></lto-checkout-form>`;
    delete window.dataLayer;
    stop = startAnalytics();
    await vi.waitFor(() => expect(pushed()).toEqual([{ event: 'checkout_step_reached', checkout_step: 3, checkout_step_name: 'payment' }]));
  });
});

describe('turned off, or waiting for consent', () => {
  it('with ISGTMENABLE off: observes nothing, pushes nothing, makes no dataLayer', () => {
    analyticsPage({ on: false });
    const view = fakeIntersections();
    document.body.innerHTML = grid(2) + `<div data-lto-checkout-step="delivery" data-lto-checkout-step-number="1"></div>`;
    stop = startAnalytics();
    emit(document.body, SHARE_EVENT, { network: 'x' });
    expect(view.watched()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('with consent pending: a dataLayer, nothing observed or pushed until the shopper grants it', () => {
    analyticsPage({ cookieHint: true });
    const view = fakeIntersections();
    document.body.innerHTML = grid(2);
    stop = startAnalytics();
    emit(document.body, SHARE_EVENT, { network: 'x' });
    expect(view.watched()).toEqual([]);
    expect(window.dataLayer).toEqual([]);

    grantConsent();
    view.scroll(tiles(), 1);
    vi.advanceTimersByTime(DWELL_MS + BATCH_MS);
    expect(events()).toEqual(['view_item_list']);
  });
});
