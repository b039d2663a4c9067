import { useEffect, useRef, useState } from 'react';
import { endpoint, getConfig } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { getSafeFragment, type SafeHtml } from '../../src/ui/safe-fragment';
import { messages } from './messages';
import { PendingDetails } from './PendingDetails';

/**
 * The Decision Pending component is asked for once per page (SPEC 4.3), however often 'See details'
 * is pressed or the drawer reopened; a failed request may be tried again. Kept per config block
 * read: a page (or a story) that starts over reads its config again.
 */
const components = new WeakMap<object, Promise<SafeHtml>>();

function loadComponent(url: string): Promise<SafeHtml> {
  const page = getConfig();
  let component = components.get(page);
  if (!component) {
    component = getSafeFragment(url);
    components.set(page, component);
    component.catch(() => components.delete(page));
  }
  return component;
}

type Details = { kind: 'loading' } | { kind: 'failed' } | { kind: 'shown'; html: SafeHtml };

/** PendingVerification (SPEC 2.5, 4.3): page 1 with 'See details', page 2 with the component and a back control. */
export function PendingPanels() {
  const t = translator(messages);
  const [page, setPage] = useState<1 | 2>(1);
  const [details, setDetails] = useState<Details>({ kind: 'loading' });
  const seeDetails = useRef<HTMLButtonElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    // Focus follows the shopper's move between the pages, not the first render.
    if (!moved.current) return;
    (page === 1 ? seeDetails : back).current?.focus();
  }, [page]);

  const open = () => {
    moved.current = true;
    setPage(2);
    const url = endpoint('renderDecisionPendingComponent');
    if (!url) {
      setDetails({ kind: 'failed' });
      return;
    }
    setDetails((now) => (now.kind === 'shown' ? now : { kind: 'loading' }));
    loadComponent(url).then(
      (html) => setDetails({ kind: 'shown', html }),
      () => setDetails({ kind: 'failed' }),
    );
  };

  if (page === 1) {
    return (
      <div className="lto-account-drawer__pending">
        <p className="lto-account-drawer__pending-title">{t('account.pendingTitle')}</p>
        <p>{t('account.pendingText')}</p>
        <button ref={seeDetails} type="button" className="lto-button lto-button--primary" onClick={open}>
          {t('account.seeDetails')}
        </button>
      </div>
    );
  }
  return (
    <div className="lto-account-drawer__pending lto-account-drawer__pending--details">
      <button
        ref={back}
        type="button"
        className="lto-button lto-button--link lto-account-drawer__back"
        onClick={() => {
          moved.current = true;
          setPage(1);
        }}
      >
        <span aria-hidden="true">‹ </span>
        {t('account.back')}
      </button>
      {details.kind === 'loading' ? <p role="status">{t('account.loading')}</p> : null}
      {details.kind === 'failed' ? <p role="alert">{t('account.detailsFailed')}</p> : null}
      {details.kind === 'shown' ? <PendingDetails html={details.html} /> : null}
    </div>
  );
}
