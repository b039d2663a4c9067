import type { Store } from '../data/stores.js';
import { accountConfig } from './account-config.js';
import { accountText } from './account-text.js';
import { ACCOUNT_PAGE, ACCOUNT_URLS, APPLY_PAGE } from './account-urls.js';
import { configBlock } from './config-block.js';
import type { ViewContext } from './context.js';
import type { LeasingPowerDetails } from './decision.js';
import { html, type Html } from './html.js';
import { csrfField } from './csrf-field.js';
import { money } from './price.js';
import { storeAddress, storeHours, storeName, storePhone } from './store-card.js';

const textOf = (ctx: ViewContext) => accountText(ctx.site);

/**
 * The header's My Account drawer (SPEC 2.5), as widgets/account-drawer/markup.html: its trigger is
 * a link to the account page (where plain forms sign in and out), reading 'Sign In' or, for a
 * signed-in session, 'Account'; the drawer opens in its place once our script runs. The session's
 * CSRF token and sign-in state let the drawer start in the right view.
 */
export function accountDrawer(ctx: ViewContext): Html {
  const { email } = ctx.account;
  const t = textOf(ctx);
  return html`<lto-account-drawer csrf-token="${ctx.account.csrfToken()}" account-href="${ACCOUNT_PAGE}"${
    email ? html` username="${email}" signed-in="true"` : ''
  }><div class="lto-account-drawer"><a class="lto-account-drawer__trigger" href="${ACCOUNT_PAGE}" aria-haspopup="dialog" aria-expanded="false">${
    email ? t.triggerAccount : t.triggerSignIn
  }</a></div></lto-account-drawer>`;
}

export interface AccountPageState {
  loginFailed: boolean;
  /** 'created', or the registration failure message. */
  registration: { created: true } | { created: false; message: string } | null;
}

/** The account page without script: sign-in and registration forms posting to the drawer's endpoints, or sign-out. */
export function accountPage(ctx: ViewContext, state: AccountPageState): Html {
  const t = textOf(ctx);
  const { email } = ctx.account;
  if (email) {
    return html`<h1>${t.accountTitle}</h1>
<p>${t.signedInAs(email)}</p>
<form method="post" action="${ACCOUNT_URLS.accountSignOut}">
  ${csrfField(ctx)}
  <input type="hidden" name="returnUrl" value="${ACCOUNT_PAGE}">
  <button class="button" type="submit">${t.signOut}</button>
</form>`;
  }
  const { registration } = state;
  return html`<h1>${t.accountTitle}</h1>
<div class="account-forms">
<section aria-labelledby="signin-heading">
  <h2 id="signin-heading">${t.signInHeading}</h2>
  ${state.loginFailed ? html`<p class="notice notice--error" id="login-error" role="alert">${t.loginFailed}</p>` : ''}
  <form class="account-form" method="post" action="${ACCOUNT_URLS.loginForm}">
    ${csrfField(ctx)}
    <label for="login-username">${t.email}</label>
    <input id="login-username" name="username" type="email" autocomplete="username" required${
      state.loginFailed ? html` aria-invalid="true" aria-describedby="login-error"` : ''
    }>
    <label for="login-password">${t.password}</label>
    <input id="login-password" name="password" type="password" autocomplete="current-password" required minlength="5"${
      state.loginFailed ? html` aria-invalid="true" aria-describedby="login-error"` : ''
    }>
    <button class="button" type="submit">${t.signIn}</button>
  </form>
</section>
<section aria-labelledby="register-heading">
  <h2 id="register-heading">${t.registerHeading}</h2>
  ${registration?.created ? html`<p class="notice" role="status">${t.accountCreated}</p>` : ''}
  ${registration && !registration.created ? html`<p class="notice notice--error" id="register-error" role="alert">${registration.message}</p>` : ''}
  <form class="account-form" method="post" action="${ACCOUNT_URLS.registerForm}">
    ${csrfField(ctx)}
    <label for="register-username">${t.email}</label>
    <input id="register-username" name="username" type="email" autocomplete="email" required>
    <label for="register-password">${t.password}</label>
    <input id="register-password" name="password" type="password" autocomplete="new-password" required minlength="5" aria-describedby="register-password-hint">
    <p class="account-form__hint" id="register-password-hint">${t.passwordHint}</p>
    <button class="button" type="submit">${t.createAccount}</button>
  </form>
</section>
</div>`;
}

/**
 * The home page's 'apply before you shop' promo (SPEC 2.10), as widgets/get-started/markup.html:
 * its link goes to the apply page; the widget logs the click first.
 */
export function getStartedPromo(ctx: ViewContext): Html {
  const t = textOf(ctx);
  // The analytics markup of a promotion (src/analytics/README.md): its view and its click are recorded.
  return html`<lto-get-started href="${APPLY_PAGE}" data-lto-promo="get-started" data-lto-promo-name="${t.applyBeforeYouShop}" data-lto-promo-creative="apply-before-you-shop" data-lto-promo-slot="home_hero"><section class="lto-get-started" aria-labelledby="get-started-title"><h2 id="get-started-title" class="lto-get-started__title">${t.applyBeforeYouShop}</h2><p class="lto-get-started__text">${t.applyPromoText}</p><a class="lto-button lto-button--primary lto-get-started__button" href="${APPLY_PAGE}">${t.getStarted}</a></section></lto-get-started>`;
}

/**
 * The Decision Pending component (SPEC 2.5) as the drawer loads it: two sections the widget turns
 * into the 'Next Steps' and 'Store Info' tabs, the FAQ items in a template for its dialog.
 */
export function decisionPendingFragment(ctx: ViewContext, store: Store | null): Html {
  const t = textOf(ctx);
  return html`<section data-lto-pending-tab="next-steps" aria-label="${t.nextSteps}">
  <p>${t.pendingIntro}</p>
  ${t.documents.map(([summary, body]) => html`<details><summary>${summary}</summary><p>${body}</p></details>`)}
  <button type="button" data-lto-faq>${t.viewFaqs}</button>
  <template data-lto-faq-content>${t.faq.map(([question, answer]) => html`<h3>${question}</h3><p>${answer}</p>`)}</template>
  <button type="button" data-lto-contact-us>${t.contactUs}</button>
</section>
<section data-lto-pending-tab="store-info" aria-label="${t.storeInfo}">
  ${store
    ? html`<h3>${storeName(ctx, store)}</h3>
  ${storeAddress(store)}
  ${storePhone(ctx, store)}
  ${storeHours(ctx, store, null)}`
    : html`<p>${t.noStore}</p>`}
</section>`;
}

/** The getAsHtml variant of the Leasing Power details (the widget draws its chart from the JSON). */
export function leasingPowerFragment(ctx: ViewContext, details: LeasingPowerDetails): Html {
  const t = textOf(ctx);
  const date = new Date(`${details.expirationDateValue}T00:00:00Z`).toLocaleDateString(ctx.site.locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return html`<section class="lp-details" aria-label="${t.lpDetailsTitle}">
  <dl>
    <dt>${t.availableAmount}</dt><dd>${money(ctx, Math.round(details.availableAmount * 100))}</dd>
    <dt>${t.approvedAmount}</dt><dd>${money(ctx, Math.round(details.approvedAmount * 100))}</dd>
    <dt>${t.expires}</dt><dd><time datetime="${details.expirationDateValue}">${date}</time></dd>
  </dl>
</section>`;
}

/**
 * Where the identity provider returns the browser, in a hidden frame too: only the widgets'
 * callback module and the config block, not the page's widgets (a drawer in the frame would start
 * a sign-in of its own).
 */
export async function oidcCallbackPage(ctx: ViewContext): Promise<string> {
  const page = await html`<!doctype html>
<html lang="${ctx.site.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${textOf(ctx).signIn}</title>
${configBlock(ctx.site, ctx.location, 'other', '', { ...accountConfig(ctx, 'other'), whereami: undefined })}
<script type="module" src="/dist/oidc-callback.js"></script>
</head>
<body>
<main class="page"><p>${textOf(ctx).signIn}…</p></main>
</body>
</html>`;
  return page.toString();
}
