import type { Translate } from '../../src/core/i18n';
import type { Availability } from './availability-answer';
import type { MessageKey } from './messages';

/**
 * The lines shown for an Availability answer (SPEC 3.2, 8). SPEC names the messages, not how the
 * levels combine; our rules, one line per part of the quantity asked for, in this order:
 * - no answer (null, or no levels): ITEM_STATUS_NOTAVAILABLE alone;
 * - in stock: IN_STOCK when all of it is; otherwise the server's inStockMsg (it knows the count),
 *   or IN_STOCK when it sent none. The same for PREORDER / preOrderMsg and BACKORDER / backOrderMsg;
 * - inStockDate, when given and not everything is in stock: IN_STOCK_DATE with the date;
 * - not available: NOT_AVAILABLE when none of it is available (or every level is 0),
 *   REMAIN_NOT_AVAILABLE when only the rest is not.
 */
export function availabilityLines(answer: Availability, t: Translate<MessageKey>, locale: string): string[] {
  const levels = answer?.levels;
  if (!answer || !levels) return [t('ITEM_STATUS_NOTAVAILABLE')];
  const { IN_STOCK: inStock, PREORDER: preorder, BACKORDER: backorder, NOT_AVAILABLE: notAvailable } = levels;
  const parts = [inStock, preorder, backorder, notAvailable].filter((n) => n > 0).length;
  const part = (count: number, key: MessageKey, serverText: string | null): string[] => {
    if (count === 0) return [];
    return [parts === 1 ? t(key) : serverText?.trim() || t(key)];
  };
  const lines = [
    ...part(inStock, 'IN_STOCK', answer.inStockMsg),
    ...part(preorder, 'PREORDER', answer.preOrderMsg),
    ...part(backorder, 'BACKORDER', answer.backOrderMsg),
  ];
  const date = answer.inStockDate?.trim();
  if (date && preorder + backorder + notAvailable > 0) lines.push(t('IN_STOCK_DATE', { date: formatStockDate(date, locale) }));
  if (notAvailable > 0 || parts === 0) lines.push(t(inStock + preorder + backorder > 0 ? 'REMAIN_NOT_AVAILABLE' : 'NOT_AVAILABLE'));
  return lines;
}

/**
 * An ISO date ('2025-12-05', or a timestamp starting so) in the page's locale: 'December 5, 2025',
 * '5 de diciembre de 2025'. A date in any other form is the server's own text and is shown as sent.
 */
export function formatStockDate(date: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCMonth() !== month - 1) return date;
  // The calendar day the server meant, whatever the shopper's time zone.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(utc);
}
