import type { SearchSuggestion } from '../data/search.js';
import { localized, productUrl, type ViewContext } from './context.js';
import { html, type Html } from './html.js';

/**
 * The suggestion HTML of GET {searchsuggest} (SPEC 7.6): a list of links to the products that
 * match, in the site's language. Each link carries SPEC 3.8's search suggestion item (item_id,
 * item_name) as data attributes, for the analytics event of a chosen suggestion; <lto-header-search>
 * sanitizes the list and offers its links as the options of its listbox. Nothing at all (an
 * empty body) when nothing matches: the widget then clears its suggestions.
 */
export function searchSuggestions(ctx: ViewContext, suggestions: readonly SearchSuggestion[]): Html | '' {
  if (suggestions.length === 0) return '';
  return html`<ul class="search-suggestions">${suggestions.map((s) => {
    const name = localized(ctx, s.name);
    return html`<li><a class="search-suggestion" href="${productUrl(s.pid)}" data-item-id="${s.pid}" data-item-name="${name}"><span class="search-suggestion__name">${name}</span> <span class="search-suggestion__meta">${s.brand} · ${localized(ctx, s.category)}</span></a></li>`;
  })}</ul>`;
}
