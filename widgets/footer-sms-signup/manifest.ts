import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-footer-sms-signup',
  summary: "The footer's text-message subscribe form.",
  endpoints: { footerTextForm: 'The form posts here; without it the form is not shown.' },
  markup: { 'markup.html': 'the form, empty' },
});
