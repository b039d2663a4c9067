import type { FooterEmailAnswer, FooterSmsAnswer, SignupAnswer } from '../../../src/contracts/signups.js';
import { Hono, type Context } from 'hono';
import type { DataAccess } from '../data/index.js';
import { JOIN_NUMBER, smsCoverage } from '../data/sms-coverage.js';
import type { SignupSource } from '../data/subscriptions.js';
import type { AppEnv } from '../env.js';
import { redirectTo, refererPath } from '../redirects.js';
import { html } from '../views/html.js';
import { INFO_PAGE_URLS, SIGN_ME_UP_URL, SIGNUP_URLS } from '../views/signup-urls.js';
import { signupText } from '../views/signup-text.js';
import {
  FOOTER_EMAIL_FIELDS,
  FOOTER_EMAIL_FORM,
  FOOTER_OUTCOME_PARAM,
  FOOTER_SIGNUPS_ID,
  FOOTER_SMS_FIELDS,
  FOOTER_SMS_FORM,
  type FooterOutcome,
} from '../views/footer-signup-text.js';
import { answerJson, readForm, textField, type Form } from './form-input.js';
import { checked, email, optionalName, optionalPostalCode, phone } from './signup-fields.js';

/** A field kept for the page a refused form goes back to is cut at this length (the longest e-mail address). */
const FIELD_MAX = 254;

/** A form posted by the browser itself, without our script (which sends format=ajax). */
const posted = (form: Form) => textField(form, 'format') !== 'ajax';

/** SPEC 8: the status texts the footer SMS form looks for in status[0]. */
export const SMS_STATUS = {
  manual: 'Requires manual opt in',
  unserviced: 'Unable to process SMS opt in',
  sent: 'Confirmation text sent',
} as const;

/**
 * The sign-up form actions of SPEC 7.7. Each checks its fields with the widgets' rules and stores
 * the subscription (idempotent per e-mail address or phone number). Nothing the shopper typed is
 * logged or echoed in an answer, except the product a custom sofa sign-up names.
 */
export function signupRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { subscriptions, products } = data;

  const site = (c: Context<AppEnv>) => c.get('site');
  const text = (c: Context<AppEnv>) => signupText(site(c));

  /** The phone's SMS outcome, stored when the number is serviced. */
  const smsSignup = (c: Context<AppEnv>, number: string, source: SignupSource) => {
    const coverage = smsCoverage(number);
    if (coverage === 'unserviced-area') return coverage;
    subscriptions.subscribeSms({ phone: number, status: coverage === 'manual-opt-in' ? 'manual-opt-in' : 'confirmation-sent', site: site(c).key, source });
    return coverage;
  };

  /**
   * The footer forms posted without script (no format=ajax) go back to the page they were on
   * (a path of this site only, redirects.ts; else the home page), which says the outcome above them.
   */
  const backToPage = (c: Context<AppEnv>, outcome: FooterOutcome) => {
    const back = new URL(refererPath(c) ?? '/', c.get('origin'));
    back.searchParams.set(FOOTER_OUTCOME_PARAM, outcome);
    return redirectTo(c, `${back.pathname}${back.search}`, { fragment: FOOTER_SIGNUPS_ID });
  };

  /** Answers of the interstitial and contest forms: success and a message (SPEC 3.7). */
  const said = (c: Context<AppEnv>, success: boolean, message: string) => answerJson(c, { success, message } satisfies SignupAnswer);

  /**
   * A refused form posted without script: what it typed is filled in again on the page it goes
   * back to (session.ts keeps it for that one page), as the widget keeps it with script.
   */
  const keepTyped = (c: Context<AppEnv>, form: Form, id: string, names: readonly string[]) => {
    const fields: Record<string, string> = {};
    for (const name of names) {
      const value = textField(form, name);
      if (value) fields[name] = value.slice(0, FIELD_MAX);
    }
    c.get('session').keepForm({ form: id, fields });
  };

  app.post(SIGNUP_URLS.footerEmailSubscribe, async (c) => {
    const form = (await readForm(c)) ?? {};
    const answer = (success: boolean) => {
      if (!posted(form)) return answerJson(c, { success } satisfies FooterEmailAnswer);
      if (!success) keepTyped(c, form, FOOTER_EMAIL_FORM, FOOTER_EMAIL_FIELDS);
      return backToPage(c, success ? 'email-done' : 'email-failed');
    };
    const address = email(form, 'footeremailsub_emailid');
    const first = optionalName(form, 'footeremailsub_firstName');
    const last = optionalName(form, 'footeremailsub_lastName');
    const zip = optionalPostalCode(form, 'footeremailsub_zipcode', site(c).country);
    // SPEC 5.4: in Canada the opt-in box must be ticked.
    const consent = site(c).country !== 'CA' || checked(form, 'footeremailsub_optin');
    if (!address.ok || !first.ok || !last.ok || !zip.ok || !consent || !textField(form, 'footeremailsub_confirm')) return answer(false);
    subscriptions.subscribeEmail({
      list: 'newsletter',
      email: address.value,
      firstName: first.value,
      lastName: last.value,
      postalCode: zip.value,
      site: site(c).key,
      source: 'footer',
    });
    return answer(true);
  });

  app.post(SIGNUP_URLS.footerTextForm, async (c) => {
    const form = (await readForm(c)) ?? {};
    const number = phone(form, 'footertextform_phone');
    if (!number.ok) {
      if (!posted(form)) return answerJson(c, { success: false, status: [text(c).invalidPhone] } satisfies FooterSmsAnswer);
      keepTyped(c, form, FOOTER_SMS_FORM, FOOTER_SMS_FIELDS);
      return backToPage(c, 'sms-failed');
    }
    const coverage = smsSignup(c, number.value, 'footer');
    if (posted(form)) {
      // A number of an area the texts do not reach: kept, for the shopper to correct or try another.
      if (coverage === 'unserviced-area') keepTyped(c, form, FOOTER_SMS_FORM, FOOTER_SMS_FIELDS);
      return backToPage(c, coverage === 'unserviced-area' ? 'sms-unserviced' : coverage === 'manual-opt-in' ? 'sms-join' : 'sms-sent');
    }
    const status =
      coverage === 'unserviced-area' ? SMS_STATUS.unserviced : coverage === 'manual-opt-in' ? `${SMS_STATUS.manual}: ${JOIN_NUMBER}` : SMS_STATUS.sent;
    return answerJson(c, { success: true, status: [status] } satisfies FooterSmsAnswer);
  });

  app.post(SIGNUP_URLS.interstitialEmail, async (c) => {
    const form = (await readForm(c)) ?? {};
    const t = text(c);
    const address = email(form, 'emailid');
    if (!address.ok) return said(c, false, t.invalidEmail);
    const number = phone(form, 'phone', true);
    if (!number.ok) return said(c, false, t.invalidPhone);
    const optIn = checked(form, 'optin');
    subscriptions.subscribeEmail({ list: 'newsletter', email: address.value, smsOptIn: optIn && number.value !== '', site: site(c).key, source: 'interstitial' });
    if (optIn && number.value !== '') smsSignup(c, number.value, 'interstitial');
    return said(c, true, t.thanks);
  });

  app.post(SIGNUP_URLS.interstitialText, async (c) => {
    const form = (await readForm(c)) ?? {};
    const t = text(c);
    const number = phone(form, 'phone');
    if (!number.ok) return said(c, false, t.invalidPhone);
    const coverage = smsSignup(c, number.value, 'interstitial');
    if (coverage === 'unserviced-area') return said(c, false, t.unableToProcessSms);
    return said(c, true, coverage === 'manual-opt-in' ? t.textJoin(JOIN_NUMBER) : t.thanks);
  });

  app.post(SIGNUP_URLS.contestForm, async (c) => {
    const form = (await readForm(c)) ?? {};
    const t = text(c);
    // Without script: back to the contest page, which says how it went.
    const said = (c: Context<AppEnv>, success: boolean, message: string) =>
      posted(form) ? redirectTo(c, `${INFO_PAGE_URLS.contest}?contest=${success ? 'entered' : 'failed'}`) : answerJson(c, { success, message } satisfies SignupAnswer);
    const address = email(form, 'emailid');
    if (!address.ok) return said(c, false, t.invalidEmail);
    const first = optionalName(form, 'firstName');
    const last = optionalName(form, 'lastName');
    if (!first.ok || !last.ok) return said(c, false, t.invalidName);
    const zip = optionalPostalCode(form, 'zipcode', site(c).country);
    if (!zip.ok) return said(c, false, t.invalidPostalCode);
    subscriptions.subscribeEmail({
      list: 'contest',
      email: address.value,
      firstName: first.value,
      lastName: last.value,
      postalCode: zip.value,
      site: site(c).key,
      source: 'contest',
    });
    return said(c, true, t.contestEntered);
  });

  // The answer is an HTML fragment (SPEC 7.7) the dialog shows in place of its form.
  app.post(SIGNUP_URLS.customSofaEmail, async (c) => {
    const form = (await readForm(c)) ?? {};
    const t = text(c);
    const headers = { 'Cache-Control': 'no-store' };
    const product = products.getProduct(textField(form, 'selectedproductID') ?? '', site(c).currency);
    if (!product) return c.html(html`<p class="sofa-signup__problem">${t.unknownProduct}</p>`, 404, headers);
    const address = email(form, 'emailid');
    if (!address.ok) return c.html(html`<p class="sofa-signup__problem">${t.sofaInvalid}</p>`, 400, headers);
    subscriptions.subscribeEmail({ list: 'custom-sofa', email: address.value, productPid: product.pid, site: site(c).key, source: 'custom-sofa' });
    const name = product.name[site(c).lang];
    return c.html(
      html`<div class="sofa-signup__done"><h3>${t.sofaThanksTitle}</h3><p>${t.sofaThanks(name)}</p></div>`,
      200,
      headers,
    );
  });

  // The sign-me-up form (SPEC 2.4) is a plain form: back to the contest page with the outcome.
  app.post(SIGN_ME_UP_URL, async (c) => {
    const form: Form = (await readForm(c)) ?? {};
    const address = email(form, 'emailid');
    const back = new URL(INFO_PAGE_URLS.contest, 'http://localhost');
    if (!address.ok) {
      back.searchParams.set('signup', 'failed');
      return redirectTo(c, `${back.pathname}${back.search}`);
    }
    subscriptions.subscribeEmail({
      list: 'newsletter',
      email: address.value,
      smsOptIn: checked(form, 'smsOptinCheckbox'),
      site: site(c).key,
      source: 'sign-me-up',
    });
    back.searchParams.set('signup', 'done');
    return redirectTo(c, `${back.pathname}${back.search}`);
  });

  return app;
}
