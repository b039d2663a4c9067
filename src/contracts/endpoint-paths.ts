import type { EndpointName } from './endpoints';

/**
 * One path for every endpoint name: where the reference platform (the demo server) serves each.
 * The demo's routes and config blocks, the stories' config blocks and their msw handlers all take
 * their paths from here, so one table holds both sides of a request. A real platform writes its
 * own paths into the config block's `urls`; no widget reads this table (a widget only ever asks
 * the config block), so it reaches no page.
 */
export const ENDPOINT_PATHS = {
  // 7.2 Location and stores
  zipcodeSearch: '/location/zip',
  findstorebylatlang: '/location/by-coordinates',
  findstoresfallbackfunction: '/location/fallback',
  setZipCode: '/location/set-zip',
  storesInventory: '/stores/inventory',
  setPreferredStore: '/stores/preferred',
  storeLocator: '/stores',
  storeDetails: '/stores/{storeId}',
  // 7.3 Sign-in and account
  loginForm: '/account/login',
  registerForm: '/account/register',
  accountSignOut: '/Login-SignOut',
  accountResendActivation: '/Login-ResendActivationEmail',
  accountDetails: '/Login-GetAccountDetails',
  tokenLogin: '/Login-TokenLogin',
  renderDecisionPendingComponent: '/account/decision-pending',
  getLpDetailsModal: '/account/leasing-power-details',
  // 7.4 Checkout
  checkoutStart: '/checkout/delivery',
  logCheckoutSessionActivity: '/checkout/log-activity',
  logCheckoutDebugMessage: '/checkout/log-debug',
  orderTracking: '/account/order-tracking',
  contactUs: '/contact-us',
  cartState: '/cart/state',
  cartUpdate: '/cart/update',
  cartCheckout: '/cart/checkout',
  cartWallet: '/cart/wallet',
  // 7.6 Search and listing
  searchsuggest: '/search/suggest',
  // The hosted search service is another company's in production; the demo plays it under its own path.
  hostedSearch: '/hosted-search/query',
  hostedSearchInsights: '/hosted-search/insights',
  // 7.5 Compare, favourites and product
  compareAdd: '/compare/add',
  compareRemove: '/compare/remove',
  compareShow: '/compareShow',
  addFavProduct: '/favorites/add',
  removeFavProduct: '/favorites/remove',
  getAvailability: '/product/availability',
  createOrder: '/orders/create',
  productNav: '/products/nav',
  getSetItem: '/sets/item',
  productVariant: '/p/{pid}/variant/{variantPid}',
  realTimePricing: '/pricing/realtime',
  productTiles: '/products/tiles',
  // 7.7 Sign-up forms
  footerEmailSubscribe: '/signup/footer-email',
  footerTextForm: '/signup/footer-text',
  interstitialEmail: '/signup/interstitial-email',
  interstitialText: '/signup/interstitial-text',
  contestForm: '/signup/contest',
  customSofaEmail: '/signup/custom-sofa',
  // 7.8 Safety
  rateLimiterReset: '/rate-limiter/reset',
  TLSBadTLS: '/tls/bad-tls',
  TLSBadBrowser: '/tls/bad-browser',
  // 7.8 Fraud. The platform hands out the provider's public key and whether it is on
  // (its site preference); the device kit is the provider's, on an origin of its own, which the
  // demo's config block puts before its path.
  fraudPublicKey: '/fraud/public-key',
  fraudDeviceKit: '/v1/device-kit.js',
  storeSessionIdInSession: '/checkout/device-session',
  // 7.9 The chat service's script, on its own origin too.
  chatService: '/v1/chat.js',
  // The storefront's own: the signed-in shopper's account number, for a chat opened after a sign-in on the page.
  chatAccount: '/account/chat-account',
  // The wallet payment provider's payment sheet, on its own origin as well (the cart's pop-up).
  walletSheet: '/v1/sheet',
} as const satisfies Record<EndpointName, string>;

/** The endpoints of `names`, at their paths: the `urls` of a config block that offers only those. */
export function endpointPaths<N extends EndpointName>(...names: readonly N[]): { [K in N]: (typeof ENDPOINT_PATHS)[K] } {
  return Object.fromEntries(names.map((name) => [name, ENDPOINT_PATHS[name]])) as { [K in N]: (typeof ENDPOINT_PATHS)[K] };
}
