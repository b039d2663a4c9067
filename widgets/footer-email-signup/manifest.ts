import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-footer-email-signup',
  summary: "The footer's e-mail subscribe form (with the Canadian opt-in).",
  endpoints: { footerEmailSubscribe: 'The form posts here; without it the form is not shown.' },
  markup: { 'markup.html': 'the US site', 'markup-ca.html': 'the Canadian site (postal code, opt-in box)' },
});
