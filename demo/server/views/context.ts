import type { LeasingPowerDecision } from '../../../src/contracts/account-events.js';
import type { Navigation } from '../data/navigation.js';
import type { ShopperLocation } from '../data/sessions.js';
import type { Category, LocalizedText } from '../data/types.js';
import type { KeptForm } from '../session.js';
import type { Site, SiteKey } from '../site.js';
import type { Text } from './text/index.js';

/** What every view needs to know about the request it renders for. */
export interface ViewContext {
  site: Site;
  text: Text;
  url: URL;
  categories: Category[];
  /** The shopper's zip and preferred store ('' each until set). */
  location: ShopperLocation;
  /** The signed-in account's e-mail (null when signed out) and the session's CSRF token (made on first call). */
  account: { email: string | null; csrfToken: () => string; decision?: () => LeasingPowerDecision | null };
  identityLogin: boolean;
  /** SPEC 9.9 ISGTMENABLE: the tag manager's origin the page loads its script from when on, else null. */
  tagManagerOrigin: string | null;
  /** The site's header, footer and pop-ups are drawn (not with the demo switch page-chrome.ts off). */
  siteChrome?: boolean;
  /** SPEC 9.9 COOKIE_HINT for this browser on this site (the demo switch /demo/cookie-hint; off unless switched on). */
  cookieHint?: boolean;
  /** SPEC 4.1: the privacy bar shows on this page (the first visit, not closed); views/visitor-consent.ts. */
  privacyBarDue?: boolean;
  /** COOKIE_HINT on and the shopper has not accepted the cookie dialog yet (dw_cookies_accepted is not '1', SPEC 4.1). */
  consentPending?: boolean;
  /** The config block's hostedSearchEnabled preference (the header search asks the hosted service). */
  hostedSearch?: boolean;
  /** SPEC 4.1's session flag SHOW_CAPTCHA (the POST limiter, or the demo switch /demo/captcha). */
  showCaptcha?: boolean;
  /** For an old browser of SPEC 9.8, the TLS-check service its <lto-browser-check> asks; else null (no tag). */
  tlsCheckUrl?: string | null;
  /** The live chat service's origin where the chat preference is on here (outside-services.ts), else null. */
  chatOrigin?: string | null;
  /** The signed-in shopper's account number where the chat is on (the launcher's account-number), else null. */
  chatAccountNumber?: string | null;
  /** The fraud provider's origin where its preference is on here, else null: the config block's device kit URL. */
  fraudOrigin?: string | null;
  /** The wallet payment provider's origin (outside-services.ts): the cart's config block's payment sheet URL. */
  walletOrigin?: string | null;
  /** What a footer form posted without script typed when the server refused it, for this one page (session.ts). */
  keptForm?: KeptForm | null;
  /** The site's configured origin ('http://localhost:4173'); ctx.url is on it too. */
  origin: string;
  /** The product ids in the shopper's myFavoriteProduct cookie, as the page's favourite icons will read it. */
  favorites: readonly string[];
  /** The configured origin of each site (the site switcher's links). */
  originOf: (site: SiteKey) => string;
  /** The header's categories with their sub-categories, and the site's promo banners (SPEC 2.2). */
  navigation: () => Navigation;
  /** Units in the shopper's cart (the header's count); 0 where nobody set it. */
  cartCount?: () => number;
}

export const localized = (ctx: ViewContext, value: LocalizedText): string => value[ctx.site.lang];

export const productImage = (pid: string, color?: string): string =>
  `/img/product/${encodeURIComponent(pid)}.svg${color ? `?color=${encodeURIComponent(color)}` : ''}`;

export const productUrl = (pid: string): string => `/p/${encodeURIComponent(pid)}`;
export const categoryUrl = (key: string): string => `/c/${encodeURIComponent(key)}`;
/** A category's listing refined by one sub-category (SPEC 2.6's `subcat` refinement). */
export const subcategoryUrl = (category: string, subcat: string): string => `${categoryUrl(category)}?subcat=${encodeURIComponent(subcat)}`;
