import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CookieJar, browse, authorizationPath, locationOf, pkcePair, introspect, revoke, signInWithSessionToken } from '../identity/oidc-test-flow.js';
import { createMailOutbox } from '../data/mail-outbox.js';
import { VALID } from './checkout-fixtures.js';
import { configOf, createTestApp, csrfCookieOf, HOSTS, sessionCookieOf, startTestServer, type TestServer } from '../test-app.js';

const demo = createTestApp('lto-demo-account-');
afterAll(() => demo.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A fresh session (from a page with the drawer) and its CSRF token, as the drawer has them. */
async function visit(host: string = HOSTS.us): Promise<{ cookie: string; csrf: string; page: string }> {
  const response = await demo.request('GET', '/', { host });
  const page = await response.text();
  const csrf = /<lto-account-drawer csrf-token="([^"]+)"/.exec(page)?.[1] ?? '';
  return { cookie: sessionCookieOf(response), csrf, page };
}

/** Signs in on a fresh session; the cookie and token are the session's after sign-in (it gets a new id and token then). */
async function login(username: string, password = 'Password1!', host: string = HOSTS.us) {
  const { cookie, csrf } = await visit(host);
  const response = await demo.request('POST', '/account/login', {
    cookie,
    host,
    body: form({ username, password, csrf_token: csrf, format: 'ajax' }),
  });
  return { response, cookie: sessionCookieOf(response) || cookie, csrf: csrfCookieOf(response) || csrf };
}

/** The drawer's registration, from a new shopper's page. */
async function register(username: string, password: string, host: string = HOSTS.us) {
  const { cookie, csrf } = await visit(host);
  return demo.request('POST', '/account/register', { cookie, host, body: form({ username, password, csrf_token: csrf, format: 'ajax' }) });
}

describe("the home page's 'Apply before you shop' promo (SPEC 4.3's rule for leasing promos)", () => {
  const offered = (page: string) => page.includes('<lto-get-started');
  test('offered to a shopper signed out, or signed in without a decision or a name; not while pending, once approved, or to a shopper known by name', async () => {
    expect(offered((await visit()).page), 'signed out').toBe(true);
    const cases: [string, boolean][] = [
      ['new@example.com', true],
      ['approved@example.com', false],
      ['pending@example.com', false],
      ['denied@example.com', false],
    ];
    for (const [email, expected] of cases) {
      const { cookie } = await login(email);
      const home = await (await demo.request('GET', '/', { cookie })).text();
      expect(offered(home), email).toBe(expected);
    }
  });
});

describe('the page side of the account drawer', () => {
  test('storefront pages carry whereami, the identity settings of their own origin, the endpoints and the drawer', async () => {
    const { page, csrf } = await visit(HOSTS.es);
    const config = configOf(page) as unknown as {
      page: Record<string, string>;
      urls: Record<string, string>;
      preferences: Record<string, unknown>;
      identity: Record<string, string>;
    };
    expect(config.page['whereami']).toBe('account_storefrontlogin');
    expect(config.preferences['identityLoginEnabled']).toBe(true);
    expect(config.identity).toEqual({
      authority: 'http://es.localhost:4173/oidc',
      clientId: 'lto-storefront',
      redirectUri: 'http://es.localhost:4173/account/oidc-callback',
      silentRedirectUri: 'http://es.localhost:4173/account/oidc-callback',
      postLogoutRedirectUri: 'http://es.localhost:4173/',
      scope: 'openid email profile',
      authnUrl: 'http://es.localhost:4173/oidc/authn',
    });
    expect(config.urls).toMatchObject({ loginForm: '/account/login', tokenLogin: '/Login-TokenLogin', getLpDetailsModal: '/account/leasing-power-details' });
    expect(csrf).toMatch(/^[\w-]{20,}$/);
    expect(page).toContain('<a class="lto-account-drawer__trigger" href="/account" aria-haspopup="dialog" aria-expanded="false">Iniciar sesión</a></div></lto-account-drawer>');
    expect(page).toContain('<lto-get-started href="/apply" data-lto-promo="get-started"');
  });

  test("the account pages say so in the config block's page.type, so the marketing pop-up stays off them", async () => {
    for (const path of ['/account', '/account/order-tracking']) {
      const page = await (await demo.request('GET', path)).text();
      expect(configOf(page).page['type'], path).toBe('account');
      expect(configOf(page).page['whereami'], path).toBe('account_storefrontlogin');
    }
  });

  test('checkout steps have neither the marker nor the drawer', async () => {
    // A checkout step shows only with an order in the session (otherwise it redirects to the cart).
    const { cookie, csrf } = await visit();
    const started = await demo.request('POST', '/orders/start', { body: `productId=P1001&csrf_token=${csrf}`, cookie });
    const orderCookie = started.headers.getSetCookie().find((line) => line.startsWith('orderId='))!.split(';')[0]!;
    const response = await demo.request('GET', '/checkout/delivery', { cookie: `${cookie}; ${orderCookie}` });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(configOf(page).page['whereami']).toBeUndefined();
    expect(page).not.toContain('<lto-account-drawer');
  });

  test('a signed-in session renders the drawer signed in with the username', async () => {
    const { cookie } = await login('approved@example.com');
    const page = await (await demo.request('GET', '/c/living-room', { cookie })).text();
    expect(page).toMatch(/<lto-account-drawer csrf-token="[^"]+" account-href="\/account" username="approved@example.com" signed-in="true"><div class="lto-account-drawer"><a [^>]+>Account<\/a>/);
  });

  test('/demo/identity?enabled=0 turns the identity login off for this browser, =1 back on', async () => {
    const off = await demo.request('GET', '/demo/identity?enabled=0');
    expect(off.status).toBe(303);
    expect(off.headers.get('location')).toBe('/');
    const cookie = off.headers.getSetCookie().find((l) => l.startsWith('demo_identity='))!.split(';')[0]!;
    const page = await (await demo.request('GET', '/', { cookie })).text();
    const config = configOf(page) as unknown as { preferences: Record<string, unknown>; identity: unknown };
    expect(config.preferences['identityLoginEnabled']).toBe(false);
    expect(config.identity).toBeNull();
    const on = await demo.request('GET', '/demo/identity?enabled=1', { cookie });
    expect(on.headers.getSetCookie().some((l) => /^demo_identity=;/.test(l))).toBe(true);
  });
});

describe('POST /account/login (SPEC 7.3)', () => {
  test('signs in and answers the decision', async () => {
    const { response } = await login('approved@example.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, sessionDecisionViewModel: { firstName: 'Alex' } });
  });

  test('takes the e-mail in any case', async () => {
    expect((await login('Approved@Example.com')).response.status).toBe(200);
  });

  test('refuses a wrong password with 401 and leaves the session signed out', async () => {
    const { response, cookie } = await login('approved@example.com', 'Password2!');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false });
    const page = await (await demo.request('GET', '/', { cookie })).text();
    expect(page).not.toContain('signed-in="true"');
  });

  test.each([
    ['without a token', (csrf: string) => ({ username: 'approved@example.com', password: 'Password1!', format: 'ajax', csrf: void csrf })],
    ['with a wrong token', (csrf: string) => ({ username: 'approved@example.com', password: 'Password1!', format: 'ajax', csrf_token: `${csrf}x` })],
  ])('refuses a request %s with 403', async (_, fields) => {
    const { cookie, csrf } = await visit();
    const body = Object.fromEntries(Object.entries(fields(csrf)).filter(([, v]) => v !== undefined)) as Record<string, string>;
    const response = await demo.request('POST', '/account/login', { cookie, body: form(body) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false });
  });

  test("refuses another session's token", async () => {
    const mine = await visit();
    const theirs = await visit();
    const response = await demo.request('POST', '/account/login', {
      cookie: mine.cookie,
      body: form({ username: 'approved@example.com', password: 'Password1!', csrf_token: theirs.csrf, format: 'ajax' }),
    });
    expect(response.status).toBe(403);
  });

  test('without script: back where the form was on success, to the account page with an error otherwise', async () => {
    const { cookie, csrf } = await visit();
    const failed = await demo.request('POST', '/account/login', { cookie, body: form({ username: 'denied@example.com', password: 'wrong!', csrf_token: csrf }) });
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe('/account?error=1');
    const errorPage = await (await demo.request('GET', '/account?error=1', { cookie })).text();
    expect(errorPage).toContain('Unable to log you in. Please check your email and password and try again.');

    const response = await demo.request('POST', '/account/login', {
      cookie,
      headers: { referer: 'http://localhost:4173/account' },
      body: form({ username: 'denied@example.com', password: 'Password1!', csrf_token: csrf }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account');
    const signedIn = sessionCookieOf(response);
    expect(signedIn, 'a new session id at sign-in').not.toBe(cookie);
    const page = await (await demo.request('GET', '/account', { cookie: signedIn })).text();
    expect(page).toContain('You are signed in as denied@example.com.');

    const signOutForm = /<form method="post" action="\/Login-SignOut">(.*?)<\/form>/s.exec(page)![1]!;
    const fields = Object.fromEntries([...signOutForm.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const signedOut = await demo.request('POST', '/Login-SignOut', { cookie: signedIn, body: form(fields) });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe('/account');
    const afterwards = sessionCookieOf(signedOut);
    expect(afterwards, 'a new session id at sign-out').not.toBe(signedIn);
    expect(await (await demo.request('GET', '/account', { cookie: afterwards })).text()).toContain('<h2 id="signin-heading">Sign in</h2>');
  });
});

describe('sessionDecisionViewModel of each seed account', () => {
  const decisionOf = async (email: string, host: string = HOSTS.us) =>
    ((await (await login(email, 'Password1!', host)).response.json()) as { sessionDecisionViewModel: Record<string, unknown> }).sessionDecisionViewModel;

  test('approved: $250.00 remaining, approved, expiring in 90 days', async () => {
    const expected = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    expect(await decisionOf('approved@example.com')).toEqual({
      approvalDetermination: 'Approved',
      tierIsApproved: true,
      firstName: 'Alex',
      remainingLeasingPower: 250,
      remainingLeasingPowerFormatted: '$250.00',
      expirationDateValue: expected,
    });
  });

  test('approved on the Canadian site: the amount in C$', async () => {
    expect((await decisionOf('approved@example.com', HOSTS.ca))['remainingLeasingPowerFormatted']).toBe('C$250.00');
  });

  test('zero: approved with nothing left', async () => {
    expect(await decisionOf('zero@example.com')).toMatchObject({
      approvalDetermination: 'Approved',
      tierIsApproved: true,
      firstName: 'Zoe',
      remainingLeasingPower: 0,
      remainingLeasingPowerFormatted: '$0.00',
    });
  });

  test('pending: PendingVerification with a first name, no amount', async () => {
    expect(await decisionOf('pending@example.com')).toEqual({
      approvalDetermination: 'PendingVerification',
      tierIsApproved: false,
      firstName: 'Pat',
      remainingLeasingPower: null,
      remainingLeasingPowerFormatted: null,
      expirationDateValue: null,
    });
  });

  test('denied: not approved, with a first name', async () => {
    expect(await decisionOf('denied@example.com')).toMatchObject({ approvalDetermination: 'Denied', tierIsApproved: false, firstName: 'Dana' });
  });

  test('new: no decision and no first name', async () => {
    expect(await decisionOf('new@example.com')).toEqual({
      approvalDetermination: null,
      tierIsApproved: false,
      firstName: null,
      remainingLeasingPower: null,
      remainingLeasingPowerFormatted: null,
      expirationDateValue: null,
    });
  });
});

describe('POST /account/register', () => {

  test('creates the account, which can then sign in, and sends its activation e-mail', async () => {
    const response = await register('  shopper1@example.com ', 'abcde');
    expect(await response.json()).toEqual({ success: true, wasCreatedSuccessfully: true, message: 'Your account has been successfully created.' });
    expect((await login('shopper1@example.com', 'abcde')).response.status).toBe(200);
    expect(createMailOutbox(demo.db).sentTo('shopper1@example.com')).toEqual([{ template: 'activation', site: 'en-us' }]);
  });

  test("answers an e-mail that has an account as a new one, and writes its owner instead (no account enumeration)", async () => {
    const outbox = createMailOutbox(demo.db);
    const before = outbox.sentTo('approved@example.com').length;
    expect(await (await register('approved@example.com', 'Other-pass1')).json()).toEqual({
      success: true,
      wasCreatedSuccessfully: true,
      message: 'Your account has been successfully created.',
    });
    expect(((await (await register('APPROVED@example.com', 'Other-pass1', HOSTS.es)).json()) as { message: string }).message).toBe(
      'Tu cuenta se creó correctamente.',
    );
    expect(outbox.sentTo('approved@example.com').slice(before)).toEqual([
      { template: 'already-registered', site: 'en-us' },
      { template: 'already-registered', site: 'es-us' },
    ]);
    expect((await login('approved@example.com', 'Other-pass1')).response.status, 'the password stays the owner’s').toBe(401);
  });

  test.each([
    ['a password under 5 characters', 'shopper2@example.com', 'abcd'],
    ['a username that is no e-mail', 'shopper2', 'abcde'],
    ['an e-mail without a TLD of 2 letters', 'shopper2@example.c', 'abcde'],
  ])('refuses %s', async (_, username, password) => {
    expect(await (await register(username, password)).json()).toEqual({
      success: false,
      wasCreatedSuccessfully: false,
      message: 'We were unable to create your account. Please verify your email and password, then try again.',
    });
  });

  test('refuses a request without the CSRF token', async () => {
    const { cookie } = await visit();
    const response = await demo.request('POST', '/account/register', { cookie, body: form({ username: 'x@example.com', password: 'abcde', format: 'ajax' }) });
    expect(response.status).toBe(403);
  });
});

describe('POST /Login-ResendActivationEmail', () => {
  test('answers success with the token, 403 without', async () => {
    const { cookie, csrf } = await visit();
    const ok = await demo.request('POST', '/Login-ResendActivationEmail', { cookie, body: form({ username: 'new@example.com', csrf_token: csrf }) });
    expect(await ok.json()).toEqual({ success: true });
    const refused = await demo.request('POST', '/Login-ResendActivationEmail', { cookie, body: form({ username: 'new@example.com' }) });
    expect(refused.status).toBe(403);
  });

  test('sends the activation e-mail again to an account not yet activated, and answers the same for any address', async () => {
    await register('resend@example.com', 'abcde');
    const outbox = createMailOutbox(demo.db);
    const { cookie, csrf } = await visit();
    for (const username of ['resend@example.com', 'nobody@example.com']) {
      const response = await demo.request('POST', '/Login-ResendActivationEmail', { cookie, body: form({ username, csrf_token: csrf }) });
      expect(await response.json()).toEqual({ success: true });
    }
    expect(outbox.sentTo('resend@example.com').map((m) => m.template)).toEqual(['activation', 'activation']);
    expect(outbox.sentTo('nobody@example.com')).toEqual([]);
  });
});

describe('POST /Login-GetAccountDetails', () => {
  test("answers the signed-in account's decision", async () => {
    const { cookie, csrf } = await login('zero@example.com');
    const response = await demo.request('POST', '/Login-GetAccountDetails', { cookie, body: form({ DigitalAccountId: 'zero@example.com', csrf_token: csrf }) });
    expect(await response.json()).toMatchObject({ success: true, sessionDecisionViewModel: { firstName: 'Zoe', remainingLeasingPower: 0 } });
  });

  test("refuses another account's details, and any when signed out", async () => {
    const { cookie, csrf } = await login('zero@example.com');
    const other = await demo.request('POST', '/Login-GetAccountDetails', { cookie, body: form({ DigitalAccountId: 'approved@example.com', csrf_token: csrf }) });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ success: false });
    const signedOut = await visit();
    const none = await demo.request('POST', '/Login-GetAccountDetails', {
      cookie: signedOut.cookie,
      body: form({ DigitalAccountId: 'approved@example.com', csrf_token: signedOut.csrf }),
    });
    expect(none.status).toBe(403);
  });
});

describe('the Leasing Power details and the Decision Pending component', () => {
  test('JSON for the approved account, the pie chart figures in the site currency', async () => {
    const { cookie } = await login('zero@example.com', 'Password1!', HOSTS.ca);
    const response = await demo.request('GET', '/account/leasing-power-details?format=ajax', { cookie, host: HOSTS.ca });
    expect(await response.json()).toEqual({ approvedAmount: 400, availableAmount: 0, currency: 'CAD', expirationDateValue: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  test('HTML with getAsHtml=true', async () => {
    const { cookie } = await login('approved@example.com');
    const response = await demo.request('GET', '/account/leasing-power-details?format=ajax&getAsHtml=true', { cookie });
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/<dt>Available amount<\/dt><dd>\$250\.00<\/dd>/);
  });

  test('401 signed out, 404 for an account without approval', async () => {
    expect((await demo.request('GET', '/account/leasing-power-details?format=ajax')).status).toBe(401);
    const { cookie } = await login('pending@example.com');
    expect((await demo.request('GET', '/account/leasing-power-details?format=ajax', { cookie })).status).toBe(404);
  });

  test('the Decision Pending fragment has the two tab sections, the three documents, FAQ and contact controls', async () => {
    const html = await (await demo.request('GET', '/account/decision-pending?format=ajax')).text();
    expect(html).not.toContain('<html');
    expect(html).toMatch(/<section data-lto-pending-tab="next-steps" aria-label="Next Steps">/);
    expect([...html.matchAll(/<summary>([^<]+)<\/summary>/g)].map((m) => m[1])).toEqual(['Primary identification', 'Proof of residence', 'Proof of income']);
    expect(html).toContain('<button type="button" data-lto-faq>View FAQs</button>');
    expect(html).toMatch(/<template data-lto-faq-content><h3>/);
    expect(html).toContain('<button type="button" data-lto-contact-us>Contact us</button>');
    expect(html).toMatch(/<section data-lto-pending-tab="store-info" aria-label="Store Info">\s*<h3>[^<]+<\/h3>\s*<address/);
  });

  test('the identification a shopper brings: a state ID in the US, a provincial ID card in Canada (in its spelling)', async () => {
    const identification = async (host: string) => /<summary>(?:Primary identification|Identificación principal)<\/summary><p>([^<]+)<\/p>/.exec(await (await demo.request('GET', '/account/decision-pending?format=ajax', { host })).text())?.[1];
    expect(await identification(HOSTS.us)).toBe('A valid driver&#39;s license, state or provincial ID, or passport.');
    expect(await identification(HOSTS.es)).toBe('Una licencia de conducir, identificación estatal o pasaporte vigente.');
    expect(await identification(HOSTS.ca)).toBe('A valid driver&#39;s licence, provincial ID card or passport.');
  });

  test('the fragment speaks Spanish on the Spanish site, with the preferred store', async () => {
    const { cookie, csrf } = await visit(HOSTS.es);
    await demo.request('POST', '/stores/preferred', { host: HOSTS.es, cookie, body: form({ storeId: 'C101', csrf_token: csrf }) });
    const html = await (await demo.request('GET', '/account/decision-pending?format=ajax', { cookie, host: HOSTS.es })).text();
    expect(html).toContain('aria-label="Próximos pasos"');
    expect(html).toContain('<summary>Comprobante de domicilio</summary>');
    expect(html).toContain('Ver preguntas frecuentes');
    const details = await (await demo.request('GET', '/stores/C101?format=ajax', { host: HOSTS.es })).text();
    expect(html).toContain(/<address[^>]*>.*?<\/address>/s.exec(details)![0]);
  });
});

describe('pages: account, apply, sign-in callback', () => {
  test('the account page has a no-script login form with the CSRF token, in Spanish on the Spanish site', async () => {
    const response = await demo.request('GET', '/account', { host: HOSTS.es });
    const page = await response.text();
    expect(page).toMatch(/<form class="account-form" method="post" action="\/account\/login">\s*<input type="hidden" name="csrf_token" value="[^"]+">/);
    expect(page).toContain('<label for="login-password">Contraseña</label>');
  });

  test('the apply page, en and es', async () => {
    expect(await (await demo.request('GET', '/apply')).text()).toContain('<h1>Apply for a lease</h1>');
    expect(await (await demo.request('GET', '/apply', { host: HOSTS.es })).text()).toContain('<h1>Solicita un arrendamiento</h1>');
  });

  test('the callback page loads only the callback module, and may be framed by the site itself (silent login)', async () => {
    const response = await demo.request('GET', '/account/oidc-callback?code=x&state=y');
    const page = await response.text();
    expect(page).toContain('<script type="module" src="/dist/oidc-callback.js"></script>');
    expect(page).not.toContain('/dist/lto-widgets.js');
    expect(configOf(page).page['whereami']).toBeUndefined();
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const home = await demo.request('GET', '/');
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('token login and sign-out against the running provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('lto-demo-token-login-');
  });
  afterAll(() => server.close());

  /** The drawer's token login: a JSON call from a page of the site. */
  const tokenLogin = (jar: CookieJar, accessToken: unknown, site: 'us' | 'es' = 'us') =>
    browse(server, jar, 'POST', '/Login-TokenLogin', {
      site,
      body: JSON.stringify({ accessToken }),
      contentType: 'application/json',
      headers: { origin: server.origin(site) },
    });

  test('a real access token creates the storefront session (httpOnly cookie) for its account', async () => {
    const jar = new CookieJar();
    const tokens = await signInWithSessionToken(server, jar, 'approved@example.com');
    const response = await tokenLogin(jar, tokens.access_token);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ success: true });
    expect((response.headers['set-cookie'] ?? []).find((l) => l.startsWith('lto_demo_sid='))).toMatch(/HttpOnly/);
    const page = await browse(server, jar, 'GET', '/');
    expect(page.body).toContain('username="approved@example.com" signed-in="true"');
  });

  test("an application decided signed out in the same session becomes the account's decision at the token login", async () => {
    const jar = new CookieJar();
    const applyPage = await browse(server, jar, 'GET', '/apply');
    const csrf = /name="csrf_token" value="([^"]+)"/.exec(applyPage.body)?.[1] ?? '';
    await browse(server, jar, 'POST', '/apply/start', { body: form({ csrf_token: csrf }) });
    for (const step of ['delivery', 'order-form']) {
      const posted = await browse(server, jar, 'POST', `/checkout/${step}`, { body: form({ ...VALID[step]!, csrf_token: csrf, format: 'ajax' }) });
      expect(JSON.parse(posted.body), step).toMatchObject({ success: true });
    }
    const tokens = await signInWithSessionToken(server, jar, 'pending@example.com');
    expect((await tokenLogin(jar, tokens.access_token)).status).toBe(200);
    const details = await browse(server, jar, 'GET', '/account/leasing-power-details?format=ajax');
    expect(JSON.parse(details.body)).toMatchObject({ approvedAmount: 300, availableAmount: 300 });
  });

  test.each([
    ['a made-up token', 'not-a-token'],
    ['no token', undefined],
  ])('answers 401 for %s', async (_, token) => {
    const response = await tokenLogin(new CookieJar(), token);
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ success: false });
  });

  test("refuses a token from another site's provider, and a revoked token", async () => {
    const tokens = await signInWithSessionToken(server, new CookieJar(), 'zero@example.com');
    expect((await tokenLogin(new CookieJar(), tokens.access_token, 'es')).status).toBe(401);
    await revoke(server, tokens.access_token);
    expect((await introspect(server, tokens.access_token)).active).toBe(false);
    expect((await tokenLogin(new CookieJar(), tokens.access_token)).status).toBe(401);
  });

  test('sign-out ends the storefront session and the provider session: silent login then needs a login', async () => {
    const jar = new CookieJar();
    const tokens = await signInWithSessionToken(server, jar, 'pending@example.com');
    await tokenLogin(jar, tokens.access_token);
    const page = await browse(server, jar, 'GET', '/');
    const csrf = /csrf-token="([^"]+)"/.exec(page.body)![1]!;

    const providerCookies = ['_session', '_session.sig'].map((name) => `${name}=${jar.get(name)}`).join('; ');
    const silentBefore = locationOf(server, await browse(server, jar, 'GET', authorizationPath(server, { challenge: pkcePair().challenge, prompt: 'none' })));
    expect(silentBefore.searchParams.get('code')).toBeTruthy();

    const signOut = await browse(server, jar, 'POST', '/Login-SignOut', { body: form({ csrf_token: csrf }) });
    expect(JSON.parse(signOut.body)).toEqual({ success: true });
    expect((await browse(server, jar, 'GET', '/')).body).not.toContain('signed-in="true"');

    expect(jar.get('_session')).toBeUndefined();
    const silentAfter = locationOf(server, await browse(server, jar, 'GET', authorizationPath(server, { challenge: pkcePair().challenge, prompt: 'none' })));
    expect(silentAfter.searchParams.get('error')).toBe('login_required');
    // A browser that kept the old provider cookie gets no further: the session it names is gone.
    const kept = await server.request('GET', authorizationPath(server, { challenge: pkcePair().challenge, prompt: 'none' }), { cookie: providerCookies });
    expect(locationOf(server, kept).searchParams.get('error')).toBe('login_required');
  });

  test('sign-out refuses a request without the CSRF token', async () => {
    const jar = new CookieJar();
    await browse(server, jar, 'GET', '/');
    const response = await browse(server, jar, 'POST', '/Login-SignOut', { body: '' });
    expect(response.status).toBe(403);
  });
});
