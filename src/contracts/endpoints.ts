/**
 * The names of the config block's endpoint URLs (`urls`), as SPEC 7 puts them in braces where it
 * names them: every one a widget asks for (`endpoint(name)`, `getConfig().urls`), and the one
 * the platform's checkout logging takes. A platform writes its own paths under these names; a name
 * its block leaves out turns off only the feature that needs it. Types only: nothing of this
 * reaches a page.
 *
 * Where a name holds a pattern rather than a path, the widget fills in the braces.
 */
export type EndpointName =
  // 7.2 Location and stores
  | 'zipcodeSearch'
  | 'findstorebylatlang'
  | 'findstoresfallbackfunction'
  | 'setZipCode'
  | 'storesInventory'
  | 'setPreferredStore'
  /** The store locator page: the links of <lto-store-availability> lead there without script. */
  | 'storeLocator'
  /** A store's details page, '/stores/{storeId}'. */
  | 'storeDetails'
  // 7.3 Sign-in and account
  | 'loginForm'
  | 'registerForm'
  | 'accountSignOut'
  | 'accountResendActivation'
  | 'accountDetails'
  | 'tokenLogin'
  | 'renderDecisionPendingComponent'
  | 'getLpDetailsModal'
  // 7.4 Checkout
  | 'checkoutStart'
  | 'logCheckoutSessionActivity'
  | 'logCheckoutDebugMessage'
  /** The order tracking page's 'find order' call (SPEC 2.11). */
  | 'orderTracking'
  /** The customer-service 'Contact Us' form's post (SPEC 2.11; its answer: src/contracts/contact-us.ts). */
  | 'contactUs'
  /** The cart page's calls (SPEC 2.11; answers: src/contracts/cart.ts): the cart now, an action on it, the order made from it. */
  | 'cartState'
  | 'cartUpdate'
  | 'cartCheckout'
  /** POST form {token, version, zipCode, storeId}: the order made from the cart, paid with a wallet provider's one-time token (contracts/wallet.ts). */
  | 'cartWallet'
  // 7.6 Search and listing
  /** GET ?q= -> suggestion HTML for the header search box (an empty body: no suggestions). */
  | 'searchsuggest'
  /** The hosted search service (SPEC 7.9), where hosted search is on: GET ?q= -> the panel's answer (contracts/hosted-search.ts). */
  | 'hostedSearch'
  /** The hosted search service's insight events: POST a JSON event (contracts/hosted-search.ts). */
  | 'hostedSearchInsights'
  // 7.5 Compare, favourites and product
  | 'compareAdd'
  | 'compareRemove'
  | 'compareShow'
  | 'addFavProduct'
  | 'removeFavProduct'
  | 'getAvailability'
  | 'createOrder'
  | 'productNav'
  | 'getSetItem'
  /** The product content of a variant, '/p/{pid}/variant/{variantPid}' (else the variant's own URL). */
  | 'productVariant'
  /** SPEC 3.2 real-time pricing of a product's lease terms. */
  | 'realTimePricing'
  /** The tiles of the recently viewed products (SPEC 2.10), an HTML fragment. */
  | 'productTiles'
  // 7.7 Sign-up forms
  | 'footerEmailSubscribe'
  | 'footerTextForm'
  | 'interstitialEmail'
  | 'interstitialText'
  | 'contestForm'
  | 'customSofaEmail'
  // 7.8 Safety
  /** GET ?format=ajax: the captcha's OK, which clears the session's SHOW_CAPTCHA flag. */
  | 'rateLimiterReset'
  /** GET: an old browser's TLS check reported a version below 1.1. */
  | 'TLSBadTLS'
  /** GET: an old browser's TLS check failed. */
  | 'TLSBadBrowser'
  // 7.8 Fraud
  /** The fraud provider's public key (SPEC 3.9, 7.8): GET -> the provider's active flag and apiKey (contracts/fraud-session.ts). */
  | 'fraudPublicKey'
  /** The fraud provider's device kit, a classic script loaded only when the provider is active. */
  | 'fraudDeviceKit'
  /** POST form {sessionId}: the device session id kept in the shopper's session; the answer is ignored. */
  | 'storeSessionIdInSession'
  // 7.9 Third-party services
  /** The live chat service's script, loaded only when the shopper opens the chat (contracts/live-chat.ts). */
  | 'chatService'
  /** GET -> { accountNumber } of the session's shopper, null when signed out, answered no-store: the chat asks it only for a conversation started after a sign-in on the page (contracts/live-chat.ts). */
  | 'chatAccount'
  /** The wallet payment provider's payment sheet (SPEC 2.11, 7.9), on its own origin: the cart opens it in a pop-up window (contracts/wallet.ts). */
  | 'walletSheet';

/** The config block's `urls` as widgets read it: any name may be missing. */
export type EndpointUrls = Partial<Record<EndpointName, string>>;
