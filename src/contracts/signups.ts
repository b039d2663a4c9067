import * as v from 'valibot';

/**
 * The answers of the sign-up forms (SPEC 3.7, 7.7), each posted form-encoded with format=ajax;
 * the widgets read them with these schemas, the demo server and the stories' handlers answer them.
 * (The custom sofa form is answered with HTML.)
 *
 * POST {footerEmailSubscribe}: `{ success }`, all that is read.
 */
export const FooterEmailAnswerSchema = v.object({ success: v.boolean() });

/** What a server sends. */
export type FooterEmailAnswer = v.InferInput<typeof FooterEmailAnswerSchema>;

/**
 * POST {footerTextForm}: `{ success, status }`, status an array whose first entry is read as
 * text: 'Requires manual opt in: 1-844-555-0142', 'Unable to process SMS opt in', or anything else
 * for a confirmation text sent (SPEC 8).
 */
export const FooterSmsAnswerSchema = v.object({
  success: v.boolean(),
  status: v.optional(v.array(v.unknown()), []),
});

/** What a server sends. */
export type FooterSmsAnswer = v.InferInput<typeof FooterSmsAnswerSchema>;

/**
 * POST {interstitialEmail}, {interstitialText} and {contestForm}, with the confirm field:
 * `{ success, message }`, the server's message shown with the outcome.
 */
export const SignupAnswerSchema = v.object({
  success: v.boolean(),
  message: v.optional(v.nullable(v.string()), ''),
});

/** What a server sends. */
export type SignupAnswer = v.InferInput<typeof SignupAnswerSchema>;
