import { fieldError, siteRules, type FieldSchema } from '../../src/validation/field';
import { addressLineField, cityField, postalField, stateField } from '../../src/validation/address';
import { confirmEmailField, emailField, phoneField } from '../../src/validation/contact';
import { nameField } from '../../src/validation/names';
import type { FormValues } from './prefill';
import type { Step } from './steps';

export type Country = 'US' | 'CA';

interface RulesContext {
  country: Country;
  preferences: Record<string, unknown>;
}

/** One field of a step as the form needs it. */
interface RuleField {
  name: string;
  required: boolean;
  schema: (values: FormValues) => FieldSchema;
  /** Absent: always shown. */
  shown?: (values: FormValues) => boolean;
  /** The other field this one's rule reads (confirmemail: email). */
  dependsOn?: string;
}

/** What the form asks of a step's rules. */
export interface StepRules {
  /** Every field the step may show, in order. */
  fields: readonly string[];
  /** The field the payment step posts the chosen saved card under. */
  cardField: string;
  shown(name: string, values: FormValues): boolean;
  isRequired(name: string, values: FormValues): boolean;
  /** The error key of `values[name]`, or undefined when it is right. */
  error(name: string, values: FormValues): string | undefined;
  dependsOn(name: string, values: FormValues): string | undefined;
  /** Values posted without a visible field (the country). */
  hidden(values: FormValues): Record<string, string>;
}

// PROVISIONAL until src/validation/checkout-steps.ts lands (the validation branch owns step schemas).
function provisionalFields(step: Step, { country, preferences }: RulesContext): RuleField[] {
  const site = siteRules(preferences);
  const field = (name: string, make: (required: boolean) => FieldSchema, required = true, extra: Partial<RuleField> = {}): RuleField => ({
    name,
    required,
    schema: () => make(required),
    ...extra,
  });
  if (step !== 'delivery') return [];
  return [
    field('firstName', (required) => nameField({ required, ...site })),
    field('lastName', (required) => nameField({ required, ...site })),
    field('address1', (required) => addressLineField({ required })),
    field('address2', (required) => addressLineField({ required }), false),
    field('city', (required) => cityField({ required })),
    field('state', (required) => stateField({ required })),
    field('postal', (required) => postalField({ required, country })),
    field('email', (required) => emailField({ required })),
    { name: 'confirmemail', required: true, schema: (values) => confirmEmailField(values['email'] ?? '', { required: true }), dependsOn: 'email' },
    field('phone', (required) => phoneField({ required })),
  ];
}

export function stepRules(step: Step, context: RulesContext): StepRules {
  const fields = provisionalFields(step, context);
  const byName = new Map(fields.map((entry) => [entry.name, entry]));
  return {
    fields: fields.map((entry) => entry.name),
    cardField: 'savedCardId',
    shown: (name, values) => byName.get(name)?.shown?.(values) ?? true,
    isRequired: (name) => byName.get(name)?.required ?? false,
    error: (name, values) => {
      const entry = byName.get(name);
      return entry ? fieldError(entry.schema(values), values[name]) : undefined;
    },
    dependsOn: (name, values) => {
      const other = byName.get(name)?.dependsOn;
      return other ? (values[other] ?? '') : undefined;
    },
    hidden: (): Record<string, string> => (step === 'delivery' ? { country: context.country } : {}),
  };
}
