import { optionalFields, STEP_FIELDS, requiredFields, validateStep, type CheckoutStep } from '../../src/validation/checkout-steps.js';
import type { FormResult, FormValues } from '../../src/validation/form.js';
import type { Country } from '../../src/validation/postal.js';

/**
 * The server's side of the checkout step schemas (src/validation/checkout-steps.ts, the ones
 * <lto-checkout-form> checks with): which fields a step has, checking a post, and what of a valid
 * post may be kept.
 */

/** Typed by the shopper, never written back into a page (a failed post shows them empty). */
export const NEVER_ECHOED: ReadonlySet<string> = new Set(['socialSecurity', 'cardNumber', 'cardCvv']);

export interface StepField {
  name: string;
  required: boolean;
  /** Never required (labelled optional); a field that is not required now may be with other answers. */
  optional: boolean;
}

/** The step's fields in the schema's order, with those required for these values and those never required. */
export function stepFields(step: CheckoutStep, values: FormValues): StepField[] {
  const required = new Set(requiredFields(step, values));
  const optional = new Set(optionalFields(step));
  return STEP_FIELDS[step].map((name) => ({ name, required: required.has(name), optional: optional.has(name) }));
}

export interface CheckContext {
  country: Country;
  /** The saved cards the payment step may choose (not the expired ones). */
  usableCardIds: readonly string[];
}

/** allowNumeralsInNameFields is off on the demo, as its config block's preferences say. */
export function checkStep(step: CheckoutStep, typed: Record<string, string>, context: CheckContext): FormResult {
  return validateStep(step, typed, { country: context.country, savedCardIds: context.usableCardIds, allowNumeralsInNameFields: false });
}

/**
 * What a valid step keeps: its values without the SSN (sealed apart by the caller), a new card's
 * last four digits instead of its number, and never the card's security code.
 */
export function storable(values: FormValues): { values: FormValues; ssn: string | undefined } {
  const { socialSecurity, cardNumber, cardCvv: _cvv, ...kept } = values;
  if (cardNumber) kept['cardLast4'] = cardNumber.replace(/\D/g, '').slice(-4);
  return { values: kept, ssn: socialSecurity || undefined };
}
