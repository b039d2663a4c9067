import type { CONSENT_CHANGE_EVENT, ConsentState } from '../contracts/consent-events';
import { getConfig } from './config';
import { readCookie } from './cookies';
import { on } from './events';

/**
 * The event's name written out (typed by the contract): importing the constant would share it
 * with grant-consent.ts, and a module that small shared is a chunk of its own, one more request
 * for the code that waits for consent (analytics).
 */
const CONSENT_CHANGE: typeof CONSENT_CHANGE_EVENT = 'lto:consent-change';

/**
 * Whether non-essential code (analytics, live chat, the fraud device kit) may run on this page.
 * Consent applies only where the platform turns the COOKIE_HINT preference on; there, it is granted
 * once the shopper accepted the cookie dialog (dw_cookies_accepted=1, SPEC 4.1). Any other value of
 * that cookie, tampered or not, counts as not accepted.
 */
export function consentState(doc: Document = document): ConsentState {
  if (getConfig(doc).preferences.COOKIE_HINT !== true) return 'granted';
  return readCookie('dw_cookies_accepted') === '1' ? 'granted' : 'pending';
}

/**
 * Runs `task` now when consent is granted, or once the shopper grants it. Returns the function
 * that cancels a task still waiting.
 */
export function whenConsented(task: () => void, doc: Document = document): () => void {
  if (consentState(doc) === 'granted') {
    task();
    return () => {};
  }
  const stop = on(doc, CONSENT_CHANGE, (event) => {
    if (event.detail.state !== 'granted') return;
    stop();
    task();
  });
  return stop;
}
