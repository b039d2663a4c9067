import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-contest-signup',
  summary: 'The contest e-mail form.',
  endpoints: { contestForm: 'The form posts here; without it the form is not shown.' },
  markup: { 'markup.html': 'the form, empty' },
});
