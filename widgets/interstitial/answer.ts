import * as v from 'valibot';

/** SPEC 3.7: both interstitial forms answer success and message. */
export const SignupAnswer = v.object({
  success: v.boolean(),
  message: v.optional(v.nullable(v.string()), ''),
});

export type SignupAnswer = v.InferOutput<typeof SignupAnswer>;

/**
 * The server's message as the middle of SPEC 8's '{server message part}. Please refresh…': without
 * a leading 'Error' (the heading says it) and without its closing period (the sentence adds one).
 */
export function messagePart(message: string): string {
  return message
    .trim()
    .replace(/^error\s*[:-]\s*/i, '')
    .replace(/[\s.!]+$/, '');
}
