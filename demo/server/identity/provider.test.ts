import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../test-app.js';
import {
  authorizationPath,
  browse,
  CookieJar,
  credentialLogin,
  exchangeCode,
  introspect,
  locationOf,
  pkcePair,
  revoke,
  signInWithSessionToken,
} from './oidc-test-flow.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('lto-demo-identity-');
});
afterAll(() => server.close());

describe('the identity provider under /oidc on each site host', () => {
  test.each([
    ['us', 'localhost'],
    ['es', 'es.localhost'],
    ['ca', 'ca.localhost'],
  ] as const)('the %s site has its own issuer {origin}/oidc with PKCE S256 only', async (site, hostname) => {
    const response = await server.request('GET', '/oidc/.well-known/openid-configuration', { site });
    expect(response.status).toBe(200);
    const discovery = JSON.parse(response.body) as Record<string, unknown>;
    expect(discovery['issuer']).toBe(`http://${hostname}:${server.port}/oidc`);
    expect(discovery['code_challenge_methods_supported']).toEqual(['S256']);
    expect(discovery['revocation_endpoint']).toBe(`http://${hostname}:${server.port}/oidc/token/revocation`);
  });

  test('answers with the storefront CSP', async () => {
    const response = await server.request('GET', '/oidc/.well-known/openid-configuration');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('POST /oidc/authn (credential login, SPEC 4.3)', () => {
  test('answers SUCCESS and a session token for the right password', async () => {
    const response = await credentialLogin(server, 'us', 'approved@example.com', 'Password1!');
    expect(response.status).toBe(200);
    const body = JSON.parse(response.body) as Record<string, unknown>;
    expect(body['status']).toBe('SUCCESS');
    expect(body['sessionToken']).toEqual(expect.any(String));
  });

  test.each([
    ['a wrong password', 'approved@example.com', 'Password2!'],
    ['an unknown e-mail', 'nobody@example.com', 'Password1!'],
  ])('answers 401 FAILED for %s', async (_, username, password) => {
    const response = await credentialLogin(server, 'us', username, password);
    expect(response.status).toBe(401);
    expect(JSON.parse(response.body)).toEqual({ status: 'FAILED' });
  });

  test('a session token logs its account in without the sign-in page, once', async () => {
    const { sessionToken } = JSON.parse((await credentialLogin(server, 'us', 'zero@example.com', 'Password1!')).body) as { sessionToken: string };
    const { challenge } = pkcePair();
    const path = authorizationPath(server, { challenge, prompt: 'none', sessionToken });
    const first = locationOf(server, await browse(server, new CookieJar(), 'GET', path));
    expect(first.pathname).toBe('/account/oidc-callback');
    expect(first.searchParams.get('code')).toBeTruthy();
    const again = locationOf(server, await browse(server, new CookieJar(), 'GET', path));
    expect(again.searchParams.get('code')).toBeNull();
    expect(again.searchParams.get('error')).toBe('invalid_request');
  });

  test("a session token of one site's provider is no good at another's", async () => {
    const { sessionToken } = JSON.parse((await credentialLogin(server, 'us', 'zero@example.com', 'Password1!')).body) as { sessionToken: string };
    const { challenge } = pkcePair();
    const response = await browse(server, new CookieJar(), 'GET', authorizationPath(server, { site: 'es', challenge, prompt: 'none', sessionToken }), { site: 'es' });
    expect(locationOf(server, response, 'es').searchParams.get('error')).toBe('invalid_request');
  });
});

describe('authorization code with PKCE', () => {
  test('a request without a code challenge is refused', async () => {
    const response = await browse(server, new CookieJar(), 'GET', authorizationPath(server, { challenge: '', withoutPkce: true }));
    const location = locationOf(server, response);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  test('silent login without a provider session answers login_required', async () => {
    const { challenge } = pkcePair();
    const response = await browse(server, new CookieJar(), 'GET', authorizationPath(server, { challenge, prompt: 'none' }));
    expect(locationOf(server, response).searchParams.get('error')).toBe('login_required');
  });

  test('the sign-in page signs in, and the provider session then makes silent login work', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkcePair();
    const toInteraction = locationOf(server, await browse(server, jar, 'GET', authorizationPath(server, { challenge })));
    expect(toInteraction.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const page = await browse(server, jar, 'GET', toInteraction.pathname);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<label for="signin-username">Email</label>');
    expect(page.body).not.toMatch(/<style|<script|style=|https?:\/\/(?!localhost)/);
    const action = /<form[^>]* action="([^"]+)"/.exec(page.body)?.[1] ?? '';

    const wrong = await browse(server, jar, 'POST', action, { body: 'username=pending%40example.com&password=nope1' });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toContain('Unable to log you in. Please check your email and password and try again.');
    expect(wrong.body).toContain('value="pending@example.com"');
    expect(wrong.body).not.toContain('nope1');

    const right = await browse(server, jar, 'POST', action, { body: 'username=pending%40example.com&password=Password1%21' });
    const resume = locationOf(server, right);
    const callback = locationOf(server, await browse(server, jar, 'GET', `${resume.pathname}${resume.search}`));
    expect(callback.pathname).toBe('/account/oidc-callback');
    const tokens = JSON.parse((await exchangeCode(server, 'us', callback.searchParams.get('code')!, verifier)).body) as { access_token: string };
    expect((await introspect(server, tokens.access_token)).sub).toBe('pending@example.com');

    const silent = pkcePair();
    const again = locationOf(server, await browse(server, jar, 'GET', authorizationPath(server, { challenge: silent.challenge, prompt: 'none' })));
    expect(again.searchParams.get('code')).toBeTruthy();
  });

  test('a code is refused with the wrong verifier', async () => {
    const jar = new CookieJar();
    const { sessionToken } = JSON.parse((await credentialLogin(server, 'us', 'new@example.com', 'Password1!')).body) as { sessionToken: string };
    const { challenge } = pkcePair();
    const code = locationOf(server, await browse(server, jar, 'GET', authorizationPath(server, { challenge, prompt: 'none', sessionToken }))).searchParams.get('code')!;
    const response = await exchangeCode(server, 'us', code, pkcePair().verifier);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ error: 'invalid_grant' });
  });

  test('a code gives tokens once', async () => {
    const jar = new CookieJar();
    const { sessionToken } = JSON.parse((await credentialLogin(server, 'us', 'denied@example.com', 'Password1!')).body) as { sessionToken: string };
    const { verifier, challenge } = pkcePair();
    const code = locationOf(server, await browse(server, jar, 'GET', authorizationPath(server, { challenge, prompt: 'none', sessionToken }))).searchParams.get('code')!;
    expect((await exchangeCode(server, 'us', code, verifier)).status).toBe(200);
    const again = await exchangeCode(server, 'us', code, verifier);
    expect(again.status).toBe(400);
    expect(JSON.parse(again.body)).toMatchObject({ error: 'invalid_grant' });
  });

  test('userinfo gives the e-mail and first name of the profile and email scopes', async () => {
    const tokens = await signInWithSessionToken(server, new CookieJar(), 'approved@example.com');
    const response = await server.request('GET', '/oidc/me', { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(JSON.parse(response.body)).toEqual({ sub: 'approved@example.com', email: 'approved@example.com', email_verified: true, given_name: 'Alex' });
  });
});

describe("the provider's pages on the Spanish site", () => {
  /** The words of a page a shopper reads: its title and its body's text, markup and the provider's hidden form left out. */
  const wordsOf = (body: string) =>
    [/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '', body.replace(/^[\s\S]*<body>/, '').replace(/<form id="op\.logoutForm"[\s\S]*?<\/form>/, '').replace(/<code lang="en">[^<]*<\/code>/g, '').replace(/<[^>]+>/g, ' ')]
      .join(' ')
      .replace(/\s+/g, ' ');
  /** Words of the English pages: none of them may be left on a Spanish one. */
  const ENGLISH = /\b(Sign|sign|Email|Password|Back to|Something|went wrong|expired|Yes|stay|signed out|Unable)\b/;

  test('the sign-in page is in Spanish, and so is its failed attempt', async () => {
    const jar = new CookieJar();
    const { challenge } = pkcePair();
    const toInteraction = locationOf(server, await browse(server, jar, 'GET', authorizationPath(server, { site: 'es', challenge }), { site: 'es' }), 'es');
    const page = await browse(server, jar, 'GET', toInteraction.pathname, { site: 'es' });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<h1>Inicia sesión en tu cuenta</h1>');
    expect(page.body).toContain('<label for="signin-username">Correo electrónico</label>');
    expect(wordsOf(page.body)).not.toMatch(ENGLISH);
    const action = /<form[^>]* action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const wrong = await browse(server, jar, 'POST', action, { site: 'es', body: 'username=pending%40example.com&password=nope1' });
    expect(wrong.body).toContain('No pudimos iniciar tu sesión. Revisa tu correo electrónico y tu contraseña e inténtalo de nuevo.');
    expect(wordsOf(wrong.body)).not.toMatch(ENGLISH);
  });

  test('an expired sign-in and an error of the provider say so in Spanish', async () => {
    const expired = await browse(server, new CookieJar(), 'GET', '/oidc/interaction/no-such-sign-in', { site: 'es' });
    expect(expired.status).toBe(400);
    expect(expired.body).toContain('Este inicio de sesión venció. Vuelve a empezar.');
    expect(wordsOf(expired.body)).not.toMatch(ENGLISH);
    // oidc-provider's own error (an unknown client), whose description it words in English only.
    const refused = await browse(server, new CookieJar(), 'GET', '/oidc/auth?client_id=nobody&response_type=code&scope=openid', { site: 'es' });
    expect(refused.body).toContain('<h1>Algo salió mal al iniciar sesión</h1>');
    expect(wordsOf(refused.body)).not.toMatch(ENGLISH);
    expect(wordsOf(refused.body)).not.toMatch(/client/);
  });

  test('the sign-out confirmation and the page after it are in Spanish', async () => {
    const jar = new CookieJar();
    await signInWithSessionToken(server, jar, 'approved@example.com', 'es');
    const confirm = await browse(server, jar, 'GET', '/oidc/session/end', { site: 'es' });
    expect(confirm.body).toContain('<h1>¿Quieres cerrar sesión?</h1>');
    expect(wordsOf(confirm.body)).not.toMatch(ENGLISH);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
    const out = await browse(server, jar, 'POST', '/oidc/session/end/confirm', { site: 'es', body: new URLSearchParams({ xsrf, logout: 'yes' }).toString() });
    const success = locationOf(server, out, 'es');
    expect(success.pathname).toBe('/oidc/session/end/success');
    const done = await browse(server, jar, 'GET', success.pathname, { site: 'es' });
    expect(done.body).toContain('<h1>Cerraste tu sesión</h1>');
    expect(wordsOf(done.body)).not.toMatch(ENGLISH);
  });

  test("the English site keeps the provider's own words", async () => {
    const refused = await browse(server, new CookieJar(), 'GET', '/oidc/auth?client_id=nobody&response_type=code&scope=openid');
    expect(refused.body).toContain('<h1>Something went wrong while signing in</h1>');
    expect(refused.body).toMatch(/<code lang="en">invalid_client<\/code>: \S/);
  });
});

describe('revocation and introspection', () => {
  test('revoking the access and refresh tokens makes both inactive', async () => {
    const tokens = await signInWithSessionToken(server, new CookieJar(), 'approved@example.com');
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(await introspect(server, tokens.access_token)).toMatchObject({ active: true, sub: 'approved@example.com', client_id: 'lto-storefront' });
    expect((await revoke(server, tokens.access_token)).status).toBe(200);
    expect((await revoke(server, tokens.refresh_token!)).status).toBe(200);
    expect(await introspect(server, tokens.access_token)).toEqual({ active: false });
    expect(await introspect(server, tokens.refresh_token!)).toEqual({ active: false });
  });

  test('only the test client may introspect', async () => {
    const tokens = await signInWithSessionToken(server, new CookieJar(), 'approved@example.com');
    const response = await server.request('POST', '/oidc/token/introspection', {
      body: new URLSearchParams({ token: tokens.access_token, client_id: 'lto-storefront' }).toString(),
    });
    expect(JSON.parse(response.body)).toEqual({ active: false });
  });
});
