import type { LeasingPowerDetailsAnswer, RegisterAnswer, SignInAnswer } from '../../../src/contracts/account.js';
import type { ChatAccountAnswer } from '../../../src/contracts/live-chat.js';
import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { removeCookie } from '../cookies.js';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { accountDecision } from '../checkout-rules.js';
import type { Account } from '../data/accounts.js';
import type { DataAccess } from '../data/index.js';
import type { Store } from '../data/stores.js';
import type { AppEnv } from '../env.js';
import type { Identity } from '../identity/index.js';
import { SAME_ORIGIN_FRAME_POLICY } from '../middleware/security-headers.js';
import type { ClientAddress } from '../client-address.js';
import type { AttemptLimiter } from '../rate-limit.js';
import { redirectTo, refererPath } from '../redirects.js';
import { currentSession } from '../session.js';
import {
  accountPage,
  decisionPendingFragment,
  leasingPowerFragment,
  oidcCallbackPage,
} from '../views/account.js';
import { accountText } from '../views/account-text.js';
import {
  ACCOUNT_PAGE,
  ACCOUNT_URLS,
  IDENTITY_SWITCH,
  IDENTITY_SWITCH_COOKIE,
  OIDC_CALLBACK_PAGE,
} from '../views/account-urls.js';
import { leasingPowerDetails, sessionDecisionViewModel } from '../views/decision.js';
import { demoSwitch } from './demo-switch.js';
import { readForm, readJson, requireJson, returnPath, textField, type Form } from './form-input.js';
import { renderPage, viewContext } from './render.js';
import { registerSchema } from '../../../src/validation/account.js';
import { validateForm } from '../../../src/validation/form.js';

const MAX_FIELD = 254;

const answer = (c: Context<AppEnv>, body: unknown, status: ContentfulStatusCode = 200) =>
  c.json(body, status, { 'Cache-Control': 'no-store' });


/**
 * The account endpoints of SPEC 7.3 (the drawer's and the no-script account page's), the identity
 * provider's callback page and the demo's identity-login switch. Every POST has
 * passed the request guard (middleware/request-guard.ts): the session's CSRF token, or for the
 * token login a JSON call from the site's own pages, which then proves itself with the provider's
 * access token.
 */
export function accountRoutes(data: DataAccess, identity: Identity, attempts: AttemptLimiter, clientAddress: ClientAddress): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { accounts, stores, mail, checkout } = data;

  /**
   * Signs the session in as `email` (a new session id: session.ts). An application the
   * shopper had decided in this session while signed out becomes the account's decision, as it
   * would had they applied signed in, unless the account's own decision is newer (or the approval
   * has expired). The account as it is then.
   */
  const signIn = (c: Context<AppEnv>, email: string): Account | null => {
    c.get('session').rotate(email);
    const sessionId = currentSession(c);
    const application = sessionId ? checkout.decidedApplication(sessionId) : null;
    const account = accounts.find(email);
    if (!application || !account || (account.decidedAt !== null && account.decidedAt >= application.decidedAt)) return account;
    accounts.recordDecision(account.email, accountDecision(application, new Date(application.decidedAt)), application.decidedAt);
    return accounts.find(email);
  };

  const refused = (c: Context<AppEnv>) => answer(c, { success: false }, 403);
  const isAjax = (form: Form) => textField(form, 'format') === 'ajax';

  /** The seconds this session and address must wait before another sign-in or registration (0: go ahead). */
  const waitFor = (c: Context<AppEnv>): number =>
    attempts.attempt({ session: currentSession(c), address: clientAddress((c.env as { incoming?: IncomingMessage } | undefined)?.incoming) });

  /**
   * 429: the drawer's call gets `body` with the message (registration shows it; a refused sign-in
   * shows SPEC 7.3's login failure, as any failure), the plain form a short text saying to wait.
   */
  const tooMany = (c: Context<AppEnv>, form: Form, seconds: number, body: Record<string, unknown>) => {
    const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(seconds) };
    const message = accountText(c.get('site')).tooManyAttempts;
    return isAjax(form) ? c.json({ ...body, message }, 429, headers) : c.text(message, 429, headers);
  };

  app.post(ACCOUNT_URLS.loginForm, async (c) => {
    const form = await readForm(c);
    if (!form) return refused(c);
    const wait = waitFor(c);
    if (wait > 0) return tooMany(c, form, wait, { success: false });
    const username = (textField(form, 'username') ?? '').slice(0, MAX_FIELD);
    const password = typeof form['password'] === 'string' ? form['password'] : '';
    const verified = username && password ? await accounts.verify(username, password) : null;
    const account = verified && signIn(c, verified.email);
    if (!isAjax(form)) return account ? redirectTo(c, refererPath(c)) : redirectTo(c, `${ACCOUNT_PAGE}?error=1`);
    if (!account) return answer(c, { success: false } satisfies SignInAnswer, 401);
    return answer(c, { success: true, sessionDecisionViewModel: sessionDecisionViewModel(account, c.get('site')) } satisfies SignInAnswer);
  });

  app.post(ACCOUNT_URLS.registerForm, async (c) => {
    const form = await readForm(c);
    if (!form) return refused(c);
    const wait = waitFor(c);
    if (wait > 0) return tooMany(c, form, wait, { success: false, wasCreatedSuccessfully: false });
    const t = accountText(c.get('site'));
    // SPEC 5.3, with the same rules as the drawer's form.
    const checked = validateForm(registerSchema(), { username: form['username'], password: form['password'] });
    const email = checked.values['username'] ?? '';
    const password = typeof form['password'] === 'string' ? form['password'] : '';
    const valid = checked.ok && email.length <= MAX_FIELD && password.length <= MAX_FIELD;
    if (!valid) {
      if (!isAjax(form)) return redirectTo(c, `${ACCOUNT_PAGE}?register=invalid`);
      return answer(c, { success: false, wasCreatedSuccessfully: false, message: t.registerFailed } satisfies RegisterAnswer);
    }
    // New accounts wait for activation (the demo does not hold sign-in back for it). An address that
    // has an account is answered as a new one, and its owner told by e-mail (the demo's outbox):
    // the answer must not tell anyone who has an account here. The password is hashed either way.
    const created = await accounts.create({ email, password, firstName: null, activated: false, decision: NO_DECISION });
    mail.send(currentSession(c), email, created ? 'activation' : 'already-registered', c.get('site').key);
    if (!isAjax(form)) return redirectTo(c, `${ACCOUNT_PAGE}?register=created`);
    return answer(c, { success: true, wasCreatedSuccessfully: true, message: t.accountCreated } satisfies RegisterAnswer);
  });

  app.post(ACCOUNT_URLS.accountSignOut, async (c) => {
    const form = await readForm(c);
    if (!form) return refused(c);
    c.get('session').rotate(null);
    // The provider's session cookie is on path '/', so it comes here too: end that session in-process.
    const origin = c.get('origin');
    const cookieName = identity.sessionCookieName(origin);
    const providerSession = getCookie(c, cookieName);
    if (providerSession) await identity.endProviderSession(origin, providerSession);
    removeCookie(c, cookieName);
    removeCookie(c, `${cookieName}.sig`);
    const back = returnPath(c, form);
    return back ? redirectTo(c, back) : answer(c, { success: true });
  });

  // The activation e-mail again (to the demo's outbox), for an account that is not activated; the
  // answer is the same whatever the address, so it tells nobody whether the account exists.
  app.post(ACCOUNT_URLS.accountResendActivation, async (c) => {
    const form = await readForm(c);
    const account = form ? accounts.find((textField(form, 'username') ?? '').slice(0, MAX_FIELD)) : null;
    if (account && !account.activated) mail.send(currentSession(c), account.email, 'activation', c.get('site').key);
    return answer(c, { success: true });
  });

  app.post(ACCOUNT_URLS.accountDetails, async (c) => {
    const form = await readForm(c);
    const email = c.get('accountEmail');
    const asked = form ? (textField(form, 'DigitalAccountId') ?? '') : '';
    const account = email && asked.toLowerCase() === email.toLowerCase() ? accounts.find(email) : null;
    if (!account) return refused(c);
    return answer(c, { success: true, sessionDecisionViewModel: sessionDecisionViewModel(account, c.get('site')) } satisfies SignInAnswer);
  });

  app.post(ACCOUNT_URLS.tokenLogin, requireJson, async (c) => {
    const accessToken = (await readJson(c))?.['accessToken'];
    const email = typeof accessToken === 'string' && accessToken.length <= 1024
      ? await identity.accountOfAccessToken(c.get('origin'), accessToken)
      : null;
    if (!email) return answer(c, { success: false }, 401);
    signIn(c, email);
    return answer(c, { success: true });
  });

  /** The preferred store, else the nearest to the shopper's zip, else to the site's default zip. */
  const storeForInfo = (c: Context<AppEnv>): Store | null => {
    const { storeId, zip } = c.get('location');
    return stores.storeFor(storeId, zip || c.get('site').defaultZip);
  };

  app.get(ACCOUNT_URLS.renderDecisionPendingComponent, (c) =>
    c.html(decisionPendingFragment(viewContext(c, data.products), storeForInfo(c)), 200, { 'Cache-Control': 'private, no-cache' }),
  );

  app.get(ACCOUNT_URLS.getLpDetailsModal, (c) => {
    const email = c.get('accountEmail');
    const account = email ? accounts.find(email) : null;
    if (!account) return answer(c, { success: false }, 401);
    const details = leasingPowerDetails(account, c.get('site'));
    if (!details) return answer(c, { success: false }, 404);
    if (c.req.query('getAsHtml') === 'true') {
      return c.html(leasingPowerFragment(viewContext(c, data.products), details), 200, { 'Cache-Control': 'no-store' });
    }
    return answer(c, details satisfies LeasingPowerDetailsAnswer);
  });

  // The account number the chat hands its service (SPEC 7.9), asked by a chat opened after a sign-in
  // on a page: outsideServicePreferences sets it, null when signed out or the chat is off.
  app.get(ACCOUNT_URLS.chatAccount, (c) => answer(c, { accountNumber: c.get('chatAccountNumber') ?? null } satisfies ChatAccountAnswer));

  app.get(OIDC_CALLBACK_PAGE, async (c) =>
    c.html(await oidcCallbackPage(viewContext(c, data.products)), 200, {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': SAME_ORIGIN_FRAME_POLICY,
    }),
  );

  app.get(ACCOUNT_PAGE, (c) => {
    const ctx = viewContext(c, data.products);
    const register = c.req.query('register');
    const t = accountText(ctx.site);
    const registration =
      register === 'created' ? { created: true as const } : register === 'invalid' ? { created: false as const, message: t.registerFailed } : null;
    return renderPage(c, ctx, {
      title: t.accountTitle,
      pageType: 'account',
      category: '',
      body: accountPage(ctx, { loginFailed: c.req.query('error') === '1', registration }),
    });
  });

  // The demo's stand-in for the site preference: this browser only, so tests can take the form-login path.
  app.get(IDENTITY_SWITCH, demoSwitch(IDENTITY_SWITCH_COOKIE, { defaultOn: true, value: 'off' }));

  return app;
}

const NO_DECISION = {
  approvalDetermination: null,
  tierIsApproved: null,
  approvedCents: null,
  remainingCents: null,
  expirationDate: null,
};
