import { GIFT_MESSAGE_LIMIT } from './checkout-steps';
import type { EnumerationList } from './enumeration-labels';
import * as lists from './enumerations';
import type { Country } from './postal';

/**
 * How each checkout field is entered, by its name (checkout-steps.ts says which fields a step has):
 * the control, the autocomplete token (SPEC 5), the input mode, the longest value and a select's
 * values. One table for <lto-checkout-form> and the demo server's no-script form, so both offer
 * the browser the same tokens. No DOM here: the widget adds its typing aids (filters, masks) itself.
 */
export type ControlKind = 'text' | 'email' | 'tel' | 'select' | 'textarea' | 'checkbox' | 'switch' | 'ssn' | 'date' | 'cards';
export type InputMode = 'text' | 'numeric' | 'tel' | 'email';

/**
 * A select's values: one of SPEC 9.7's lists (labelled in enumeration-labels.ts under `list`; no
 * list: the form labels them itself), or 'regions', the site country's states or provinces.
 */
export type ValueList = { list?: EnumerationList; values: readonly string[] } | 'regions';

export interface CheckoutFieldControl {
  control: ControlKind;
  autoComplete: string;
  inputMode?: InputMode;
  /** The maxlength attribute: the browser cuts anything longer, typed or pasted. */
  maxLength?: number;
  /**
   * Masked inputs: the longest value typing reaches (a key past it is blocked). No maxlength: the
   * browser would cut a longer paste before the mask sees it, into a value the shopper never
   * wrote; kept whole, the field's rule refuses it.
   */
  typingLimit?: number;
  values?: ValueList;
}

const text = (autoComplete: string, extra: Partial<CheckoutFieldControl> = {}): CheckoutFieldControl => ({ control: 'text', autoComplete, ...extra });
const digits = (autoComplete: string, maxLength: number) => text(autoComplete, { inputMode: 'numeric', maxLength });
const phone = (autoComplete: string): CheckoutFieldControl => ({ control: 'tel', autoComplete, inputMode: 'tel', maxLength: 50 });
const email: CheckoutFieldControl = { control: 'email', autoComplete: 'email', inputMode: 'email' };
const select = (values: readonly string[], list?: EnumerationList, autoComplete = 'off'): CheckoutFieldControl => ({
  control: 'select',
  autoComplete,
  values: list ? { list, values } : { values },
});

/** The two references: someone else's name and number, so the browser must not fill in the shopper's own. */
const reference = (n: 1 | 2): Record<string, CheckoutFieldControl> => ({
  [`reference${n}FirstName`]: text('off'),
  [`reference${n}LastName`]: text('off'),
  [`reference${n}Phone`]: phone('off'),
  [`reference${n}Relationship`]: select(lists.REFERENCE_RELATIONSHIPS, 'relationship'),
});

const FIELDS: Readonly<Record<string, CheckoutFieldControl | ((country: Country) => CheckoutFieldControl)>> = {
  firstName: text('given-name'),
  middleInitial: text('additional-name', { maxLength: 1 }),
  lastName: text('family-name'),
  address1: text('address-line1'),
  address2: text('address-line2'),
  city: text('address-level2'),
  state: { control: 'select', autoComplete: 'address-level1', values: 'regions' },
  // Either site takes a zip (12345-6789 at most) or a Canadian postal code with its letters
  // (A1A 1A1, SPEC 5.2): a keyboard with letters, room for the longer form.
  postal: text('postal-code', { inputMode: 'text', maxLength: '12345-6789'.length }),
  country: select(['US', 'CA'], undefined, 'country'),
  email,
  confirmemail: email,
  phone: phone('tel'),
  cellPhone: phone('mobile tel'),
  workphone: phone('work tel'),
  isGift: { control: 'switch', autoComplete: 'off' },
  giftMessage: { control: 'textarea', autoComplete: 'off', maxLength: GIFT_MESSAGE_LIMIT },
  // Never remembered by the browser (SPEC: PII); 123-45-6789 with its dashes.
  socialSecurity: { control: 'ssn', autoComplete: 'off', inputMode: 'numeric', typingLimit: 11 },
  dateOfBirthMonth: select(lists.MONTHS, 'month', 'bday-month'),
  dateOfBirthDay: digits('bday-day', 2),
  dateOfBirthYear: digits('bday-year', 4),
  idNumber: text('off'),
  idProof: select(lists.ID_PROOFS),
  residenceYears: digits('off', 2),
  residenceMonths: digits('off', 2),
  incomeSource: select(lists.INCOME_SOURCES, 'incomeSource'),
  benefitsIncome: select(lists.BENEFITS_INCOMES, 'benefitsIncome'),
  // The employer's number is not the shopper's own: the browser must not fill the shopper's.
  employerPhone: phone('off'),
  employerExt: digits('off', 10),
  // SPEC 5.1: at most 10 characters, mm/dd/yyyy.
  lastPayday: { control: 'date', autoComplete: 'off', inputMode: 'numeric', typingLimit: 10 },
  paidMode: select(lists.PAID_MODES, 'paidMode'),
  payFrequency: select(lists.PAY_FREQUENCIES, 'payFrequency'),
  payDay: select(lists.DAYS_OF_WEEK, 'dayOfWeek'),
  payWeek: select(lists.PAY_WEEKS, 'payWeek'),
  firstPayDay: select(lists.FIRST_PAY_DAYS, 'firstPayDay'),
  secondPayDay: select(lists.SECOND_PAY_DAYS, 'secondPayDay'),
  paymentCard: { control: 'cards', autoComplete: 'off' },
  cardName: text('cc-name'),
  cardNumber: digits('cc-number', 19),
  cardExpiry: text('cc-exp', { inputMode: 'numeric', typingLimit: 'MM/YY'.length }),
  cardCvv: digits('cc-csc', 4),
  acceptAgreement: { control: 'checkbox', autoComplete: 'off' },
  signatureName: text('name'),
  ...reference(1),
  ...reference(2),
};

/** Whether the table draws this field (every field of checkout-steps.ts should be here). */
export const hasCheckoutField = (name: string): boolean => Object.hasOwn(FIELDS, name);

/** How a field is entered on a site of this country; a field the table does not know is plain text. */
export function checkoutField(name: string, country: Country): CheckoutFieldControl {
  const entry = hasCheckoutField(name) ? FIELDS[name]! : text('off');
  return typeof entry === 'function' ? entry(country) : entry;
}

/** A value list's values for the site's country. */
export function listValues(values: ValueList, country: Country): readonly string[] {
  return values === 'regions' ? lists.regionCodes(country) : values.values;
}
