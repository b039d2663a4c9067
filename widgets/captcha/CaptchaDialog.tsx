import { useId, useRef, useState } from 'react';
import { getFragment } from '../../src/core/api';
import { endpoint } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { Dialog } from '../../src/ui/Dialog';
import { messages } from './messages';

/** SPEC gives no width for it; the generic dialog's is 631 (SPEC 9.5). */
const WIDTH = 631;

export interface CaptchaDialogProps {
  /** The reset went through: the session's flag is cleared, the dialog is done. */
  onAcknowledged: () => void;
}

/**
 * The dialog: the ARE_YOU_HUMAN text and one button, OK, with the focus on open. Escape does
 * nothing (SPEC 2.2): OK is the way out. It calls GET {rateLimiterReset}?format=ajax and closes
 * on any answer the server gives (a format=ajax answer is a fragment of whatever shape, SPEC 7.1);
 * when the request fails (no answer, an error status), the dialog stays, says so, and the button
 * tries again. A page without the endpoint cannot reset anything: OK closes it (with the config
 * warning) rather than keep the shopper behind a dialog with no way out.
 */
export default function CaptchaDialog({ onAcknowledged }: CaptchaDialogProps) {
  const t = translator(messages);
  const ok = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const [state, setState] = useState<'asking' | 'sending' | 'failed'>('asking');

  const acknowledge = () => {
    if (state === 'sending') return;
    setState('sending');
    const url = endpoint('rateLimiterReset');
    if (!url) return onAcknowledged();
    getFragment(url).then(onAcknowledged, () => setState('failed'));
  };

  return (
    <Dialog open onClose={() => {}} dismissible={false} title={t('captcha.title')} width={WIDTH} className="lto-captcha" initialFocus={ok} describedBy={textId}>
      <p id={textId} className="lto-captcha__text">
        {t('ARE_YOU_HUMAN')}
      </p>
      <p role="alert" className="lto-captcha__failed">
        {state === 'failed' ? t('captcha.failed') : null}
      </p>
      <div className="lto-captcha__actions">
        <button ref={ok} type="button" className="lto-button lto-button--primary lto-captcha__ok" aria-disabled={state === 'sending' || undefined} onClick={acknowledge}>
          {state === 'failed' ? t('captcha.retry') : t('captcha.ok')}
        </button>
      </div>
    </Dialog>
  );
}
