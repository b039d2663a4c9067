import { useId } from 'react';
import type { Translate } from '../../src/core/i18n';
import { formatPaymentDate, type FoundOrder } from './answer';
import type { MessageKey } from './messages';

/** The order the server found: its agreement number, status, next payment date and items. */
export function OrderResult({ order, t, locale }: { order: FoundOrder; t: Translate<MessageKey>; locale: string }) {
  const title = useId();
  return (
    <section className="lto-order-tracking__result" aria-labelledby={title}>
      <h2 id={title} className="lto-order-tracking__result-title">
        {t('tracking.resultTitle', { number: order.agreementNumber })}
      </h2>
      <dl className="lto-order-tracking__facts">
        <div>
          <dt>{t('tracking.status')}</dt>
          <dd className={`lto-order-tracking__status lto-order-tracking__status--${order.status}`}>{t(`tracking.status.${order.status}`)}</dd>
        </div>
        <div>
          <dt>{t('tracking.nextPayment')}</dt>
          <dd>{order.nextPaymentDate ? formatPaymentDate(order.nextPaymentDate, locale) : t('tracking.noPayment')}</dd>
        </div>
      </dl>
      <h3 className="lto-order-tracking__items-title">{t('tracking.items')}</h3>
      <ul className="lto-order-tracking__items">
        {order.items.map((item, i) => (
          <li key={i}>{t('tracking.item', { name: item.name, quantity: item.quantity })}</li>
        ))}
      </ul>
    </section>
  );
}
