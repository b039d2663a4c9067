import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPersonalData } from '../privacy/pii';
import { resetWarnings } from '../core/warn';
import { REDACTED, withoutPersonalData } from './pii-guard';
import type { AnalyticsRecord } from './record-schemas';
import { analyticsPage, pushed, pushRecord } from './testing';

const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));
const sep = (...options: string[]) => fc.constantFrom(...options);

/** Personal data as shoppers and forms write it (SPEC: e-mail, phone, SSN, card, date of birth, token). */
const personalData = fc.oneof(
  fc.emailAddress(),
  fc.tuple(digits(3), digits(3), digits(4), fc.constantFrom('(a) b-c', 'a-b-c', 'a.b.c', '+1 a b c', 'abc')).map(([a, b, c, form]) =>
    form.replace('a', a).replace('b', b).replace('c', c),
  ),
  fc.tuple(digits(3), digits(2), digits(4), sep('-', ' ', '')).map(([a, b, c, s]) => [a, b, c].join(s)),
  fc.tuple(fc.array(digits(4), { minLength: 4, maxLength: 4 }), sep(' ', '-', '')).map(([groups, s]) => groups.join(s)),
  fc.tuple(digits(4), digits(6), digits(5), sep(' ', '-')).map(([a, b, c, s]) => [a, b, c].join(s)),
  fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1920, max: 2010 }), fc.boolean()).map(([m, d, y, iso]) => {
    const [mm, dd] = [String(m).padStart(2, '0'), String(d).padStart(2, '0')];
    return iso ? `${y}-${mm}-${dd}` : `${mm}/${dd}/${y}`;
  }),
  fc.tuple(fc.base64String({ minLength: 12, maxLength: 40 }), fc.base64String({ minLength: 12, maxLength: 40 })).map(
    ([payload, signature]) => `eyJhbGciOiJIUzI1NiJ9.${payload.replace(/[+/=]/g, 'x')}.${signature.replace(/[+/=]/g, 'y')}`,
  ),
  fc.stringMatching(/^[0-9a-f]{32,64}$/),
  fc.tuple(fc.stringMatching(/^[A-Za-z0-9]{17,40}$/)).map(([body]) => `${body}Q7z`),
);

/** Text around it that is itself harmless. */
const words = fc.stringMatching(/^[A-Za-z]{0,10}( [A-Za-z]{1,10}){0,2}$/);
const carrying = fc.tuple(words, personalData, words).map(([before, data, after]) => ({ data, text: `${before} ${data} ${after}`.trim() }));

/** A valid record of each kind with `text` in one of its string fields. */
const RECORDS: ((text: string) => AnalyticsRecord)[] = [
  (text) => ({
    event: 'view_item_list',
    ecommerce: {
      items: [{ name: text, id: 'P1001', brand: 'Crestline', category: 'living-room', subcategory: 'sofa', price: 49.99, list: 'Featured', position: 1, rating: 'n/a', inStock: true, pageType: 'homepage' }],
    },
  }),
  (text) => ({
    event: 'select_item',
    ecommerce: { items: [{ name: 'Harbor Sofa', id: 'P1001', brand: text, category: 'living-room', subcategory: 'sofa', price: 0, list: text, position: 3, rating: '4.3', inStock: false, pageType: 'search' }] },
  }),
  (text) => ({ event: 'view_item', ecommerce: { items: [{ item_id: 'P1001', item_name: text }] }, PaymentToday: 49.99, OwnTotalCost: 899.82, CashPrice: 599, LOPDuration: 18, LeaseCost: 300.82 }),
  (text) => ({ event: 'view_promotion', ecommerce: { items: [{ promotion_id: 'spring', promo_name: text, creative_name: text, slot_position: 'nav_1', item_id: '', coupon: text, discount: 15 }] } }),
  (text) => ({ event: 'search', search_method: 'auto_complete', items: [{ item_name: text, item_id: text, index: 2, quantity: '1' }] }),
  (text) => ({ event: 'checkout_step_completed', checkout_step: 2, checkout_step_name: text }),
  (text) => ({ event: 'share', method: 'email', content_type: 'product', item_id: text }),
];

/** Every string anywhere in a value. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];

beforeEach(() => {
  analyticsPage();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  delete window.dataLayer;
  vi.restoreAllMocks();
});

describe('the personal-data guard', () => {
  it('lets no e-mail, phone, SSN, card number, date of birth or token through, in any field of any record', () => {
    fc.assert(
      fc.property(carrying, fc.constantFrom(...RECORDS), ({ data, text }, record) => {
        delete window.dataLayer;
        resetWarnings();
        expect(pushRecord(record(text))).toBe(true);
        const sent = pushed();
        expect(JSON.stringify(sent)).not.toContain(data);
        expect(stringsIn(sent).filter((value) => findPersonalData(value) !== null)).toEqual([]);
        expect(stringsIn(sent)).toContain(REDACTED);
      }),
      { numRuns: 300 },
    );
  });

  it('never echoes what it replaced into the console', () => {
    fc.assert(
      fc.property(carrying, ({ data, text }) => {
        resetWarnings();
        const warn = vi.mocked(console.warn);
        warn.mockClear();
        withoutPersonalData({ name: text });
        expect(warn).toHaveBeenCalledTimes(1);
        expect(String(warn.mock.calls[0]![0])).not.toContain(data);
      }),
    );
  });

  it.each(['Harbor Sofa, Gray', 'P1001-2', 'living-room', 'spring-sale-2025', '$49.99/mo. for 18 months, plus tax', 'Recommended for you', 'nav_1', 'Search results for "sofa"'])(
    'leaves %j as it is',
    (text) => {
      expect(withoutPersonalData({ text })).toEqual({ text });
    },
  );

  it('leaves numbers and booleans as they are: only strings carry text', () => {
    expect(withoutPersonalData({ price: 49.99, inStock: true, position: 12 })).toEqual({ price: 49.99, inStock: true, position: 12 });
  });
});
