/**
 * For analytics tests: a page with a config block, and an IntersectionObserver the test moves
 * (happy-dom has no layout, so its own never reports).
 */
import { vi } from 'vitest';
import { resetConfig } from '../core/config';
import { CheckoutStepSchema } from './checkout-step';
import { push } from './data-layer';
import { ProductSchema } from './product-dimensions';
import { Impressions, Promotions, SearchSchema, ShareSchema, type AnalyticsRecord, type EventName, type RecordSchema } from './record-schemas';

/** Each record's schema by its event name (the code hands `push` the one it builds). */
const SCHEMAS: { [E in EventName]: RecordSchema<E> } = {
  view_item_list: Impressions,
  select_item: Impressions,
  view_item: ProductSchema,
  lease_term_change: ProductSchema,
  view_promotion: Promotions,
  select_promotion: Promotions,
  search: SearchSchema,
  begin_checkout: CheckoutStepSchema,
  checkout_step_reached: CheckoutStepSchema,
  checkout_step_completed: CheckoutStepSchema,
  share: ShareSchema,
};

/** `push` with the record's own schema. */
export const pushRecord = (record: AnalyticsRecord, doc?: Document): boolean => push(SCHEMAS[record.event] as never, record as never, doc);

export function analyticsPage({ on = true, cookieHint = false, type = 'storefront' } = {}): void {
  document.head.innerHTML = `<script type="application/json" id="lto-config">${JSON.stringify({
    preferences: { ISGTMENABLE: on, COOKIE_HINT: cookieHint },
    page: { type },
  })}</script>`;
  resetConfig();
  delete window.dataLayer;
}

/** What was pushed, as plain data. */
export const pushed = (): Record<string, unknown>[] => JSON.parse(JSON.stringify(window.dataLayer ?? [])) as Record<string, unknown>[];

export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
  /** The share of each element now in view, as the browser would report it. */
  show(elements: readonly Element[], ratio: number) {
    const entries = elements
      .filter((element) => this.watched.has(element))
      .map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Installs the fake for this test; `scroll` reports elements in view on every observer. */
export function fakeIntersections() {
  FakeIntersectionObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    scroll: (elements: readonly Element[], ratio: number) => FakeIntersectionObserver.all.forEach((observer) => observer.show(elements, ratio)),
    watched: () => FakeIntersectionObserver.all.flatMap((observer) => [...observer.watched]),
  };
}
