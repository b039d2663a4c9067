import { useId, useMemo, type FormEvent } from 'react';
import { FooterSmsAnswerSchema } from '../../src/contracts/signups';
import { postForm } from '../../src/core/api';
import { endpoint } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { Notice } from '../../src/ui/Notice';
import { TextField } from '../../src/ui/TextField';
import { useFadingMessage, type Notice as NoticeData } from '../../src/ui/use-fading-message';
import { useForm } from '../../src/ui/use-form';
import { useOneRequest } from '../../src/ui/use-one-request';
import { phoneField } from '../../src/validation/contact';
import { filterPhone } from '../../src/validation/filters';
import { CsrfField } from '../../src/ui/CsrfField';
import type { attributes } from './element';
import { messages, type MessageKey } from './messages';
import { smsOutcome, type SmsOutcome } from './outcome';

/** SPEC 9.3: 'Reply YES…' fades after 5.5 s; the other outcomes stay. */
export const CONFIRM_FADE_MS = 5500;

/**
 * The footer text-message form (footertextform; SPEC 2.3, 3.7, 7.7, 8): one phone field, posted
 * with format=ajax; the answer's success and status[0] pick one of SPEC 8's four messages.
 */
export default function FooterSmsForm({ joinNumber, values }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const url = endpoint('footerTextForm');
  const specs = useMemo(() => ({ footertextform_phone: { schema: phoneField({ required: true }), filter: filterPhone, flagEmptyOnBlur: true } }), []);
  const form = useForm(specs, t, values);
  const request = useOneRequest();
  const message = useFadingMessage();
  const headingId = useId();

  if (!url) return null;

  const say = (outcome: SmsOutcome): NoticeData => {
    const texts: Record<SmsOutcome['kind'], MessageKey> = {
      error: 'footerSms.error',
      'manual-opt-in': 'footerSms.manualOptIn',
      'unserviced-area': 'footerSms.unservicedArea',
      'confirmation-sent': 'footerSms.confirm',
    };
    const text = t(texts[outcome.kind], outcome.kind === 'manual-opt-in' ? { phone: outcome.joinNumber } : undefined);
    return { tone: outcome.kind === 'confirmation-sent' || outcome.kind === 'manual-opt-in' ? 'success' : 'error', text };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isBusy()) return;
    const values = form.validate();
    if (!values) return;
    message.clear();
    const answer = await request.run(() => postForm(url, new URLSearchParams({ ...values, format: 'ajax' }), FooterSmsAnswerSchema).catch(() => undefined));
    const outcome = smsOutcome(answer, joinNumber);
    if (outcome.kind === 'confirmation-sent') form.setValue('footertextform_phone', '');
    message.show(say(outcome), outcome.kind === 'confirmation-sent' ? CONFIRM_FADE_MS : undefined);
  };

  return (
    <form name="footertextform" className="lto-footer-sms-signup" method="post" action={url} noValidate aria-labelledby={headingId} aria-busy={request.busy || undefined} onSubmit={(event) => void submit(event)}>
      <h2 id={headingId} className="lto-footer-sms-signup__heading">
        {t('footerSms.heading')}
      </h2>
      <TextField form={form} name="footertextform_phone" label={t('footerSms.phone')} type="tel" autoComplete="tel-national" inputMode="tel" maxLength={50} required />
      <p className="lto-footer-sms-signup__terms">
        {t('footerSms.terms')}
      </p>
      <CsrfField />
      <button type="submit" className="lto-button lto-button--primary">
        {request.busy ? t('footerSms.sending') : t('footerSms.submit')}
      </button>
      <Notice notice={message.notice} />
    </form>
  );
}
