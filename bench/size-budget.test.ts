import { describe, expect, it } from 'vitest';
import { registry } from '../widgets/registry';
import { sizeReport } from './size-report';

/**
 * Size budgets (deterministic, so they are tests; speed lives in `npm run bench`). Needs a fresh
 * build: `npm test` builds first.
 */
const KB = 1024;
const LISTING_PAGE_TAGS = ['lto-compare-bar', 'lto-compare-toggle', 'lto-favorite', 'lto-product-tile', 'lto-quick-view'];

describe('size budgets (gzip)', () => {
  const report = sizeReport('dist');

  it('keeps the autoloader, which every page loads first, within 1.5 KB', () => {
    expect(report.autoloader.gzip).toBeLessThanOrEqual(1.5 * KB);
  });

  it('finds a chunk of its own for every registered widget', () => {
    expect(Object.keys(report.widgets).sort()).toEqual(Object.keys(registry).sort());
  });

  it.each(Object.keys(registry))("keeps %s's own chunks within 10 KB", (tag) => {
    expect(report.widgets[tag]!.size.gzip).toBeLessThanOrEqual(10 * KB);
  });

  // React 19 and react-dom are about 76 KB of it; the rest is our core (store, API, i18n, dialogs).
  it('keeps the shared runtime every widget needs within 82 KB', () => {
    expect(report.shared.size.gzip).toBeLessThanOrEqual(82 * KB);
  });

  it("keeps a listing page's JS, with its five widgets, within 95 KB in all", () => {
    expect(report.page(LISTING_PAGE_TAGS).size.gzip).toBeLessThanOrEqual(95 * KB);
  });
});

