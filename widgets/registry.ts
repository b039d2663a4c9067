import type { WidgetRegistry } from '../src/core/autoloader';

/**
 * Every widget tag, the chunk that defines it, and when it must be drawn besides the shopper's
 * intent on it (src/core/autoloader.ts): the events whose shared state it shows (`follows`), the
 * events that ask it to act (`commands`), elements elsewhere that open it (`openers`), and a small
 * wake module for the few that must show something without being asked. Keep in step with the
 * folders of widgets/.
 *
 * The event names are written out, not imported from src/contracts: this table is bundled into the
 * autoloader, and an imported constant the widgets share becomes a chunk of its own that every
 * page would fetch before anything runs. WidgetEntry takes only the names of the contracts
 * (LtoEventName), so a misspelt one fails typecheck all the same.
 */
const VARIANT = 'lto:variant-change';
const LOCATION = 'lto:location-change';

export const registry: WidgetRegistry = {
  'lto-accordion': { load: () => import('./accordion/element') },
  'lto-account-drawer': { load: () => import('./account-drawer/element'), wake: () => import('./account-drawer/wake') },
  'lto-availability': { load: () => import('./availability/element'), follows: [VARIANT] },
  'lto-carousel': { load: () => import('./carousel/element'), wake: () => import('./carousel/wake') },
  'lto-checkout-form': { load: () => import('./checkout-form/element') },
  'lto-checkout-loader': { load: () => import('./checkout-loader/element'), commands: ['lto:checkout-status'], wake: () => import('./checkout-loader/wake') },
  'lto-compare-bar': { load: () => import('./compare-bar/element'), follows: ['lto:compare-change'], wake: () => import('./compare-bar/wake') },
  'lto-compare-toggle': { load: () => import('./compare-toggle/element'), follows: ['lto:compare-change'] },
  'lto-contest-signup': { load: () => import('./contest-signup/element') },
  'lto-dialog-link': { load: () => import('./dialog-link/element') },
  'lto-favorite': { load: () => import('./favorite/element'), follows: ['lto:favorite-change', VARIANT] },
  'lto-footer-email-signup': { load: () => import('./footer-email-signup/element') },
  'lto-footer-sms-signup': { load: () => import('./footer-sms-signup/element') },
  'lto-interstitial': { load: () => import('./interstitial/element'), wake: () => import('./interstitial/wake') },
  'lto-get-started': { load: () => import('./get-started/element') },
  'lto-lease-terms': { load: () => import('./lease-terms/element'), follows: [LOCATION] },
  'lto-order-tracking': { load: () => import('./order-tracking/element') },
  'lto-product-media': { load: () => import('./product-media/element'), follows: [VARIANT] },
  'lto-product-nav': { load: () => import('./product-nav/element'), wake: () => import('./product-nav/wake') },
  'lto-product-set': { load: () => import('./product-set/element') },
  'lto-product-tile': { load: () => import('./product-tile/element') },
  'lto-quick-view': { load: () => import('./quick-view/element') },
  'lto-share-links': { load: () => import('./share-links/element') },
  'lto-sms-optin': { load: () => import('./sms-optin/element') },
  'lto-sofa-signup': { load: () => import('./sofa-signup/element') },
  'lto-start-lease': { load: () => import('./start-lease/element') },
  'lto-store-availability': { load: () => import('./store-availability/element'), follows: [VARIANT, LOCATION] },
  'lto-variant-picker': { load: () => import('./variant-picker/element') },
  'lto-zip-banner': { load: () => import('./zip-banner/element'), follows: [LOCATION] },
  'lto-zip-modal': {
    load: () => import('./zip-modal/element'),
    commands: ['lto:zip-modal-open'],
    openers: '[data-lto-zip-modal], lto-zip-banner',
  },
};
