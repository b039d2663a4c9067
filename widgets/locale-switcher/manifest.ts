import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-locale-switcher',
  summary: 'The country and language links of the header, kept on the page the shopper is on.',
  markup: { 'markup.html': 'the switcher of the US English site', 'markup-es.html': 'the switcher of the Spanish site' },
});
