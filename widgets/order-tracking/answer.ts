import * as v from 'valibot';
import { ApiError, postForm } from '../../src/core/api';

/**
 * The 'find order' call (SPEC 2.11, 3.6): POST {orderTracking}, form-encoded
 * orderTrackingOrderNumber, orderTrackingPostalCode and format=ajax. The answer:
 *   { success: true, order: { agreementNumber, status, items: [{ name, quantity }], nextPaymentDate } }
 *   { success: false }   (no order with that number and postal code)
 * status is one of TRACKING_STATUSES; nextPaymentDate an ISO date ('2026-12-04') or null.
 */
export const TRACKING_STATUSES = ['processing', 'scheduled', 'delivered', 'cancelled'] as const;

const IsoDate = v.pipe(v.string(), v.isoDate());

const FoundOrder = v.object({
  agreementNumber: v.pipe(v.string(), v.nonEmpty()),
  status: v.picklist(TRACKING_STATUSES),
  items: v.array(v.object({ name: v.pipe(v.string(), v.nonEmpty()), quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  nextPaymentDate: v.nullable(IsoDate),
});

const Answer = v.variant('success', [v.object({ success: v.literal(true), order: FoundOrder }), v.object({ success: v.literal(false) })]);

export type FoundOrder = v.InferOutput<typeof FoundOrder>;

export type Lookup = { kind: 'found'; order: FoundOrder } | { kind: 'not-found' } | { kind: 'failed' } | { kind: 'bad-response' };

export async function findOrder(url: string, orderNumber: string, postalCode: string): Promise<Lookup> {
  try {
    const form = new URLSearchParams({ orderTrackingOrderNumber: orderNumber, orderTrackingPostalCode: postalCode, format: 'ajax' });
    const answer = await postForm(url, form, Answer);
    return answer.success ? { kind: 'found', order: answer.order } : { kind: 'not-found' };
  } catch (error) {
    return error instanceof ApiError && error.kind === 'bad-response' ? { kind: 'bad-response' } : { kind: 'failed' };
  }
}

/** '2026-12-04' in the page's language: 'December 4, 2026', '4 de diciembre de 2026' (the server's calendar day). */
export function formatPaymentDate(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
