import { useEffect, useId, useState } from 'react';
import type * as v from 'valibot';
import { LeasingPowerDetailsSchema } from '../../src/contracts/account';
import { getJSON } from '../../src/core/api';
import { endpoint, getConfig } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { Dialog } from '../../src/ui/Dialog';
import { formatExpiry, money } from './format';
import { messages } from './messages';

/** SPEC 9.5: the Leasing Power details modal is 600 wide. */
const WIDTH = 600;

/** getLpDetailsModal without getAsHtml, as read (src/contracts/account.ts). */
type Details = v.InferOutput<typeof LeasingPowerDetailsSchema>;

type Content = { kind: 'loading' } | { kind: 'failed' } | { kind: 'shown'; details: Details };

/** 'Your Leasing Power(SM) Details' (SPEC 2.5): a pie chart of the available versus the approved amount. */
export function LeasingPowerDetails({ onClose }: { onClose(): void }) {
  const t = translator(messages);
  const [content, setContent] = useState<Content>({ kind: 'loading' });

  useEffect(() => {
    const url = endpoint('getLpDetailsModal');
    if (!url) {
      setContent({ kind: 'failed' });
      return;
    }
    let current = true;
    getJSON(url, { format: 'ajax' }, LeasingPowerDetailsSchema).then(
      (details) => current && setContent({ kind: 'shown', details }),
      () => current && setContent({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <Dialog open onClose={onClose} title={t('account.detailsTitle')} width={WIDTH} closeLabel={t('dialog.close')} className="lto-account-drawer__details">
      {content.kind === 'loading' ? <p role="status">{t('account.loading')}</p> : null}
      {content.kind === 'failed' ? <p role="alert">{t('account.detailsFailed')}</p> : null}
      {content.kind === 'shown' ? <PieChart details={content.details} /> : null}
    </Dialog>
  );
}

/** Circumference 100 (r = 100 / 2π): a slice's dash length is its percentage. */
const R = 15.9155;

function PieChart({ details }: { details: Details }) {
  const t = translator(messages);
  const captionId = useId();
  const currency = details.currency ?? getConfig().currency;
  const available = Math.min(details.availableAmount, details.approvedAmount);
  const share = details.approvedAmount > 0 ? (available / details.approvedAmount) * 100 : 0;
  const expires = details.expirationDateValue ? formatExpiry(details.expirationDateValue, getConfig().locale) : undefined;
  const text = { available: money(available, currency), approved: money(details.approvedAmount, currency), used: money(details.approvedAmount - available, currency) };
  return (
    <figure className="lto-account-drawer__chart">
      <svg role="img" aria-labelledby={captionId} viewBox="0 0 42 42" width="180" height="180">
        <circle className="lto-account-drawer__chart-used" cx="21" cy="21" r={R} fill="none" strokeWidth="8" />
        {share > 0 ? (
          <circle
            className="lto-account-drawer__chart-available"
            cx="21"
            cy="21"
            r={R}
            fill="none"
            strokeWidth="8"
            strokeDasharray={`${share} ${100 - share}`}
            // The slice starts at twelve o'clock.
            strokeDashoffset="25"
          />
        ) : null}
      </svg>
      <figcaption id={captionId}>{t('account.chart', text)}</figcaption>
      <dl className="lto-account-drawer__legend">
        <div>
          <dt>
            <span className="lto-account-drawer__swatch lto-account-drawer__swatch--available" aria-hidden="true" />
            {t('account.available')}
          </dt>
          <dd>{text.available}</dd>
        </div>
        <div>
          <dt>
            <span className="lto-account-drawer__swatch lto-account-drawer__swatch--used" aria-hidden="true" />
            {t('account.used')}
          </dt>
          <dd>{text.used}</dd>
        </div>
        <div>
          <dt>{t('account.approvedAmount')}</dt>
          <dd>{text.approved}</dd>
        </div>
      </dl>
      {expires ? <p>{t('account.expires', { date: expires })}</p> : null}
    </figure>
  );
}
