import type { WidgetRegistry } from '../src/core/autoloader';

/** Every widget tag and the chunk that defines it. Keep in step with the folders of widgets/. */
export const registry: WidgetRegistry = {
  'lto-accordion': () => import('./accordion/element'),
  'lto-account-drawer': () => import('./account-drawer/element'),
  'lto-availability': () => import('./availability/element'),
  'lto-carousel': () => import('./carousel/element'),
  'lto-compare-bar': () => import('./compare-bar/element'),
  'lto-compare-toggle': () => import('./compare-toggle/element'),
  'lto-dialog-link': () => import('./dialog-link/element'),
  'lto-favorite': () => import('./favorite/element'),
  'lto-get-started': () => import('./get-started/element'),
  'lto-lease-terms': () => import('./lease-terms/element'),
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
