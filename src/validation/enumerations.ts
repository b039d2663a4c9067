/**
 * The value lists of SPEC 9.7 (what a form posts; the shopper-facing labels are in
 * enumeration-labels.ts) and the state and province codes of the state field.
 */
export const ID_PROOFS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const INCOME_SOURCES = ['ActivelyEmployed', 'RetiredOrBenefits', 'UnemployedOrStudent', 'Other'] as const;
export const BENEFITS_INCOMES = ['RetirementAnnuity', 'PensionPlan', 'SocialSecurityBenefits', 'DisabilityIncome', 'Other'] as const;
export const PAID_MODES = ['Weekly', 'Every Other Week', 'Twice a Month', 'Monthly'] as const;
export const PAY_FREQUENCIES = ['OnceAWeek', 'EveryOtherWeek', 'TwiceAMonth', 'OnceAMonth'] as const;
export const DAYS_OF_WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const PAY_WEEKS = ['First', 'Second', 'Third', 'Fourth', 'Last'] as const;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** First pay day of a twice-a-month pay: the 1st to the 14th. */
export const FIRST_PAY_DAYS = range(1, 14) as readonly string[];
/** Second pay day: the 15th to the 30th, or the last day of the month. */
export const LAST_DAY = 'LastDay';
export const SECOND_PAY_DAYS = [...range(15, 30), LAST_DAY] as readonly string[];
/** Months as date-of-birth month values, '1' (January) to '12'. */
export const MONTHS = range(1, 12) as readonly string[];

/** A reference's relationship to the shopper (references step; SPEC names none, so ours). */
export const REFERENCE_RELATIONSHIPS = ['Relative', 'Friend', 'Coworker', 'Other'] as const;

export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'DC', 'AS', 'FM', 'GU', 'MH', 'MP', 'PW', 'PR', 'VI',
] as const;

export const CA_PROVINCE_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

export type IncomeSource = (typeof INCOME_SOURCES)[number];
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export type StateCode = (typeof US_STATE_CODES)[number];
export type ProvinceCode = (typeof CA_PROVINCE_CODES)[number];

/** The state field's codes for a country. */
export function regionCodes(country: 'US' | 'CA'): readonly string[] {
  return country === 'CA' ? CA_PROVINCE_CODES : US_STATE_CODES;
}
