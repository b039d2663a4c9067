import type { Lang } from '../site.js';
import { html, raw, type Html } from '../views/html.js';
import { identityText } from './pages-text.js';

/**
 * The provider's own pages (sign-in, errors, sign-out), in the site's language (pages-text.ts).
 * They are served under the demo's CSP, so they use only the site stylesheet: no inline style or
 * script, nothing from elsewhere.
 */
async function page(lang: Lang, title: string, body: Html): Promise<string> {
  const document = await html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${identityText(lang).titleSuffix}</title>
<link rel="icon" href="/public/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/public/site.css">
</head>
<body>
<main class="page oidc-page">
${body}
</main>
</body>
</html>`;
  return document.toString();
}

export interface SignInForm {
  action: string;
  /** What was typed, kept after a failed attempt (never the password). */
  username: string;
  failed: boolean;
}

/** The redirect flow's sign-in page (interaction prompt 'login'). */
export function signInPage(lang: Lang, { action, username, failed }: SignInForm): Promise<string> {
  const t = identityText(lang);
  return page(
    lang,
    t.signInTitle,
    html`<h1>${t.signInHeading}</h1>
${failed ? html`<p class="oidc-page__error" id="signin-error" role="alert">${t.signInFailed}</p>` : ''}
<form class="oidc-page__form" method="post" action="${action}" novalidate>
  <label for="signin-username">${t.email}</label>
  <input id="signin-username" name="username" type="email" autocomplete="username" required value="${username}"${
    failed ? html` aria-invalid="true" aria-describedby="signin-error"` : ''
  }>
  <label for="signin-password">${t.password}</label>
  <input id="signin-password" name="password" type="password" autocomplete="current-password" required minlength="5"${
    failed ? html` aria-invalid="true" aria-describedby="signin-error"` : ''
  }>
  <button class="button" type="submit">${t.signIn}</button>
</form>`,
  );
}

/** Our own errors of the sign-in (the interaction's routes), by what went wrong. */
export type SignInProblem = 'expired' | 'cannotContinue';

/**
 * An error page: oidc-provider's answer for a browser (renderError: its error code, and its
 * description, which it words in English only: another language says a sentence of its own), or
 * one of ours.
 */
export function errorPage(lang: Lang, problem: SignInProblem | { error?: unknown; error_description?: unknown }): Promise<string> {
  const t = identityText(lang);
  const ours = typeof problem === 'string';
  const error = !ours && typeof problem.error === 'string' ? problem.error : 'server_error';
  const providerWords = !ours && typeof problem.error_description === 'string' ? problem.error_description : '';
  const description = ours ? t[problem] : (lang === 'en' && providerWords) || t.errorGeneric;
  return page(
    lang,
    t.errorTitle,
    html`<h1>${t.errorHeading}</h1>
<p>${ours ? '' : html`<code lang="en">${error}</code>: `}${description}</p>
<p><a href="/">${t.backToStore}</a></p>`,
  );
}

/** RP-initiated logout confirmation; `form` is oidc-provider's own hidden form (id op.logoutForm, escaped by it). */
export function logoutPage(lang: Lang, form: string): Promise<string> {
  const t = identityText(lang);
  return page(
    lang,
    t.signOutTitle,
    html`<h1>${t.signOutHeading}</h1>
${raw(form)}
<p class="oidc-page__actions">
  <button class="button" type="submit" form="op.logoutForm" value="yes" name="logout">${t.signOutYes}</button>
  <button class="button" type="submit" form="op.logoutForm">${t.signOutNo}</button>
</p>`,
  );
}

export function loggedOutPage(lang: Lang): Promise<string> {
  const t = identityText(lang);
  return page(lang, t.signedOutTitle, html`<h1>${t.signedOutHeading}</h1><p><a href="/">${t.backToStore}</a></p>`);
}
