import * as v from 'valibot';

/**
 * The 'find order' endpoint's answer (SPEC 2.11, 3.6): POST {orderTracking}, form-encoded
 * orderTrackingOrderNumber, orderTrackingPostalCode and format=ajax, answered with
 *   { success: true, order: { agreementNumber, status, items: [{ name, quantity }], nextPaymentDate } }
 *   { success: false }   (no order with that number and postal code)
 * status is one of TRACKING_STATUSES; nextPaymentDate an ISO date ('2026-12-04') or null.
 * <lto-order-tracking> reads it with this schema; the demo server types what it sends with it.
 */
export const TRACKING_STATUSES = ['processing', 'scheduled', 'delivered', 'cancelled'] as const;

export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

// A regex rather than v.isoDate/v.variant/v.literal: valibot's code sits in the runtime every page
// loads, so a widget keeps to the validators the others already use (bench/size-budget.test.ts).
const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/));

export const FoundOrderSchema = v.object({
  agreementNumber: v.pipe(v.string(), v.nonEmpty()),
  status: v.picklist(TRACKING_STATUSES),
  items: v.array(v.object({ name: v.pipe(v.string(), v.nonEmpty()), quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  nextPaymentDate: v.nullable(IsoDate),
});

/** success true comes with the order; an order-less success is a bad response. */
export const OrderTrackingAnswerSchema = v.object({ success: v.boolean(), order: v.optional(FoundOrderSchema) });

export type FoundOrder = v.InferOutput<typeof FoundOrderSchema>;
export type OrderTrackingAnswer = v.InferOutput<typeof OrderTrackingAnswerSchema>;
