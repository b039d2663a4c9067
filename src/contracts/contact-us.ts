import * as v from 'valibot';

/**
 * The 'Contact Us' endpoint's answer (SPEC 2.11 leaves it to us): POST {contactUs}, form-encoded
 * with the fields of src/validation/contact-us.ts, csrf_token and format=ajax, answered with
 *   { success: true }                                    the message is stored
 *   { success: false, errors: { email: 'VALIDATE_EMAIL_REGEX', ... } }   fields the server refused
 * Error values are field message keys (src/validation/messages.ts). <lto-contact-form> reads it
 * with this schema; the demo server types what it sends with it.
 */
export const ContactUsAnswerSchema = v.object({
  success: v.boolean(),
  errors: v.optional(v.record(v.string(), v.string())),
});

export type ContactUsAnswer = v.InferOutput<typeof ContactUsAnswerSchema>;
