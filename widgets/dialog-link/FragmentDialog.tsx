import { useEffect, useState } from 'react';
import type { Translate } from '../../src/core/i18n';
import { Dialog } from '../../src/ui/Dialog';
import { getSafeFragment, type SafeHtml } from '../../src/ui/safe-fragment';
import type { MessageKey } from './messages';

type Content = { kind: 'loading' } | { kind: 'shown'; html: SafeHtml } | { kind: 'failed' };

interface FragmentDialogProps {
  href: string;
  width: number;
  title: string;
  closeLabel: string;
  t: Translate<MessageKey>;
  onClose: () => void;
}

/** The dialog itself: GET {href}?format=ajax (SPEC 7.1), sanitized, with loading and failure states. */
export function FragmentDialog({ href, width, title, closeLabel, t, onClose }: FragmentDialogProps) {
  const [content, setContent] = useState<Content>({ kind: 'loading' });
  // Bumped by 'Try again': the same href is asked for again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setContent({ kind: 'loading' });
    getSafeFragment(href).then(
      (html) => current && setContent({ kind: 'shown', html }),
      () => current && setContent({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [href, attempt]);

  return (
    <Dialog open onClose={onClose} title={title} width={width} closeLabel={closeLabel} className="lto-dialog-link__dialog">
      {content.kind === 'loading' ? <p role="status">{t('dialogLink.loading')}</p> : null}
      {content.kind === 'failed' ? (
        <div className="lto-dialog-link__failed">
          <p role="alert">{t('BAD_RESPONSE')}</p>
          <button type="button" className="lto-dialog-link__retry" onClick={() => setAttempt((n) => n + 1)}>
            {t('dialogLink.retry')}
          </button>
        </div>
      ) : null}
      {content.kind === 'shown' ? <div className="lto-dialog-link__content" dangerouslySetInnerHTML={{ __html: content.html }} /> : null}
    </Dialog>
  );
}
