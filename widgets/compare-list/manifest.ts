import { describeWidget } from '../../src/core/widget-manifest';

const ITEMS = '{ items: { pid: string; uuid: string; name: string; img: string; category: string }[] }';

export default describeWidget({
  tag: 'lto-compare-list',
  summary: "The compare page's products: a product removed there leaves the compare list of every open tab.",
  dispatches: [{ name: 'lto:compare-change', from: 'element', detail: ITEMS, description: 'After a removal: the compare list, oldest first.' }],
  listens: [
    {
      name: 'lto:compare-change',
      as: 'follows',
      description: 'The list changed elsewhere (the bar of another tab): the columns of products it no longer holds leave the table.',
    },
  ],
  endpoints: { compareRemove: 'Removing a product (its remove form, submitted).' },
  markup: { 'markup.html': 'the compare table of three products', 'markup-one.html': 'one product left: the page says the compare needs two' },
});
