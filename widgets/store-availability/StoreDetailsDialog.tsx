import { useEffect, useState } from 'react';
import { translator } from '../../src/core/i18n';
import { messages } from './messages';
import { Dialog } from '../../src/ui/Dialog';
import { getSafeFragment, type SafeHtml } from '../../src/ui/safe-fragment';

type Details = { kind: 'loading' } | { kind: 'shown'; html: SafeHtml } | { kind: 'failed' };

/** SPEC 2.9: a store details link opens its href (as a format=ajax fragment, sanitized) in a dialog. */
export function StoreDetailsDialog({ href, name, onClose }: { href: string; name: string; onClose: () => void }) {
  const t = translator(messages);
  const [details, setDetails] = useState<Details>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    getSafeFragment(href).then(
      (html) => current && setDetails({ kind: 'shown', html }),
      () => current && setDetails({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [href]);

  return (
    <Dialog open onClose={onClose} title={t('stores.detailsTitle', { store: name })} closeLabel={t('dialog.close')}>
      {details.kind === 'loading' ? <p role="status">{t('stores.loading')}</p> : null}
      {details.kind === 'failed' ? <p role="alert">{t('BAD_RESPONSE')}</p> : null}
      {details.kind === 'shown' ? <div className="lto-store-availability__details" dangerouslySetInnerHTML={{ __html: details.html }} /> : null}
    </Dialog>
  );
}
