import { checkoutField, type ValueList } from '../../src/validation/checkout-fields';
import { sectionsOf, sharesRow } from '../../src/validation/checkout-layout';
import { datePickerBounds, isoDate } from '../../src/validation/dates';
import { filterDateChars, filterDigits, filterEmail, filterName, filterPhone, isBlockedNumberKey } from '../../src/validation/filters';
import { fitDigits, maskCardExpiry, maskDate, maskOnBlur, SIN_MASK, SSN_MASK } from '../../src/validation/masks';
import type { FieldSpec } from './field-spec';

type Drawing = Omit<FieldSpec, 'name'>;
type Aids = Pick<Drawing, 'filter' | 'mask' | 'onBlur' | 'blockKey' | 'pickerRange'>;

const digits: Aids = { filter: filterDigits, blockKey: isBlockedNumberKey };
const person: Aids = { filter: filterName };
const phone: Aids = { filter: filterPhone };
const email: Aids = { filter: filterEmail };

/**
 * This widget's typing aids by field name (SPEC 5.1: keypress filters, masks, blocked keys, the
 * calendar's range). The control, autocomplete token, input mode,
 * length and values are src/validation/checkout-fields.ts's, shared with the demo's plain form.
 */
const AIDS: Readonly<Record<string, Aids | ((country: 'US' | 'CA') => Aids)>> = {
  firstName: person,
  middleInitial: person,
  lastName: person,
  email,
  confirmemail: email,
  phone,
  cellPhone: phone,
  workphone: phone,
  employerPhone: phone,
  employerExt: digits,
  // An SSN, or in Canada a Social Insurance Number (src/validation/identity.ts).
  socialSecurity: (country) => {
    const mask = country === 'CA' ? SIN_MASK : SSN_MASK;
    return { mask: (next) => fitDigits(mask, next), onBlur: (value) => maskOnBlur(mask, value) };
  },
  dateOfBirthDay: digits,
  dateOfBirthYear: digits,
  residenceYears: digits,
  residenceMonths: digits,
  lastPayday: () => ({ filter: filterDateChars, mask: maskDate, pickerRange: pickerRange() }),
  cardName: person,
  cardNumber: digits,
  // The mask empties a value without digits as it is typed (SPEC 5.1), before any focus-out.
  cardExpiry: { mask: maskCardExpiry },
  cardCvv: digits,
  signatureName: person,
  reference1FirstName: person,
  reference1LastName: person,
  reference2FirstName: person,
  reference2LastName: person,
  reference1Phone: phone,
  reference2Phone: phone,
};

type Options = (name: string, values: ValueList, country: 'US' | 'CA') => { value: string; label: string }[];

/** How a field is drawn: the shared table's control, then this widget's aids for it. */
function drawing(name: string, country: 'US' | 'CA', options: Options): Drawing {
  const { control, autoComplete, inputMode, maxLength, typingLimit, values } = checkoutField(name, country);
  const aids = Object.hasOwn(AIDS, name) ? AIDS[name]! : {};
  const typed = control === 'email' || control === 'tel';
  const shared: Drawing = {
    // Saved cards are drawn apart (SavedCards.tsx); the table's 'cards' never reaches a Field.
    control: typed || control === 'cards' ? 'text' : control,
    autoComplete,
    ...(typed ? { type: control } : {}),
    ...(inputMode ? { inputMode } : {}),
    // A textarea counts down to its limit (SPEC 5.1) rather than cutting off at maxlength.
    ...(maxLength === undefined ? {} : control === 'textarea' ? { charLimit: maxLength } : { maxLength }),
    ...(typingLimit === undefined ? {} : { typingLimit }),
    ...(values ? { options: options(name, values, country) } : {}),
    ...(sharesRow(name) ? { short: true } : {}),
  };
  return { ...shared, ...(typeof aids === 'function' ? aids(country) : aids) };
}

export interface LaidOutSection {
  id: string;
  legend: string;
  fields: FieldSpec[];
}

interface LayoutContext {
  country: 'US' | 'CA';
  t: (key: string, vars?: Record<string, string | number>) => string;
  /** A select field's options in the page's language, from its value list. */
  options: Options;
}

/** SPEC 5.1, 9.2: the calendar covers 100 years ago through today. */
function pickerRange() {
  const { min, max } = datePickerBounds();
  return { min: isoDate(min), max: isoDate(max) };
}

/** The visible fields of a step grouped into titled sections (src/validation/checkout-layout.ts), drawn. */
export function layoutFor(visible: readonly string[], { country, t, options }: LayoutContext, extras: Partial<Record<string, Partial<Drawing>>> = {}): LaidOutSection[] {
  const spec = (name: string): FieldSpec => ({ name, ...drawing(name, country, options), ...extras[name] });
  return sectionsOf(visible).map(({ id, fields }) => {
    const reference = /^reference(\d)$/.exec(id);
    const legend = reference ? t('section.reference', { n: reference[1]! }) : t(`section.${id}`);
    return { id, legend, fields: fields.map(spec) };
  });
}
