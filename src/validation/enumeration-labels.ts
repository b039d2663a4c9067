import type { Catalogues } from '../core/i18n';
import { LAST_DAY } from './enumerations';

/**
 * Shopper-facing labels of the SPEC 9.7 value lists, keyed `{list}.{value}`
 * ('incomeSource.ActivelyEmployed', 'month.1', 'secondPayDay.LastDay'). A widget merges the ones it
 * shows into its catalogue. idProof's seven kinds of ID are not named by SPEC, so not here.
 */
type Labels = Record<string, [en: string, es: string]>;

const ORDINAL_SUFFIX = (n: number) => (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');
const dayOfMonth = (n: number): [string, string] => [`${n}${ORDINAL_SUFFIX(n)}`, `Día ${n}`];
const days = (from: number, to: number): Labels =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, i) => [String(from + i), dayOfMonth(from + i)]));

const LISTS: Record<string, Labels> = {
  incomeSource: {
    ActivelyEmployed: ['Employed', 'Con empleo'],
    RetiredOrBenefits: ['Retired or receiving benefits', 'Jubilado o con beneficios'],
    UnemployedOrStudent: ['Unemployed or student', 'Sin empleo o estudiante'],
    Other: ['Other', 'Otro'],
  },
  benefitsIncome: {
    RetirementAnnuity: ['Retirement annuity', 'Anualidad de jubilación'],
    PensionPlan: ['Pension plan', 'Plan de pensión'],
    SocialSecurityBenefits: ['Social Security benefits', 'Beneficios del Seguro Social'],
    DisabilityIncome: ['Disability income', 'Ingresos por discapacidad'],
    Other: ['Other', 'Otro'],
  },
  paidMode: {
    Weekly: ['Weekly', 'Semanal'],
    'Every Other Week': ['Every other week', 'Cada dos semanas'],
    'Twice a Month': ['Twice a month', 'Dos veces al mes'],
    Monthly: ['Monthly', 'Mensual'],
  },
  payFrequency: {
    OnceAWeek: ['Once a week', 'Una vez a la semana'],
    EveryOtherWeek: ['Every other week', 'Cada dos semanas'],
    TwiceAMonth: ['Twice a month', 'Dos veces al mes'],
    OnceAMonth: ['Once a month', 'Una vez al mes'],
  },
  dayOfWeek: {
    Sunday: ['Sunday', 'Domingo'],
    Monday: ['Monday', 'Lunes'],
    Tuesday: ['Tuesday', 'Martes'],
    Wednesday: ['Wednesday', 'Miércoles'],
    Thursday: ['Thursday', 'Jueves'],
    Friday: ['Friday', 'Viernes'],
    Saturday: ['Saturday', 'Sábado'],
  },
  payWeek: {
    First: ['First', 'Primera'],
    Second: ['Second', 'Segunda'],
    Third: ['Third', 'Tercera'],
    Fourth: ['Fourth', 'Cuarta'],
    Last: ['Last', 'Última'],
  },
  relationship: {
    Relative: ['Relative', 'Familiar'],
    Friend: ['Friend', 'Amistad'],
    Coworker: ['Coworker', 'Compañero de trabajo'],
    Other: ['Other', 'Otro'],
  },
  firstPayDay: days(1, 14),
  secondPayDay: { ...days(15, 30), [LAST_DAY]: ['Last day', 'Último día'] },
  month: Object.fromEntries(
    [
      ['January', 'Enero'], ['February', 'Febrero'], ['March', 'Marzo'], ['April', 'Abril'], ['May', 'Mayo'], ['June', 'Junio'],
      ['July', 'Julio'], ['August', 'Agosto'], ['September', 'Septiembre'], ['October', 'Octubre'], ['November', 'Noviembre'], ['December', 'Diciembre'],
    ].map((names, i) => [String(i + 1), names as [string, string]]),
  ),
};

export type EnumerationList = 'incomeSource' | 'benefitsIncome' | 'paidMode' | 'payFrequency' | 'dayOfWeek' | 'payWeek' | 'relationship' | 'firstPayDay' | 'secondPayDay' | 'month';

/** The catalogue key of one value's label. */
export function labelKey(list: EnumerationList, value: string): string {
  return `${list}.${value}`;
}

const entries = Object.entries(LISTS).flatMap(([list, labels]) => Object.entries(labels).map(([value, pair]) => [`${list}.${value}`, pair] as const));

export const enumerationLabels: Catalogues<string> = {
  en: Object.fromEntries(entries.map(([key, [en]]) => [key, en])),
  es: Object.fromEntries(entries.map(([key, [, es]]) => [key, es])),
};
