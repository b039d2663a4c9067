import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-product-grid',
  summary: "A listing's results over the server's markup: refinements, sort and pages reloaded in place, 'load more', Back and Forward, a search's products and articles tabs and the grid / wide toggle.",
  markup: {
    'markup.html': 'a category listing, its first 20 of 134 results',
    'markup-empty.html': 'no results for the refinements in force',
    'markup-search.html': "a search's results with its products and articles tabs, in the wide layout",
  },
  // The refinements are an island of their own inside the listing: intent on them is intent on
  // the grid too, which reloads the listing for each value chosen there. 'Load more' is held like
  // an opener when pressed before the grid is drawn (a phone's tap comes before its code): followed
  // as a link it would load the page anew at the top, and the widget adds the tiles in place.
  openers: 'lto-refinements, a[data-lto-grid-more]',
  listens: [
    {
      name: 'popstate',
      as: 'follows',
      description:
        'Back or Forward to an address this listing reloaded in place: the listing that address names is loaded in place. Followed before any intent: a page loaded anew by Back or Forward shares its later history entries, and the grid must show what the address says.',
    },
  ],
});
