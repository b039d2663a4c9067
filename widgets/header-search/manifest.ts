import { SEARCH_SUGGESTION_EVENT } from '../../src/contracts/search-events';
import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-header-search',
  fetchedOnIntent: true,
  summary: "The header's search box: suggestions as the shopper types (from the platform, or the hosted search service's panel of query suggestions, categories and products), recent searches, and a clear button (an APG combobox).",
  dispatches: [
    {
      name: SEARCH_SUGGESTION_EVENT,
      from: 'element',
      detail: "{ item: { item_name: string; item_id: string; index: number; quantity: '1' }; mode: 'hosted' | 'legacy' }",
      description:
        "When the shopper opens a product the search suggested (a suggestion link in legacy mode, a product of the hosted panel), just before the browser leaves for it: SPEC 3.8's search suggestion item (index 1-based among the options), for the analytics' 'search' event. No query text.",
    },
  ],
  endpoints: {
    searchsuggest:
      'GET ?q= -> suggestion HTML, a link per suggestion; an empty body clears the suggestions. Without it the box offers no suggestions (recent searches and the search itself still work). Not asked where hosted search is on.',
    hostedSearch:
      'Where the hostedSearchEnabled preference is on: GET ?q=&locale= -> the hosted search service\'s JSON answer {queryID, suggestions, categories, products, redirect?} (src/contracts/hosted-search.ts). Without it the box stays in legacy mode.',
    hostedSearchInsights: "Where hosted search is on: POST a JSON insight event ('init' once per page, 'conversion' when a suggested product is chosen), with consent. Without it no event is sent.",
  },
  markup: {
    'markup.html': 'a results page: the search for sofa in the box',
    'markup-empty.html': 'any other page: the box empty (the widget then disables the submit)',
  },
});
