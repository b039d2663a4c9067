import { delay, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { ACCOUNT_URLS } from '../../demo/server/views/account-urls';
import type { LeasingPowerDetailsAnswer, RegisterAnswer, SessionDecisionViewModel, SignInAnswer } from '../../src/contracts/account';
import { getConfig } from '../../src/core/config';
import { StoryPage } from './StoryPage';

/**
 * The account endpoints of SPEC 7.3 as the demo answers them (the contract in
 * demo/server/routes/account.ts), for the My Account drawer stories: the login form, registration,
 * sign-out, resend activation, GetAccountDetails, the Decision Pending component and the Leasing
 * Power details. Identity sign-in is off in stories (no provider runs in Storybook): the login
 * form signs in.
 */
export { ACCOUNT_URLS };

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
    loginForm: http.post('*/account/login', () => decisionAnswer(decision)),
    registerForm: http.post('*/account/register', () => HttpResponse.json({ success: true, wasCreatedSuccessfully: true, message: null } satisfies RegisterAnswer)),
    accountSignOut: http.post('*/Login-SignOut', () => HttpResponse.json({ success: true })),
    accountResendActivation: http.post('*/Login-ResendActivationEmail', () => HttpResponse.json({ success: true })),
    accountDetails: http.post('*/Login-GetAccountDetails', () => decisionAnswer(decision)),
    pending: http.get('*/account/decision-pending', () => new HttpResponse(pendingFragment(), { headers: { 'Content-Type': 'text/html' } })),
    lpDetails: http.get('*/account/leasing-power-details', () =>
      HttpResponse.json({ approvedAmount: 400, availableAmount: 250, currency: getConfig().currency, expirationDateValue: '2027-02-19' } satisfies LeasingPowerDetailsAnswer),
    ),
    logCheckoutSessionActivity: http.post('*/checkout/log-activity', () => HttpResponse.json({ success: true })),
  };
}

// Wrong e-mail or password (401 {success: false}): the login failure message.
export const loginRefused = http.post('*/account/login', () => HttpResponse.json({ success: false } satisfies SignInAnswer, { status: 401 }));
// The login form never answers: 'Signing in…' until the 10 s timeout.
export const loginSlow = http.post('*/account/login', async () => {
  await delay('infinite');
  return HttpResponse.json({ success: false } satisfies SignInAnswer);
});
// The demo's answer for an e-mail already registered: the server's message is shown.
export const registerExists = http.post('*/account/register', () =>
  HttpResponse.json({
    success: false,
    wasCreatedSuccessfully: false,
    message: spanish() ? 'Ya existe una cuenta con este correo electrónico.' : 'An account with this e-mail already exists.',
  } satisfies RegisterAnswer),
);

/** The story's page: the header's My Account drawer (signed in or not) and, on the home page, the apply promo. */
export function AccountPage({ note, signedIn, getStarted, children }: { note?: string | undefined; signedIn?: string; getStarted?: boolean; children?: ReactNode }) {
  return (
    <StoryPage note={note}>
      <header className="sb-account-header">
        <strong>LTO Furniture</strong>
        <lto-account-drawer csrf-token="story-csrf-token" {...(signedIn ? { 'signed-in': 'true', username: signedIn } : {})}>
          <a href="#account">My Account</a>
        </lto-account-drawer>
      </header>
      {getStarted ? (
        <lto-get-started href="#apply">
          <p>
            Apply before you shop <a href="#apply">Get started</a>
          </p>
        </lto-get-started>
      ) : null}
      {children}
    </StoryPage>
  );
}
