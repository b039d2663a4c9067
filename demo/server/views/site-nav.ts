import type { NavCategory, NavPromo } from '../data/navigation.js';
import { carouselBody } from './carousel.js';
import { categoryUrl, localized, subcategoryUrl, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { SITE_NAV_TEXT } from './site-nav-text.js';

/** The id of the mobile navigation's panel: its toggle controls it. */
const PANEL_ID = 'site-nav-panel';

const chevron = html`<svg class="lto-mega-nav__chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" stroke-width="2"/></svg>`;
const burger = html`<svg class="lto-mobile-nav__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path d="M3 6h18M3 12h18M3 18h18" fill="none" stroke="currentColor" stroke-width="2"/></svg>`;

/** What the page is: a category listing, refined by one sub-category or not. */
function currentOf(ctx: ViewContext, category: string): { category: string; subcat: string | null } {
  const subcat = category && ctx.url.pathname.startsWith('/c/') ? ctx.url.searchParams.get('subcat') : null;
  return { category, subcat };
}

/**
 * One category of <lto-mega-nav> (its README "Server markup"): the category's link, the button
 * that opens its panel, and the panel (closed: `hidden`) with the back button the widget shows on
 * a phone, the category's whole listing and each sub-category's listing.
 */
function categoryItem(ctx: ViewContext, category: NavCategory, current: { category: string; subcat: string | null }): Html {
  const t = SITE_NAV_TEXT[ctx.site.lang];
  const name = localized(ctx, category.name);
  const panel = `lto-mega-nav-${category.key}`;
  const here = current.category === category.key;
  const link = (href: string, label: string, isCurrent: boolean) =>
    html`<li><a class="lto-mega-nav__sublink" href="${href}"${isCurrent ? html` aria-current="page"` : ''}>${label}</a></li>`;
  return html`<li class="lto-mega-nav__item">
<a class="lto-mega-nav__link" href="${categoryUrl(category.key)}"${here ? html` aria-current="${current.subcat ? 'true' : 'page'}"` : ''}>${name}</a><button type="button" class="lto-mega-nav__button" aria-expanded="false" aria-controls="${panel}" aria-label="${t.more(name)}">${chevron}</button>
<div class="lto-mega-nav__panel" id="${panel}" hidden>
<button type="button" class="lto-mega-nav__back" aria-label="${t.backLabel}">${t.back}</button>
<ul class="lto-mega-nav__subs">${link(categoryUrl(category.key), t.all(name), false)}${category.subcategories.map((sub) =>
    link(subcategoryUrl(category.key, sub.key), localized(ctx, sub.name), here && current.subcat === sub.key),
  )}</ul>
</div>
</li>`;
}

/** The promo banners of the US navigation, in a carousel (SPEC 2.2, 9.5: 288px banners); none elsewhere. */
function promoCarousel(ctx: ViewContext, promos: readonly NavPromo[]): Html {
  if (promos.length === 0) return html``;
  const label = SITE_NAV_TEXT[ctx.site.lang].promos;
  const banners = promos.map(
    // The analytics markup of a promotion (src/analytics/README.md): its view and its click are recorded.
    (promo, at) => html`<a class="nav-promo" href="${promo.href}" data-lto-promo="${promo.key}" data-lto-promo-name="${promo.title}" data-lto-promo-creative="nav-banner" data-lto-promo-slot="nav_${at + 1}"><strong class="nav-promo__title">${promo.title}</strong> <span class="nav-promo__text">${promo.text}</span></a>`,
  );
  return html`<lto-carousel class="lto-mobile-nav__promos" label="${label}" heading="none">${carouselBody(ctx, 'nav-promos', label, banners, { heading: false })}</lto-carousel>`;
}

/**
 * The header's navigation (SPEC 2.2), drawn from the database: <lto-mobile-nav> (the toggle and
 * panel below 1024px) around the promo banners and <lto-mega-nav> (each category's link and its
 * sub-categories' panel). Without script the category links navigate, and a category's panel
 * opens while its button or a link in it has the focus or the pointer is over it (the widgets'
 * CSS, under `scripting: none`); so does the phone's panel from its toggle.
 */
export function siteNav(ctx: ViewContext, currentCategory: string): Html {
  const t = SITE_NAV_TEXT[ctx.site.lang];
  const { categories, promos } = ctx.navigation();
  const current = currentOf(ctx, currentCategory);
  return html`<nav class="site-nav" aria-label="${ctx.text.categoriesNav}">
<lto-mobile-nav>
<button type="button" class="lto-mobile-nav__toggle" aria-expanded="false" aria-controls="${PANEL_ID}">${burger}<span class="lto-mobile-nav__label">${t.menu}</span></button>
<div class="lto-mobile-nav__overlay" hidden></div>
<div class="lto-mobile-nav__panel" id="${PANEL_ID}">
${promoCarousel(ctx, promos)}
<lto-mega-nav>
<ul class="lto-mega-nav__list">${categories.map((category) => categoryItem(ctx, category, current))}</ul>
</lto-mega-nav>
</div>
</lto-mobile-nav>
</nav>`;
}
