import { translator } from '../../../src/core/i18n.js';
import { CONTACT_MESSAGE_LIMIT, CONTACT_TOPICS, type ContactField } from '../../../src/validation/contact-us.js';
import { charsLeft } from '../../../src/validation/masks.js';
import { fieldMessages, type FieldMessageKey } from '../../../src/validation/messages.js';
import { CONTACT_US_URLS } from './contact-us-urls.js';
import { contactUsText } from './contact-us-text.js';
import type { ViewContext } from './context.js';
import { csrfField } from './csrf-field.js';
import { html, type Html } from './html.js';
import { widgetConfig } from './widget-config.js';

/** What the shopper sent (kept as typed), the message key of each field found wrong, and whether it was a post. */
export interface ContactForm {
  values: Record<ContactField, string>;
  errors: Partial<Record<ContactField, string>>;
  submitted: boolean;
}

const EMPTY: ContactForm = {
  values: { firstName: '', lastName: '', email: '', phone: '', topic: '', agreementNumber: '', message: '' },
  errors: {},
  submitted: false,
};

/**
 * The 'Contact Us' page (SPEC 2.11): <lto-contact-form> around the form its markup contract gives
 * (widgets/contact-form/markup.html), which works without script (same field names, errors beside
 * the fields, markup-errors.html); a message sent without script shows the thanks instead.
 */
export function contactUsView(ctx: ViewContext, form: ContactForm = EMPTY, sent = false): Html {
  const t = contactUsText(ctx.site.lang);
  if (sent) {
    return html`<h1>${t.title}</h1>
<div class="lto-contact-form"><div class="lto-contact-form__sent" role="status"><h2 class="lto-contact-form__sent-title">${t.sentTitle}</h2><p>${t.sent}</p></div></div>`;
  }
  const fieldError = translator(fieldMessages, widgetConfig(ctx.site));
  const errorOf = (name: ContactField) => {
    const key = form.errors[name];
    return key ? fieldError(key as FieldMessageKey) : '';
  };
  const row = (name: ContactField, control: (invalid: Html | string) => Html, described = '') => {
    const error = errorOf(name);
    const id = `contact-${name}`;
    const describedBy = [error ? `${id}-error` : '', described].filter(Boolean).join(' ');
    const invalid = error ? html` aria-invalid="true"` : '';
    const attributes = html`${invalid}${describedBy ? html` aria-describedby="${describedBy}"` : ''}`;
    return html`<div class="${error ? 'lto-field lto-field--error' : 'lto-field'}">${control(attributes)}${
      error ? html`<p id="${id}-error" class="lto-field__error">${error}</p>` : ''
    }</div>`;
  };
  const input = (name: ContactField, label: string, extra: Html) =>
    row(name, (attributes) => html`<label class="lto-field__label" for="contact-${name}">${label}</label><input name="${name}" id="contact-${name}" class="lto-field__input"${extra} value="${form.values[name]}"${attributes}>`);
  const required = html` aria-required="true"`;
  const values = JSON.stringify(form.values);
  return html`<h1>${t.title}</h1>
<lto-contact-form${form.submitted ? html` values="${values}" submitted` : ''}>
<div class="lto-contact-form">
  <p class="lto-contact-form__intro">${t.intro}</p>
  <form class="lto-contact-form__form" method="post" action="${CONTACT_US_URLS.contactUs}" novalidate>
    <div class="lto-contact-form__names">${input('firstName', t.firstName, html` type="text" autocomplete="given-name"${required}`)}${input(
      'lastName',
      t.lastName,
      html` type="text" autocomplete="family-name"${required}`,
    )}</div>
    ${input('email', t.email, html` type="email" autocomplete="email"${required}`)}
    ${input('phone', t.phone, html` type="tel" autocomplete="tel" inputmode="tel" maxlength="50"`)}
    ${row(
      'topic',
      (attributes) => html`<label class="lto-field__label" for="contact-topic">${t.topic}</label><select name="topic" id="contact-topic" class="lto-field__input"${required}${attributes}><option value="">${t.chooseTopic}</option>${CONTACT_TOPICS.map(
        (topic) => html`<option value="${topic}"${form.values.topic === topic ? html` selected` : ''}>${t.topics[topic]}</option>`,
      )}</select>`,
    )}
    ${input('agreementNumber', t.agreementNumber, html` type="text" autocomplete="off" maxlength="40"`)}
    ${row(
      'message',
      (attributes) => html`<label class="lto-field__label" for="contact-message">${t.message}</label><textarea name="message" id="contact-message" class="lto-field__input lto-contact-form__message" rows="6"${required}${attributes}>${form.values.message}</textarea><p id="contact-message-description" class="lto-field__description">${t.charsLeft(charsLeft(form.values.message, CONTACT_MESSAGE_LIMIT))}</p>`,
      'contact-message-description',
    )}
    ${csrfField(ctx)}
    <button type="submit" class="lto-button lto-button--primary lto-contact-form__submit">${t.submit}</button>
  </form>
</div>
</lto-contact-form>`;
}
