import * as v from 'valibot';

/**
 * The fields of the checkout step records ('begin_checkout', 'checkout_step_reached',
 * 'checkout_step_completed'; record-schemas.ts has the others): a module of its own so only a
 * checkout step loads it (and the part's chunk does not export it: a part's module is an entry).
 */
export const CheckoutStepSchema = v.object({ checkout_step: v.pipe(v.number(), v.integer(), v.minValue(1)), checkout_step_name: v.pipe(v.string(), v.nonEmpty()) });
