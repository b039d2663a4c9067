import { translator } from '../../../src/core/i18n.js';
import { enumerationLabels, labelKey } from '../../../src/validation/enumeration-labels.js';
import { fieldMessages, type FieldMessageKey } from '../../../src/validation/messages.js';
import type { StepField } from '../checkout-schema.js';
import type { ViewContext } from './context.js';
import { widgetConfig } from './widget-config.js';

/**
 * Labels of the no-script checkout form, by SPEC 3.6 field name. The error texts and the value
 * lists' labels are src/validation's own catalogues, the ones the widget shows.
 */
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
};

/** Canada: provinces and postal codes. */
const enCA: Record<string, string> = { ...en, state: 'Province', postal: 'Postal code' };

const BY_SITE = { 'en-us': en, 'es-us': es, 'en-ca': enCA } as const;

export const fieldLabel = (ctx: ViewContext, name: string): string => BY_SITE[ctx.site.key][name] ?? name;

export const errorText = (ctx: ViewContext, key: string): string =>
  translator(fieldMessages, widgetConfig(ctx.site))(key as FieldMessageKey);

export function optionLabel(ctx: ViewContext, field: StepField, value: string): string {
  if (!field.list) return value;
  return translator(enumerationLabels, widgetConfig(ctx.site))(labelKey(field.list, value));
}
