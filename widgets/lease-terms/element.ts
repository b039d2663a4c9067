import * as v from 'valibot';
import { requiredText, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { OptionalMoneySchema } from '../../src/pricing';
import { LeaseTerms } from './LeaseTerms';
import { PricingSchema } from './pricing';

export const tag = 'lto-lease-terms';

/** The attributes of <lto-lease-terms>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  pid: requiredText('Master product id: the chosen term is kept for it in the store bus (leaseTerm for starting a lease) and sent with real-time pricing.'),
  variant: text(
    'Pid of the variant whose prices `pricing` holds (prices are per variant, SPEC 3.2): the pid real-time pricing is asked for. Default: pid.',
  ),
  pricing: v.pipe(
    v.string(),
    v.parseJson(),
    PricingSchema,
    v.description(
      'JSON {cashPrice, terms}: terms are SPEC 3.2 lease term entries {Term, LeaseRate, AdvoLeaseRate, FirstPaymentAmount, Active}, each optionally with numberOfWeeklyPayments, advoLeaseRateWeekly, nonAdvoLeaseRateWeekly. Money as numbers or strings ("$49.99"). Without exactly one active term that prices a lease, the server markup stays (one warning).',
    ),
  ),
  wasMonthly: v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const amount = v.safeParse(OptionalMoneySchema, dataset.value);
      if (amount.success) return amount.output;
      addIssue({ message: 'Expected an amount of money such as 60.99 or "$60.99", or nothing' });
      return NEVER;
    }),
    v.description(
      "The active term's former monthly price (SPEC 3.2 wasmonthlyprice), shown struck out as 'Was $X/mo.' while that term is shown on the monthly schedule and the price is lower; empty or 'false': none.",
    ),
  ),
});

export type LeaseTermsProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: LeaseTerms });
