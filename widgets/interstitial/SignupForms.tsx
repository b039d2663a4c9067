import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { SignupAnswerSchema } from '../../src/contracts/signups';
import { postForm } from '../../src/core/api';
import { translator } from '../../src/core/i18n';
import { Notice } from '../../src/ui/Notice';
import { TextField } from '../../src/ui/TextField';
import { useFadingMessage } from '../../src/ui/use-fading-message';
import { useForm } from '../../src/ui/use-form';
import { useOneRequest } from '../../src/ui/use-one-request';
import { emailField, phoneField } from '../../src/validation/contact';
import { filterEmail, filterPhone } from '../../src/validation/filters';
import { messagePart } from './answer';
import { messages } from './messages';

/** SPEC 9.3: the interstitial's messages fade after 2000 ms. */
export const MESSAGE_FADE_MS = 2000;

interface FormProps {
  /** The form's action. */
  url: string;
  /** The server took the sign-up. */
  onSignedUp: () => void;
  /** The success message has faded: the pop-up can go. */
  onDone: () => void;
}

/**
 * Posting one of the pop-up's forms (SPEC 7.7): the fields, confirm and format=ajax; one request
 * at a time; the answer's message shown for 2 s, an error under SPEC 8's 'Error' heading. What
 * was typed stays after a failure.
 */
function useSignupPost({ url, onSignedUp, onDone }: FormProps) {
  const t = translator(messages);
  const request = useOneRequest();
  const message = useFadingMessage();

  const send = async (fields: Record<string, string>): Promise<void> => {
    if (request.isBusy()) return;
    message.clear();
    const answer = await request.run(() => postForm(url, new URLSearchParams({ ...fields, confirm: 'confirm', format: 'ajax' }), SignupAnswerSchema).catch(() => undefined));
    if (answer?.success) {
      onSignedUp();
      message.show({ tone: 'success', text: answer.message?.trim() || t('interstitial.thanks') }, MESSAGE_FADE_MS, onDone);
      return;
    }
    const part = messagePart(answer?.message ?? '') || t('interstitial.unknownProblem');
    message.show({ tone: 'error', heading: t('interstitial.errorHeading'), text: t('interstitial.error', { part }) }, MESSAGE_FADE_MS);
  };

  return { sending: request.busy, notice: message.notice, send };
}

function SignupForm({ heading, busy, onSubmit, children, notice }: { heading: string; busy: boolean; onSubmit: () => void; children: ReactNode; notice: ReturnType<typeof useSignupPost>['notice'] }) {
  const headingId = useId();
  return (
    <form
      className="lto-interstitial__form"
      noValidate
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={headingId} className="lto-interstitial__form-heading">
        {heading}
      </h3>
      {children}
      <Notice notice={notice} />
    </form>
  );
}

/** The e-mail form: emailid, an optional phone, optin 'true'/'false' (SPEC 3.7). */
export function EmailForm(props: FormProps) {
  const t = translator(messages);
  const specs = useMemo(
    () => ({
      emailid: { schema: emailField({ required: true }), filter: filterEmail, flagEmptyOnBlur: true },
      phone: { schema: phoneField(), filter: filterPhone },
    }),
    [],
  );
  const form = useForm(specs, t);
  const [optIn, setOptIn] = useState(false);
  const optInId = useId();
  const post = useSignupPost(props);
  const submit = () => {
    const values = form.validate();
    if (values) void post.send({ ...values, optin: String(optIn) });
  };
  return (
    <SignupForm heading={t('interstitial.emailHeading')} busy={post.sending} onSubmit={submit} notice={post.notice}>
      <TextField form={form} name="emailid" label={t('interstitial.email')} type="email" autoComplete="email" required />
      <TextField form={form} name="phone" label={t('interstitial.emailPhone')} type="tel" autoComplete="tel-national" inputMode="tel" maxLength={50} />
      <div className="lto-check">
        <input id={optInId} type="checkbox" checked={optIn} onChange={(event) => setOptIn(event.target.checked)} />
        <label htmlFor={optInId}>{t('interstitial.optIn')}</label>
      </div>
      <button type="submit" className="lto-button lto-button--primary" name="confirm">
        {post.sending ? t('interstitial.sending') : t('interstitial.emailSubmit')}
      </button>
    </SignupForm>
  );
}

/** The text form: phone (SPEC 3.7). */
export function TextForm(props: FormProps) {
  const t = translator(messages);
  const specs = useMemo(() => ({ phone: { schema: phoneField({ required: true }), filter: filterPhone, flagEmptyOnBlur: true } }), []);
  const form = useForm(specs, t);
  const post = useSignupPost(props);
  const submit = () => {
    const values = form.validate();
    if (values) void post.send(values);
  };
  return (
    <SignupForm heading={t('interstitial.textHeading')} busy={post.sending} onSubmit={submit} notice={post.notice}>
      <TextField form={form} name="phone" label={t('interstitial.phone')} type="tel" autoComplete="tel-national" inputMode="tel" maxLength={50} required />
      <p className="lto-interstitial__terms">{t('interstitial.terms')}</p>
      <button type="submit" className="lto-button lto-button--primary" name="confirm">
        {post.sending ? t('interstitial.sending') : t('interstitial.textSubmit')}
      </button>
    </SignupForm>
  );
}
