import { translator } from '../../../src/core/i18n.js';
import type { ValueList } from '../../../src/validation/checkout-fields.js';
import { enumerationLabels, labelKey } from '../../../src/validation/enumeration-labels.js';
import { fieldMessages, type FieldMessageKey } from '../../../src/validation/messages.js';
import { regionName } from '../../../src/validation/region-names.js';
import type { ViewContext } from './context.js';
import { widgetConfig } from './widget-config.js';

/**
 * Labels of the no-script checkout form, by field name (SPEC 3.6's, and the step schemas' for the
 * rest), with the widget's wording. The error texts and the value
 * lists' labels are src/validation's own catalogues, the ones the widget shows.
 */
/** The references step's two people, reference1… and reference2…. */
function references(label: (n: 1 | 2) => { first: string; last: string; phone: string; relationship: string }): Record<string, string> {
  return Object.fromEntries(
    ([1, 2] as const).flatMap((n) => {
      const text = label(n);
      return [
        [`reference${n}FirstName`, text.first],
        [`reference${n}LastName`, text.last],
        [`reference${n}Phone`, text.phone],
        [`reference${n}Relationship`, text.relationship],
      ];
    }),
  );
}

/** idProof's values 1–7 (SPEC 9.7 gives only the numbers; the names are the widget's). */
const idProofs = (names: readonly string[]): Record<string, string> => Object.fromEntries(names.map((name, i) => [`idProof.${i + 1}`, name]));

const en: Record<string, string> = {
  firstName: 'First name',
  middleInitial: 'Middle initial (optional)',
  lastName: 'Last name',
  address1: 'Street address',
  address2: 'Apartment, suite or unit (optional)',
  city: 'City',
  state: 'State',
  postal: 'ZIP code',
  country: 'Country',
  email: 'Email',
  confirmemail: 'Confirm email',
  phone: 'Phone',
  cellPhone: 'Cell phone (optional)',
  workphone: 'Work phone (optional)',
  isGift: 'This order is a gift',
  socialSecurity: 'Social Security number',
  dateOfBirthMonth: 'Birth month',
  dateOfBirthDay: 'Birth day',
  dateOfBirthYear: 'Birth year',
  idNumber: 'ID number',
  idProof: 'Type of ID',
  residenceYears: 'Years at this address',
  residenceMonths: 'Months at this address',
  employerPhone: 'Employer phone',
  employerExt: 'Extension (optional)',
  lastPayday: 'Last payday (MM/DD/YYYY)',
  giftMessage: 'Gift message (optional)',
  incomeSource: 'Source of income',
  benefitsIncome: 'Type of benefits income',
  paidMode: 'Pay schedule on your pay stub',
  payFrequency: 'How often are you paid?',
  payDay: 'Payday',
  payWeek: 'Week of the month you are paid',
  firstPayDay: 'First payday of the month',
  secondPayDay: 'Second payday of the month',
  paymentCard: 'Pay with',
  newCard: 'Use a new card',
  'card.expired': 'Expired',
  'card.reauthorize': 'Reauthorize',
  cardName: 'Name on card',
  cardNumber: 'Card number',
  cardExpiry: 'Expiration date (MM/YY)',
  cardCvv: 'Security code',
  acceptAgreement: 'I have read and agree to the lease agreement',
  signatureName: 'Your full name, as your signature',
  ...references((n) => ({ first: `Reference ${n}: first name`, last: `Reference ${n}: last name`, phone: `Reference ${n}: phone`, relationship: `Reference ${n}: relationship to you` })),
  'country.US': 'United States',
  'country.CA': 'Canada',
  ...idProofs(["Driver's license", 'State ID card', 'Passport', 'Military ID', 'Permanent resident card', 'Consular ID (matrícula consular)', 'Other government-issued ID']),
};

const es: Record<string, string> = {
  firstName: 'Nombre',
  middleInitial: 'Inicial del segundo nombre (opcional)',
  lastName: 'Apellido',
  address1: 'Dirección',
  address2: 'Apartamento, suite o unidad (opcional)',
  city: 'Ciudad',
  state: 'Estado',
  postal: 'Código postal',
  country: 'País',
  email: 'Correo electrónico',
  confirmemail: 'Confirma tu correo electrónico',
  phone: 'Teléfono',
  cellPhone: 'Teléfono celular (opcional)',
  workphone: 'Teléfono del trabajo (opcional)',
  isGift: 'Este pedido es un regalo',
  socialSecurity: 'Número de Seguro Social',
  dateOfBirthMonth: 'Mes de nacimiento',
  dateOfBirthDay: 'Día de nacimiento',
  dateOfBirthYear: 'Año de nacimiento',
  idNumber: 'Número de identificación',
  idProof: 'Tipo de identificación',
  residenceYears: 'Años en esta dirección',
  residenceMonths: 'Meses en esta dirección',
  employerPhone: 'Teléfono del empleador',
  employerExt: 'Extensión (opcional)',
  lastPayday: 'Último día de pago (MM/DD/AAAA)',
  giftMessage: 'Mensaje de regalo (opcional)',
  incomeSource: 'Fuente de ingresos',
  benefitsIncome: 'Tipo de ingresos por beneficios',
  paidMode: 'Calendario de pago en tu talón de pago',
  payFrequency: '¿Con qué frecuencia te pagan?',
  payDay: 'Día de pago',
  payWeek: 'Semana del mes en que te pagan',
  firstPayDay: 'Primer día de pago del mes',
  secondPayDay: 'Segundo día de pago del mes',
  paymentCard: 'Pagar con',
  newCard: 'Usar otra tarjeta',
  'card.expired': 'Vencida',
  'card.reauthorize': 'Volver a autorizar',
  cardName: 'Nombre en la tarjeta',
  cardNumber: 'Número de tarjeta',
  cardExpiry: 'Fecha de vencimiento (MM/AA)',
  cardCvv: 'Código de seguridad',
  acceptAgreement: 'Leí y acepto el contrato de arrendamiento',
  signatureName: 'Tu nombre completo, como firma',
  ...references((n) => ({ first: `Referencia ${n}: nombre`, last: `Referencia ${n}: apellido`, phone: `Referencia ${n}: teléfono`, relationship: `Referencia ${n}: relación contigo` })),
  'country.US': 'Estados Unidos',
  'country.CA': 'Canadá',
  ...idProofs(['Licencia de conducir', 'Tarjeta de identificación estatal', 'Pasaporte', 'Identificación militar', 'Tarjeta de residente permanente', 'Matrícula consular', 'Otra identificación oficial']),
};

/** Canada: provinces and postal codes. */
const enCA: Record<string, string> = { ...en, state: 'Province', postal: 'Postal code' };

const BY_SITE = { 'en-us': en, 'es-us': es, 'en-ca': enCA } as const;

export const fieldLabel = (ctx: ViewContext, name: string): string => BY_SITE[ctx.site.key][name] ?? name;

export const errorText = (ctx: ViewContext, key: string): string =>
  translator(fieldMessages, widgetConfig(ctx.site))(key as FieldMessageKey);

/** A select option's text: the value list's label (or state name) from src/validation, else ours. */
export function optionLabel(ctx: ViewContext, name: string, values: ValueList | undefined, value: string): string {
  if (values === 'regions') return regionName(value, ctx.site.country, ctx.site.lang);
  if (values?.list) return translator(enumerationLabels, widgetConfig(ctx.site))(labelKey(values.list, value));
  return BY_SITE[ctx.site.key][`${name}.${value}`] ?? value;
}
