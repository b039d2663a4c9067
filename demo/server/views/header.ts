import { SITES } from '../site.js';
import { accountDrawer } from './account.js';
import { categoryUrl, localized, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { LOCATION_URLS } from './location-urls.js';
import { zipBanner, zipModal } from './location.js';
import { SITE_LABELS } from './text/index.js';

/**
 * The same page on another site. SPEC 2.1: from an English site, the Spanish site (another host,
 * which cannot read this session) gets the shopper's zip as ?postalCode= (the zip banner keeps it
 * up to date when the zip changes on the page).
 */
function otherSiteUrl(ctx: ViewContext, site: (typeof SITES)[number]): string {
  const url = new URL(`${ctx.url.pathname}${ctx.url.search}`, ctx.originOf(site.key));
  if (site.lang === 'es' && ctx.site.lang !== 'es' && ctx.location.zip) url.searchParams.set('postalCode', ctx.location.zip);
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

function categoryNav(ctx: ViewContext, current: string): Html {
  return html`<nav class="category-nav" aria-label="${ctx.text.categoriesNav}">
  <ul>${ctx.categories.map(
    (c) => html`<li><a href="${categoryUrl(c.key)}"${current === c.key ? html` aria-current="page"` : ''}>${localized(ctx, c.name)}</a></li>`,
  )}</ul>
</nav>`;
}

/**
 * `withAccount`: the My Account drawer, on every page but the checkout steps (SPEC 2.5). Inside
 * <lto-sticky-header> (widgets/sticky-header/README.md): pinned after 32px of scrolling on a wide
 * screen (the site switcher's 32px strip at the top scrolls away, site.css), hidden and shown
 * with the scroll direction on a phone.
 */
export function siteHeader(ctx: ViewContext, currentCategory: string, query: string, withAccount: boolean): Html {
  const t = ctx.text;
  return html`<lto-sticky-header><header class="site-header">
  <div class="site-header__bar">
    <a class="site-logo" href="/" aria-label="${t.homeLink}">${t.siteName}</a>
    <form class="site-search" role="search" action="/showsearch" method="get">
      <label class="visually-hidden" for="site-search-q">${t.searchLabel}</label>
      <input id="site-search-q" type="search" name="q" value="${query}" autocomplete="off" enterkeyhint="search">
      <button type="submit">${t.searchButton}</button>
    </form>
    ${zipBanner(ctx)}
    <a class="site-header__stores" href="${LOCATION_URLS.storeLocator}"${
      ctx.url.pathname === LOCATION_URLS.storeLocator ? html` aria-current="page"` : ''
    }>${t.storesLink}</a>
    <a class="site-header__favorites" href="/favorites"${ctx.url.pathname === '/favorites' ? html` aria-current="page"` : ''}>${t.favoritesLink}</a>
    ${withAccount ? accountDrawer(ctx) : ''}
    ${siteSwitcher(ctx)}
  </div>
  ${zipModal(ctx)}
  ${categoryNav(ctx, currentCategory)}
</header></lto-sticky-header>`;
}
