import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-sms-optin',
  summary: "The SMS opt-in checkbox of the sign-me-up form, which always sends 'true' or 'false'.",
  markup: { 'markup.html': 'unticked', 'markup-checked.html': 'ticked' },
});
