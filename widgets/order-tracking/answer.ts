import { OrderTrackingAnswerSchema as Answer, type FoundOrder } from '../../src/contracts/order-tracking';
import { ApiError, postForm } from '../../src/core/api';

/** The 'find order' call (SPEC 2.11, 3.6); its answer is the contract of src/contracts/order-tracking.ts. */
export { TRACKING_STATUSES, type FoundOrder } from '../../src/contracts/order-tracking';

export type Lookup = { kind: 'found'; order: FoundOrder } | { kind: 'not-found' } | { kind: 'failed' } | { kind: 'bad-response' };

export async function findOrder(url: string, orderNumber: string, postalCode: string): Promise<Lookup> {
  try {
    const form = new URLSearchParams({ orderTrackingOrderNumber: orderNumber, orderTrackingPostalCode: postalCode, format: 'ajax' });
    const answer = await postForm(url, form, Answer);
    if (!answer.success) return { kind: 'not-found' };
    return answer.order ? { kind: 'found', order: answer.order } : { kind: 'bad-response' };
  } catch (error) {
    return error instanceof ApiError && error.kind === 'bad-response' ? { kind: 'bad-response' } : { kind: 'failed' };
  }
}

/** '2026-12-04' in the page's language: 'December 4, 2026', '4 de diciembre de 2026' (the server's calendar day). */
export function formatPaymentDate(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
