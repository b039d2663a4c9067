import * as v from 'valibot';

/**
 * The answers of the account calls (SPEC 3.4, 7.3) that <lto-account-drawer> reads; the demo
 * server and the stories' handlers answer them. The calls whose answer is not read (tokenLogin,
 * accountSignOut, accountResendActivation) only need an OK status.
 */

const optional = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema), null);

/**
 * sessionDecisionViewModel (SPEC 3.4): the shopper's Leasing Power decision. Every field may be
 * missing or null: a decision the server cannot give is 'discover leasing' (SPEC 8).
 */
export const DecisionSchema = v.object({
  approvalDetermination: optional(v.string()),
  tierIsApproved: v.optional(v.nullable(v.boolean()), false),
  firstName: optional(v.string()),
  remainingLeasingPower: optional(v.number()),
  remainingLeasingPowerFormatted: optional(v.string()),
  expirationDateValue: optional(v.string()),
});

/** What a server sends. */
export type SessionDecisionViewModel = v.InferInput<typeof DecisionSchema>;

/**
 * POST {loginForm} (form username, password, csrf_token, format=ajax) and POST {accountDetails}
 * (form DigitalAccountId): `{ success, sessionDecisionViewModel }`. The decision is read apart: one
 * that does not parse counts as missing, never as a failed sign-in (the server did sign in).
 */
export const SignInAnswerSchema = v.object({ success: v.boolean(), sessionDecisionViewModel: v.optional(v.unknown()) });

/** What a server sends. */
export interface SignInAnswer {
  success: boolean;
  sessionDecisionViewModel?: SessionDecisionViewModel | null;
}

/** POST {registerForm} (the same form): `{ success, wasCreatedSuccessfully, message }`, the message shown when it failed. */
export const RegisterAnswerSchema = v.object({
  success: v.optional(v.boolean(), false),
  wasCreatedSuccessfully: v.optional(v.boolean(), false),
  message: v.optional(v.nullable(v.string()), null),
});

/** What a server sends. */
export type RegisterAnswer = v.InferInput<typeof RegisterAnswerSchema>;

/**
 * GET {getLpDetailsModal}?format=ajax without getAsHtml: the JSON of the Leasing Power details
 * modal (SPEC 7.3 does not show it; ours): amounts in whole currency units, the currency (else the
 * page's), the expiry date.
 */
export const LeasingPowerDetailsSchema = v.object({
  approvedAmount: v.pipe(v.number(), v.minValue(0)),
  availableAmount: v.pipe(v.number(), v.minValue(0)),
  currency: v.optional(v.picklist(['USD', 'CAD'])),
  expirationDateValue: v.optional(v.nullable(v.string())),
});

/** What a server sends. */
export type LeasingPowerDetailsAnswer = v.InferInput<typeof LeasingPowerDetailsSchema>;
