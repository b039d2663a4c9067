/** The checkout steps, in order (SPEC 2.11). */
export const STEPS = ['delivery', 'order-form', 'payment', 'sign', 'references'] as const;

export type Step = (typeof STEPS)[number];
