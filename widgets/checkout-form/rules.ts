import { inputFields, isShown } from '../../src/validation/checkout-layout';
import { NEW_CARD, requiredFields, validateStep, type StepOptions } from '../../src/validation/checkout-steps';
import { siteRules } from '../../src/validation/field';
import type { FormValues } from './prefill';
import type { Step } from './steps';

export type Country = 'US' | 'CA';
export { NEW_CARD };

interface RulesContext {
  country: Country;
  preferences: Record<string, unknown>;
  /** The saved cards the shopper may choose (payment step). */
  cardIds: readonly string[];
}

/** What the form asks of a step's rules (src/validation/checkout-steps.ts, the server's too). */
export interface StepRules {
  /** The step's fields drawn as inputs, in order (the posted-only ones are in `hidden`). */
  fields: readonly string[];
  /** Whether a field is on screen with these values (the gift message once 'is gift' is on …). */
  shown(name: string, values: FormValues): boolean;
  isRequired(name: string, values: FormValues): boolean;
  /** The error key of `values[name]` among all the step's values, or undefined when it is right. */
  error(name: string, values: FormValues): string | undefined;
  /** Values posted without an input of their own (the country). */
  hidden(values: FormValues): Record<string, string>;
}

export function stepRules(step: Step, { country, preferences, cardIds }: RulesContext): StepRules {
  const options: StepOptions = { ...siteRules(preferences), country, savedCardIds: step === 'payment' ? cardIds : undefined };
  const required = (values: FormValues) => new Set(requiredFields(step, values, options));
  return {
    fields: inputFields(step),
    shown: (name, values) => isShown(step, name, values, options),
    isRequired: (name, values) => required(values).has(name),
    error: (name, values) => validateStep(step, values, options).errors[name],
    hidden: (values): Record<string, string> => {
      if (step === 'delivery') return { country };
      // Without saved cards the shopper pays with a new card.
      if (step === 'payment') return cardIds.length ? {} : { paymentCard: NEW_CARD };
      return {};
    },
  };
}
