import { describeWidget } from '../../src/core/widget-manifest';

const ITEMS = '{ items: { pid: string; uuid: string; name: string; img: string; category: string }[] }';

export default describeWidget({
  tag: 'lto-compare-toggle',
  summary: 'The compare checkbox of a product tile.',
  dispatches: [{ name: 'lto:compare-change', from: 'element', detail: ITEMS, description: 'After the list changed: the compare list, oldest first.' }],
  listens: [{ name: 'lto:compare-change', as: 'follows', description: 'The bar or another toggle changed the list: every toggle shows it.' }],
  endpoints: {
    compareAdd: 'Adding the product; without it a tick reports COMPARE_ADD_FAIL, after one warning.',
    compareRemove: 'Removing the product; without it an untick reports COMPARE_REMOVE_FAIL, after one warning.',
  },
  markup: { 'markup.html': 'ticked' },
});
