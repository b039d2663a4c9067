import type { ViewContext } from './context.js';
import { csrfField } from './csrf-field.js';
import { html, type Html } from './html.js';
import { captchaTag } from './safety.js';
import { INFO_PAGE_URLS } from './signup-urls.js';
import { visitorConsentText } from './text/visitor-consent.js';

/** The cookie-hint URL (SPEC 2.2): <lto-cookie-consent> loads it with format=ajax; without, a page of its own. */
export const COOKIE_HINT_URL = '/cookie-hint';
/** The demo's stand-in for the COOKIE_HINT site preference, per host (this browser only): ?enabled=1 / 0. */
export const COOKIE_HINT_SWITCH = '/demo/cookie-hint';
export const COOKIE_HINT_SWITCH_COOKIE = 'demo_cookie_hint';
/** The privacy bar's close form posts here (the close without script; the widget closes it in the page). */
export const PRIVACY_BAR_CLOSE = '/privacy-bar/close';

/**
 * On every page, after the footer: the privacy bar (README of widgets/privacy-bar), shown from the
 * first paint where it is due, so it is never a late paint of the page (it was the compare page's
 * largest, at 4.4 s in Lighthouse, when the widget showed it at idle), and closed by its form
 * without script; the consent dialog's tag (empty; it decides from the config block whether to
 * open), and the captcha's (empty too).
 */
export function visitorConsent(ctx: ViewContext): Html {
  const t = visitorConsentText(ctx.site.lang);
  const back = `${ctx.url.pathname}${ctx.url.search}`;
  return html`<lto-privacy-bar><div class="lto-privacy-bar" role="region" aria-label="${t.privacyBarLabel}"${ctx.privacyBarDue ? '' : html` hidden`}><p class="lto-privacy-bar__text">${t.privacyBarText} <a href="${INFO_PAGE_URLS.privacyPolicy}">${t.privacyBarLink}</a> ${t.privacyBarAfterLink}</p><form class="lto-privacy-bar__form" method="post" action="${PRIVACY_BAR_CLOSE}">${csrfField(ctx)}<input type="hidden" name="returnUrl" value="${back}"><button type="submit" class="lto-privacy-bar__close">${t.privacyBarClose}</button></form></div></lto-privacy-bar>
<lto-cookie-consent content-url="${COOKIE_HINT_URL}"></lto-cookie-consent>
${captchaTag()}`;
}

/** The cookie-hint text: the fragment the dialog shows. */
export function cookieHintFragment(ctx: ViewContext): Html {
  const t = visitorConsentText(ctx.site.lang);
  return html`${t.cookieHintParagraphs.map((p) => html`<p>${p}</p>`)}
<p><a href="${INFO_PAGE_URLS.privacyPolicy}">${t.cookieHintPolicyLink}</a></p>`;
}

/** The same text as a page of its own (the URL opened without script). */
export function cookieHintPage(ctx: ViewContext): Html {
  return html`<article class="content-page">
  <h1>${visitorConsentText(ctx.site.lang).cookieHintTitle}</h1>
  ${cookieHintFragment(ctx)}
</article>`;
}
