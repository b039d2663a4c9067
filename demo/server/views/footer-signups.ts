import { fillPlaceholders } from '../../../src/text/fill.js';
import { JOIN_NUMBER } from '../data/sms-coverage.js';
import type { ViewContext } from './context.js';
import { FOOTER_EMAIL_FORM, FOOTER_OUTCOME_PARAM, FOOTER_SMS_FORM, footerSignupText, isFooterOutcome } from './footer-signup-text.js';
import { csrfField } from './csrf-field.js';
import { html, type Html } from './html.js';
import { SIGNUP_URLS } from './signup-urls.js';

/** A labelled text field as the forms' src/ui TextField draws it, with what a refused post typed in it. */
function field(id: string, name: string, label: string, attributes: Html, typed: Typed): Html {
  return html`<div class="lto-field"><label class="lto-field__label" for="${id}">${label}</label><input id="${id}" name="${name}" class="lto-field__input" ${attributes} value="${typed[name] ?? ''}"></div>`;
}

type Typed = Readonly<Record<string, string>>;

/** What the form `id` typed when the server refused it, on the page it came back to (else nothing). */
const typedIn = (ctx: ViewContext, id: string): Typed => (ctx.keptForm?.form === id ? ctx.keptForm.fields : {});

/** The widget's `values` attribute (its README) when there is something to fill in: the widget draws the form with it. */
const valuesAttribute = (typed: Typed): Html | '' => (Object.keys(typed).length ? html` values="${JSON.stringify(typed)}"` : '');

/**
 * The footer e-mail sign-up (SPEC 2.3), as widgets/footer-email-signup/markup.html: a complete
 * form that posts without script (the platform then comes back to this page with the outcome).
 */
export function footerEmailSignup(ctx: ViewContext): Html {
  const t = footerSignupText(ctx.site.key);
  const canada = ctx.site.country === 'CA';
  const typed = typedIn(ctx, FOOTER_EMAIL_FORM);
  return html`<lto-footer-email-signup${valuesAttribute(typed)}><form class="lto-footer-email-signup" method="post" action="${SIGNUP_URLS.footerEmailSubscribe}" novalidate aria-labelledby="footer-email-heading">
  <h2 id="footer-email-heading" class="lto-footer-email-signup__heading">${t.emailHeading}</h2>
  ${field('footer-email-address', 'footeremailsub_emailid', t.email, html`type="email" autocomplete="email" aria-required="true"`, typed)}
  ${field('footer-email-first', 'footeremailsub_firstName', t.firstName, html`type="text" autocomplete="given-name"`, typed)}
  ${field('footer-email-last', 'footeremailsub_lastName', t.lastName, html`type="text" autocomplete="family-name"`, typed)}
  ${field(
    'footer-email-zip',
    'footeremailsub_zipcode',
    t.zip,
    canada ? html`type="text" autocomplete="postal-code" inputmode="text" maxlength="7"` : html`type="text" autocomplete="postal-code" inputmode="numeric" maxlength="10"`,
    typed,
  )}
  ${canada
    ? html`<div class="lto-check"><input id="footer-email-optin" type="checkbox" name="footeremailsub_optin" value="true" aria-required="true"${typed['footeremailsub_optin'] === 'true' ? html` checked` : ''}><label for="footer-email-optin">${t.optIn}</label></div>`
    : ''}
  ${csrfField(ctx)}
  <button type="submit" class="lto-button lto-button--primary" name="footeremailsub_confirm" value="footeremailsub_confirm">${t.emailSubmit}</button>
</form></lto-footer-email-signup>`;
}

/** The footer text-message sign-up (SPEC 2.3), as widgets/footer-sms-signup/markup.html. */
export function footerSmsSignup(ctx: ViewContext): Html {
  const t = footerSignupText(ctx.site.key);
  const typed = typedIn(ctx, FOOTER_SMS_FORM);
  return html`<lto-footer-sms-signup join-number="${JOIN_NUMBER}"${valuesAttribute(typed)}><form name="footertextform" class="lto-footer-sms-signup" method="post" action="${SIGNUP_URLS.footerTextForm}" novalidate aria-labelledby="footer-sms-heading">
  <h2 id="footer-sms-heading" class="lto-footer-sms-signup__heading">${t.smsHeading}</h2>
  ${field('footer-sms-phone', 'footertextform_phone', t.phone, html`type="tel" autocomplete="tel-national" inputmode="tel" maxlength="50" aria-required="true"`, typed)}
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
