import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-sofa-signup',
  summary: 'The custom sofa e-mail sign-up dialog of the product page.',
  endpoints: { customSofaEmail: 'The dialog\'s form posts here; without it the button is not shown.' },
  markup: { 'markup.html': 'the button that opens the dialog' },
});
