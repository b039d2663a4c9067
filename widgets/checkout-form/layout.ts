import { filterDateChars, filterDigits, filterEmail, filterName, filterPhone, isBlockedNumberKey } from '../../src/validation/filters';
import type { FieldSpec } from './field-spec';
import { regionOptions } from './regions';
import { datePickerBounds, isoDate } from '../../src/validation/dates';
import { fitDigits, maskDate, maskOnBlur, SSN_MASK } from '../../src/validation/masks';
import { GIFT_MESSAGE_LIMIT } from '../../src/validation/checkout-steps';

type Drawing = Omit<FieldSpec, 'name'>;

const text = (autoComplete: string, extra: Partial<Drawing> = {}): Drawing => ({ control: 'text', autoComplete, ...extra });
const phone: Drawing = text('tel', { type: 'tel', inputMode: 'tel', filter: filterPhone, maxLength: 50 });
const digits = (autoComplete: string, maxLength: number): Drawing =>
  text(autoComplete, { inputMode: 'numeric', filter: filterDigits, blockKey: isBlockedNumberKey, maxLength, short: true });

/**
 * How each field of the step schemas is drawn, by its name (SPEC 3.6 and checkout-steps.ts):
 * the control, the autocomplete token (SPEC 5) and the typing aids of src/validation.
 */
function drawing(name: string, country: 'US' | 'CA', options: (name: string) => { value: string; label: string }[]): Drawing {
  switch (name) {
    case 'firstName':
      return text('given-name', { filter: filterName });
    case 'middleInitial':
      return text('additional-name', { filter: filterName, maxLength: 1, short: true });
    case 'lastName':
      return text('family-name', { filter: filterName });
    case 'address1':
      return text('address-line1');
    case 'address2':
      return text('address-line2');
    case 'city':
      return text('address-level2');
    case 'state':
      return { control: 'select', autoComplete: 'address-level1', options: regionOptions(country), short: true };
    case 'postal':
      return text('postal-code', { inputMode: country === 'US' ? 'numeric' : 'text', maxLength: country === 'US' ? 10 : 7, short: true });
    case 'email':
      return text('email', { type: 'email', inputMode: 'email', filter: filterEmail });
    case 'confirmemail':
      return text('email', { type: 'email', inputMode: 'email', filter: filterEmail });
    case 'phone':
      return phone;
    case 'cellPhone':
      return { ...phone, autoComplete: 'mobile tel' };
    case 'workphone':
      return { ...phone, autoComplete: 'work tel' };
    case 'employerPhone':
      // The employer's number is not the shopper's own: the browser must not fill the shopper's.
      return { ...phone, autoComplete: 'off' };
    case 'employerExt':
      return digits('off', 10);
    case 'socialSecurity':
      // Never remembered by the browser (SPEC: PII): autocomplete off.
      return { control: 'ssn', autoComplete: 'off', inputMode: 'numeric', mask: (next) => fitDigits(SSN_MASK, next), onBlur: (value) => maskOnBlur(SSN_MASK, value), maxLength: 11 };
    case 'dateOfBirthMonth':
      return { control: 'select', autoComplete: 'bday-month', options: options('dateOfBirthMonth'), short: true };
    case 'dateOfBirthDay':
      return digits('bday-day', 2);
    case 'dateOfBirthYear':
      return digits('bday-year', 4);
    case 'residenceYears':
    case 'residenceMonths':
      return digits('off', 2);
    case 'lastPayday':
      return { control: 'date', autoComplete: 'off', inputMode: 'numeric', filter: filterDateChars, mask: maskDate, maxLength: 10, pickerRange: pickerRange() };
    case 'isGift':
      return { control: 'switch', autoComplete: 'off' };
    case 'giftMessage':
      return { control: 'textarea', autoComplete: 'off', charLimit: GIFT_MESSAGE_LIMIT };
    case 'cardName':
      return text('cc-name', { filter: filterName });
    case 'cardNumber':
      return text('cc-number', { inputMode: 'numeric', filter: filterDigits, blockKey: isBlockedNumberKey, maxLength: 19 });
    case 'cardExpiry':
      return text('cc-exp', { inputMode: 'numeric', filter: filterDateChars, maxLength: 5, short: true });
    case 'cardCvv':
      return { ...digits('cc-csc', 4), control: 'text' };
    case 'acceptAgreement':
      return { control: 'checkbox', autoComplete: 'off' };
    case 'signatureName':
      return text('name', { filter: filterName });
    case 'idNumber':
      return text('off');
    case 'reference1FirstName':
    case 'reference2FirstName':
    case 'reference1LastName':
    case 'reference2LastName':
      // Someone else's name: the browser must not fill in the shopper's own.
      return text('off', { filter: filterName });
    case 'reference1Phone':
    case 'reference2Phone':
      return { ...phone, autoComplete: 'off' };
    default: {
      const list = options(name);
      return list.length ? { control: 'select', autoComplete: 'off', options: list } : text('off');
    }
  }
}

/** The sections of each step, in order, and the fields each takes (a field not listed goes last). */
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

export interface LaidOutSection {
  id: string;
  legend: string;
  fields: FieldSpec[];
}

interface LayoutContext {
  country: 'US' | 'CA';
  t: (key: string, vars?: Record<string, string | number>) => string;
  /** A select field's options in the page's language (none: not a select). */
  options: (name: string) => { value: string; label: string }[];
}

/** SPEC 5.1, 9.2: the calendar covers 100 years ago through today. */
function pickerRange() {
  const { min, max } = datePickerBounds();
  return { min: isoDate(min), max: isoDate(max) };
}

/** The visible fields of a step grouped into titled sections, in the order of SECTIONS. */
export function layoutFor(visible: readonly string[], { country, t, options }: LayoutContext, extras: Partial<Record<string, Partial<Drawing>>> = {}): LaidOutSection[] {
  const placed = new Set<string>();
  const sections: LaidOutSection[] = [];
  const spec = (name: string): FieldSpec => ({ name, ...drawing(name, country, options), ...extras[name] });
  for (const [id, names] of SECTIONS) {
    const fields = names.filter((name) => visible.includes(name));
    if (!fields.length) continue;
    fields.forEach((name) => placed.add(name));
    const reference = /^reference(\d)$/.exec(id);
    const legend = reference ? t('section.reference', { n: reference[1]! }) : t(`section.${id}`);
    sections.push({ id, legend, fields: fields.map(spec) });
  }
  const rest = visible.filter((name) => !placed.has(name));
  if (rest.length) sections.push({ id: 'more', legend: t('section.more'), fields: rest.map(spec) });
  return sections;
}
