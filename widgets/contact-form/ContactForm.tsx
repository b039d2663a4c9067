import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { ContactUsAnswerSchema } from '../../src/contracts/contact-us';
import { ApiError, postForm } from '../../src/core/api';
import { endpoint, getConfig } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { announce } from '../../src/ui/announce';
import { charLimitHandlers } from '../../src/ui/char-limit';
import { CsrfField } from '../../src/ui/CsrfField';
import { Field } from '../../src/ui/Field';
import { Notice } from '../../src/ui/Notice';
import { FIELD_CLASSES, TextField } from '../../src/ui/TextField';
import { useForm, type FormSpecs } from '../../src/ui/use-form';
import { useOneRequest } from '../../src/ui/use-one-request';
import { CONTACT_MESSAGE_LIMIT, CONTACT_TOPICS, contactUsFields, type ContactField } from '../../src/validation/contact-us';
import { siteRules } from '../../src/validation/field';
import { filterEmail, filterName, filterPhone } from '../../src/validation/filters';
import { charsLeft } from '../../src/validation/masks';
import type { attributes } from './element';
import { messages } from './messages';

type Outcome = 'editing' | 'sent' | 'failed' | 'refused' | 'bad-response';

/** What the shopper reads when a message was not sent. */
const PROBLEMS = { failed: 'contact.failed', refused: 'contact.refused', 'bad-response': 'BAD_RESPONSE' } as const;

/**
 * The customer-service 'Contact Us' form (SPEC 2.11; its fields are ours, README): checked on
 * focus-out and on submit with src/validation's rules, posted once however often it is submitted;
 * what was typed stays when the post fails or is refused, and a sent message gives way to a thank
 * you, which takes the focus.
 */
export function ContactForm({ values, submitted }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const { preferences } = getConfig();
  const url = endpoint('contactUs');
  const specs = useMemo((): FormSpecs<ContactField> => {
    const fields = contactUsFields(siteRules(preferences));
    const shownAtFirst = submitted;
    return {
      firstName: { schema: fields.firstName, filter: filterName, flagEmptyOnBlur: true, shownAtFirst },
      lastName: { schema: fields.lastName, filter: filterName, flagEmptyOnBlur: true, shownAtFirst },
      email: { schema: fields.email, filter: filterEmail, flagEmptyOnBlur: true, shownAtFirst },
      phone: { schema: fields.phone, filter: filterPhone, shownAtFirst },
      topic: { schema: fields.topic, flagEmptyOnBlur: true, shownAtFirst },
      agreementNumber: { schema: fields.agreementNumber, shownAtFirst },
      message: { schema: fields.message, flagEmptyOnBlur: true, shownAtFirst },
    };
  }, [preferences, submitted]);
  const form = useForm(specs, t, values);
  const request = useOneRequest();
  const [outcome, setOutcome] = useState<Outcome>('editing');
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome === 'sent') thanks.current?.focus();
  }, [outcome]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isBusy() || !url) return;
    const checked = form.validate();
    if (!checked) return;
    setOutcome('editing');
    const body = new URLSearchParams({ ...checked, format: 'ajax' });
    const answer = await request.run(() =>
      postForm(url, body, ContactUsAnswerSchema).then(
        // Fields the server refused show their errors beside them, as on a failed submit here.
        (sent): Outcome => (sent.success ? 'sent' : form.refused(sent.errors ?? {}) ? 'editing' : 'refused'),
        (error: unknown): Outcome => (error instanceof ApiError && error.kind === 'bad-response' ? 'bad-response' : 'failed'),
      ),
    );
    if (!answer) return;
    setOutcome(answer);
    if (answer !== 'sent' && answer !== 'editing') announce(t(PROBLEMS[answer]), 'assertive');
  };

  if (outcome === 'sent') {
    return (
      <div className="lto-contact-form">
        <div ref={thanks} className="lto-contact-form__sent" tabIndex={-1} role="status">
          <h2 className="lto-contact-form__sent-title">{t('contact.sentTitle')}</h2>
          <p>{t('contact.sent')}</p>
        </div>
      </div>
    );
  }

  const message = form.values.message;
  return (
    <div className="lto-contact-form">
      <p className="lto-contact-form__intro">{t('contact.intro')}</p>
      <form className="lto-contact-form__form" method="post" action={url} noValidate aria-busy={request.busy || undefined} onSubmit={(event) => void submit(event)}>
        <div className="lto-contact-form__names">
          <TextField form={form} name="firstName" label={t('contact.firstName')} autoComplete="given-name" required />
          <TextField form={form} name="lastName" label={t('contact.lastName')} autoComplete="family-name" required />
        </div>
        <TextField form={form} name="email" label={t('contact.email')} type="email" autoComplete="email" required />
        <TextField form={form} name="phone" label={t('contact.phone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={50} />
        <Field label={t('contact.topic')} error={form.error('topic')} classes={FIELD_CLASSES}>
          {(control) => (
            <select {...form.input('topic')} {...control} className="lto-field__input" aria-required="true">
              <option value="">{t('contact.chooseTopic')}</option>
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`contact.topic.${topic}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField form={form} name="agreementNumber" label={t('contact.agreementNumber')} autoComplete="off" maxLength={40} />
        <Field
          label={t('contact.message')}
          error={form.error('message')}
          description={t('CHAR_LIMIT_MSG', { count: charsLeft(message, CONTACT_MESSAGE_LIMIT) })}
          classes={FIELD_CLASSES}
        >
          {(control) => (
            <textarea
              {...form.input('message')}
              {...control}
              {...charLimitHandlers(CONTACT_MESSAGE_LIMIT, (value) => form.setValue('message', value))}
              className="lto-field__input lto-contact-form__message"
              rows={6}
              aria-required="true"
            />
          )}
        </Field>
        <CsrfField />
        <button type="submit" className="lto-button lto-button--primary lto-contact-form__submit">
          {request.busy ? t('contact.sending') : t('contact.submit')}
        </button>
        <Notice notice={outcome === 'editing' ? undefined : { tone: 'error', text: t(PROBLEMS[outcome]) }} />
      </form>
    </div>
  );
}
