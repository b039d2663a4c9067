import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { mswPath } from '../../.storybook/handlers';
import type { LeasingPowerDetailsAnswer, RegisterAnswer, SessionDecisionViewModel, SignInAnswer } from '../../src/contracts/account';
import { endpointPaths } from '../../src/contracts/endpoint-paths';
import { getConfig, language } from '../../src/core/config';
import { ServerElement } from './server-element';
import { StoryPage } from './StoryPage';

/**
 * The account endpoints of SPEC 7.3 as the demo answers them (the contract in
 * demo/server/routes/account.ts), for the My Account drawer stories: the login form, registration,
 * sign-out, resend activation, GetAccountDetails, the Decision Pending component and the Leasing
 * Power details. Identity sign-in is off in stories (no provider runs in Storybook): the login
 * form signs in.
 */
export const ACCOUNT_URLS = endpointPaths(
  'loginForm',
  'registerForm',
  'accountSignOut',
  'accountResendActivation',
  'accountDetails',
  'tokenLogin',
  'renderDecisionPendingComponent',
  'getLpDetailsModal',
);

/** The plain account page the drawer's trigger links to (`account-href`): any page of the platform's. */
const ACCOUNT_HREF = '/account';


export const ACCOUNT_PAGE = { type: 'storefront' as const, category: '', whereami: 'account_storefrontlogin' };

/** The seed accounts' decisions (sessionDecisionViewModel), with amounts in the page's currency. */
export const DECISIONS = {
  approved: { approvalDetermination: 'Approved', tierIsApproved: true, firstName: 'Alex', remainingLeasingPower: 250, remainingLeasingPowerFormatted: '$250.00', expirationDateValue: '2027-02-19' },
  zero: { approvalDetermination: 'Approved', tierIsApproved: true, firstName: 'Zoe', remainingLeasingPower: 0, remainingLeasingPowerFormatted: '$0.00', expirationDateValue: '2027-02-19' },
  pending: { approvalDetermination: 'PendingVerification', tierIsApproved: false, firstName: 'Pat' },
  denied: { approvalDetermination: 'Denied', tierIsApproved: false, firstName: 'Dana' },
  none: { approvalDetermination: null, tierIsApproved: false, firstName: null, remainingLeasingPower: null, remainingLeasingPowerFormatted: null, expirationDateValue: null },
} as const satisfies Record<string, SessionDecisionViewModel>;

export type DecisionName = keyof typeof DECISIONS;

const spanish = () => getConfig().locale.startsWith('es');

/** The Decision Pending fragment, in the page's language, shaped as the demo renders it. */
function pendingFragment(): string {
  const es = spanish();
  const [primary, residence, income, faq, contact, question, answer] = es
    ? ['Identificación principal', 'Comprobante de domicilio', 'Comprobante de ingresos', 'Ver preguntas frecuentes', 'Contáctanos', '¿Cuánto tarda la verificación?', 'Por lo general, un día hábil.']
    : ['Primary identification', 'Proof of residence', 'Proof of income', 'View FAQs', 'Contact us', 'How long does verification take?', 'Usually one business day.'];
  return `<section data-lto-pending-tab="next-steps" aria-label="${es ? 'Próximos pasos' : 'Next Steps'}">
<details><summary>${primary}</summary><p>${es ? 'Licencia de conducir o identificación estatal.' : "A driver's license or state ID."}</p></details>
<details><summary>${residence}</summary><p>${es ? 'Una factura de servicios de los últimos 30 días.' : 'A utility bill from the last 30 days.'}</p></details>
<details><summary>${income}</summary><p>${es ? 'Tus dos últimos talones de pago.' : 'Your two latest pay stubs.'}</p></details>
<p><button type="button" data-lto-faq>${faq}</button></p>
<template data-lto-faq-content><h3>${question}</h3><p>${answer}</p></template>
<p><button type="button" data-lto-contact-us>${contact}</button></p>
</section>
<section data-lto-pending-tab="store-info" aria-label="${es ? 'Información de la tienda' : 'Store Info'}">
<p><strong>Atlanta Midtown</strong><br>123 Peachtree St NE, Atlanta, GA 30303<br>(404) 555-0100<br>${es ? 'Lun.–sáb. 10–8' : 'Mon–Sat 10–8'}</p>
</section>`;
}

const decisionAnswer = (decision: DecisionName) => HttpResponse.json({ success: true, sessionDecisionViewModel: DECISIONS[decision] } satisfies SignInAnswer);

/** Every account endpoint answering as the demo does for an account with `decision`. */
export function accountHandlers(decision: DecisionName = 'approved') {
  return {
    loginForm: http.post(mswPath('loginForm'), () => decisionAnswer(decision)),
    registerForm: http.post(mswPath('registerForm'), () => HttpResponse.json({ success: true, wasCreatedSuccessfully: true, message: null } satisfies RegisterAnswer)),
    accountSignOut: http.post(mswPath('accountSignOut'), () => HttpResponse.json({ success: true })),
    accountResendActivation: http.post(mswPath('accountResendActivation'), () => HttpResponse.json({ success: true })),
    accountDetails: http.post(mswPath('accountDetails'), () => decisionAnswer(decision)),
    pending: http.get(mswPath('renderDecisionPendingComponent'), () => new HttpResponse(pendingFragment(), { headers: { 'Content-Type': 'text/html' } })),
    lpDetails: http.get(mswPath('getLpDetailsModal'), () =>
      HttpResponse.json({ approvedAmount: 400, availableAmount: 250, currency: getConfig().currency, expirationDateValue: '2027-02-19' } satisfies LeasingPowerDetailsAnswer),
    ),
    logCheckoutSessionActivity: http.post(mswPath('logCheckoutSessionActivity'), () => HttpResponse.json({ success: true })),
  };
}

// Wrong e-mail or password (401 {success: false}): the login failure message.
export const loginRefused = http.post(mswPath('loginForm'), () => HttpResponse.json({ success: false } satisfies SignInAnswer, { status: 401 }));
// The login form never answers: 'Signing in…' until the 10 s timeout.
export const loginSlow = http.post(mswPath('loginForm'), async () => {
  await delay('infinite');
  return HttpResponse.json({ success: false } satisfies SignInAnswer);
});
// The demo's answer for an e-mail already registered: the server's message is shown.
export const registerExists = http.post(mswPath('registerForm'), () =>
  HttpResponse.json({
    success: false,
    wasCreatedSuccessfully: false,
    message: spanish() ? 'Ya existe una cuenta con este correo electrónico.' : 'An account with this e-mail already exists.',
  } satisfies RegisterAnswer),
);

/** The page templates' words for the drawer's trigger and the apply promo, per language. */
const TEMPLATE_TEXT = {
  en: {
    signIn: 'Sign In',
    account: 'Account',
    promoTitle: 'Apply before you shop',
    promoText: 'Find out how much you can lease in minutes, then shop with confidence.',
    getStarted: 'Get started',
  },
  es: {
    signIn: 'Iniciar sesión',
    account: 'Cuenta',
    promoTitle: 'Presenta tu solicitud antes de comprar',
    promoText: 'Descubre en minutos cuánto puedes arrendar y compra con confianza.',
    getStarted: 'Comenzar',
  },
} as const;

/**
 * What the header template writes inside `<lto-account-drawer>`, in the page's language: the
 * trigger, a link to the account page reading 'Sign In', or 'Account' for a signed-in session
 * (widgets/account-drawer/README.md, "Server markup").
 */
export function accountDrawerMarkup(signedIn: boolean): string {
  const t = TEMPLATE_TEXT[language(getConfig())];
  return `<div class="lto-account-drawer"><a class="lto-account-drawer__trigger" href="${ACCOUNT_HREF}" aria-haspopup="dialog" aria-expanded="false">${
    signedIn ? t.account : t.signIn
  }</a></div>`;
}

/** Where the stories' 'Get started' leads: a place on the story's page, so a click never leaves it. */
export const APPLY_ON_THIS_PAGE = '#apply';

/** What the home page template writes inside `<lto-get-started>` (widgets/get-started/README.md, "Server markup"). */
export function getStartedMarkup(): string {
  const t = TEMPLATE_TEXT[language(getConfig())];
  return `<section class="lto-get-started" aria-labelledby="get-started-title"><h2 id="get-started-title" class="lto-get-started__title">${t.promoTitle}</h2><p class="lto-get-started__text">${t.promoText}</p><a class="lto-button lto-button--primary lto-get-started__button" href="${APPLY_ON_THIS_PAGE}">${t.getStarted}</a></section>`;
}

/**
 * The story's page, with the widgets over their server markup: the header's My Account drawer
 * (signed in or not) where the page has one (config block page.whereami, as the platform decides:
 * elsewhere it writes no tag) and, on the home page, the apply promo.
 */
export function AccountPage({ note, signedIn, getStarted, children }: { note?: string | undefined; signedIn?: string; getStarted?: boolean; children?: ReactNode }) {
  const withDrawer = getConfig().page.whereami === ACCOUNT_PAGE.whereami;
  return (
    <StoryPage note={note}>
      <header className="sb-account-header">
        <strong>LTO Furniture</strong>
        {withDrawer ? (
          <ServerElement
            tag="lto-account-drawer"
            attributes={{ 'csrf-token': 'story-csrf-token', 'account-href': ACCOUNT_HREF, 'signed-in': signedIn ? 'true' : undefined, username: signedIn || undefined }}
            markup={accountDrawerMarkup(!!signedIn)}
          />
        ) : null}
      </header>
      {getStarted ? <ServerElement tag="lto-get-started" attributes={{ href: APPLY_ON_THIS_PAGE }} markup={getStartedMarkup()} /> : null}
      {children}
    </StoryPage>
  );
}
