import * as v from 'valibot';
import { json, requiredText, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { CheckoutForm } from './CheckoutForm';
import { STEPS } from './steps';

import { tag } from './tag';

export { tag };

/** JSON objects are parsed field by field in the widget (prefill.ts), so one bad field drops only itself. */
const AnyObject = v.record(v.string(), v.unknown());

/** The attributes of <lto-checkout-form>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  step: v.pipe(v.picklist(STEPS), v.description('The checkout step this form is (SPEC 2.11): which fields it shows and what it posts. Missing or unknown: the server markup stays.')),
  action: requiredText("The URL the step posts to (the server fallback form's action). Without it the server markup stays."),
  csrfToken: text('CSRF token sent with the form as csrf_token.'),
  values: json("Values already saved for this step, as a JSON object keyed by field name (SPEC 3.6 names). Never the SSN. A field of the wrong type is ignored with a warning.", AnyObject, '{}'),
  address: json(
    'Pre-filled address object of SPEC 3.6 (delivery step): any form field by name, countryCode fills country and stateCode fills state; ID, UUID and key are ignored. A field of the wrong type is ignored with a warning.',
    AnyObject,
    '{}',
  ),
  savedCards: json(
    'Saved cards (payment step) as a JSON array of {id, brand, last4, expMonth, expYear, status: "ok" | "expired" | "reauthorize"}; a malformed card is left out with a warning.',
    v.array(v.unknown()),
    '[]',
  ),
  errors: json(
    "Errors of a post the platform refused, as a JSON object of field name → message key (SPEC 8), when it draws the step again without script: shown beside their fields from the start, with 'Please correct the fields marked below.' at the top.",
    AnyObject,
    '{}',
  ),
  userCountry: text("The shopper's country, 'US' or 'CA' (postal code and province wording and list); default: the config block's country."),
  userState: text("The shopper's state or province code, chosen in the state list when no value or address gives one."),
});

export type CheckoutFormProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: CheckoutForm });
