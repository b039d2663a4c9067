import * as v from 'valibot';

/**
 * The fraud / identity provider's device session (SPEC 3.9, 7.8). SPEC names the provider by kind
 * only; the demo's stand-in is called Kestrel, so its active flag is `isKestrelActive` (SPEC: the
 * flag's field name embeds the provider's name). The runtime (src/core/fraud-session.ts), the
 * demo's endpoint and its device kit all take the names from here.
 */
export const FRAUD_ACTIVE_FIELD = 'isKestrelActive';

/** GET {fraudPublicKey}: whether the provider is on for this site, and the key its device kit starts with. */
export const PublicKeyAnswerSchema = v.object({
  [FRAUD_ACTIVE_FIELD]: v.boolean(),
  apiKey: v.pipe(v.string(), v.minLength(1)),
});

/** What a server sends. */
export type PublicKeyAnswer = v.InferInput<typeof PublicKeyAnswerSchema>;

/**
 * The global the device kit's script defines once run: `start` collects the device's signals
 * under the key and resolves the session id the provider made for them.
 */
export const DEVICE_KIT_GLOBAL = 'KestrelDevice';

export const DeviceKitSchema = v.object({ start: v.function() });

/** The session id the kit resolves: a token of the provider's, kept short and plain. */
export const DeviceSessionIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{8,128}$/));

/** POST {storeSessionIdInSession}, form body {sessionId}: the platform keeps it for the order; the answer is ignored. */
export const SESSION_ID_FIELD = 'sessionId';
