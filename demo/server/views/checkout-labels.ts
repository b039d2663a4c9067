import { translator } from '../../../src/core/i18n.js';
import type { ValueList } from '../../../src/validation/checkout-fields.js';
import { enumerationLabels, labelKey } from '../../../src/validation/enumeration-labels.js';
import { fieldMessages, type FieldMessageKey } from '../../../src/validation/messages.js';
import { regionName } from '../../../src/validation/region-names.js';
import { messages, type MessageKey } from '../../../widgets/checkout-form/messages.js';
import type { ViewContext } from './context.js';
import { widgetConfig } from './widget-config.js';

/**
 * Texts of the no-script checkout form: <lto-checkout-form>'s own catalogue
 * (widgets/checkout-form/messages.ts), so the step reads the same with or without script, Canada's
 * 'Province' and 'Postal code' included. The error texts and the value lists' labels are
 * src/validation's catalogues, the ones the widget shows.
 */
const widgetText = (ctx: ViewContext) => translator(messages, widgetConfig(ctx.site));

/**
 * The widget shows these under their section's legend ('Month' under 'Date of birth', 'First name'
 * under 'Reference 1'); the plain form has no sections, so the legend leads its label.
 */
const SECTION_OF: Readonly<Record<string, MessageKey>> = {
  dateOfBirthMonth: 'section.dob',
  dateOfBirthDay: 'section.dob',
  dateOfBirthYear: 'section.dob',
  residenceYears: 'section.residence',
  residenceMonths: 'section.residence',
  paymentCard: 'section.card',
};

/** Only the plain form asks for the country: the widget posts the site's without a field. */
const COUNTRY = {
  en: { country: 'Country', 'country.US': 'United States', 'country.CA': 'Canada' },
  es: { country: 'País', 'country.US': 'Estados Unidos', 'country.CA': 'Canadá' },
} as const satisfies Record<string, Record<string, string>>;

const countryText = (ctx: ViewContext, key: string): string | undefined => (COUNTRY[ctx.site.lang] as Record<string, string>)[key];

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

/**
 * A field's label, marked optional as the widget marks one it does not require. The plain form
 * shows every field at once, so only one never required is marked (not the card fields before
 * 'Use a new card' is chosen).
 */
export function fieldLabel(ctx: ViewContext, name: string, optional = false): string {
  const own = countryText(ctx, name);
  if (own) return own;
  const t = widgetText(ctx);
  const reference = /^reference(\d)(\w+)$/.exec(name);
  const section = reference ? t('section.reference', { n: reference[1]! }) : SECTION_OF[name] && t(SECTION_OF[name]);
  if (name === 'paymentCard') return section!;
  const label = t(`label.${reference ? `reference${reference[2]}` : name}` as MessageKey);
  const full = section ? `${section}: ${lowerFirst(label)}` : label;
  return optional ? t('checkout.optional', { label: full }) : full;
}

/** The widget's other texts the plain form shows (the saved cards' tags, 'Use a new card'). */
export const checkoutText = (ctx: ViewContext, key: MessageKey): string => widgetText(ctx)(key);

export const errorText = (ctx: ViewContext, key: string): string =>
  translator(fieldMessages, widgetConfig(ctx.site))(key as FieldMessageKey);

/** A select option's text: the value list's label or state name from src/validation, else the widget's `{field}.{value}`. */
export function optionLabel(ctx: ViewContext, name: string, values: ValueList | undefined, value: string): string {
  if (values === 'regions') return regionName(value, ctx.site.country, ctx.site.lang);
  if (values?.list) return translator(enumerationLabels, widgetConfig(ctx.site))(labelKey(values.list, value));
  return countryText(ctx, `${name}.${value}`) ?? widgetText(ctx)(`${name}.${value}` as MessageKey);
}
