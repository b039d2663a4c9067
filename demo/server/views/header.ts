import { normalizePostalCode } from '../data/postal-code.js';
import { SITES } from '../site.js';
import { accountDrawer } from './account.js';
import { cartText } from './cart-text.js';
import type { ViewContext } from './context.js';
import { html, raw, type Html } from './html.js';
import { LOCATION_URLS } from './location-urls.js';
import { CART_PATH } from './product-set-urls.js';
import { zipBanner, zipModal } from './location.js';
import { siteNav } from './site-nav.js';
import { SITE_LABELS } from './text/index.js';

/**
 * The same page on another site. SPEC 2.1: from an English site, the Spanish site (another host,
 * which cannot read this session) gets the shopper's zip as ?postalCode= (the zip banner keeps it
 * up to date when the zip changes on the page), when it is a code of that site's country. A
 * monthly-payment range (pmin, pmax) is in this site's currency: to a site of another it is left
 * out, as the widget does (widgets/locale-switcher/README.md).
 */
function otherSiteUrl(ctx: ViewContext, site: (typeof SITES)[number]): string {
  const url = new URL(`${ctx.url.pathname}${ctx.url.search}`, ctx.originOf(site.key));
  // The page's own postalCode (the link that brought the shopper here) is not this shopper's zip to pass on.
  url.searchParams.delete('postalCode');
  if (site.currency !== ctx.site.currency) for (const name of ['pmin', 'pmax']) url.searchParams.delete(name);
  const zip = ctx.location.zip;
  if (site.lang === 'es' && ctx.site.lang !== 'es' && zip && normalizePostalCode(zip)?.country === site.country) url.searchParams.set('postalCode', zip);
  return url.href;
}

/** The sites' links (widgets/locale-switcher/markup.html); the main site's host for the Spanish site's English link (SPEC 2.1). */
function siteSwitcher(ctx: ViewContext): Html {
  return html`<lto-locale-switcher main-host="${new URL(ctx.originOf('en-us')).host}"><nav class="site-switcher" aria-label="${ctx.text.siteSwitcherLabel}">
  <ul>${SITES.map((s) => {
    const { label, lang } = SITE_LABELS[s.key];
    const current = s.key === ctx.site.key;
    return html`<li><a href="${otherSiteUrl(ctx, s)}" lang="${lang}" hreflang="${s.locale}"${
      current ? html` aria-current="true"` : ''
    }>${label}</a></li>`;
  })}</ul>
</nav></lto-locale-switcher>`;
}

/** The categories and their sub-categories (site-nav.ts): <lto-mobile-nav> around <lto-mega-nav>. */
function categoryNav(ctx: ViewContext, current: string): Html {
  return siteNav(ctx, current);
}

/**
 * The search form inside <lto-header-search> (its README's server markup): a plain GET form to
 * /showsearch without script, written as the widget draws it closed, so nothing moves when it
 * takes over. The submit is never disabled here (without script it must always work).
 */
function searchBox(ctx: ViewContext, query: string): Html {
  const t = ctx.text;
  return html`<lto-header-search class="site-search" action="/showsearch" input-id="site-search-q" query="${query}"><form class="lto-header-search" role="search" action="/showsearch" method="get"><label class="lto-visually-hidden" for="site-search-q">${t.searchLabel}</label><span class="lto-header-search__field"><input id="site-search-q" class="lto-header-search__input" type="search" name="q" value="${query}" autocomplete="off" enterkeyhint="search" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="site-search-list"><button type="button" class="lto-header-search__clear" aria-label="${t.searchClear}" hidden>${CROSS_ICON}</button><div class="lto-header-search__panel" hidden><ul id="site-search-list" class="lto-header-search__list" role="listbox" aria-label="${t.searchSuggestions}"></ul></div></span><button class="lto-header-search__submit" type="submit">${t.searchButton}</button></form></lto-header-search>`;
}

const CROSS_ICON = raw(
  '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"/></svg>',
);

/**
 * The cart link with the units in the cart: <lto-cart> keeps the `data-lto-cart-count` number up
 * to date when the shopper changes the cart on the cart page (lto:cart-change, src/contracts/cart.ts).
 */
function cartLink(ctx: ViewContext): Html {
  const count = ctx.cartCount?.() ?? 0;
  return html`<a class="site-header__cart" href="${CART_PATH}"${ctx.url.pathname === CART_PATH ? html` aria-current="page"` : ''}>${cartText(ctx.site).headerLink} (<span data-lto-cart-count>${count}</span>)</a>`;
}

/**
 * The bar is written in the order it is seen, so the Tab order follows it at every width (WCAG
 * 2.4.3): the site switcher's strip at the top, the logo with the account beside it, the search
 * box, the other links. `withAccount`: the My Account drawer, on every page but the checkout steps (SPEC 2.5). Inside
 * <lto-sticky-header> (widgets/sticky-header/README.md): pinned after 32px of scrolling on a wide
 * screen (the site switcher's 32px strip at the top scrolls away, site.css), hidden and shown
 * with the scroll direction on a phone.
 */
export function siteHeader(ctx: ViewContext, currentCategory: string, query: string, withAccount: boolean): Html {
  const t = ctx.text;
  return html`<lto-sticky-header><header class="site-header">
  <div class="site-header__bar">
    ${siteSwitcher(ctx)}
    <a class="site-logo" href="/" aria-label="${t.homeLink}">${t.siteName}</a>
    ${withAccount ? accountDrawer(ctx) : ''}
    ${searchBox(ctx, query)}
    <div class="site-header__links">
    ${zipBanner(ctx)}
    <a class="site-header__stores" href="${LOCATION_URLS.storeLocator}"${
      ctx.url.pathname === LOCATION_URLS.storeLocator ? html` aria-current="page"` : ''
    }>${t.storesLink}</a>
    <a class="site-header__favorites" href="/favorites"${ctx.url.pathname === '/favorites' ? html` aria-current="page"` : ''}>${t.favoritesLink}</a>
    ${cartLink(ctx)}
    </div>
  </div>
  ${zipModal(ctx)}
  ${categoryNav(ctx, currentCategory)}
</header></lto-sticky-header>`;
}
