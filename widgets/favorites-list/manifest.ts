import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-favorites-list',
  summary: "The saved-items page's products: a product removed there leaves the saved items of every open tab.",
  dispatches: [
    {
      name: 'lto:favorite-change',
      from: 'element',
      detail: '{ pid: string; favorite: boolean; items: string[] }',
      description: 'After a removal, before the page loads again: the pid removed (favorite false) and the saved ids left.',
    },
  ],
  endpoints: { removeFavProduct: 'Removing a product (its remove form, submitted).' },
  markup: { 'markup.html': 'two saved products' },
});
