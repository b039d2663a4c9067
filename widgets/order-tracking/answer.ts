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

// A regex rather than v.isoDate/v.variant/v.literal: valibot's code sits in the runtime every page
// loads, so a widget keeps to the validators the others already use (bench/size-budget.test.ts).
const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/));

const FoundOrder = v.object({
  agreementNumber: v.pipe(v.string(), v.nonEmpty()),
  status: v.picklist(TRACKING_STATUSES),
  items: v.array(v.object({ name: v.pipe(v.string(), v.nonEmpty()), quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  nextPaymentDate: v.nullable(IsoDate),
});

/** success true comes with the order; an order-less success is a bad response. */
const Answer = v.object({ success: v.boolean(), order: v.optional(FoundOrder) });

export type FoundOrder = v.InferOutput<typeof FoundOrder>;

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
