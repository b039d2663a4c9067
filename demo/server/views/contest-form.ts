import type { SiteKey } from '../site.js';
import type { ViewContext } from './context.js';
import { csrfField } from './csrf-field.js';
import { html, type Html } from './html.js';
import { SIGNUP_URLS } from './signup-urls.js';

/** The contest page's forms as the demo platform writes them (SPEC 2.4). */
const en = {
  heading: 'Enter the contest',
  email: 'Email Address',
  firstName: 'First Name',
  lastName: 'Last Name',
  zip: 'Zip Code',
  submit: 'Enter Now',
  smsOptIn: 'Text me offers too',
  smsTerms: 'Message and data rates may apply. Reply STOP to cancel.',
  entered: "You're entered. Good luck!",
  failed: "Sorry, we couldn't enter you. Please try again.",
};

const es: typeof en = {
  heading: 'Participa en el sorteo',
  email: 'Correo electrónico',
  firstName: 'Nombre',
  lastName: 'Apellido',
  zip: 'Código postal',
  submit: 'Participar',
  smsOptIn: 'Envíenme también ofertas por mensaje de texto',
  smsTerms: 'Pueden aplicarse tarifas de mensajes y datos. Responde STOP para cancelar.',
  entered: 'Ya estás participando. ¡Buena suerte!',
  failed: 'Lo sentimos, no pudimos registrar tu participación. Inténtalo de nuevo.',
};

const TEXT: Record<SiteKey, typeof en> = { 'en-us': en, 'es-us': es, 'en-ca': { ...en, zip: 'Postal Code' } };

export type ContestOutcome = 'entered' | 'failed';

function field(id: string, name: string, label: string, attributes: Html): Html {
  return html`<div class="lto-field"><label class="lto-field__label" for="${id}">${label}</label><input id="${id}" name="${name}" class="lto-field__input" ${attributes} value=""></div>`;
}

/**
 * The contest e-mail form, as widgets/contest-signup/markup.html: it posts without script too (the
 * platform answers with this page and `outcome`, said above the form).
 */
export function contestSignup(ctx: ViewContext, outcome: ContestOutcome | undefined): Html {
  const t = TEXT[ctx.site.key];
  const canada = ctx.site.country === 'CA';
  return html`${outcome
    ? html`<p class="notice${outcome === 'failed' ? ' notice--error' : ''}" role="${outcome === 'failed' ? 'alert' : 'status'}">${outcome === 'entered' ? t.entered : t.failed}</p>`
    : ''}
  <lto-contest-signup><form class="lto-contest-signup" method="post" action="${SIGNUP_URLS.contestForm}" novalidate aria-labelledby="contest-heading">
  <h2 id="contest-heading" class="lto-contest-signup__heading">${t.heading}</h2>
  ${field('contest-email', 'emailid', t.email, html`type="email" autocomplete="email" aria-required="true"`)}
  ${field('contest-first', 'firstName', t.firstName, html`type="text" autocomplete="given-name"`)}
  ${field('contest-last', 'lastName', t.lastName, html`type="text" autocomplete="family-name"`)}
  ${field(
    'contest-zip',
    'zipcode',
    t.zip,
    canada ? html`type="text" autocomplete="postal-code" inputmode="text" maxlength="7"` : html`type="text" autocomplete="postal-code" inputmode="numeric" maxlength="10"`,
  )}
  ${csrfField(ctx)}
  <button type="submit" class="lto-button lto-button--primary" name="confirm" value="confirm">${t.submit}</button>
</form></lto-contest-signup>`;
}

/**
 * The sign-me-up form's SMS opt-in box, as widgets/sms-optin/markup.html: a hidden 'false' while
 * the box is unticked (without script a ticked box sends 'false' then 'true', the last counts).
 */
export function smsOptin(ctx: ViewContext): Html {
  const t = TEXT[ctx.site.key];
  return html`<lto-sms-optin><div class="lto-sms-optin lto-check">
  <input type="hidden" name="smsOptinCheckbox" value="false">
  <input id="sms-optin-box" type="checkbox" name="smsOptinCheckbox" value="true" aria-describedby="sms-optin-terms">
  <div><label for="sms-optin-box">${t.smsOptIn}</label><p id="sms-optin-terms" class="lto-sms-optin__terms">${t.smsTerms}</p></div>
</div></lto-sms-optin>`;
}
