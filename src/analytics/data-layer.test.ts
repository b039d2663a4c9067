import { afterEach, describe, expect, it, vi } from 'vitest';
import { grantConsent } from '../core/grant-consent';
import { REDACTED } from './pii-guard';
import type { AnalyticsRecord } from './record-schemas';
import { analyticsPage, pushed, pushRecord as push } from './testing';

const search: AnalyticsRecord = { event: 'search', search_method: 'auto_complete', items: [{ item_name: 'Harbor Sofa', item_id: 'P1001', index: 0, quantity: '1' }] };

afterEach(() => {
  delete window.dataLayer;
  vi.restoreAllMocks();
});

describe('push', () => {
  it('gives a page without a dataLayer one, and puts the record on it', () => {
    analyticsPage();
    expect(push(search)).toBe(true);
    expect(pushed()).toEqual([search]);
  });

  it("adds to the page's own dataLayer, keeping what is there", () => {
    analyticsPage();
    window.dataLayer = [{ event: 'gtm.js' }];
    push(search);
    expect(pushed()).toEqual([{ event: 'gtm.js' }, search]);
  });

  it('pushes nothing, and makes no dataLayer, where ISGTMENABLE is off', () => {
    analyticsPage({ on: false });
    expect(push(search)).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes nothing while consent is pending where COOKIE_HINT applies, and does once granted', () => {
    analyticsPage({ cookieHint: true });
    expect(push(search)).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    grantConsent();
    expect(push(search)).toBe(true);
    expect(pushed()).toEqual([search]);
  });

  it('drops a record that does not match its schema whole, with one warning naming the fields and not the values', () => {
    analyticsPage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const halfFilled = { event: 'view_item_list', ecommerce: { items: [{ name: 'Harbor Sofa', id: 'P1001', price: Number.NaN }] } } as unknown as AnalyticsRecord;
    expect(push(halfFilled)).toBe(false);
    expect(push(halfFilled)).toBe(false);
    expect(pushed()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/'view_item_list' record was dropped: .*ecommerce\.items\.price/);
    expect(String(warn.mock.calls[0]![0])).not.toContain('Harbor');
  });

  it('replaces a value that looks like personal data, warning once without the value', () => {
    analyticsPage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    push({ ...search, items: [{ ...search.items[0], item_name: 'ana@example.com' }] });
    push({ ...search, items: [{ ...search.items[0], item_name: 'bo@example.com' }] });
    expect(pushed().map((record) => (record.items as { item_name: string }[])[0]!.item_name)).toEqual([REDACTED, REDACTED]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/items\.item_name looked like personal data \(email\)/);
    expect(String(warn.mock.calls[0]![0])).not.toContain('example.com');
  });
});
