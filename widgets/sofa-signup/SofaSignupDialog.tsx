import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { translator } from '../../src/core/i18n';
import { Dialog } from '../../src/ui/Dialog';
import { Notice } from '../../src/ui/Notice';
import { postForSafeFragment, type SafeHtml } from '../../src/ui/safe-fragment';
import { TextField } from '../../src/ui/TextField';
import { useFadingMessage } from '../../src/ui/use-fading-message';
import { useForm } from '../../src/ui/use-form';
import { useOneRequest } from '../../src/ui/use-one-request';
import { emailField } from '../../src/validation/contact';
import { filterEmail } from '../../src/validation/filters';
import { messages } from './messages';

/** SPEC 9.5 names no width for this dialog; the generic dialog's is 631, too wide for one field. */
const WIDTH = 500;

interface Props {
  url: string;
  productId: string;
  onClose: () => void;
}

/**
 * The dialog: an e-mail field; the form goes with selectedproductID, confirm and format=ajax
 * (SPEC 7.7), and the HTML answer, sanitized, takes the form's place. A failed request keeps the
 * form and what was typed.
 */
export default function SofaSignupDialog({ url, productId, onClose }: Props) {
  const t = translator(messages);
  const specs = useMemo(() => ({ emailid: { schema: emailField({ required: true }), filter: filterEmail, flagEmptyOnBlur: true } }), []);
  const form = useForm(specs, t);
  const [answer, setAnswer] = useState<SafeHtml>();
  const request = useOneRequest();
  const message = useFadingMessage();
  const answerBox = useRef<HTMLDivElement>(null);
  // The form, and the button that had focus, make way for the answer: focus goes to it, so it is read.
  useEffect(() => {
    if (answer) answerBox.current?.focus();
  }, [answer]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (request.isBusy()) return;
    const values = form.validate();
    if (!values) return;
    message.clear();
    await request.run(async () => {
      try {
        setAnswer(await postForSafeFragment(url, new URLSearchParams({ ...values, confirm: 'confirm', selectedproductID: productId, format: 'ajax' })));
      } catch {
        message.show({ tone: 'error', text: t('sofa.failed') });
      }
    });
  };

  return (
    <Dialog open onClose={onClose} title={t('sofa.title')} width={WIDTH} closeLabel={t('dialog.close')} className="lto-sofa-signup__dialog">
      {answer ? (
        <div ref={answerBox} className="lto-sofa-signup__answer" tabIndex={-1} dangerouslySetInnerHTML={{ __html: answer }} />
      ) : (
        <form className="lto-sofa-signup__form" noValidate aria-busy={request.busy || undefined} onSubmit={(event) => void submit(event)}>
          <p className="lto-sofa-signup__intro">{t('sofa.intro')}</p>
          <TextField form={form} name="emailid" label={t('sofa.email')} type="email" autoComplete="email" required />
          <button type="submit" className="lto-button lto-button--primary" name="confirm">
            {request.busy ? t('sofa.sending') : t('sofa.submit')}
          </button>
          <Notice notice={message.notice} />
        </form>
      )}
    </Dialog>
  );
}
