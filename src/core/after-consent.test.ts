import { afterEach, describe, expect, it } from 'vitest';
import { placeAfterConsent } from './after-consent';
import { resetConfig } from './config';
import { removeCookie } from './cookies';
import { grantConsent } from './grant-consent';

/**
 * A page whose head holds markup back until consent. (The demo holds a tag manager's script; a
 * script here would be fetched by happy-dom. The browser test shows the script runs once placed.)
 */
function page(cookieHint: boolean): void {
  document.head.innerHTML = `<script type="application/json" id="lto-config">${JSON.stringify({ preferences: { COOKIE_HINT: cookieHint } })}</script><template data-lto-after-consent><link rel="preconnect" href="http://tags.localhost"><meta name="held"></template>`;
  resetConfig();
}
const placed = () => document.head.querySelectorAll('link[href="http://tags.localhost"], meta[name="held"]').length;

afterEach(() => {
  removeCookie('dw');
  removeCookie('dw_cookies_accepted');
  document.head.innerHTML = '';
  resetConfig();
});

describe('markup held until consent (<template data-lto-after-consent>)', () => {
  it("stays held while consent is pending, and is put in place, once, when the shopper selects 'I agree'", () => {
    page(true);
    placeAfterConsent();
    expect(placed()).toBe(0);
    grantConsent();
    expect(placed()).toBe(2);
    expect(document.head.querySelector('template')).toBeNull();
    grantConsent();
    expect(placed()).toBe(2);
  });

  it('is put in place at once where consent does not apply (COOKIE_HINT off)', () => {
    page(false);
    placeAfterConsent();
    expect(placed()).toBe(2);
  });

  it('waits for nothing more once cancelled', () => {
    page(true);
    placeAfterConsent()();
    grantConsent();
    expect(placed()).toBe(0);
  });
});
