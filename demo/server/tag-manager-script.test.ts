/**
 * The stand-in tag manager's script (demo/tag-manager/gtm.js) run as the page runs it, in a
 * context of its own with the page's globals it reads: window.dataLayer, its own tag's attributes,
 * location and fetch. The browser test (demo/e2e/analytics-demo.test.ts) runs it in Chromium.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, test, vi } from 'vitest';
import { TAG_MANAGER_DIR } from './paths.js';

const SOURCE = readFileSync(join(TAG_MANAGER_DIR, 'gtm.js'), 'utf8');

interface Page {
  window: { dataLayer?: unknown[] };
  fetch: ReturnType<typeof vi.fn>;
  warn: ReturnType<typeof vi.fn>;
  /** The bodies posted so far, parsed. */
  sent(): { page: string; record: Record<string, unknown> }[];
  load(): void;
}

function page({ dataLayer, attributes = { 'data-collect': '/demo/analytics/collect', 'data-max-bytes': '8192' } }: { dataLayer?: unknown[]; attributes?: Record<string, string> } = {}): Page {
  const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  const warn = vi.fn();
  const context = createContext({
    document: { currentScript: { getAttribute: (name: string) => attributes[name] ?? null } },
    location: { pathname: '/c/living-room' },
    fetch,
    TextEncoder,
    console: { warn },
  }) as Page['window'] & Record<string, unknown>;
  context['window'] = context;
  if (dataLayer) context.dataLayer = dataLayer;
  return {
    window: context,
    fetch,
    warn,
    sent: () => fetch.mock.calls.map((call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string)),
    load: () => runInContext(SOURCE, context),
  };
}

describe('the stand-in tag manager script', () => {
  test('posts the records already in window.dataLayer, then every later push, with the page path', () => {
    const shop = page({ dataLayer: [{ event: 'view_item_list', ecommerce: { items: [{ item_id: 'P1001' }] } }] });
    shop.load();
    expect(shop.sent()).toEqual([{ page: '/c/living-room', record: { event: 'view_item_list', ecommerce: { items: [{ item_id: 'P1001' }] } } }]);

    const length = shop.window.dataLayer!.push({ event: 'search', search_method: 'auto_complete', items: [] }, { event: 'select_item' });
    expect(length, 'push still answers the new length').toBe(3);
    expect(shop.window.dataLayer).toHaveLength(3);
    expect(shop.sent().map((body) => body.record['event'])).toEqual(['view_item_list', 'search', 'select_item']);

    const [url, init] = shop.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/demo/analytics/collect');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'same-origin' });
  });

  test('makes window.dataLayer when the page has none', () => {
    const shop = page();
    shop.load();
    expect(Array.isArray(shop.window.dataLayer)).toBe(true);
    shop.window.dataLayer!.push({ event: 'view_item' });
    expect(shop.sent()).toHaveLength(1);
  });

  test('sends no push without an event name (a state change such as { ecommerce: null }), nor anything that is not a record', () => {
    const shop = page({ dataLayer: [{ ecommerce: null }, 'gtm.start', null] });
    shop.load();
    shop.window.dataLayer!.push({ ecommerce: null }, [1, 2], { event: 42 });
    expect(shop.fetch).not.toHaveBeenCalled();
    expect(shop.window.dataLayer).toHaveLength(6);
  });

  test('loaded twice, sends each record once', () => {
    const shop = page({ dataLayer: [{ event: 'view_item' }] });
    shop.load();
    shop.load();
    shop.window.dataLayer!.push({ event: 'select_item' });
    expect(shop.sent().map((body) => body.record['event'])).toEqual(['view_item', 'select_item']);
  });

  test('warns about a record over the size limit instead of posting what the endpoint refuses', () => {
    const shop = page({ attributes: { 'data-collect': '/collect', 'data-max-bytes': '100' } });
    shop.load();
    shop.window.dataLayer!.push({ event: 'view_item_list', padding: 'x'.repeat(100) });
    expect(shop.fetch).not.toHaveBeenCalled();
    expect(shop.warn).toHaveBeenCalledWith('[tag manager] a dataLayer record over 100 bytes was not sent:', 'view_item_list');
  });

  test('does nothing without its loader tag (no data-collect)', () => {
    const shop = page({ attributes: {} });
    shop.load();
    expect(shop.window.dataLayer).toBeUndefined();
  });
});
