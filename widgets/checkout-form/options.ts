import { translator } from '../../src/core/i18n';
import { labelKey, enumerationLabels, type EnumerationList } from '../../src/validation/enumeration-labels';
import {
  BENEFITS_INCOMES,
  DAYS_OF_WEEK,
  FIRST_PAY_DAYS,
  ID_PROOFS,
  INCOME_SOURCES,
  MONTHS,
  PAID_MODES,
  PAY_FREQUENCIES,
  PAY_WEEKS,
  REFERENCE_RELATIONSHIPS,
  SECOND_PAY_DAYS,
} from '../../src/validation/enumerations';
import { messages, type MessageKey } from './messages';

/** The select fields of SPEC 9.7's value lists: field name → its list and values. */
const LISTS: Record<string, readonly [EnumerationList, readonly string[]]> = {
  dateOfBirthMonth: ['month', MONTHS],
  incomeSource: ['incomeSource', INCOME_SOURCES],
  benefitsIncome: ['benefitsIncome', BENEFITS_INCOMES],
  paidMode: ['paidMode', PAID_MODES],
  payFrequency: ['payFrequency', PAY_FREQUENCIES],
  payDay: ['dayOfWeek', DAYS_OF_WEEK],
  reference1Relationship: ['relationship', REFERENCE_RELATIONSHIPS],
  reference2Relationship: ['relationship', REFERENCE_RELATIONSHIPS],
  payWeek: ['payWeek', PAY_WEEKS],
  firstPayDay: ['firstPayDay', FIRST_PAY_DAYS],
  secondPayDay: ['secondPayDay', SECOND_PAY_DAYS],
};

/** A select field's options, labelled in the page's language; [] for a field that is not a list. */
export function selectOptions(name: string): { value: string; label: string }[] {
  if (name === 'idProof') {
    // SPEC names the values 1–7 only; the kinds of ID are ours (messages.ts).
    const t = translator(messages);
    return ID_PROOFS.map((value) => ({ value, label: t(`idProof.${value}` as MessageKey) }));
  }
  const entry = LISTS[name];
  if (!entry) return [];
  const label = translator(enumerationLabels);
  const [list, values] = entry;
  return values.map((value) => ({ value, label: label(labelKey(list, value)) }));
}
