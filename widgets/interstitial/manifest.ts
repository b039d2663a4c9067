import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-interstitial',
  summary: 'The marketing pop-up with e-mail and text forms, shown once per visitor until closed.',
  endpoints: { interstitialEmail: 'The e-mail form posts here.', interstitialText: 'The text-message form posts here.' },
  markup: { 'markup.html': 'empty on purpose: the pop-up shows nothing until it opens' },
});
