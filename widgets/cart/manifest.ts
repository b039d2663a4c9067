import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-cart',
  summary: 'The cart page: quantities, lease terms, save for later, coupon codes, proceed to checkout and checkout with a wallet.',
  dispatches: [
    {
      name: 'lto:cart-change',
      from: 'document',
      detail: '{ count: number; version: string }',
      description: 'After the server changed the cart: the units now in it (elements with `data-lto-cart-count`, such as the header\'s, show it) and its version.',
    },
    {
      name: 'lto:zip-modal-open',
      from: 'document',
      detail: 'null',
      description: 'Proceeding to checkout with no zip known: asks `<lto-zip-modal>` for one.',
    },
  ],
  listens: [
    {
      name: 'lto:account-change',
      as: 'follows',
      description: "Signed in or out (here or in another tab): the summary says whether the cart's monthly payments fit the shopper's Leasing Power, or no longer does.",
    },
  ],
  endpoints: {
    cartState: 'The cart as it is now: read again before checkout and when the tab comes back into view; without it the page is not compared before checkout (the server still refuses a changed cart).',
    cartUpdate: 'Every action on a line or the coupon; without it they send nothing, after one warning.',
    cartCheckout: 'Makes the order from the cart; without it proceeding sends nothing, after one warning.',
    checkoutStart: 'The first checkout step the order goes to; without it proceeding (and the wallet) sends nothing, after one warning.',
    walletSheet: "The wallet payment provider's payment sheet, on the provider's origin: opened in a pop-up with today's total; only messages from that origin are heard. Without it (or without cartWallet) the widget draws no wallet button.",
    cartWallet: "Makes the order from the cart with the wallet's one-time token; without it (or without walletSheet) the widget draws no wallet button.",
  },
  markup: {
    'markup.html': 'two lines with different terms, one saved for later, a coupon applied',
    'markup-empty.html': 'an empty cart',
  },
});
