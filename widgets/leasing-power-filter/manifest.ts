import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-leasing-power-filter',
  summary: "The listing's 'Fits my Leasing Power' toggle: for an approved shopper, shows only the tiles whose monthly payment fits.",
  listens: [
    {
      name: 'lto:account-change',
      as: 'follows',
      description: 'Signed in or out (here or in another tab): the toggle shows for an approved shopper only, and on sign-out it goes and every tile shows again.',
    },
  ],
  markup: { 'markup.html': 'an approved shopper, the toggle off', 'markup-empty.html': 'a shopper who is signed out, pending or denied: nothing' },
});
