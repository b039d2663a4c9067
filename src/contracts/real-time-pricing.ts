import * as v from 'valibot';
import { RealTimePricingSchema } from '../pricing';

/**
 * The answer of GET {realTimePricing}?pid=&zipCode= (SPEC 3.2): the product's lease terms as
 * priced now, `[{ Term, LeaseRate, AdvoLeaseRate, numberOfWeeklyPayments, advoLeaseRateWeekly,
 * nonAdvoLeaseRateWeekly }]`; each entry replaces the rates of the term it names. <lto-lease-terms>
 * reads it; the demo server and the stories' handlers answer it.
 */
export const RealTimePricingAnswerSchema = v.array(RealTimePricingSchema);

/** What a server sends. */
export type RealTimePricingAnswer = v.InferInput<typeof RealTimePricingAnswerSchema>;
