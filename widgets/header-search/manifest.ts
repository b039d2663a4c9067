import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-header-search',
  summary: "The header's search box: suggestions as the shopper types, recent searches, and a clear button (an APG combobox).",
  dispatches: [
    {
      name: 'lto:suggestion-choose',
      from: 'element',
      detail: '{ itemId: string; itemName: string; index: number }',
      description: "The shopper chose a suggestion: its data-item-id, data-item-name (else its text) and place from 0, just before the page goes to it (analytics records it as the search event). Never what was typed.",
    },
  ],
  endpoints: {
    searchsuggest:
      'GET ?q= -> suggestion HTML, a link per suggestion; an empty body clears the suggestions. Without it the box offers no suggestions (recent searches and the search itself still work).',
  },
  markup: {
    'markup.html': 'a results page: the search for sofa in the box',
    'markup-empty.html': 'any other page: the box empty (the widget then disables the submit)',
  },
});
