import { html, raw, type Html } from '../views/html.js';

/**
 * The provider's own pages (sign-in, errors, sign-out). They are served under the demo's CSP, so
 * they use only the site stylesheet: no inline style or script, nothing from elsewhere.
 */
async function page(title: string, body: Html): Promise<string> {
  const document = await html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Lease-to-own sign-in</title>
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
export function signInPage({ action, username, failed }: SignInForm): Promise<string> {
  return page(
    'Sign in',
    html`<h1>Sign in to your account</h1>
${failed ? html`<p class="oidc-page__error" id="signin-error" role="alert">Unable to log you in. Please check your email and password and try again.</p>` : ''}
<form class="oidc-page__form" method="post" action="${action}" novalidate>
  <label for="signin-username">Email</label>
  <input id="signin-username" name="username" type="email" autocomplete="username" required value="${username}"${
    failed ? html` aria-invalid="true" aria-describedby="signin-error"` : ''
  }>
  <label for="signin-password">Password</label>
  <input id="signin-password" name="password" type="password" autocomplete="current-password" required minlength="5"${
    failed ? html` aria-invalid="true" aria-describedby="signin-error"` : ''
  }>
  <button type="submit">Sign in</button>
</form>`,
  );
}

/** oidc-provider's error answer for a browser (renderError): the error code and its description only. */
export function errorPage(out: Record<string, unknown>): Promise<string> {
  const error = typeof out['error'] === 'string' ? out['error'] : 'server_error';
  const description = typeof out['error_description'] === 'string' ? out['error_description'] : '';
  return page(
    'Sign-in error',
    html`<h1>Something went wrong while signing in</h1>
<p><strong>${error}</strong>${description ? html`: ${description}` : ''}</p>
<p><a href="/">Back to the store</a></p>`,
  );
}

/** RP-initiated logout confirmation; `form` is oidc-provider's own hidden form (id op.logoutForm, escaped by it). */
export function logoutPage(form: string): Promise<string> {
  return page(
    'Sign out',
    html`<h1>Do you want to sign out?</h1>
${raw(form)}
<p class="oidc-page__actions">
  <button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
  <button type="submit" form="op.logoutForm">No, stay signed in</button>
</p>`,
  );
}

export function loggedOutPage(): Promise<string> {
  return page('Signed out', html`<h1>You are signed out</h1><p><a href="/">Back to the store</a></p>`);
}
