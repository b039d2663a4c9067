import type { CheckoutStep } from '../checkout-rules.js';
import { fieldsOf, type StepField } from '../checkout-schema.js';
import type { SavedCard, StepValues } from '../data/checkout.js';
import { fieldLabel, errorText, optionLabel } from './checkout-labels.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

/** Field name → message key of its error, as validateStep gives them. */
export type FieldErrors = Readonly<Record<string, string>>;

const fieldId = (name: string): string => `checkout-${name}`;

function described(name: string, failed: boolean): Html | string {
  return failed ? html` aria-invalid="true" aria-describedby="${fieldId(name)}-error"` : '';
}

function errorLine(ctx: ViewContext, name: string, key: string | undefined): Html | string {
  return key ? html`<p class="field-error" id="${fieldId(name)}-error">${errorText(ctx, key)}</p>` : '';
}

function control(ctx: ViewContext, field: StepField, value: string, failed: boolean): Html {
  const id = fieldId(field.name);
  const required = field.required ? html` required` : '';
  const autocomplete = field.autocomplete ? html` autocomplete="${field.autocomplete}"` : '';
  const attrs = html`id="${id}" name="${field.name}"${required}${autocomplete}${described(field.name, failed)}`;
  switch (field.control) {
    case 'select':
      return html`<select ${attrs}><option value=""></option>${(field.options ?? []).map(
        (option) => html`<option value="${option}"${option === value ? html` selected` : ''}>${optionLabel(ctx, field, option)}</option>`,
      )}</select>`;
    case 'textarea':
      return html`<textarea ${attrs}${field.maxLength ? html` maxlength="${String(field.maxLength)}"` : ''}>${value}</textarea>`;
    case 'checkbox':
      return html`<input type="checkbox" value="true" ${attrs}${value === 'true' ? html` checked` : ''}>`;
    case 'password':
      // The SSN is never written back into a page (issue 8's PII rules): the shopper types it again.
      return html`<input type="password" inputmode="numeric" ${attrs} value="">`;
    default:
      return html`<input type="${field.control}" ${attrs} value="${value}">`;
  }
}

function savedCardChoices(ctx: ViewContext, field: StepField, cards: readonly SavedCard[], value: string, key: string | undefined): Html {
  return html`<fieldset class="form-row"${described(field.name, key !== undefined)}>
  <legend>${fieldLabel(ctx, field.name)}</legend>
  ${cards.map(
    (card) => html`<label><input type="radio" name="${field.name}" value="${card.id}"${card.id === value ? html` checked` : ''}> ${card.brand} •••• ${card.last4}</label>`,
  )}
  ${errorLine(ctx, field.name, key)}
</fieldset>`;
}

/**
 * The step's fields for the no-script form, in the order and with the names the step's schema
 * gives (src/validation/checkout-steps.ts), so the server and the widget share one field list.
 */
export function checkoutFields(ctx: ViewContext, step: CheckoutStep, values: StepValues, errors: FieldErrors, cards: readonly SavedCard[]): Html[] {
  return fieldsOf(step, values, ctx.site.country).map((field) => {
    const value = values[field.name] ?? '';
    const key = errors[field.name];
    if (field.control === 'saved-card') return savedCardChoices(ctx, field, cards, value, key);
    const row = field.control === 'checkbox' ? 'form-row form-row--check' : 'form-row';
    const label = html`<label for="${fieldId(field.name)}">${fieldLabel(ctx, field.name)}</label>`;
    const input = control(ctx, field, value, key !== undefined);
    return html`<div class="${row}">${field.control === 'checkbox' ? html`${input} ${label}` : html`${label} ${input}`}${errorLine(ctx, field.name, key)}</div>`;
  });
}
