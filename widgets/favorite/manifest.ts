import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-favorite',
  summary: "The 'Save' heart of a tile or product page.",
  dispatches: [
    {
      name: 'lto:favorite-change',
      from: 'element',
      detail: '{ pid: string; favorite: boolean; items: string[] }',
      description: 'After a successful change: the product id, whether it is now saved, and every saved id.',
    },
  ],
  listens: [
    { name: 'lto:favorite-change', as: 'follows', description: 'Another icon saved or removed a product: every icon of that product shows it.' },
    { name: 'lto:variant-change', as: 'follows', description: "A tile selected another colour of the product: the icon saves and shows that colour's pid." },
  ],
  endpoints: {
    addFavProduct: 'Saving; without it a click fails (the icon goes back), after one warning.',
    removeFavProduct: 'Removing; without it a click fails (the icon goes back), after one warning.',
  },
  markup: { 'markup.html': 'saved' },
});
