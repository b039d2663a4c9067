import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-sticky-header',
  summary: "The site header, pinned after 32px of scrolling on a wide screen and hidden and shown with the scroll direction on a phone; focus never hidden under it.",
  markup: { 'markup.html': "the page's own header, whatever it holds (other islands among it)" },
  startsByWake: true,
});
