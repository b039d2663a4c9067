import { useEffect, useId, useState } from 'react';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { Dialog } from '../../src/ui/Dialog';
import { getSafeFragment, type SafeHtml } from '../../src/ui/safe-fragment';
import type { attributes } from './element';
import { messages } from './messages';
import { EmailForm, TextForm } from './SignupForms';

/** SPEC gives no width for the pop-up; the generic dialog's is 631 (SPEC 9.5). */
const WIDTH = 631;

export interface InterstitialDialogProps extends WidgetProps<typeof attributes> {
  emailUrl: string | undefined;
  textUrl: string | undefined;
  /** A form went through: the pop-up is not offered again. */
  onSignedUp: () => void;
  onClose: () => void;
}

/** The pop-up: its message (ours, or the page's alternate HTML) and the forms of its variant. */
export default function InterstitialDialog({ variant, contentUrl, emailUrl, textUrl, onSignedUp, onClose }: InterstitialDialogProps) {
  const t = translator(messages);
  const [content, setContent] = useState<SafeHtml>();
  const introId = useId();

  useEffect(() => {
    if (!contentUrl) return;
    let live = true;
    // A failed fragment leaves our own text in place: the forms matter more than the message.
    getSafeFragment(contentUrl)
      .then((html) => live && setContent(html))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [contentUrl]);

  const showEmail = variant !== 'text' && emailUrl;
  const showText = variant !== 'email' && textUrl;

  return (
    <Dialog open onClose={onClose} title={t('interstitial.title')} width={WIDTH} closeLabel={t('dialog.close')} className="lto-interstitial" describedBy={introId}>
      {content ? (
        <div id={introId} className="lto-interstitial__content" dangerouslySetInnerHTML={{ __html: content }} />
      ) : (
        <p id={introId} className="lto-interstitial__intro">
          {t('interstitial.intro')}
        </p>
      )}
      <div className="lto-interstitial__forms">
        {showEmail ? <EmailForm url={showEmail} onSignedUp={onSignedUp} onDone={onClose} /> : null}
        {showText ? <TextForm url={showText} onSignedUp={onSignedUp} onDone={onClose} /> : null}
      </div>
    </Dialog>
  );
}
