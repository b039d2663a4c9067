import { CONSENT_CHANGE_EVENT } from '../contracts/consent-events';
import { writeCookie } from './cookies';
import { emit } from './events';

/**
 * The shopper accepted the cookie dialog (SPEC 4.1): the two cookies (path '/'), then the event.
 * Apart from consent.ts, which reads consent: the dialog grants it, the code that waits for it
 * (analytics) reads it, and neither loads the other's part.
 */
export function grantConsent(doc: Document = document): void {
  writeCookie('dw', '1');
  writeCookie('dw_cookies_accepted', '1');
  emit(doc, CONSENT_CHANGE_EVENT, { state: 'granted' });
}
