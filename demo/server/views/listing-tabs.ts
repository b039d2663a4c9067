import type { ArticleSummary } from '../data/articles.js';
import { localized, type ViewContext } from './context.js';
import { html, raw, type Html } from './html.js';
import { listingHref, type ListingState } from './listing-address.js';
import { shownListingHref } from './listing-shown-href.js';
import { listingTabsText } from './listing-tabs-text.js';

export type ResultTab = 'products' | 'content';

/** A search's articles, and the tab the address asks for (?tab=content: the articles). */
export interface ResultTabs {
  articles: readonly ArticleSummary[];
  tab: ResultTab;
}

export const articleUrl = (slug: string): string => `/articles/${encodeURIComponent(slug)}`;

const PANEL = { products: 'listing-panel-products', content: 'listing-panel-content' } as const;

const when = (yes: boolean, attribute: string) => (yes ? raw(` ${attribute}`) : '');

function articleList(ctx: ViewContext, articles: readonly ArticleSummary[]): Html {
  return html`<ul class="article-list">${articles.map(
    (a) => html`<li class="article-card">
<h3 class="article-card__title"><a href="${articleUrl(a.slug)}">${localized(ctx, a.title)}</a></h3>
<p>${localized(ctx, a.summary)}</p>
</li>`,
  )}</ul>`;
}

/**
 * A search's results as two tabs (SPEC 2.6), its products and its articles, in the listing's region
 * (README of <lto-product-grid>, "Server markup"): each tab a link to the listing with that tab
 * shown, the other panel hidden. The products panel holds the whole listing (count, layout, sort,
 * refinements, tiles, pages), so all of it is hidden while the articles are shown. Once the grid is
 * drawn the links are tabs that switch in place.
 */
export function resultTabs(ctx: ViewContext, state: ListingState, total: number, o: ResultTabs, products: Html): Html {
  const t = listingTabsText(ctx.site.lang);
  const onArticles = o.tab === 'content';
  return html`<nav class="listing-tabs" aria-label="${t.results}" data-lto-grid-tabs>
<a id="listing-tab-products" href="${listingHref(state, { start: state.start })}"${when(!onArticles, 'aria-current="page"')} data-lto-grid-tab="${PANEL.products}">${t.productsTab(total)}</a>
<a id="listing-tab-content" href="${shownListingHref(state, 'tab', 'content')}"${when(onArticles, 'aria-current="page"')} data-lto-grid-tab="${PANEL.content}">${t.articlesTab(o.articles.length)}</a>
</nav>
<div class="listing" id="${PANEL.products}"${when(onArticles, 'hidden')}>
${products}
</div>
<div class="listing-articles" id="${PANEL.content}"${when(!onArticles, 'hidden')}>
<h2 class="visually-hidden">${t.articlesHeading}</h2>
${articleList(ctx, o.articles)}
</div>`;
}
