import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import type { KoaContext, Middleware } from 'oidc-provider';
import type { AccountQueries } from '../data/accounts.js';
import type { AttemptLimiter } from '../rate-limit.js';
import type { Lang } from '../site.js';
import { SESSION_COOKIE } from '../session.js';
import { commonSecurityHeaders, CONTENT_SECURITY_POLICY } from '../middleware/security-headers.js';
import { errorPage, signInPage } from './pages.js';
import type { SessionTokens } from './session-tokens.js';

const MAX_BODY_BYTES = 16 * 1024;

/** The request body as text, or null when it is larger than any of our forms. */
async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

interface Deps {
  provider: Provider;
  /** The language of the provider's site: its pages are in it. */
  lang: Lang;
  accounts: AccountQueries;
  sessionTokens: SessionTokens;
  /** The storefront's limiter: a password tried here counts as one tried at the storefront's forms. */
  attempts: AttemptLimiter;
  /** The address of the request's client, as the storefront finds it (client-address.ts). */
  addressOf: (req: IncomingMessage) => string | null;
}

/**
 * The provider's routes of our own, in front of oidc-provider's: the sign-in page of the redirect
 * flow (/interaction/{uid}) and the credential login (POST /authn, Okta-style answer, SPEC 4.3).
 * Every /oidc response gets the storefront's CSP.
 */
export function providerRoutes({ provider, lang, accounts, sessionTokens, attempts, addressOf }: Deps): Middleware {
  /** 0 when this browser (its storefront session) and address may try a password now, else the seconds to wait. */
  const waitFor = (ctx: KoaContext): number =>
    attempts.attempt({ session: ctx.cookies.get(SESSION_COOKIE) ?? null, address: addressOf(ctx.req) });

  const html = (ctx: KoaContext, status: number, body: string) => {
    ctx.status = status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };

  async function authn(ctx: KoaContext): Promise<void> {
    ctx.set('Cache-Control', 'no-store');
    const body = ctx.is('application/json') ? await readBody(ctx.req) : null;
    let credentials: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = body === null ? null : JSON.parse(body);
      if (typeof parsed === 'object' && parsed !== null) credentials = parsed as Record<string, unknown>;
    } catch {
      credentials = null;
    }
    const wait = credentials ? waitFor(ctx) : 0;
    if (wait > 0) {
      ctx.status = 429;
      ctx.set('Retry-After', String(wait));
      ctx.body = { status: 'FAILED' };
      return;
    }
    const account = credentials
      ? await accounts.verify(stringOf(credentials['username']).trim(), stringOf(credentials['password']))
      : null;
    if (!account) {
      ctx.status = credentials ? 401 : 400;
      ctx.body = { status: 'FAILED' };
      return;
    }
    ctx.body = { status: 'SUCCESS', sessionToken: sessionTokens.issue(provider.issuer, account.email) };
  }

  async function interaction(ctx: KoaContext, uid: string, submitted: boolean): Promise<void> {
    let details;
    try {
      details = await provider.interactionDetails(ctx.req, ctx.res);
    } catch {
      return html(ctx, 400, await errorPage(lang, 'expired'));
    }
    if (details.uid !== uid || details.prompt.name !== 'login') {
      return html(ctx, 400, await errorPage(lang, 'cannotContinue'));
    }
    const action = `/oidc/interaction/${uid}/login`;
    if (!submitted) return html(ctx, 200, await signInPage(lang, { action, username: '', failed: false }));

    const form = new URLSearchParams((await readBody(ctx.req)) ?? '');
    const username = (form.get('username') ?? '').trim();
    const wait = waitFor(ctx);
    if (wait > 0) {
      ctx.set('Retry-After', String(wait));
      return html(ctx, 429, await signInPage(lang, { action, username, failed: true }));
    }
    const account = await accounts.verify(username, form.get('password') ?? '');
    // 200, not 401: the page itself is fine, and a browser logs every 4xx document as a console error.
    if (!account) return html(ctx, 200, await signInPage(lang, { action, username, failed: true }));
    await provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: account.email } }, { mergeWithLastSubmission: false });
    ctx.respond = false;
  }

  return async (ctx, next) => {
    ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    for (const [name, value] of Object.entries(commonSecurityHeaders(provider.issuer.startsWith('https:')))) ctx.set(name, value);
    if (ctx.path === '/authn') {
      if (ctx.method !== 'POST') {
        ctx.status = 405;
        ctx.set('Allow', 'POST');
        return;
      }
      return authn(ctx);
    }
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(ctx.path);
    if (match?.[1]) {
      const submitted = match[2] !== undefined;
      if (ctx.method !== (submitted ? 'POST' : 'GET')) {
        ctx.status = 405;
        return;
      }
      return interaction(ctx, match[1], submitted);
    }
    await next();
  };
}
