import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { SignupAnswerSchema } from '../../src/contracts/signups';
import { postForm } from '../../src/core/api';
import { endpoint, getConfig } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { Notice } from '../../src/ui/Notice';
import { TextField } from '../../src/ui/TextField';
import { useFadingMessage } from '../../src/ui/use-fading-message';
import { useForm } from '../../src/ui/use-form';
import { postalField } from '../../src/validation/address';
import { emailField } from '../../src/validation/contact';
import { siteRules } from '../../src/validation/field';
import { filterEmail, filterName } from '../../src/validation/filters';
import { nameField } from '../../src/validation/names';
import { CsrfField } from '../../src/ui/CsrfField';
import type { attributes } from './element';
import { messages } from './messages';

/** SPEC 9.3: the message fades after 2000 ms; after a success the shopper goes home after 1000 ms. */
export const MESSAGE_FADE_MS = 2000;
export const REDIRECT_DELAY_MS = 1000;
/** SPEC 2.1: the target after a contest sign-up. */
export const HOME = '/';

/**
 * The contest e-mail form (SPEC 2.4, 7.7): e-mail, first and last name, zip / postal code. The
 * server draws the same form, posting without script (README "Server markup").
 */
export function ContestSignup(_: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const { country, preferences } = getConfig();
  const url = endpoint('contestForm');
  const specs = useMemo(() => {
    const names = nameField(siteRules(preferences));
    return {
      emailid: { schema: emailField({ required: true }), filter: filterEmail, flagEmptyOnBlur: true },
      firstName: { schema: names, filter: filterName },
      lastName: { schema: names, filter: filterName },
      zipcode: { schema: postalField({ country }) },
    };
  }, [country, preferences]);
  const form = useForm(specs, t);
  const [phase, setPhase] = useState<'editing' | 'sending' | 'entered'>('editing');
  const inFlight = useRef(false);
  const message = useFadingMessage();
  const headingId = useId();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  if (!url) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || phase === 'entered') return;
    const values = form.validate();
    if (!values) return;
    inFlight.current = true;
    setPhase('sending');
    message.clear();
    let answer: v.InferOutput<typeof SignupAnswerSchema> | undefined;
    try {
      answer = await postForm(url, new URLSearchParams({ ...values, confirm: 'confirm', format: 'ajax' }), SignupAnswerSchema);
    } catch {
      answer = undefined;
    } finally {
      inFlight.current = false;
    }
    const said = answer?.message?.trim();
    if (!answer?.success) {
      setPhase('editing');
      message.show({ tone: 'error', text: said || t('contest.failed') }, MESSAGE_FADE_MS);
      return;
    }
    // Entered: the button stays off, so the same entry is not sent twice before the page goes.
    setPhase('entered');
    message.show({ tone: 'success', text: said || t('contest.entered') }, MESSAGE_FADE_MS);
    redirect.current = setTimeout(() => location.assign(HOME), REDIRECT_DELAY_MS);
  };

  return (
    <form className="lto-contest-signup" method="post" action={url} noValidate aria-labelledby={headingId} aria-busy={phase === 'sending' || undefined} onSubmit={(event) => void submit(event)}>
      <h2 id={headingId} className="lto-contest-signup__heading">
        {t('contest.heading')}
      </h2>
      <TextField form={form} name="emailid" label={t('contest.email')} type="email" autoComplete="email" required />
      <TextField form={form} name="firstName" label={t('contest.firstName')} autoComplete="given-name" />
      <TextField form={form} name="lastName" label={t('contest.lastName')} autoComplete="family-name" />
      <TextField form={form} name="zipcode" label={t('contest.zip')} autoComplete="postal-code" inputMode={country === 'CA' ? 'text' : 'numeric'} maxLength={country === 'CA' ? 7 : 10} />
      <CsrfField />
      <button type="submit" className="lto-button lto-button--primary" name="confirm" value="confirm" disabled={phase === 'entered'}>
        {phase === 'sending' ? t('contest.sending') : t('contest.submit')}
      </button>
      <Notice notice={message.notice} />
    </form>
  );
}
