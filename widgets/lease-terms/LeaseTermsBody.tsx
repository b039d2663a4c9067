import type { Translate } from '../../src/core/i18n';
import { formatPrice, leaseTermLabel, monthlyPriceText, ownItInMonthsText, ownItInWeeksText, weeklyPriceText, type PriceFormat } from '../../src/pricing';
import type { MessageKey } from './messages';
import { hasWeekly, type Pricing, type Schedule, type TermQuote } from './pricing';
import type { Cents } from '../../src/pricing';
import { LeasingPowerFit } from '../../src/ui/LeasingPowerFit';
import { tabPanelProps, Tabs } from '../../src/ui/Tabs';

export interface LeaseTermsBodyProps {
  pricing: Pricing;
  /** The terms offered as tabs (the priceable ones). */
  terms: Pricing['terms'];
  shown: TermQuote;
  /** The former monthly price to strike out beside the shown figures, or null: none for them. */
  wasRate: Cents | null;
  t: Translate<MessageKey>;
  format: PriceFormat;
  /** Prefix of the element ids, unique on the page. */
  idPrefix: string;
  onTerm?: (months: number) => void;
  onSchedule?: (schedule: Schedule) => void;
}

/**
 * The was-price to show beside `shown`: SPEC 3.2's wasmonthlyprice is the former price of the
 * active term, so it says nothing of another term or the weekly schedule (and a 'was' that is not
 * higher than the price is no saving).
 */
export function wasRateFor(shown: TermQuote, wasMonthly: Cents | null): Cents | null {
  const applies = shown.term.active && shown.schedule === 'monthly' && wasMonthly !== null && wasMonthly > shown.quote.rate;
  return applies ? wasMonthly : null;
}

/** The price a shopper reads for a quote: '$49.99/mo. for 18 months, plus tax' or the weekly form. */
export function priceText({ quote, schedule }: TermQuote, format: PriceFormat): string {
  return (
    (schedule === 'weekly'
      ? weeklyPriceText({ rate: quote.rate, weeks: quote.payments }, format)
      : monthlyPriceText({ rate: quote.rate, months: quote.payments }, format)) ?? ''
  );
}

/**
 * The term tabs and the figures of the shown term (SPEC 2.8, 9.1): the markup of the README's
 * contract (markup.html), which a platform's template writes for its active term, so the first
 * render draws what the server drew and mounting moves nothing.
 */
export function LeaseTermsBody({ pricing, terms, shown, wasRate, t, format, idPrefix, onTerm, onSchedule }: LeaseTermsBodyProps) {
  const money = (cents: number) => formatPrice(cents, format) ?? '';
  const panelId = `${idPrefix}-panel`;
  const termTabs = terms.map((term) => ({ key: term.term, label: leaseTermLabel({ months: term.term }, format) ?? '' }));
  const termTabId = (months: number) => `${idPrefix}-${months}`;
  const weekly = hasWeekly(shown.term, pricing.cashPrice);
  const scheduleTabs = [
    { key: 'monthly' as const, label: t('leaseTerms.monthly') },
    { key: 'weekly' as const, label: t('leaseTerms.weekly') },
  ];
  const scheduleTabId = (key: Schedule) => `${idPrefix}-${key}`;
  // Both tablists control the one panel: it shows the figures of the term and schedule chosen.
  const toPanel = () => panelId;
  const { quote, schedule } = shown;
  const ownIt = schedule === 'weekly' ? ownItInWeeksText({ weeks: quote.payments }, format) : ownItInMonthsText({ months: quote.payments }, format);

  return (
    <div className="lto-lease-terms">
      <h2 className="lto-lease-terms__heading">{t('leaseTerms.heading')}</h2>
      <Tabs
        label={t('leaseTerms.heading')}
        tabs={termTabs}
        selected={shown.term.term}
        onSelect={onTerm}
        tabId={termTabId}
        panelId={toPanel}
        className="lto-lease-terms__terms"
        tabClassName="lto-lease-terms__tab"
      />
      {weekly ? (
        <Tabs
          label={t('leaseTerms.schedule')}
          tabs={scheduleTabs}
          selected={schedule}
          onSelect={onSchedule}
          tabId={scheduleTabId}
          panelId={toPanel}
          className="lto-lease-terms__schedule"
          tabClassName="lto-lease-terms__tab"
        />
      ) : null}
      <div
        {...tabPanelProps({ id: panelId, labelledBy: [termTabId(shown.term.term), ...(weekly ? [scheduleTabId(schedule)] : [])].join(' ') })}
        className="lto-lease-terms__panel"
      >
        <p className={`lto-lease-terms__price${quote.onSale ? ' is-sale' : ''}`}>{priceText(shown, format)}</p>
        {schedule === 'monthly' ? <LeasingPowerFit monthly={quote.rate} /> : null}
        {shown.regularRate !== null ? (
          <p className="lto-lease-terms__regular">
            <s>{t(schedule === 'weekly' ? 'leaseTerms.regularWeekly' : 'leaseTerms.regularMonthly', { price: money(shown.regularRate) })}</s>
          </p>
        ) : null}
        {wasRate !== null ? (
          <p className="lto-lease-terms__was">
            <s>{t('leaseTerms.was', { price: money(wasRate) })}</s>
          </p>
        ) : null}
        <p className="lto-lease-terms__own">{ownIt}</p>
        <dl className="lto-lease-terms__facts">
          <div>
            <dt>{t('leaseTerms.todaysPayment')}</dt>
            <dd>{money(shown.todaysPayment)}</dd>
          </div>
          <div>
            <dt>{t('leaseTerms.tco')}</dt>
            <dd>{money(quote.tco)}</dd>
          </div>
          <div>
            <dt>{t('leaseTerms.leaseService')}</dt>
            <dd>{money(quote.leaseService)}</dd>
          </div>
          <div>
            <dt>{t('leaseTerms.cashPrice')}</dt>
            <dd>{money(pricing.cashPrice)}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
