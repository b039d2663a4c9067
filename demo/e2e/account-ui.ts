import { createHash, randomBytes } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { TEST_CLIENT } from '../server/identity/clients';

/** The My Account drawer of a demo page, in English or Spanish (what a shopper reads and clicks). */
const TEXT = {
  en: { signIn: 'Sign In', account: 'Account', title: 'My Account', email: 'E-mail address', password: 'Password', signOut: 'Sign out' },
  es: { signIn: 'Iniciar sesión', account: 'Cuenta', title: 'Mi cuenta', email: 'Correo electrónico', password: 'Contraseña', signOut: 'Cerrar sesión' },
};

export const PASSWORD = 'Password1!';

export function accountUi(page: Page, lang: 'en' | 'es' = 'en') {
  const text = TEXT[lang];
  const trigger = page.locator('lto-account-drawer .lto-account-drawer__trigger');
  const drawer = page.getByRole('dialog', { name: text.title });
  return {
    trigger,
    drawer,
    /** The trigger as the server drew it (the drawer's code comes on the shopper's intent). */
    async ready() {
      await trigger.waitFor();
    },
    /** Draws the drawer without opening it (focus on the trigger, as a keyboard shows intent). */
    async drawn() {
      await trigger.focus();
      await page.locator('lto-account-drawer[data-lto-ready]').waitFor({ state: 'attached' });
    },
    async open() {
      await trigger.click();
      await drawer.waitFor();
      return drawer;
    },
    async signIn(email: string, password = PASSWORD) {
      if (!(await drawer.isVisible())) await this.open();
      await drawer.getByLabel(text.email).fill(email);
      await drawer.getByLabel(text.password, { exact: true }).fill(password);
      await drawer.locator('button[type="submit"]').click();
    },
    async signedIn() {
      await expect.poll(() => trigger.textContent(), { timeout: 15_000 }).toBe(text.account);
    },
    async signedOut() {
      await expect.poll(() => trigger.textContent(), { timeout: 15_000 }).toBe(text.signIn);
    },
    signOutButton: drawer.getByRole('button', { name: text.signOut }),
  };
}

/** Every request the page sends, as method, address and body, for what must (not) be in them. */
export function recordRequests(page: Page): { method: string; url: URL; body: string }[] {
  const requests: { method: string; url: URL; body: string }[] = [];
  const listen = (request: Request) => requests.push({ method: request.method(), url: new URL(request.url()), body: request.postData() ?? '' });
  page.on('request', listen);
  page.context().on('page', (other) => other.on('request', listen));
  return requests;
}

/** The access token the drawer handed to the storefront's token login (the one place it leaves memory). */
export function accessTokenIn(requests: { url: URL; body: string }[]): string {
  const login = requests.filter((request) => request.url.pathname === '/Login-TokenLogin').at(-1);
  expect(login, 'a token login request').toBeDefined();
  return (JSON.parse(login!.body) as { accessToken: string }).accessToken;
}

/**
 * The refresh tokens the provider's token endpoint handed out on this page (in the silent-login
 * frame), read from the answers as they arrive.
 */
export function recordRefreshTokens(page: Page): string[] {
  const tokens: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/oidc/token') return;
    void response
      .json()
      .then((body: { refresh_token?: string }) => body.refresh_token && tokens.push(body.refresh_token))
      .catch(() => undefined);
  });
  return tokens;
}

/** Asks the provider, as the confidential test client, whether a token is still active. */
export async function introspect(origin: string, token: string): Promise<boolean> {
  const response = await fetch(`${origin}/oidc/token/introspection`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${TEST_CLIENT.id}:${TEST_CLIENT.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ token }).toString(),
  });
  return ((await response.json()) as { active: boolean }).active;
}

/** An authorization request as oidc-client-ts makes it (code, PKCE S256). */
export function authorizeUrl(origin: string): string {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'lto-storefront',
    response_type: 'code',
    redirect_uri: `${origin}/account/oidc-callback`,
    scope: 'openid email profile',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  return `${origin}/oidc/auth?${query}`;
}
