import { useState } from 'react';
import { getConfig } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { formatExpiry, money } from './format';
import type { DecisionView } from './decision';
import { LeasingPowerDetails } from './LeasingPowerDetails';
import { messages } from './messages';

/** Approved (SPEC 4.3): '{amount}/mo', 'Expires {Mon D, YYYY}', a distinct look at zero, and the details icon. */
export function LeasingPower({ decision }: { decision: Extract<DecisionView, { kind: 'approved' }> }) {
  const t = translator(messages);
  const [details, setDetails] = useState(false);
  const amount = decision.remaining !== undefined ? money(decision.remaining) : decision.remainingText;
  const expires = decision.expires ? formatExpiry(decision.expires, getConfig().locale) : undefined;
  const zero = decision.remaining === 0;
  return (
    <div className={`lto-account-drawer__power${zero ? ' lto-account-drawer__power--zero' : ''}`}>
      <p className="lto-account-drawer__power-title">
        {t('account.leasingPower')}
        <button type="button" className="lto-account-drawer__info" aria-label={t('account.detailsButton')} aria-haspopup="dialog" onClick={() => setDetails(true)}>
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 20 20">
            <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            <rect x="9" y="8" width="2" height="7" fill="currentColor" />
            <rect x="9" y="4.5" width="2" height="2" fill="currentColor" />
          </svg>
        </button>
      </p>
      {amount ? <p className="lto-account-drawer__amount">{t('account.perMonth', { amount })}</p> : null}
      {expires ? <p className="lto-account-drawer__expires">{t('account.expires', { date: expires })}</p> : null}
      {zero ? <p className="lto-account-drawer__zero">{t('account.noPowerLeft')}</p> : null}
      {details ? <LeasingPowerDetails onClose={() => setDetails(false)} /> : null}
    </div>
  );
}
