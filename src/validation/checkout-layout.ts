import { NEW_CARD, requiredFields, STEP_FIELDS, type CheckoutStep, type StepOptions } from './checkout-steps';
import type { FormValues } from './form';

/**
 * What a checkout step's form shows, for given values: which of its fields are on screen, and
 * under which titled section, in order. <lto-checkout-form> draws it, and a platform's template
 * (the demo's views/checkout-form.ts) writes the same form for the same values: the widget takes
 * that markup over element by element (its README, "Server markup"), so both must agree. How each
 * field is entered is checkout-fields.ts; what makes a value right, checkout-steps.ts.
 */

/** Posted without an input of its own: the site's country, and the card choice drawn as radio buttons. */
const NOT_INPUTS = new Set(['country', 'paymentCard']);

/**
 * Fields shown only in some cases: those required only in some cases appear when they are (the
 * employer's phone for an employed shopper, the pay days of the chosen pay frequency, a new
 * card's details); a few optional ones go with them. Without script such a field appears when
 * the post comes back asking for it.
 */
const SHOWN_WITH: Readonly<Record<string, string>> = { employerExt: 'employerPhone', workphone: 'employerPhone', paidMode: 'payFrequency' };
const SHOWN_WHEN_REQUIRED = new Set([
  'benefitsIncome', 'employerPhone', 'lastPayday', 'payFrequency', 'payDay', 'payWeek', 'firstPayDay', 'secondPayDay',
  'cardName', 'cardNumber', 'cardExpiry', 'cardCvv',
]);

/** The step's fields drawn as inputs, in order (whether shown or not). */
export const inputFields = (step: CheckoutStep): readonly string[] => STEP_FIELDS[step].filter((name) => !NOT_INPUTS.has(name));

/**
 * Drawn always, on screen only while its switch is on: the gift message with 'this order is a
 * gift' (SPEC 2.11). The stylesheet hides it while the switch is off, so it toggles with or
 * without script; it is posted only while on.
 */
const SHOWN_WITH_SWITCH: Readonly<Record<string, string>> = { giftMessage: 'isGift' };

/** Whether `name` is drawn with these values. */
export function isShown(step: CheckoutStep, name: string, values: FormValues, options: StepOptions = {}): boolean {
  if (Object.hasOwn(SHOWN_WITH_SWITCH, name)) return true;
  const leader = SHOWN_WITH[name];
  if (leader) return isShown(step, leader, values, options);
  return !SHOWN_WHEN_REQUIRED.has(name) || requiredFields(step, values, options).includes(name);
}

/** The step's input fields drawn with these values, in order. */
export const shownFields = (step: CheckoutStep, values: FormValues, options: StepOptions = {}): string[] =>
  inputFields(step).filter((name) => isShown(step, name, values, options));

/** Whether a drawn field is sent: not the gift message while its switch is off. */
export function isPosted(name: string, values: FormValues): boolean {
  const toggle = SHOWN_WITH_SWITCH[name];
  return !toggle || values[toggle] === 'true';
}

/**
 * The card the payment step starts with: the saved one chosen before when it can still pay, else
 * the first that can, else a new card.
 */
export function startingCard(chosen: string | undefined, usableCardIds: readonly string[]): string {
  return chosen && usableCardIds.includes(chosen) ? chosen : (usableCardIds[0] ?? NEW_CARD);
}

/** The sections of each step, in order, and the fields each takes (a field not listed goes under 'more'). */
const SECTIONS: readonly (readonly [id: string, fields: readonly string[]])[] = [
  ['name', ['firstName', 'middleInitial', 'lastName']],
  ['address', ['address1', 'address2', 'city', 'state', 'postal']],
  ['contact', ['email', 'confirmemail', 'phone', 'cellPhone']],
  ['gift', ['isGift', 'giftMessage']],
  ['identity', ['socialSecurity', 'idProof', 'idNumber']],
  ['dob', ['dateOfBirthMonth', 'dateOfBirthDay', 'dateOfBirthYear']],
  ['residence', ['residenceYears', 'residenceMonths']],
  ['income', ['incomeSource', 'benefitsIncome']],
  ['employment', ['employerPhone', 'employerExt', 'workphone']],
  ['pay', ['payFrequency', 'paidMode', 'payDay', 'payWeek', 'firstPayDay', 'secondPayDay', 'lastPayday']],
  ['card', ['cardName', 'cardNumber', 'cardExpiry', 'cardCvv']],
  ['agreement', ['acceptAgreement', 'signatureName']],
  ['reference1', ['reference1FirstName', 'reference1LastName', 'reference1Phone', 'reference1Relationship']],
  ['reference2', ['reference2FirstName', 'reference2LastName', 'reference2Phone', 'reference2Relationship']],
];

export interface CheckoutSection {
  /** 'name', 'address' … 'reference1', 'more': the legend's text is `section.{id}` ('section.reference' with n). */
  id: string;
  fields: string[];
}

/** The visible fields grouped into titled sections, in the order of SECTIONS. */
export function sectionsOf(visible: readonly string[]): CheckoutSection[] {
  const placed = new Set<string>();
  const sections: CheckoutSection[] = [];
  for (const [id, names] of SECTIONS) {
    const fields = names.filter((name) => visible.includes(name));
    if (!fields.length) continue;
    fields.forEach((name) => placed.add(name));
    sections.push({ id, fields });
  }
  const rest = visible.filter((name) => !placed.has(name));
  if (rest.length) sections.push({ id: 'more', fields: rest });
  return sections;
}

/** Short fields share their row with the next one (a middle initial, a state, the parts of a date). */
const SHORT = new Set([
  'middleInitial', 'state', 'postal', 'dateOfBirthMonth', 'dateOfBirthDay', 'dateOfBirthYear', 'residenceYears', 'residenceMonths',
  'employerExt', 'cardExpiry', 'cardCvv',
]);

export const sharesRow = (name: string): boolean => SHORT.has(name);

/** Field names that share their texts: 'reference2Phone' reads the label of 'referencePhone'. */
export const textName = (name: string): string => name.replace(/^reference\d/, 'reference');
