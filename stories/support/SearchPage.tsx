import { within } from 'storybook/test';
import { translator } from '../../src/core/i18n';
import { messages } from '../../widgets/header-search/messages';
import { RECENT_SEARCHES_KEY } from '../../widgets/header-search/recent-searches';
import { findIsland } from './islands';
import { StoryNote, storyDescription } from './ListingPage';
import { messagesFor } from './messages';
import { ServerElement } from './server-element';

/** The page's recent searches, kept in this browser (`ltoRecent` parameter): written before the page is drawn. */
export type SearchPageParameters = { ltoRecent?: string[]; ltoQuery?: string; docs?: { description?: { story?: string } } };

const CROSS =
  '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false"><path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"/></svg>';

/**
 * What the header template writes inside `<lto-header-search>` for `query`, in the page's
 * language: the server markup of widgets/header-search/README.md (the widget's own words, as a
 * platform that wants no change of wording writes them).
 */
export function headerSearchMarkup(query: string): string {
  const t = translator(messages);
  return `<form class="lto-header-search" role="search" action="/showsearch" method="get"><label class="lto-visually-hidden" for="story-search-q">${t('search.label')}</label><span class="lto-header-search__field"><input id="story-search-q" class="lto-header-search__input" type="search" name="q" value="${query}" autocomplete="off" enterkeyhint="search" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="story-search-list"><button type="button" class="lto-header-search__clear" aria-label="${t('search.clear')}" hidden>${CROSS}</button><div class="lto-header-search__panel" hidden><ul id="story-search-list" class="lto-header-search__list" role="listbox" aria-label="${t('search.suggestions')}"></ul></div></span><button class="lto-header-search__submit" type="submit">${t('search.submit')}</button></form>`;
}

/**
 * A page header with the search box, as the template writes it: `ltoQuery` in the box (a results
 * page), `ltoRecent` the browser's recent searches.
 */
export function SearchPage({ parameters }: { parameters: SearchPageParameters }) {
  if (parameters.ltoRecent) localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(parameters.ltoRecent));
  else localStorage.removeItem(RECENT_SEARCHES_KEY);
  const query = parameters.ltoQuery ?? '';
  return (
    <div className="sb-page">
      <StoryNote note={storyDescription(parameters)} />
      <header className="sb-header">
        <span className="sb-header__logo">Brightway</span>
        <ServerElement tag="lto-header-search" attributes={{ action: '/showsearch', 'input-id': 'story-search-q', query }} markup={headerSearchMarkup(query)} />
      </header>
    </div>
  );
}

/** The box, once the island is drawn. */
export async function findBox(canvasElement: HTMLElement, locale: unknown) {
  const t = messagesFor(locale, messages);
  const island = await findIsland(canvasElement, 'lto-header-search');
  return within(island).getByRole('combobox', { name: t('search.label') });
}

