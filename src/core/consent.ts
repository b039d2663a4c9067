import { CONSENT_CHANGE_EVENT, type ConsentState } from '../contracts/consent-events';
import { getConfig } from './config';
import { readCookie, writeCookie } from './cookies';
import { emit, on } from './events';

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

/** The shopper accepted: the two cookies of SPEC 4.1 (path '/'), then the event. */
export function grantConsent(doc: Document = document): void {
  writeCookie('dw', '1');
  writeCookie('dw_cookies_accepted', '1');
  emit(doc, CONSENT_CHANGE_EVENT, { state: 'granted' });
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
  const stop = on(doc, CONSENT_CHANGE_EVENT, (event) => {
    if (event.detail.state !== 'granted') return;
    stop();
    task();
  });
  return stop;
}
