import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { safetyText } from './text/safety.js';

/**
 * The browser compatibility area of SPEC 2.2, under the header on every page: the
 * COOKIES_DISABLED banner (hidden; <lto-cookie-check> shows it when the browser refuses cookies)
 * and, only for the old browsers of SPEC 9.8, <lto-browser-check> with the TLS_WARNING banner
 * (hidden until its check says so), and the widget's ES5 script for those of them that run no
 * modules (nomodule: a browser that runs modules neither fetches nor runs it). A modern browser
 * gets no browser-check tag at all.
 */
export function browserCheckArea(ctx: ViewContext): Html {
  const t = safetyText(ctx.site.lang);
  const tls = ctx.tlsCheckUrl
    ? html`
<lto-browser-check check-url="${ctx.tlsCheckUrl}"><div class="lto-browser-check lto-notice lto-notice--error" role="alert" hidden><p class="lto-browser-check__text">${t.tlsWarning}</p></div></lto-browser-check><script nomodule defer src="/dist/browser-check-legacy.js"></script>`
    : '';
  return html`<div class="browser-check-area"><lto-cookie-check><div class="lto-cookie-check lto-notice lto-notice--error" role="alert" hidden><p class="lto-cookie-check__text">${t.cookiesDisabled}</p></div></lto-cookie-check>${tls}</div>`;
}

/** The captcha dialog's tag, on every page (empty: the config block's page.showCaptcha opens it). */
export const captchaTag = (): Html => html`<lto-captcha></lto-captcha>`;
