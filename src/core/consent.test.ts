import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHANGE_EVENT } from '../contracts/consent-events';
import { resetConfig } from './config';
import { consentState, whenConsented } from './consent';
import { grantConsent } from './grant-consent';
import { readCookie, removeCookie, writeCookie } from './cookies';

function pageWithCookieHint(on: boolean): void {
  document.head.innerHTML = `<script type="application/json" id="lto-config">${JSON.stringify({ preferences: { COOKIE_HINT: on } })}</script>`;
  resetConfig();
}

afterEach(() => {
  removeCookie('dw');
  removeCookie('dw_cookies_accepted');
  document.head.innerHTML = '';
  resetConfig();
});

describe('consent', () => {
  it('does not apply where COOKIE_HINT is off: non-essential code runs at once', () => {
    pageWithCookieHint(false);
    const task = vi.fn();
    whenConsented(task);
    expect(consentState()).toBe('granted');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('holds non-essential code where COOKIE_HINT is on until the shopper accepts, then runs it once', () => {
    pageWithCookieHint(true);
    const task = vi.fn();
    const heard = vi.fn();
    document.addEventListener(CONSENT_CHANGE_EVENT, heard);
    whenConsented(task);
    expect(consentState()).toBe('pending');
    expect(task).not.toHaveBeenCalled();

    grantConsent();
    grantConsent();
    document.removeEventListener(CONSENT_CHANGE_EVENT, heard);
    expect(task).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(readCookie('dw')).toBe('1');
    expect(readCookie('dw_cookies_accepted')).toBe('1');
    expect(consentState()).toBe('granted');
  });

  it('treats a tampered consent cookie as not accepted', () => {
    pageWithCookieHint(true);
    writeCookie('dw_cookies_accepted', 'yes');
    expect(consentState()).toBe('pending');
  });

  it('lets a waiting task be cancelled', () => {
    pageWithCookieHint(true);
    const task = vi.fn();
    whenConsented(task)();
    grantConsent();
    expect(task).not.toHaveBeenCalled();
  });
});
