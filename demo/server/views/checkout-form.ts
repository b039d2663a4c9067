import { checkoutField, listValues, type CheckoutFieldControl, type ValueList } from '../../../src/validation/checkout-fields.js';
import { sectionsOf, sharesRow, shownFields, startingCard, textName } from '../../../src/validation/checkout-layout.js';
import { NEW_CARD, requiredFields, type CheckoutStep, type StepOptions } from '../../../src/validation/checkout-steps.js';
import { datePickerBounds, isoDate, parseUsDate } from '../../../src/validation/dates.js';
import { enumerationLabels, labelKey } from '../../../src/validation/enumeration-labels.js';
import { regionName } from '../../../src/validation/region-names.js';
import { translator } from '../../../src/core/i18n.js';
import type { CardWithStatus } from '../checkout-rules.js';
import type { StepValues } from '../data/checkout.js';
import { checkoutFormText, hasCheckoutFormText } from './checkout-form-text.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { widgetConfig } from './widget-config.js';

/**
 * One checkout step's form as <lto-checkout-form>'s markup contract gives it (its README, "Server
 * markup"; widgets/checkout-form/markup.html): the platform's template, written by hand. It works
 * without script (it posts the same field names to the same action), and the widget, once drawn,
 * takes it over element by element: the same sections, fields, labels, classes and order, for the
 * same values (src/validation/checkout-layout.ts says which fields a step shows). Without script
 * a field that depends on another answer (the employer's phone, a new card's number) appears when
 * the post comes back asking for it.
 */
/** Field name → message key of its error, as the step schema gives them. */
export type FieldErrors = Readonly<Record<string, string>>;

export interface StepForm {
  step: CheckoutStep;
  action: string;
  csrfToken: string;
  /** What the fields show: saved, pre-filled, or as typed in a refused post (never the SSN). */
  values: StepValues;
  /** The refused post's errors: field → message key. */
  errors: Readonly<Record<string, string>>;
  /** The payment step's saved cards, each with its tag. */
  savedCards: readonly CardWithStatus[];
}

type Country = 'US' | 'CA';
type T = ReturnType<typeof checkoutFormText>;

interface Drawn {
  ctx: ViewContext;
  t: T;
  country: Country;
  values: StepValues;
  errors: StepForm['errors'];
  required: ReadonlySet<string>;
}

const fieldId = (name: string) => `checkout-${name}`;

/** The text of an error key; REQUIRED is the row's own required text where it has one (SPEC 5). */
function errorText(t: T, name: string, key: string): string {
  if (key !== 'REQUIRED') return t(key);
  const own = `required.${textName(name)}`;
  return hasCheckoutFormText(own) ? t(own) : t('REQUIRED');
}

/** A select's options in the page's language: SPEC 9.7's labels, the regions sorted by name, else the form's own `{field}.{value}`. */
function options(ctx: ViewContext, t: T, name: string, list: ValueList, country: Country): { value: string; label: string }[] {
  const lang = ctx.site.lang;
  if (list === 'regions') {
    return listValues(list, country)
      .map((value) => ({ value, label: regionName(value, country, lang) }))
      .sort((a, b) => a.label.localeCompare(b.label, lang));
  }
  const enumeration = list.list;
  if (enumeration) {
    const label = translator(enumerationLabels, widgetConfig(ctx.site));
    return list.values.map((value) => ({ value, label: label(labelKey(enumeration, value)) }));
  }
  return list.values.map((value) => ({ value, label: t(`${name}.${value}`) }));
}

const attr = (name: string, value: string | number | undefined): Html | string => (value === undefined || value === '' ? '' : html` ${name}="${String(value)}"`);
const flag = (name: string, on: boolean): Html | string => (on ? html` ${name}` : '');

/** The yyyy-mm-dd a calendar shows for a typed mm/dd/yyyy. */
const toIso = (text: string) => {
  const parts = parseUsDate(text);
  return parts ? isoDate(parts) : '';
};

function pickerBounds(): { min: string; max: string } {
  const { min, max } = datePickerBounds();
  return { min: isoDate(min), max: isoDate(max) };
}

function field(d: Drawn, name: string): Html {
  const { t, values, errors } = d;
  const control: CheckoutFieldControl = checkoutField(name, d.country);
  const value = values[name] ?? '';
  const required = d.required.has(name);
  const base = t(`label.${textName(name)}`);
  const label = required || control.control === 'switch' ? base : t('checkout.optional', { label: base });
  const id = fieldId(name);
  const key = errors[name];
  const error = key ? errorText(t, name, key) : '';
  const limited = control.control === 'textarea' && control.maxLength !== undefined;
  const describedBy = [error ? `${id}-error` : '', limited ? `${id}-count` : ''].filter(Boolean).join(' ');
  const common = html`id="${id}" name="${name}" autocomplete="${control.autoComplete}"${attr('aria-invalid', error ? 'true' : '')}${attr('aria-required', required ? 'true' : '')}${attr('aria-describedby', describedBy)}`;
  const labelTag = html`<label class="lto-checkout-field__label" for="${id}">${label}</label>`;
  const errorTag = error ? html`<p id="${id}-error" class="lto-checkout-field__error">${error}</p>` : '';
  const short = sharesRow(name) ? ' lto-checkout-field--short' : '';

  switch (control.control) {
    case 'switch':
    case 'checkbox':
      return html`<div class="lto-checkout-field lto-checkout-field--${control.control}"><input ${common} class="lto-checkout-field__toggle" type="checkbox"${
        control.control === 'switch' ? html` role="switch"` : ''
      } value="true"${flag('checked', value === 'true')}>${labelTag}${errorTag}</div>`;
    case 'select': {
      const list = control.values ? options(d.ctx, t, name, control.values, d.country) : [];
      return html`<div class="lto-checkout-field lto-checkout-field--select${short}"><select ${common} class="lto-checkout-field__control"><option value="">${t('checkout.choose')}</option>${list.map(
        (option) => html`<option value="${option.value}"${flag('selected', option.value === value)}>${option.label}</option>`,
      )}</select>${labelTag}${errorTag}</div>`;
    }
    case 'textarea': {
      const left = (control.maxLength ?? 0) - [...value].length;
      return html`<div class="lto-checkout-field lto-checkout-field--textarea"><textarea ${common} class="lto-checkout-field__control" placeholder=" ">${value}</textarea>${labelTag}${
        limited ? html`<p id="${id}-count" class="lto-checkout-field__count">${t('CHAR_LIMIT_MSG', { count: left })}</p>` : ''
      }${errorTag}</div>`;
    }
    default: {
      // E-mail and phone fields are text boxes of their type; the SSN a password box, never filled in.
      const kind = control.control === 'ssn' || control.control === 'date' ? control.control : 'text';
      const type = control.control === 'ssn' ? 'password' : control.control === 'email' || control.control === 'tel' ? control.control : 'text';
      const shown = control.control === 'ssn' ? '' : value;
      const bounds = control.control === 'date' ? pickerBounds() : null;
      return html`<div class="lto-checkout-field lto-checkout-field--${kind}${short}"><input ${common} class="lto-checkout-field__control" type="${type}"${attr('inputmode', control.inputMode)}${attr(
        'maxlength',
        control.maxLength,
      )} placeholder=" "${attr('spellcheck', control.control === 'ssn' ? 'false' : '')} value="${shown}">${labelTag}${
        bounds
          ? html`<input class="lto-checkout-field__calendar" type="date" aria-label="${t('checkout.calendar', { label })}" min="${bounds.min}" max="${bounds.max}" value="${toIso(value)}">`
          : ''
      }${errorTag}</div>`;
    }
  }
}

/** The date of birth's calendar under its three fields: it fills them (with script). */
function birthCalendar(d: Drawn): Html {
  const { min, max } = pickerBounds();
  const [month, day, year] = ['dateOfBirthMonth', 'dateOfBirthDay', 'dateOfBirthYear'].map((name) => Number(d.values[name] ?? ''));
  const whole = Boolean(month && day && year && year >= 1000);
  const value = whole ? isoDate({ year: year!, month: month!, day: day! }) : '';
  return html`<div class="lto-checkout-field lto-checkout-field--calendar"><input class="lto-checkout-field__calendar" type="date" aria-label="${d.t('checkout.dob.calendar')}" min="${min}" max="${max}" value="${value}"></div>`;
}

/** The payment step's choice: each saved card with its 'Expired' or 'Reauthorize' tag (SPEC 2.11), or a new card. */
function savedCards(d: Drawn, cards: readonly CardWithStatus[], chosen: string): Html {
  const { t } = d;
  const key = d.errors['paymentCard'];
  const error = key ? errorText(t, 'paymentCard', key) : '';
  const legend = fieldId('paymentCard-legend');
  const option = (id: string, text: string, disabled: boolean, tag: Html | string) =>
    html`<label class="lto-checkout-cards__option${disabled ? ' lto-checkout-cards__option--disabled' : ''}"><input type="radio" name="paymentCard" value="${id}"${flag(
      'checked',
      id === chosen,
    )}${flag('disabled', disabled)}><span class="lto-checkout-cards__card">${text}</span>${tag}</label>`;
  return html`<fieldset class="lto-checkout-form__section lto-checkout-cards" aria-labelledby="${legend}"${attr('aria-invalid', error ? 'true' : '')}${attr(
    'aria-describedby',
    error ? fieldId('paymentCard-error') : '',
  )}><legend id="${legend}" class="lto-checkout-form__legend">${t('section.card')}</legend>${cards.map((card) => {
    const text = `${t('checkout.card.ending', { brand: card.brand, last4: card.last4 })}, ${t('checkout.card.expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}`;
    const tag = card.status === 'ok' ? '' : html`<span class="lto-checkout-cards__tag lto-checkout-cards__tag--${card.status}">${t(`checkout.card.${card.status}`)}</span>`;
    return option(card.id, text, card.status === 'expired', tag);
  })}${option(NEW_CARD, t('checkout.card.new'), false, '')}${error ? html`<p id="${fieldId('paymentCard-error')}" class="lto-checkout-field__error">${error}</p>` : ''}</fieldset>`;
}

/** The values the form starts with, as the widget reads them: the payment step's card chosen as it chooses. */
export function startingValues(step: CheckoutStep, values: StepValues, cards: readonly CardWithStatus[]): StepValues {
  const { socialSecurity: _never, ...shown } = values;
  if (step !== 'payment') return shown;
  const usable = cards.filter((card) => card.status !== 'expired').map((card) => card.id);
  return { ...shown, paymentCard: startingCard(shown['paymentCard'], usable) };
}

export function checkoutForm(ctx: ViewContext, form: StepForm): Html {
  const { step } = form;
  const t = checkoutFormText(ctx.site);
  const country: Country = ctx.site.country === 'CA' ? 'CA' : 'US';
  const usable = form.savedCards.filter((card) => card.status !== 'expired').map((card) => card.id);
  // The demo's site preferences: no numerals in names (its config block says the same).
  const options: StepOptions = { country, allowNumeralsInNameFields: false, savedCardIds: step === 'payment' ? usable : undefined };
  const values = startingValues(step, form.values, form.savedCards);
  const d: Drawn = { ctx, t, country, values, errors: form.errors, required: new Set(requiredFields(step, values, options)), };
  const hidden: Record<string, string> = step === 'delivery' ? { country } : step === 'payment' && !usable.length ? { paymentCard: NEW_CARD } : {};
  const problem = Object.keys(form.errors).length ? html`<p>${t('checkout.invalid')}</p>` : '';
  return html`<form class="lto-checkout-form" method="post" action="${form.action}" novalidate>
<h2 class="lto-checkout-form__heading">${t(`checkout.heading.${step}`)}</h2>
<div class="lto-checkout-form__problem" role="alert" tabindex="-1">${problem}</div>
<p class="lto-checkout-form__note">${t('checkout.requiredNote')}</p>
${form.csrfToken ? html`<input type="hidden" name="csrf_token" value="${form.csrfToken}">` : ''}
${Object.entries(hidden).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
${form.savedCards.length ? savedCards(d, form.savedCards, values['paymentCard'] ?? '') : ''}
${sectionsOf(shownFields(step, values, options)).map((section) => {
  const reference = /^reference(\d)$/.exec(section.id);
  const legend = reference ? t('section.reference', { n: reference[1]! }) : t(`section.${section.id}`);
  return html`<fieldset class="lto-checkout-form__section lto-checkout-form__section--${section.id}">
<legend class="lto-checkout-form__legend">${legend}</legend>
${section.id === 'agreement' ? html`<p class="lto-checkout-form__note">${t('checkout.sign.note')}</p>` : ''}
<div class="lto-checkout-form__fields">${section.fields.map((name) => field(d, name))}</div>
${section.id === 'dob' ? birthCalendar(d) : ''}
</fieldset>`;
})}
<button type="submit" class="lto-button lto-button--primary lto-checkout-form__submit">${t(step === 'sign' ? 'checkout.submit.sign' : 'checkout.submit')}</button>
</form>`;
}
