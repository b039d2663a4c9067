import { useEffect, useId, useRef, useState } from 'react';
import { grantConsent } from '../../src/core/grant-consent';
import { translator } from '../../src/core/i18n';
import { Dialog } from '../../src/ui/Dialog';
import { getSafeFragment, type SafeHtml } from '../../src/ui/safe-fragment';
import { messages } from './messages';

/** SPEC gives no width for it; the generic dialog's is 631 (SPEC 9.5). */
const WIDTH = 631;
/** How long the cookie-hint text may take before our own short text stands in for it. */
const CONTENT_TIMEOUT_MS = 8000;

export interface CookieConsentDialogProps {
  contentUrl: string;
  /** The shopper accepted: consent is granted, the dialog is done. */
  onAgreed: () => void;
}

/**
 * The dialog: it opens once its text has come (the cookie-hint fragment, sanitized) or failed to
 * (a short text of ours), so it never changes under the shopper's eyes. It has one button, 'I
 * agree', and no other way out: Escape does nothing (SPEC 2.2). The shopper reads what they agree
 * to before reaching the button: title, then the text (its policy link in it), then 'I agree'. The
 * text has the focus on open (APG dialog: the start of the content, not a button below it), and a
 * long text scrolls in its own box, so the button below it is never out of reach.
 */
export default function CookieConsentDialog({ contentUrl, onAgreed }: CookieConsentDialogProps) {
  const t = translator(messages);
  const [content, setContent] = useState<SafeHtml | 'ours'>();
  const text = useRef<HTMLDivElement>(null);
  const textId = useId();

  useEffect(() => {
    if (!contentUrl) {
      setContent('ours');
      return;
    }
    let live = true;
    getSafeFragment(contentUrl, {}, { htmlOnly: true, timeoutMs: CONTENT_TIMEOUT_MS }).then(
      (html) => live && setContent(html),
      () => live && setContent('ours'),
    );
    return () => {
      live = false;
    };
  }, [contentUrl]);

  if (content === undefined) return null;
  const onAgree = () => {
    grantConsent();
    onAgreed();
  };
  return (
    <Dialog open onClose={() => {}} dismissible={false} title={t('cookieConsent.title')} width={WIDTH} className="lto-cookie-consent" initialFocus={text} describedBy={textId}>
      {content === 'ours' ? (
        <div ref={text} id={textId} className="lto-cookie-consent__text" tabIndex={0}>
          <p>{t('cookieConsent.text')}</p>
        </div>
      ) : (
        <div ref={text} id={textId} className="lto-cookie-consent__text" tabIndex={0} dangerouslySetInnerHTML={{ __html: content }} />
      )}
      <div className="lto-cookie-consent__actions">
        <button type="button" className="lto-button lto-button--primary lto-cookie-consent__agree" onClick={onAgree}>
          {t('cookieConsent.agree')}
        </button>
      </div>
    </Dialog>
  );
}
