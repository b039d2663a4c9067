/**
 * Consent to non-essential cookies and scripts (SPEC 4.1).
 *
 * lto:consent-change: dispatched on the document once the shopper accepts the cookie dialog. The
 * detail is the state now. Analytics, live chat and the fraud device session wait for it where the
 * COOKIE_HINT preference is on (src/core/consent.ts).
 */
export const CONSENT_CHANGE_EVENT = 'lto:consent-change';

export type ConsentState = 'granted' | 'pending';

export interface ConsentChangeDetail {
  state: ConsentState;
}

declare module '../core/events' {
  interface LtoEventMap {
    [CONSENT_CHANGE_EVENT]: ConsentChangeDetail;
  }
}
