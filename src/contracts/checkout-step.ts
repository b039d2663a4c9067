import * as v from 'valibot';
import { CHECKOUT_STATUSES } from './checkout-status';

/**
 * The answers of POST /checkout/{step} with format=ajax (SPEC 2.11, 4.9, 4.10): the step form
 * posts its fields form-encoded with csrf_token and format=ajax, and is answered
 *   200 { success: true, next, loader? }   go on to `next` after the loader's states (`loader`)
 *   422 { success: false, errors }         field name → SPEC 8 message key
 *   409 { success: false, next }           the step is out of order: go to `next`
 *   403 { success: false }                 the CSRF token is stale
 * <lto-checkout-form> reads them with this schema; the stories' handlers and the demo answer them.
 */
export const CheckoutStepAnswerSchema = v.union([
  v.object({ success: v.literal(true), next: v.pipe(v.string(), v.nonEmpty()), loader: v.optional(v.array(v.picklist(CHECKOUT_STATUSES)), []) }),
  v.object({ success: v.literal(false), errors: v.record(v.string(), v.string()) }),
  v.object({ success: v.literal(false), next: v.pipe(v.string(), v.nonEmpty()) }),
  v.object({ success: v.literal(false) }),
]);

/** What a server sends (the loader list may be left out). */
export type CheckoutStepAnswer = v.InferInput<typeof CheckoutStepAnswerSchema>;
