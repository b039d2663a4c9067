import type * as v from 'valibot';
import type { FooterSmsAnswerSchema } from '../../src/contracts/signups';

/** The footer SMS answer as read (SPEC 3.7; the contract: src/contracts/signups.ts). */
export type SmsAnswer = v.InferOutput<typeof FooterSmsAnswerSchema>;

/** SPEC 8's footer SMS rows, in the order they are told apart. */
export type SmsOutcome =
  | { kind: 'error' }
  | { kind: 'manual-opt-in'; joinNumber: string }
  | { kind: 'unserviced-area' }
  | { kind: 'confirmation-sent' };

const MANUAL = 'Requires manual opt in';
const UNSERVICED = 'Unable to process SMS opt in';

/**
 * What the answer means. For a manual opt-in, the number to text JOIN to is what follows the
 * marker in status[0] ('Requires manual opt in: 1-844-555-0142'), else `fallbackJoinNumber`.
 * An answer without a usable status[0] counts by its success alone.
 */
export function smsOutcome(answer: SmsAnswer | undefined, fallbackJoinNumber: string): SmsOutcome {
  if (!answer?.success) return { kind: 'error' };
  const first = answer.status[0];
  const status = typeof first === 'string' ? first : '';
  const manual = status.indexOf(MANUAL);
  if (manual >= 0) {
    const named = status
      .slice(manual + MANUAL.length)
      .replace(/^[\s:.,-]+/, '')
      .trim();
    const joinNumber = /\d/.test(named) ? named : fallbackJoinNumber;
    // Without a number to text, the shopper cannot act on the message: tell them to try again.
    return joinNumber ? { kind: 'manual-opt-in', joinNumber } : { kind: 'error' };
  }
  if (status.includes(UNSERVICED)) return { kind: 'unserviced-area' };
  return { kind: 'confirmation-sent' };
}
