import type { EnumerationList } from '../../../src/validation/enumeration-labels.js';
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
  regionCodes,
  SECOND_PAY_DAYS,
} from '../../../src/validation/enumerations.js';
import { GIFT_MESSAGE_LIMIT, NEW_CARD, type CheckoutStep } from '../../../src/validation/checkout-steps.js';
import { NEVER_ECHOED, stepFields, type StepField } from '../checkout-schema.js';
import type { CardWithStatus } from '../checkout-rules.js';
import type { StepValues } from '../data/checkout.js';
import { errorText, fieldLabel, optionLabel } from './checkout-labels.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

/** Field name → message key of its error, as the step schema gives them. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * How the server's plain form draws each field of the step schemas: the schemas say which fields
 * a step has, in what order, and which are required; this says only the control. A select's
 * values are the schema's own lists (src/validation/enumerations.ts).
 */
interface Control {
  type: 'text' | 'email' | 'tel' | 'number' | 'select' | 'checkbox' | 'textarea' | 'password' | 'cards';
  autocomplete?: string;
  inputmode?: 'numeric' | 'tel';
  options?: (country: 'US' | 'CA') => readonly string[];
  /** The value list's labels in src/validation/enumeration-labels.ts. */
  list?: EnumerationList;
  maxLength?: number;
}

const list = (values: readonly string[], labels?: EnumerationList): Control => ({ type: 'select', options: () => values, ...(labels ? { list: labels } : {}) });

const CONTROLS: Readonly<Record<string, Control>> = {
  firstName: { type: 'text', autocomplete: 'given-name' },
  middleInitial: { type: 'text', autocomplete: 'additional-name' },
  lastName: { type: 'text', autocomplete: 'family-name' },
  address1: { type: 'text', autocomplete: 'address-line1' },
  address2: { type: 'text', autocomplete: 'address-line2' },
  city: { type: 'text', autocomplete: 'address-level2' },
  state: { type: 'select', autocomplete: 'address-level1', options: regionCodes },
  postal: { type: 'text', autocomplete: 'postal-code' },
  country: { type: 'select', autocomplete: 'country', options: () => ['US', 'CA'] },
  email: { type: 'email', autocomplete: 'email' },
  confirmemail: { type: 'email', autocomplete: 'email' },
  phone: { type: 'tel', autocomplete: 'tel' },
  cellPhone: { type: 'tel', autocomplete: 'tel' },
  workphone: { type: 'tel', autocomplete: 'tel' },
  isGift: { type: 'checkbox' },
  giftMessage: { type: 'textarea', maxLength: GIFT_MESSAGE_LIMIT },
  socialSecurity: { type: 'password', autocomplete: 'off', inputmode: 'numeric' },
  dateOfBirthMonth: { ...list(MONTHS, 'month'), autocomplete: 'bday-month' },
  dateOfBirthDay: { type: 'text', autocomplete: 'bday-day', inputmode: 'numeric' },
  dateOfBirthYear: { type: 'text', autocomplete: 'bday-year', inputmode: 'numeric' },
  idNumber: { type: 'text', autocomplete: 'off' },
  idProof: list(ID_PROOFS),
  residenceYears: { type: 'text', inputmode: 'numeric' },
  residenceMonths: { type: 'text', inputmode: 'numeric' },
  incomeSource: list(INCOME_SOURCES, 'incomeSource'),
  benefitsIncome: list(BENEFITS_INCOMES, 'benefitsIncome'),
  employerPhone: { type: 'tel', autocomplete: 'off' },
  employerExt: { type: 'text', inputmode: 'numeric' },
  lastPayday: { type: 'text', inputmode: 'numeric' },
  paidMode: list(PAID_MODES, 'paidMode'),
  payFrequency: list(PAY_FREQUENCIES, 'payFrequency'),
  payDay: list(DAYS_OF_WEEK, 'dayOfWeek'),
  payWeek: list(PAY_WEEKS, 'payWeek'),
  firstPayDay: list(FIRST_PAY_DAYS, 'firstPayDay'),
  secondPayDay: list(SECOND_PAY_DAYS, 'secondPayDay'),
  paymentCard: { type: 'cards' },
  cardName: { type: 'text', autocomplete: 'cc-name' },
  cardNumber: { type: 'text', autocomplete: 'cc-number', inputmode: 'numeric' },
  cardExpiry: { type: 'text', autocomplete: 'cc-exp' },
  cardCvv: { type: 'password', autocomplete: 'cc-csc', inputmode: 'numeric' },
  acceptAgreement: { type: 'checkbox' },
  signatureName: { type: 'text', autocomplete: 'name' },
};

const referenceControls = (n: 1 | 2): Record<string, Control> => ({
  [`reference${n}FirstName`]: { type: 'text', autocomplete: 'off' },
  [`reference${n}LastName`]: { type: 'text', autocomplete: 'off' },
  [`reference${n}Phone`]: { type: 'tel', autocomplete: 'off' },
  [`reference${n}Relationship`]: list(REFERENCE_RELATIONSHIPS, 'relationship'),
});

const ALL_CONTROLS: Readonly<Record<string, Control>> = { ...CONTROLS, ...referenceControls(1), ...referenceControls(2) };

export const controlOf = (name: string): Control => ALL_CONTROLS[name] ?? { type: 'text' };

const fieldId = (name: string): string => `checkout-${name}`;

const invalid = (name: string, key: string | undefined): Html | string =>
  key ? html` aria-invalid="true" aria-describedby="${fieldId(name)}-error"` : '';

const errorLine = (ctx: ViewContext, name: string, key: string | undefined): Html | string =>
  key ? html`<p class="field-error" id="${fieldId(name)}-error">${errorText(ctx, key)}</p>` : '';

function input(ctx: ViewContext, field: StepField, control: Control, value: string, key: string | undefined): Html {
  const attrs = html`id="${fieldId(field.name)}" name="${field.name}"${field.required ? html` required` : ''}${
    control.autocomplete ? html` autocomplete="${control.autocomplete}"` : ''
  }${control.inputmode ? html` inputmode="${control.inputmode}"` : ''}${invalid(field.name, key)}`;
  switch (control.type) {
    case 'select':
      return html`<select ${attrs}><option value=""></option>${(control.options?.(ctx.site.country) ?? []).map(
        (option) => html`<option value="${option}"${option === value ? html` selected` : ''}>${optionLabel(ctx, field.name, control.list, option)}</option>`,
      )}</select>`;
    case 'textarea':
      return html`<textarea ${attrs}${control.maxLength ? html` maxlength="${String(control.maxLength)}"` : ''}>${value}</textarea>`;
    case 'checkbox':
      return html`<input type="checkbox" ${attrs} value="true"${value === 'true' ? html` checked` : ''}>`;
    default:
      // The SSN and card fields are never written back into a page (issue 8's PII rules).
      return html`<input type="${control.type === 'password' ? 'password' : control.type}" ${attrs} value="${NEVER_ECHOED.has(field.name) ? '' : value}">`;
  }
}

/** The payment step's choice: a saved card (SPEC 2.11: with its 'Expired' / 'Reauthorize' tag) or a new one. */
function cardChoices(ctx: ViewContext, field: StepField, cards: readonly CardWithStatus[], value: string, key: string | undefined): Html {
  const choices = [
    ...cards.map((card) => ({ id: card.id, text: `${card.brand} •••• ${card.last4}`, tag: card.status === 'ok' ? null : card.status, disabled: card.status === 'expired' })),
    { id: NEW_CARD, text: fieldLabel(ctx, 'newCard'), tag: null, disabled: false },
  ];
  return html`<fieldset class="form-row"${invalid(field.name, key)}>
  <legend>${fieldLabel(ctx, field.name)}</legend>
  ${choices.map(
    (choice) => html`<label class="form-row--check"><input type="radio" name="${field.name}" value="${choice.id}"${choice.id === value ? html` checked` : ''}${
      choice.disabled ? html` disabled` : ''
    }> ${choice.text}${choice.tag ? html` <span class="card-tag">${fieldLabel(ctx, `card.${choice.tag}`)}</span>` : ''}</label>`,
  )}
  ${errorLine(ctx, field.name, key)}
</fieldset>`;
}

/**
 * The step's fields for the plain form, in the order and with the names and required flags of the
 * step's schema (src/validation/checkout-steps.ts), so the server and the widget share one field list.
 */
export function checkoutFields(ctx: ViewContext, step: CheckoutStep, values: StepValues, errors: FieldErrors, cards: readonly CardWithStatus[]): Html[] {
  return stepFields(step, values).map((field) => {
    const control = controlOf(field.name);
    const value = values[field.name] ?? '';
    const key = errors[field.name];
    if (control.type === 'cards') return cardChoices(ctx, field, cards, value, key);
    const label = html`<label for="${fieldId(field.name)}">${fieldLabel(ctx, field.name)}</label>`;
    const drawn = input(ctx, field, control, value, key);
    return control.type === 'checkbox'
      ? html`<div class="form-row form-row--check">${drawn} ${label}${errorLine(ctx, field.name, key)}</div>`
      : html`<div class="form-row">${label} ${drawn}${errorLine(ctx, field.name, key)}</div>`;
  });
}
