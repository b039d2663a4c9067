import { checkoutField, listValues, type CheckoutFieldControl } from '../../../src/validation/checkout-fields.js';
import { NEW_CARD, type CheckoutStep } from '../../../src/validation/checkout-steps.js';
import { NEVER_ECHOED, stepFields, type StepField } from '../checkout-schema.js';
import type { CardWithStatus } from '../checkout-rules.js';
import type { StepValues } from '../data/checkout.js';
import { checkoutText, errorText, fieldLabel, optionLabel } from './checkout-labels.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

/** Field name → message key of its error, as the step schema gives them. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The plain form draws each field as src/validation/checkout-fields.ts says (the table
 * <lto-checkout-form> reads too): the same control, autocomplete token, input mode, length and values.
 * Without script there is no switch, SSN reveal or calendar: a checkbox, a password box, a text box.
 */
const INPUT_TYPES: Partial<Record<CheckoutFieldControl['control'], string>> = { email: 'email', tel: 'tel', ssn: 'password' };

const fieldId = (name: string): string => `checkout-${name}`;

const invalid = (name: string, key: string | undefined): Html | string =>
  key ? html` aria-invalid="true" aria-describedby="${fieldId(name)}-error"` : '';

const errorLine = (ctx: ViewContext, name: string, key: string | undefined): Html | string =>
  key ? html`<p class="field-error" id="${fieldId(name)}-error">${errorText(ctx, key)}</p>` : '';

function input(ctx: ViewContext, field: StepField, control: CheckoutFieldControl, value: string, key: string | undefined): Html {
  const attrs = html`id="${fieldId(field.name)}" name="${field.name}"${field.required ? html` required` : ''} autocomplete="${control.autoComplete}"${
    control.inputMode ? html` inputmode="${control.inputMode}"` : ''
  }${control.maxLength ? html` maxlength="${String(control.maxLength)}"` : ''}${invalid(field.name, key)}`;
  const values = control.values;
  switch (control.control) {
    case 'select':
      return html`<select ${attrs}><option value=""></option>${(values ? listValues(values, ctx.site.country) : []).map(
        (option) => html`<option value="${option}"${option === value ? html` selected` : ''}>${optionLabel(ctx, field.name, values, option)}</option>`,
      )}</select>`;
    case 'textarea':
      return html`<textarea ${attrs}>${value}</textarea>`;
    case 'checkbox':
    case 'switch':
      return html`<input type="checkbox" ${attrs} value="true"${value === 'true' ? html` checked` : ''}>`;
    default:
      // The SSN and card fields are never written back into a page (issue 8's PII rules).
      return html`<input type="${INPUT_TYPES[control.control] ?? 'text'}" ${attrs} value="${NEVER_ECHOED.has(field.name) ? '' : value}">`;
  }
}

/** The payment step's choice: a saved card (SPEC 2.11: with its 'Expired' / 'Reauthorize' tag) or a new one. */
function cardChoices(ctx: ViewContext, field: StepField, cards: readonly CardWithStatus[], value: string, key: string | undefined): Html {
  const choices = [
    ...cards.map((card) => ({ id: card.id, text: `${card.brand} •••• ${card.last4}`, tag: card.status === 'ok' ? null : card.status, disabled: card.status === 'expired' })),
    { id: NEW_CARD, text: checkoutText(ctx, 'checkout.card.new'), tag: null, disabled: false },
  ];
  return html`<fieldset class="form-row"${invalid(field.name, key)}>
  <legend>${fieldLabel(ctx, field.name)}</legend>
  ${choices.map(
    (choice) => html`<label class="form-row--check"><input type="radio" name="${field.name}" value="${choice.id}"${choice.id === value ? html` checked` : ''}${
      choice.disabled ? html` disabled` : ''
    }> ${choice.text}${choice.tag ? html` <span class="card-tag">${checkoutText(ctx, `checkout.card.${choice.tag}`)}</span>` : ''}</label>`,
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
    const control = checkoutField(field.name, ctx.site.country);
    const value = values[field.name] ?? '';
    const key = errors[field.name];
    if (control.control === 'cards') return cardChoices(ctx, field, cards, value, key);
    const label = html`<label for="${fieldId(field.name)}">${fieldLabel(ctx, field.name, field.optional && control.control !== 'switch')}</label>`;
    const drawn = input(ctx, field, control, value, key);
    return control.control === 'checkbox' || control.control === 'switch'
      ? html`<div class="form-row form-row--check">${drawn} ${label}${errorLine(ctx, field.name, key)}</div>`
      : html`<div class="form-row">${label} ${drawn}${errorLine(ctx, field.name, key)}</div>`;
  });
}
