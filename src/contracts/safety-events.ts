/**
 * What the runtime's page work (src/core/page-work.ts) finds on a page and announces, for the
 * widgets that must then show themselves (SPEC 2.2, 4.1, 8). Both are commands: dispatched on
 * document with no detail; one that comes before the widget is drawn loads it (the autoloader)
 * and is dispatched again once it is. A page where neither comes downloads nothing for them.
 *
 * lto:cookies-blocked: the browser refuses cookies (navigator.cookieEnabled, or a cookie written
 * and not read back): <lto-cookie-check> shows COOKIES_DISABLED.
 * lto:captcha-due: the config block says the session is flagged (page.showCaptcha, SPEC 4.1's
 * SHOW_CAPTCHA), or a request of the page was refused by the platform's rate limiter (a 429 of
 * this origin with JSON error 'rate-limited', src/core/api.ts, SPEC 8): <lto-captcha> opens 'Are
 * you human'.
 */
export const COOKIES_BLOCKED_EVENT = 'lto:cookies-blocked';
export const CAPTCHA_DUE_EVENT = 'lto:captcha-due';

declare module '../core/events' {
  interface LtoEventMap {
    [COOKIES_BLOCKED_EVENT]: null;
    [CAPTCHA_DUE_EVENT]: null;
  }
}
