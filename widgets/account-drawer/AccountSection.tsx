import { useState, type RefObject } from 'react';
import { translator } from '../../src/core/i18n';
import { LeasingPower } from './LeasingPower';
import { messages } from './messages';
import { PendingPanels } from './PendingPanels';
import type { Session } from './session';

interface AccountSectionProps {
  session: Extract<Session, { signedIn: true }>;
  onSignOut(): Promise<void>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** Signed in (SPEC 4.3): the greeting, the Leasing Power decision, and sign-out. */
export function AccountSection({ session, onSignOut, headingRef }: AccountSectionProps) {
  const t = translator(messages);
  const [signingOut, setSigningOut] = useState(false);
  const { decision } = session;
  const firstName = decision && decision.kind !== 'missing' ? decision.firstName : undefined;

  const signOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    await onSignOut();
    setSigningOut(false);
  };

  return (
    <section className="lto-account-drawer__account" aria-labelledby="lto-account-greeting">
      <h3 id="lto-account-greeting" ref={headingRef} tabIndex={-1} className="lto-account-drawer__heading">
        {firstName ? t('account.hi', { firstName }) : t('account.hello')}
      </h3>
      {decision === undefined ? <p role="status">{t('account.loading')}</p> : null}
      {decision?.kind === 'approved' ? <LeasingPower decision={decision} /> : null}
      {decision?.kind === 'pending' ? <PendingPanels /> : null}
      <button type="button" className="lto-button lto-account-drawer__sign-out" aria-disabled={signingOut || undefined} onClick={() => void signOut()}>
        {t('account.signOut')}
      </button>
    </section>
  );
}
