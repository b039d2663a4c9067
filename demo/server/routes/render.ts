import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ProductQueries } from '../data/products.js';
import type { AppEnv } from '../env.js';
import type { ViewContext } from '../views/context.js';
import { errorTitle, errorView } from '../views/error.js';
import { FAVORITES_COOKIE, savedFavorites } from '../views/favorite.js';
import { layout, type PageOptions } from '../views/layout.js';
import { privacyBarDueFrom } from '../../../src/contracts/visitor-cookies.js';
import { COOKIE_HINT_SWITCH_COOKIE } from '../views/visitor-consent.js';
import { PAGE_CHROME_OFF, PAGE_CHROME_SWITCH_COOKIE } from '../views/page-chrome.js';

/** The path and query asked for, on the configured origin: nothing of the Host header reaches a page. */
function pageUrl(c: Context<AppEnv>): URL {
  const requested = new URL(c.req.url);
  const url = new URL(c.get('origin'));
  url.pathname = requested.pathname;
  url.search = requested.search;
  return url;
}

export function viewContext(c: Context<AppEnv>, products: ProductQueries): ViewContext {
  const cookieHint = getCookie(c, COOKIE_HINT_SWITCH_COOKIE) === 'on';
  return {
    site: c.get('site'),
    text: c.get('text'),
    url: pageUrl(c),
    categories: products.listCategories(),
    location: c.get('location'),
    account: { email: c.get('accountEmail'), csrfToken: () => c.get('session').csrfToken(), decision: () => c.get('accountDecision')?.() ?? null },
    identityLogin: c.get('identityLogin'),
    tagManagerOrigin: c.get('tagManagerOrigin') ?? null,
    siteChrome: getCookie(c, PAGE_CHROME_SWITCH_COOKIE) !== PAGE_CHROME_OFF,
    cookieHint,
    // SPEC 4.1, by the rule the widget itself reads the same cookies with.
    privacyBarDue: privacyBarDueFrom((name) => getCookie(c, name)),
    consentPending: cookieHint && getCookie(c, 'dw_cookies_accepted') !== '1',
    hostedSearch: c.get('hostedSearch'),
    showCaptcha: c.get('showCaptcha') === true,
    tlsCheckUrl: c.get('tlsCheckUrl') ?? null,
    chatOrigin: c.get('chatOrigin') ?? null,
    chatAccountNumber: c.get('chatAccountNumber') ?? null,
    fraudOrigin: c.get('fraudOrigin') ?? null,
    walletOrigin: c.get('walletOrigin') ?? null,
    keptForm: c.get('session').takeKeptForm(),
    origin: c.get('origin'),
    favorites: savedFavorites(getCookie(c, FAVORITES_COOKIE)),
    originOf: c.get('originOf'),
    navigation: c.get('navigation'),
    cartCount: c.get('cartCount'),
  };
}

/**
 * Pages carry the shopper's compare list, so they are private and always revalidated. A page with
 * personal data is not stored at all (no-store): signed in (the drawer names the account), a
 * checkout step, a page answering a form post (it shows what was typed, order tracking's say), or
 * one a refused form came back to, filled in again.
 */
export function renderPage(c: Context<AppEnv>, ctx: ViewContext, page: PageOptions, status: ContentfulStatusCode = 200) {
  const personal = ctx.account.email !== null || page.pageType === 'checkout' || c.req.method === 'POST' || Boolean(ctx.keptForm);
  // The fraud provider's device kit runs on the application pages only: only their CSP names its origin.
  c.set('deviceKitOrigin', page.pageType === 'checkout' ? ctx.fraudOrigin ?? null : null);
  // Without the chrome (views/page-chrome.ts), the session its forms make (with the CSRF token
  // every widget's POST sends) is made here, so the page's widgets work as on a whole page.
  if (ctx.siteChrome === false) ctx.account.csrfToken();
  return c.html(layout(ctx, page), status, { 'Cache-Control': personal ? 'no-store' : 'private, no-cache' });
}

export function renderError(c: Context<AppEnv>, ctx: ViewContext, status: 404 | 500) {
  return renderPage(c, ctx, { title: errorTitle(ctx, status), pageType: 'other', category: '', body: errorView(ctx, status) }, status);
}
