import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FooterEmailAnswerSchema } from '../../src/contracts/signups';
import { postForm } from '../../src/core/api';
import { endpoint, getConfig } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { announce } from '../../src/ui/announce';
import { Notice } from '../../src/ui/Notice';
import { TextField } from '../../src/ui/TextField';
import { useFadingMessage } from '../../src/ui/use-fading-message';
import { useForm } from '../../src/ui/use-form';
import { useOneRequest } from '../../src/ui/use-one-request';
import { postalField } from '../../src/validation/address';
import { emailField } from '../../src/validation/contact';
import { siteRules } from '../../src/validation/field';
import { filterEmail, filterName } from '../../src/validation/filters';
import { nameField } from '../../src/validation/names';
import { CsrfField } from '../../src/ui/CsrfField';
import type { attributes } from './element';
import { messages } from './messages';

/** SPEC 9.3: the success message fades after 3.5 s. */
export const SUCCESS_FADE_MS = 3500;
/** SPEC 7.7: the confirm button's name goes with the fields. */
export const CONFIRM_NAME = 'footeremailsub_confirm';

/**
 * The footer e-mail subscribe form (SPEC 2.3, 3.7, 5.4, 7.7, 8): e-mail, first and last name,
 * zip / postal code, and on the Canadian site an opt-in box that must be ticked.
 */
export default function FooterEmailForm({ values: { footeremailsub_optin: optedIn, ...typed } }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const { country, preferences } = getConfig();
  const url = endpoint('footerEmailSubscribe');
  const canada = country === 'CA';
  const specs = useMemo(() => {
    const names = nameField(siteRules(preferences));
    return {
      footeremailsub_emailid: { schema: emailField({ required: true }), filter: filterEmail, flagEmptyOnBlur: true },
      footeremailsub_firstName: { schema: names, filter: filterName },
      footeremailsub_lastName: { schema: names, filter: filterName },
      footeremailsub_zipcode: { schema: postalField({ country }) },
    };
  }, [country, preferences]);
  const form = useForm(specs, t, typed);
  const [optIn, setOptIn] = useState(optedIn === 'true');
  const [optInError, setOptInError] = useState(false);
  const optInBox = useRef<HTMLInputElement>(null);
  const request = useOneRequest();
  // A ref, not state: a second click in the same tick must already see the first.
  const message = useFadingMessage();
  const ids = { heading: useId(), optIn: useId(), optInError: useId() };

  if (!url) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isBusy()) return;
    const values = form.validate();
    const consentMissing = canada && !optIn;
    setOptInError(consentMissing);
    if (!values) return;
    if (consentMissing) {
      optInBox.current?.focus();
      announce(t('OPTIN_REQUIRED'), 'assertive');
      return;
    }
    message.clear();
    const body = new URLSearchParams({ ...values, ...(canada ? { footeremailsub_optin: 'true' } : {}), [CONFIRM_NAME]: CONFIRM_NAME, format: 'ajax' });
    const outcome = await request.run(() => postForm(url, body, FooterEmailAnswerSchema).then((answer) => (answer.success ? 'done' : 'refused'), () => 'failed' as const));
    if (outcome !== 'done') {
      // What was typed stays, so the shopper can send it again. Only a refusal asks them to check
      // it: a failure to reach the platform is not theirs.
      message.show({ tone: 'error', text: t(outcome === 'refused' ? 'footerEmail.refused' : 'footerEmail.failed') });
      return;
    }
    for (const name of Object.keys(specs) as (keyof typeof specs)[]) form.setValue(name, '');
    setOptIn(false);
    message.show({ tone: 'success', text: t('footerEmail.success') }, SUCCESS_FADE_MS);
  };

  return (
    <form className="lto-footer-email-signup" method="post" action={url} noValidate aria-labelledby={ids.heading} aria-busy={request.busy || undefined} onSubmit={(event) => void submit(event)}>
      <h2 id={ids.heading} className="lto-footer-email-signup__heading">
        {t('footerEmail.heading')}
      </h2>
      <TextField form={form} name="footeremailsub_emailid" label={t('footerEmail.email')} type="email" autoComplete="email" required />
      <TextField form={form} name="footeremailsub_firstName" label={t('footerEmail.firstName')} autoComplete="given-name" />
      <TextField form={form} name="footeremailsub_lastName" label={t('footerEmail.lastName')} autoComplete="family-name" />
      <TextField
        form={form}
        name="footeremailsub_zipcode"
        label={t('footerEmail.zip')}
        autoComplete="postal-code"
        inputMode={canada ? 'text' : 'numeric'}
        maxLength={canada ? 7 : 10}
      />
      {canada ? (
        <div className={optInError ? 'lto-check lto-check--error' : 'lto-check'}>
          <input
            ref={optInBox}
            id={ids.optIn}
            type="checkbox"
            name="footeremailsub_optin"
            value="true"
            checked={optIn}
            aria-required="true"
            aria-invalid={optInError || undefined}
            aria-describedby={optInError ? ids.optInError : undefined}
            onChange={(event) => {
              setOptIn(event.target.checked);
              if (event.target.checked) setOptInError(false);
            }}
          />
          <label htmlFor={ids.optIn}>{t('footerEmail.optIn')}</label>
        </div>
      ) : null}
      {canada && optInError ? (
        <p id={ids.optInError} className="lto-field__error">
          {t('OPTIN_REQUIRED')}
        </p>
      ) : null}
      <CsrfField />
      <button type="submit" className="lto-button lto-button--primary" name={CONFIRM_NAME} value={CONFIRM_NAME}>
        {request.busy ? t('footerEmail.sending') : t('footerEmail.submit')}
      </button>
      <Notice notice={message.notice} />
    </form>
  );
}
