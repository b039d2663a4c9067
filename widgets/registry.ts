import type { WidgetRegistry } from '../src/core/autoloader';

/** Every widget tag and the chunk that defines it. Keep in step with the folders of widgets/. */
export const registry: WidgetRegistry = {
  'lto-accordion': () => import('./accordion/element'),
  'lto-availability': () => import('./availability/element'),
  'lto-carousel': () => import('./carousel/element'),
  'lto-checkout-form': () => import('./checkout-form/element'),
  'lto-checkout-loader': () => import('./checkout-loader/element'),
  'lto-compare-bar': () => import('./compare-bar/element'),
  'lto-compare-toggle': () => import('./compare-toggle/element'),
  'lto-dialog-link': () => import('./dialog-link/element'),
  'lto-favorite': () => import('./favorite/element'),
  'lto-lease-terms': () => import('./lease-terms/element'),
  'lto-order-tracking': () => import('./order-tracking/element'),
  'lto-product-media': () => import('./product-media/element'),
  'lto-product-nav': () => import('./product-nav/element'),
  'lto-product-set': () => import('./product-set/element'),
  'lto-product-tile': () => import('./product-tile/element'),
  'lto-quick-view': () => import('./quick-view/element'),
  'lto-share-links': () => import('./share-links/element'),
  'lto-start-lease': () => import('./start-lease/element'),
  'lto-store-availability': () => import('./store-availability/element'),
  'lto-variant-picker': () => import('./variant-picker/element'),
  'lto-zip-banner': () => import('./zip-banner/element'),
  'lto-zip-modal': () => import('./zip-modal/element'),
};
