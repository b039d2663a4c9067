import { describe, expect, it } from 'vitest';
import { registry } from '../widgets/registry';
import { sizeReport } from './size-report';

/**
 * Size budgets (deterministic, so they are tests; speed lives in `npm run bench`). Needs a fresh
 * build: `npm test` builds first.
 */
const KB = 1024;
/** The tags of the demo's pages (the header's zip banner and modal, the footer's sign-ups and the interstitial are on every page). */
const CHROME = ['lto-zip-banner', 'lto-zip-modal', 'lto-footer-email-signup', 'lto-footer-sms-signup', 'lto-interstitial'];
const LISTING_PAGE_TAGS = [...CHROME, 'lto-compare-bar', 'lto-compare-toggle', 'lto-favorite', 'lto-product-tile', 'lto-quick-view'];
const PRODUCT_PAGE_TAGS = [
  ...CHROME,
  'lto-availability',
  'lto-carousel',
  'lto-favorite',
  'lto-lease-terms',
  'lto-product-media',
  'lto-product-nav',
  'lto-product-tile',
  'lto-start-lease',
  'lto-store-availability',
  'lto-variant-picker',
  'lto-accordion',
  'lto-dialog-link',
  'lto-share-links',
];

describe('size budgets (gzip)', () => {
  const report = sizeReport('dist');

  // It names every widget's hashed chunk and the modules each needs (about 25 bytes gzip per widget).
  it('keeps the autoloader, which every page loads first, within 2 KB', () => {
    expect(report.autoloader.gzip).toBeLessThanOrEqual(2 * KB);
  });

  it('finds a chunk of its own for every registered widget', () => {
    expect(Object.keys(report.widgets).sort()).toEqual(Object.keys(registry).sort());
  });

  it.each(Object.keys(registry))("keeps %s's own chunks within 10 KB", (tag) => {
    expect(report.widgets[tag]!.size.gzip).toBeLessThanOrEqual(10 * KB);
  });

  // React 19 and react-dom are about 76 KB of it; the rest is our core (define, config, i18n, valibot).
  it('keeps the runtime every widget needs within 80 KB', () => {
    expect(report.runtime.size.gzip).toBeLessThanOrEqual(80 * KB);
  });

  // Pages with all their widgets: the listing's seven, the product page's fifteen.
  it.each([
    // The footer's sign-up islands and the interstitial add 2 KB to every page (their forms load on mount).
    ['listing', LISTING_PAGE_TAGS, 102],
    ['product', PRODUCT_PAGE_TAGS, 120],
  ] as const)("keeps a %s page's JS, with all its widgets, within %i KB in all", (_, tags, budget) => {
    expect(report.page(tags).size.gzip).toBeLessThanOrEqual(budget * KB);
  });
});

