import { fillPlaceholders } from '../../../src/text/fill.js';
import { JOIN_NUMBER } from '../data/sms-coverage.js';
import type { ViewContext } from './context.js';
import { FOOTER_OUTCOME_PARAM, footerSignupText, isFooterOutcome } from './footer-signup-text.js';
import { csrfField } from './csrf-field.js';
import { html, type Html } from './html.js';
import { SIGNUP_URLS } from './signup-urls.js';

/** A labelled text field as the forms' src/ui TextField draws it. */
function field(id: string, name: string, label: string, attributes: Html): Html {
  return html`<div class="lto-field"><label class="lto-field__label" for="${id}">${label}</label><input id="${id}" name="${name}" class="lto-field__input" ${attributes} value=""></div>`;
}

/**
 * The footer e-mail sign-up (SPEC 2.3), as widgets/footer-email-signup/markup.html: a complete
 * form that posts without script (the platform then comes back to this page with the outcome).
 */
export function footerEmailSignup(ctx: ViewContext): Html {
  const t = footerSignupText(ctx.site.key);
  const canada = ctx.site.country === 'CA';
  return html`<lto-footer-email-signup><form class="lto-footer-email-signup" method="post" action="${SIGNUP_URLS.footerEmailSubscribe}" novalidate aria-labelledby="footer-email-heading">
  <h2 id="footer-email-heading" class="lto-footer-email-signup__heading">${t.emailHeading}</h2>
  ${field('footer-email-address', 'footeremailsub_emailid', t.email, html`type="email" autocomplete="email" aria-required="true"`)}
  ${field('footer-email-first', 'footeremailsub_firstName', t.firstName, html`type="text" autocomplete="given-name"`)}
  ${field('footer-email-last', 'footeremailsub_lastName', t.lastName, html`type="text" autocomplete="family-name"`)}
  ${field(
    'footer-email-zip',
    'footeremailsub_zipcode',
    t.zip,
    canada ? html`type="text" autocomplete="postal-code" inputmode="text" maxlength="7"` : html`type="text" autocomplete="postal-code" inputmode="numeric" maxlength="10"`,
  )}
  ${canada
    ? html`<div class="lto-check"><input id="footer-email-optin" type="checkbox" name="footeremailsub_optin" value="true" aria-required="true"><label for="footer-email-optin">${t.optIn}</label></div>`
    : ''}
  ${csrfField(ctx)}
  <button type="submit" class="lto-button lto-button--primary" name="footeremailsub_confirm" value="footeremailsub_confirm">${t.emailSubmit}</button>
</form></lto-footer-email-signup>`;
}

/** The footer text-message sign-up (SPEC 2.3), as widgets/footer-sms-signup/markup.html. */
export function footerSmsSignup(ctx: ViewContext): Html {
  const t = footerSignupText(ctx.site.key);
  return html`<lto-footer-sms-signup join-number="${JOIN_NUMBER}"><form name="footertextform" class="lto-footer-sms-signup" method="post" action="${SIGNUP_URLS.footerTextForm}" novalidate aria-labelledby="footer-sms-heading">
  <h2 id="footer-sms-heading" class="lto-footer-sms-signup__heading">${t.smsHeading}</h2>
  ${field('footer-sms-phone', 'footertextform_phone', t.phone, html`type="tel" autocomplete="tel-national" inputmode="tel" maxlength="50" aria-required="true"`)}
  <p class="lto-footer-sms-signup__terms">${t.smsTerms}</p>
  ${csrfField(ctx)}
  <button type="submit" class="lto-button lto-button--primary">${t.smsSubmit}</button>
</form></lto-footer-sms-signup>`;
}

/** What a sign-up form posted without script came back to say (nothing otherwise). */
export function footerSignupOutcome(ctx: ViewContext): Html | '' {
  const outcome = ctx.url.searchParams.get(FOOTER_OUTCOME_PARAM);
  if (!isFooterOutcome(outcome)) return '';
  const failed = outcome.endsWith('-failed') || outcome === 'sms-unserviced';
  const text = fillPlaceholders(footerSignupText(ctx.site.key).outcomes[outcome], { phone: JOIN_NUMBER });
  return html`<p class="notice${failed ? ' notice--error' : ''} site-footer__notice" role="${failed ? 'alert' : 'status'}">${text}</p>`;
}
