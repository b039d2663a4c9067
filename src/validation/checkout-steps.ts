import * as v from 'valibot';
import { addressLineField, cityField, postalField, stateField } from './address';
import { cardCvvField, cardExpiryField, cardNumberField } from './cards';
import { checkboxField, choiceField } from './choices';
import { emailField, isEmail, phoneField, sameEmail } from './contact';
import { isCalendarDate, lastPaydayField } from './dates';
import {
  BENEFITS_INCOMES,
  DAYS_OF_WEEK,
  FIRST_PAY_DAYS,
  ID_PROOFS,
  INCOME_SOURCES,
  PAID_MODES,
  PAY_FREQUENCIES,
  PAY_WEEKS,
  REFERENCE_RELATIONSHIPS,
  regionCodes,
  SECOND_PAY_DAYS,
} from './enumerations';
import { field, type FieldSchema, type SiteRules } from './field';
import { formChecks, validateForm, type FormCheck, type FormResult, type FormValues } from './form';
import { dateOfBirthDayField, dateOfBirthMonthField, dateOfBirthYearField, idNumberField, socialSecurityField } from './identity';
import { charCount } from './masks';
import { withFieldNames } from './prefill';
import { middleInitialField, nameField } from './names';
import { extensionField, residenceMonthsField, residenceYearsField } from './numbers';
import type { Country } from './postal';

/**
 * The checkout steps' forms (SPEC 2.11, 3.6, 5.2), one schema per step, shared by
 * <lto-checkout-form> and the demo server. Field names are SPEC 3.6's where it gives them; the
 * ones it leaves open are defined here, once:
 * - order form: incomeSource, benefitsIncome, paidMode, payFrequency, and the pay days payDay (a
 *   day of the week), payWeek (which week of the month), firstPayDay and secondPayDay (twice a
 *   month);
 * - delivery: isGift, giftMessage;
 * - payment: paymentCard (a saved card's id, or 'new'), and for a new card cardName, cardNumber,
 *   cardExpiry (MM/YY), cardCvv;
 * - sign: acceptAgreement, signatureName;
 * - references: reference{1,2}FirstName, reference{1,2}LastName, reference{1,2}Phone,
 *   reference{1,2}Relationship.
 */
export const CHECKOUT_STEPS = ['delivery', 'order-form', 'payment', 'sign', 'references'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface StepOptions extends SiteRules {
  /** The site's country; without it, the form's own country field (US when absent). */
  country?: Country;
  /** The SSN a form was pre-filled with, shown masked (SPEC 5.2). */
  ssnOriginal?: string;
  /** The saved cards the shopper may pick on the payment step. */
  savedCardIds?: readonly string[];
  /** Today, for the date of birth and a card's expiry (tests pass one). */
  today?: Date;
}

/** The gift message's limit (SPEC gives none; the textarea counts down to it with CHAR_LIMIT_MSG). */
export const GIFT_MESSAGE_LIMIT = 250;
export const NEW_CARD = 'new';

/** required: always, never, or when the other values say so. */
type Requirement = boolean | ((values: FormValues) => boolean);
interface FieldSpec {
  schema: (required: boolean) => FieldSchema;
  required: Requirement;
}
interface StepDefinition {
  fields: Record<string, FieldSpec>;
  checks?: FormCheck[];
}

const spec = (schema: (required: boolean) => FieldSchema, required: Requirement = false): FieldSpec => ({ schema, required });
const choice = (values: readonly string[], required: Requirement = false) => spec((r) => choiceField(values, { required: r }), required);

const INCOME_WITH_PAYDAYS = new Set(['ActivelyEmployed', 'RetiredOrBenefits']);
const hasPaydays = (values: FormValues) => INCOME_WITH_PAYDAYS.has(values['incomeSource'] ?? '');
const paidBy = (...frequencies: string[]) => (values: FormValues) => hasPaydays(values) && frequencies.includes(values['payFrequency'] ?? '');

function delivery(options: StepOptions): StepDefinition {
  const country = options.country;
  return {
    fields: {
      firstName: spec((required) => nameField({ ...options, required }), true),
      middleInitial: spec((required) => middleInitialField({ ...options, required })),
      lastName: spec((required) => nameField({ ...options, required }), true),
      address1: spec((required) => addressLineField({ required }), true),
      address2: spec((required) => addressLineField({ required })),
      city: spec((required) => cityField({ required }), true),
      state: spec((required) => stateField({ required }), true),
      // SPEC 5.2's rule on every site: a zip or a Canadian postal code, whichever the shopper has.
      postal: spec((required) => postalField({ required }), true),
      country: choice(['US', 'CA']),
      email: spec((required) => emailField({ required }), true),
      confirmemail: spec((required) => emailField({ required }), true),
      phone: spec((required) => phoneField({ required }), true),
      cellPhone: spec((required) => phoneField({ required })),
      isGift: spec(() => checkboxField()),
      giftMessage: spec((required) => field([[(value) => charCount(value) <= GIFT_MESSAGE_LIMIT, 'MAXLENGTH']], { required })),
    },
    checks: [
      // Compared once the e-mail itself is right: its own error says what to fix first.
      (values) => {
        const [email = '', confirm = ''] = [values['email'], values['confirmemail']];
        return isEmail(email) && confirm && !sameEmail(confirm, email) ? { confirmemail: 'VALIDATE_CONFIRMEMAIL_REGEX' } : {};
      },
      // A state of the site's country (Georgia is no province); the field's own rule is two letters.
      (values) => {
        const state = (values['state'] ?? '').toUpperCase();
        return country && /^[A-Z]{2}$/.test(state) && !regionCodes(country).includes(state) ? { state: 'VALIDATE_STATE_REGEX' } : {};
      },
    ],
  };
}

function orderForm(options: StepOptions): StepDefinition {
  return {
    fields: {
      socialSecurity: spec((required) => socialSecurityField({ required, original: options.ssnOriginal, country: options.country }), true),
      dateOfBirthMonth: spec((required) => dateOfBirthMonthField({ required }), true),
      dateOfBirthDay: spec((required) => dateOfBirthDayField({ required }), true),
      dateOfBirthYear: spec((required) => dateOfBirthYearField({ required }), true),
      idNumber: spec((required) => idNumberField({ required }), true),
      idProof: choice(ID_PROOFS, true),
      residenceYears: spec((required) => residenceYearsField({ required }), true),
      residenceMonths: spec((required) => residenceMonthsField({ required }), true),
      incomeSource: choice(INCOME_SOURCES, true),
      benefitsIncome: choice(BENEFITS_INCOMES, (values) => values['incomeSource'] === 'RetiredOrBenefits'),
      employerPhone: spec((required) => phoneField({ required }), (values) => values['incomeSource'] === 'ActivelyEmployed'),
      employerExt: spec((required) => extensionField({ required })),
      workphone: spec((required) => phoneField({ required })),
      lastPayday: spec((required) => lastPaydayField({ required }), hasPaydays),
      paidMode: choice(PAID_MODES),
      payFrequency: choice(PAY_FREQUENCIES, hasPaydays),
      payDay: choice(DAYS_OF_WEEK, paidBy('OnceAWeek', 'EveryOtherWeek', 'OnceAMonth')),
      payWeek: choice(PAY_WEEKS, paidBy('OnceAMonth')),
      firstPayDay: choice(FIRST_PAY_DAYS, paidBy('TwiceAMonth')),
      secondPayDay: choice(SECOND_PAY_DAYS, paidBy('TwiceAMonth')),
    },
    checks: [(values) => birthDateErrors(values, options.today ?? new Date())],
  };
}

/** The three parts together: a real day (no 31 April, 29 February only in leap years), not in the future. */
function birthDateErrors(values: FormValues, today: Date): ReturnType<FormCheck> {
  const [month, day, year] = ['dateOfBirthMonth', 'dateOfBirthDay', 'dateOfBirthYear'].map((name) => values[name] ?? '');
  if (!/^\d{1,2}$/.test(month!) || !/^\d{1,2}$/.test(day!) || !/^\d{4}$/.test(year!)) return {};
  const [m, d, y] = [Number(month), Number(day), Number(year)];
  if (m < 1 || m > 12) return {};
  if (!isCalendarDate(y, m, d)) return { dateOfBirthDay: 'DATE_DAY_INVALID' };
  const todayOrder = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  return y * 10000 + m * 100 + d > todayOrder ? { dateOfBirthYear: 'BIRTH_DATE_FUTURE' } : {};
}

function payment(options: StepOptions): StepDefinition {
  const newCard = (values: FormValues) => values['paymentCard'] === NEW_CARD;
  const cards = options.savedCardIds;
  return {
    fields: {
      paymentCard: cards
        ? choice([...cards, NEW_CARD], true)
        : spec((required) => field([[(value) => /^[\w-]{1,64}$/.test(value), 'CHOICE_INVALID']], { required }), true),
      cardName: spec((required) => nameField({ ...options, required }), newCard),
      cardNumber: spec((required) => cardNumberField({ required }), newCard),
      cardExpiry: spec((required) => cardExpiryField({ required, today: options.today }), newCard),
      cardCvv: spec((required) => cardCvvField({ required }), newCard),
    },
  };
}

function sign(options: StepOptions): StepDefinition {
  return {
    fields: {
      acceptAgreement: spec(() => checkboxField({ required: true, message: 'ACCEPT_TERMS_REQUIRED' }), true),
      signatureName: spec((required) => nameField({ ...options, required }), true),
    },
  };
}

function references(options: StepOptions): StepDefinition {
  const reference = (n: 1 | 2): Record<string, FieldSpec> => ({
    [`reference${n}FirstName`]: spec((required) => nameField({ ...options, required }), true),
    [`reference${n}LastName`]: spec((required) => nameField({ ...options, required }), true),
    [`reference${n}Phone`]: spec((required) => phoneField({ required }), true),
    [`reference${n}Relationship`]: choice(REFERENCE_RELATIONSHIPS, true),
  });
  return { fields: { ...reference(1), ...reference(2) } };
}

const DEFINITIONS: Record<CheckoutStep, (options: StepOptions) => StepDefinition> = {
  delivery,
  'order-form': orderForm,
  payment,
  sign,
  references,
};

/** The field names each step posts (besides csrf_token and format). */
export const STEP_FIELDS: Record<CheckoutStep, readonly string[]> = {
  delivery: Object.keys(delivery({}).fields),
  'order-form': Object.keys(orderForm({}).fields),
  payment: Object.keys(payment({}).fields),
  sign: Object.keys(sign({}).fields),
  references: Object.keys(references({}).fields),
};

export function isCheckoutStep(value: string): value is CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(value);
}

/** The fields required with these values (an employed shopper's employer phone …), for aria-required. */
export function requiredFields(step: CheckoutStep, values: FormValues, options: StepOptions = {}): string[] {
  const { fields } = DEFINITIONS[step](options);
  return Object.entries(fields)
    .filter(([, { required }]) => (typeof required === 'function' ? required(values) : required))
    .map(([name]) => name);
}

/** The fields never required, whatever the other values (a form marks them optional). */
export function optionalFields(step: CheckoutStep): string[] {
  return Object.entries(DEFINITIONS[step]({}).fields)
    .filter(([, { required }]) => required === false)
    .map(([name]) => name);
}

/**
 * One step's valibot schema: each field's own rule (fields required only in some cases are
 * checked as optional there), then the cases' REQUIRED and the cross-field rules.
 */
export function stepSchema(step: CheckoutStep, options: StepOptions = {}) {
  const { fields, checks = [] } = DEFINITIONS[step](options);
  const entries = Object.fromEntries(Object.entries(fields).map(([name, { schema, required }]) => [name, schema(required === true)]));
  const whenRequired: FormCheck = (values) =>
    Object.fromEntries(
      Object.entries(fields)
        .filter(([name, { required }]) => typeof required === 'function' && required(values) && (values[name] ?? '') === '')
        .map(([name]) => [name, 'REQUIRED'] as const),
    );
  return v.pipe(v.object(entries), formChecks([whenRequired, ...checks])) as unknown as v.GenericSchema<Record<string, unknown>, FormValues>;
}

function countryOf(values: Record<string, unknown>, options: StepOptions): Country | undefined {
  if (options.country) return options.country;
  const given = typeof values['country'] === 'string' ? values['country'].trim().toUpperCase() : '';
  return given === 'CA' ? 'CA' : given === 'US' ? 'US' : undefined;
}

/**
 * A step's values checked, in the browser before posting and on the server on receipt:
 * `{ ok, values (trimmed, only the step's fields), errors: { field: messageKey } }`. A field posted
 * under another spelling SPEC 3.6 gives (zip, secondname …) counts as the field.
 */
export function validateStep(step: CheckoutStep, values: Record<string, unknown>, options: StepOptions = {}): FormResult {
  const input = withFieldNames(values);
  return validateForm(stepSchema(step, { ...options, country: countryOf(input, options) }), input);
}
