import * as v from 'valibot';
import { postalField } from './address';
import { checkboxField } from './choices';
import { emailField, phoneField } from './contact';
import type { SiteRules } from './field';
import { nameField } from './names';
import type { Country } from './postal';

/**
 * Marketing sign-up forms (SPEC 2.3, 2.4, 3.7, 5.4). Field names are SPEC 3.7's; the footer's last
 * name field, whose name SPEC does not show, is footeremailsub_lastName, and the footer text form's
 * phone field is footertext_phone. The e-mail and phone are required (their labels are marked when
 * left empty); names and zip are checked when given.
 */
export function footerEmailSchema(options: SiteRules & { country?: Country } = {}) {
  return v.object({
    footeremailsub_emailid: emailField({ required: true }),
    footeremailsub_firstName: nameField(options),
    footeremailsub_lastName: nameField(options),
    footeremailsub_zipcode: postalField({ country: options.country }),
    // Canada asks for consent: the opt-in must be checked (SPEC 5.4).
    footeremailsub_optin: checkboxField({ required: options.country === 'CA', message: 'OPTIN_REQUIRED' }),
  });
}

export function footerTextSchema() {
  return v.object({ footertext_phone: phoneField({ required: true }) });
}

/** Interstitial e-mail form: emailid, an optional phone, optin 'true' / 'false'. */
export function interstitialEmailSchema() {
  return v.object({
    emailid: emailField({ required: true }),
    phone: phoneField(),
    optin: checkboxField(),
  });
}

export function interstitialTextSchema() {
  return v.object({ phone: phoneField({ required: true }) });
}

/** Contest, custom sofa and sign-me-up forms: SPEC shows no field rules but an e-mail's. */
export function emailSignupSchema() {
  return v.object({ email: emailField({ required: true }), smsOptinCheckbox: checkboxField() });
}
