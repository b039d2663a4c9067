import { ENDPOINT_PATHS, endpointPaths } from '../../../src/contracts/endpoint-paths.js';
import type { EndpointName } from '../../../src/contracts/endpoints.js';
import type { ShopperLocation } from '../data/sessions.js';
import type { Site } from '../site.js';
import type { AccountConfig } from './account-config.js';
import { ACCOUNT_URLS } from './account-urls.js';
import { html, raw, type Html } from './html.js';
import { CAROUSEL_URLS } from './carousel-urls.js';
import { CHECKOUT_URLS } from './checkout-urls.js';
import { LOCATION_URLS } from './location-urls.js';
import { ORDER_URLS } from './order-urls.js';
import { CONTACT_US_URLS } from './contact-us-urls.js';
import { CART_URLS } from './cart-urls.js';
import { ORDER_TRACKING_URLS } from './order-tracking-urls.js';
import { PRODUCT_NAV_URLS } from './product-nav-urls.js';
import { PRODUCT_SET_URLS } from './product-set-urls.js';
import { PRODUCT_URLS } from './product-urls.js';
import { SEARCH_URLS } from './search-urls.js';
import { SAFETY_URLS } from './safety-urls.js';
import { SIGNUP_URLS } from './signup-urls.js';

/** The platform's side of the fraud device session (SPEC 7.8): the public key and the session post. */
const OUTSIDE_SERVICE_URLS = endpointPaths('fraudPublicKey', 'storeSessionIdInSession');

export type PageType =
  | 'storefront'
  | 'search'
  | 'product'
  | 'compare'
  | 'storelocator'
  | 'checkout'
  // The cart, where the shopper is about to check out (SPEC 2.11 puts it with the checkout pages).
  | 'cart'
  // My Account pages (sign-in and registration, order tracking, the application): forms, so no pop-up either.
  | 'account'
  // The content pages of SPEC 2.1 the interstitial is never shown on (<lto-interstitial> reads these).
  | 'privacy-policy'
  | 'sweepstakes-rules'
  | 'emergency-message'
  | 'covid-updates'
  | 'other';

/** What else a page says of itself in the config block. */
export interface PageExtras {
  /** page.name: the page marker of pages SPEC names (the checkout steps). */
  pageName?: string;
  /** preferences.ISGTMENABLE: true where the page loads the tag manager (views/analytics.ts). */
  gtmEnabled?: boolean;
  /** preferences.COOKIE_HINT: the cookie consent dialog applies (the demo switch /demo/cookie-hint). */
  cookieHint?: boolean;
  /** preferences.hostedSearchEnabled: the header search asks the hosted search service (the site's preference or the demo switch). */
  hostedSearch?: boolean;
  /** page.showCaptcha: the session's SHOW_CAPTCHA flag (SPEC 4.1); written only when set. */
  showCaptcha?: boolean;
  /** The chat service's origin where the chat preference is on (preferences.chatEnabled, urls.chatService), else null. */
  chatOrigin?: string | null;
  /** The fraud provider's origin where it is on (urls.fraudDeviceKit), else null. */
  fraudOrigin?: string | null;
  /** The wallet payment provider's origin (urls.walletSheet); the path alone when unknown. */
  walletOrigin?: string | null;
  /** resources: the platform's own words for widget texts on this page, by resource key (they win over the widgets'). */
  resources?: Readonly<Record<string, string>>;
}

/**
 * The lto-config block of the contract; JSON is not HTML, so it is written raw with `<` escaped.
 * page.zip and page.storeId are the session's location (SPEC 3.1 User), '' until the shopper sets them.
 */
export function configBlock(
  site: Site,
  location: ShopperLocation,
  pageType: PageType,
  category: string,
  account: AccountConfig,
  { pageName, gtmEnabled = false, cookieHint = false, hostedSearch = false, showCaptcha = false, chatOrigin = null, fraudOrigin = null, walletOrigin = null, resources = {} }: PageExtras = {},
): Html {
  const config = {
    locale: site.locale,
    country: site.country,
    currency: site.currency,
    urls: {
      compareAdd: '/compare/add',
      compareRemove: '/compare/remove',
      compareShow: '/compareShow',
      addFavProduct: '/favorites/add',
      removeFavProduct: '/favorites/remove',
      ...LOCATION_URLS,
      ...ORDER_URLS,
      ...CHECKOUT_URLS,
      ...ORDER_TRACKING_URLS,
      ...CONTACT_US_URLS,
      ...CART_URLS,
      ...PRODUCT_URLS,
      // The store details link of SPEC 2.9: the widget fills in the store id.
      storeDetails: `${LOCATION_URLS.storeLocator}/{storeId}`,
      ...CAROUSEL_URLS,
      ...PRODUCT_NAV_URLS,
      ...PRODUCT_SET_URLS,
      ...ACCOUNT_URLS,
      ...SIGNUP_URLS,
      ...SEARCH_URLS,
      ...SAFETY_URLS,
      ...OUTSIDE_SERVICE_URLS,
      // On the services' own origins where they are on; where off the path alone, never asked for
      // (the public key says the provider is off, chatEnabled that the chat is).
      fraudDeviceKit: `${fraudOrigin ?? ''}${ENDPOINT_PATHS.fraudDeviceKit}`,
      chatService: `${chatOrigin ?? ''}${ENDPOINT_PATHS.chatService}`,
      // No wallet without an origin of its own (outside-services.ts): no sheet, and the cart draws no button.
      walletSheet: walletOrigin ? `${walletOrigin}${ENDPOINT_PATHS.walletSheet}` : '',
    } satisfies Record<EndpointName, string>,
    resources,
    preferences: {
      LISTING_INFINITE_SCROLL: false,
      ISGTMENABLE: gtmEnabled,
      COOKIE_HINT: cookieHint,
      STORE_PICKUP: false,
      allowNumeralsInNameFields: false,
      chatEnabled: chatOrigin !== null,
      identityLoginEnabled: account.identityLoginEnabled,
      // Where on, the header search asks the hosted search service (urls.hostedSearch) instead of {searchsuggest}.
      hostedSearchEnabled: hostedSearch,
    },
    identity: account.identity,
    ...(account.decision ? { decision: account.decision } : {}),
    page: {
      type: pageType,
      category,
      zip: location.zip,
      storeId: location.storeId,
      ...(account.whereami ? { whereami: account.whereami } : {}),
      ...(pageName ? { name: pageName } : {}),
      ...(showCaptcha ? { showCaptcha: true } : {}),
    },
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html`<script type="application/json" id="lto-config">${raw(json)}</script>`;
}
