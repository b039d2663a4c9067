import { describeWidget } from '../../src/core/widget-manifest';

export default describeWidget({
  tag: 'lto-contact-form',
  summary: "The customer-service 'Contact Us' form: name, e-mail, phone, topic, agreement number and message.",
  endpoints: { contactUs: 'The form posts here; without it the form shows but sends nothing, after one warning.' },
  markup: { 'markup.html': 'the form, empty', 'markup-errors.html': 'the form drawn again after a post without script, with the errors the rules found' },
});
