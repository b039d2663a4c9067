import type { LeasingPowerDecision } from '../../src/contracts/account-events.js';
import type { Navigation } from './data/navigation.js';
import type { ShopperLocation } from './data/sessions.js';
import type { RequestSession } from './session.js';
import type { Site, SiteKey } from './site.js';
import type { Text } from './views/text/index.js';

/** Per-request values the middleware puts on the Hono context. */
export interface AppEnv {
  Variables: {
    site: Site;
    text: Text;
    /** The session's zip and preferred store, read once per request. */
    location: ShopperLocation;
    /** The e-mail of the account signed in on the session, or null. */
    accountEmail: string | null;
    /**
     * The signed-in account's Leasing Power decision as the page's prices read it (issue 23; no
     * name), or null when signed out: read when asked, so a sign-in during the request counts.
     */
    accountDecision: () => LeasingPowerDecision | null;
    /** The request's session (session.ts): the one place that reads, creates and writes it. */
    session: RequestSession;
    /**
     * SPEC 9.9 ISGTMENABLE for this browser on this host (middleware/tag-manager.ts): the tag
     * manager's origin when on, null when off (the default). Unset on answers made before it runs.
     */
    tagManagerOrigin: string | null;
    /** SPEC 4.1's session flag SHOW_CAPTCHA (middleware/safety.ts): the page's config block opens the captcha. */
    showCaptcha: boolean;
    /**
     * For the old browsers of SPEC 9.8 (or one the demo switch made old), the stand-in TLS-check
     * service's URL their <lto-browser-check> asks (middleware/safety.ts); else null.
     */
    tlsCheckUrl: string | null;
    /** SPEC 9.9 identityLoginEnabled for this browser (the demo switch can turn it off). */
    identityLogin: boolean;
    /** The live chat's origin where the chat preference is on for this browser here, else null (outside-services.ts). */
    chatOrigin: string | null;
    /** The fraud provider's origin where its preference is on for this browser here, else null (outside-services.ts). */
    fraudOrigin: string | null;
    /** The wallet payment provider's origin (outside-services.ts): the cart's payment sheet is there. */
    walletOrigin: string | null;
    /** The signed-in shopper's account number where the chat is on (its launcher hands it to the service), else null. */
    chatAccountNumber: string | null;
    /** Set by renderPage: the fraud provider's origin on an application page (checkout step) where it is on, for the CSP. */
    deviceKitOrigin: string | null;
    /** The hostedSearchEnabled preference for this browser: the site's, unless the demo switch says otherwise. */
    hostedSearch: boolean;
    /**
     * 'http://es.localhost:4173': the site's configured origin (never the Host header); the identity
     * provider's issuer lives under it.
     */
    origin: string;
    /** The configured origin of each site, for links between them. */
    originOf: (site: SiteKey) => string;
    /** The header's categories, sub-categories and promo banners for this site (read when called). */
    navigation: () => Navigation;
    /** Units in the session's cart (the header's count), read when called. */
    cartCount: () => number;
  };
}
