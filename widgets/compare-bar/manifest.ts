import { describeWidget } from '../../src/core/widget-manifest';

const ITEMS = '{ items: { pid: string; uuid: string; name: string; img: string; category: string }[] }';

export default describeWidget({
  tag: 'lto-compare-bar',
  summary: 'The compare bar of listing pages: six slots, compare and clear.',
  dispatches: [{ name: 'lto:compare-change', from: 'element', detail: ITEMS, description: 'After a removal or a clear: the compare list, oldest first.' }],
  listens: [{ name: 'lto:compare-change', as: 'follows', description: 'A toggle changed the compare list: the bar shows it.' }],
  endpoints: {
    compareRemove: 'Removing a product (a slot\'s remove control, and each product on clear).',
    compareShow: 'The compare page the compare button goes to (`?category=`).',
  },
  markup: { 'markup.html': 'with two items', 'markup-one.html': 'with one item (the compare button disabled)' },
});
