import { randomBytes } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { botGreeting, botReply } from './chat-bot.js';
import type { AccountQueries } from './data/accounts.js';
import { removeCookie, writeCookie } from './cookies.js';
import type { AppEnv } from './env.js';
import type { Origins } from './origins.js';
import { OUTSIDE_SERVICES_DIR } from './paths.js';
import { redirectTo, refererPath } from './redirects.js';
import { serveFile } from './routes/static-files.js';
import { SITES, type Lang, type SiteKey } from './site.js';
import { walletProvider, type WalletProvider } from './wallet-provider.js';

/**
 * The fraud provider's and the live chat service's stand-ins (SPEC 7.8, 7.9): another company's
 * each in production, so each answers on an origin of its own (fraud.localhost, chat.localhost
 * locally; origins.ts) and knows no storefront session: the device kit and what it registers, the
 * chat script and its bot. The storefront's side (the public key, the session post, the
 * preferences and their switches) is in routes/fraud-session.ts and below.
 */

/** The site preferences of the two services, per site (SPEC 9.9 'chat enabled'; the fraud provider's flag). */
export const SERVICE_PREFERENCES: Record<SiteKey, { chat: boolean; fraud: boolean }> = {
  'en-us': { chat: false, fraud: true },
  'es-us': { chat: false, fraud: true },
  'en-ca': { chat: false, fraud: false },
};

/** The demo switches: ?enabled=1 or 0 for this browser on this host, ?enabled=site back to the site's preference. */
export const CHAT_SWITCH = '/demo/chat';
export const FRAUD_SWITCH = '/demo/fraud-device';
const SWITCH_COOKIES = { chat: 'demo_chat', fraud: 'demo_fraud' } as const;

export const DEVICE_KIT_PATH = '/v1/device-kit.js';
export const CHAT_SCRIPT_PATH = '/v1/chat.js';

const NO_STORE = { 'Cache-Control': 'no-store' };
/** A body of the stand-ins' APIs is small: a key and three signals, a chat message of 500 characters. */
const MAX_BODY_CHARS = 4096;
/** What each stand-in keeps in memory: the newest so many. */
const KEPT = 1000;

/**
 * Sets `chatOrigin` and `fraudOrigin` for the request: the service's origin where its preference
 * is on here, else null; and, where the chat is on and a shopper signed in, the account number
 * the chat receives (SPEC 7.9).
 */
export function outsideServicePreferences(origins: Origins, accounts: AccountQueries): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const on = (service: 'chat' | 'fraud') => {
      const switched = getCookie(c, SWITCH_COOKIES[service]);
      return switched === 'on' ? true : switched === 'off' ? false : SERVICE_PREFERENCES[c.get('site').key][service];
    };
    c.set('chatOrigin', on('chat') ? origins.chat : null);
    c.set('fraudOrigin', on('fraud') ? origins.fraud : null);
    c.set('walletOrigin', walletOwnOrigin(origins));
    const email = c.get('accountEmail');
    c.set('chatAccountNumber', on('chat') && email ? accounts.accountNumber(email) : null);
    await next();
  };
}

/**
 * The wallet's origin where it has one of its own, else null (no wallet): the cart trusts what its
 * sheet's origin posts, so a sheet served on a storefront's origin would let any script there pay.
 */
export function walletOwnOrigin(origins: Origins): string | null {
  return origins.list.some((entry) => entry.origin === origins.wallet) ? null : origins.wallet;
}

/** The two switches, links like /demo/identity's: tests turn each service on or off for their browser. */
export function outsideServiceSwitches(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const [path, cookie] of [
    [CHAT_SWITCH, SWITCH_COOKIES.chat],
    [FRAUD_SWITCH, SWITCH_COOKIES.fraud],
  ] as const) {
    app.get(path, (c: Context<AppEnv>) => {
      const enabled = c.req.query('enabled');
      if (enabled === '1') writeCookie(c, cookie, 'on', { httpOnly: true });
      else if (enabled === '0') writeCookie(c, cookie, 'off', { httpOnly: true });
      else if (enabled === 'site') removeCookie(c, cookie);
      return redirectTo(c, refererPath(c));
    });
  }
  return app;
}

/** What the fraud stand-in issued: the storefront's status page says whether a kept id is one of them. */
export interface FraudProvider {
  /** The apiKey the storefront hands out with the public key. */
  readonly apiKey: string;
  issued(sessionId: string): boolean;
}

/** Keeps the newest KEPT entries of a map. */
function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > KEPT) map.delete(map.keys().next().value as K);
}

async function jsonBody(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_CHARS) return null;
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Answers the requests to the two services' hosts, and only those (a service's host serves no
 * storefront). Their APIs are called from the storefront's pages, another origin: CORS for the
 * sites' origins only, without cookies.
 */
export function outsideServiceHosts(origins: Origins): { middleware: MiddlewareHandler<AppEnv>; fraud: FraudProvider; wallet: WalletProvider } {
  const siteOrigins = new Set(origins.list.map((entry) => entry.origin));
  const siteHosts = new Set(origins.list.map((entry) => new URL(entry.origin).host));
  const sessions = new Map<string, true>();
  const conversations = new Map<string, Lang>();
  const apiKey = 'pk_demo_kestrel_7f3a9c';

  const fraudApp = new Hono<AppEnv>();
  fraudApp.get(DEVICE_KIT_PATH, (c) => serveFile(c, OUTSIDE_SERVICES_DIR, 'device-kit.js', 'no-cache'));
  fraudApp.post('/v1/device-sessions', async (c) => {
    const body = await jsonBody(c);
    if (!body || body['apiKey'] !== apiKey) return c.json({ error: 'unknown key' }, 403, NO_STORE);
    const sessionId = `ks_${randomBytes(12).toString('hex')}`;
    remember(sessions, sessionId, true);
    return c.json({ sessionId }, 200, NO_STORE);
  });

  const chatApp = new Hono<AppEnv>();
  chatApp.get(CHAT_SCRIPT_PATH, (c) => serveFile(c, OUTSIDE_SERVICES_DIR, 'chat.js', 'no-cache'));
  chatApp.post('/v1/conversations', async (c) => {
    const body = await jsonBody(c);
    if (!body) return c.json({ error: 'bad body' }, 400, NO_STORE);
    const lang = SITES.find((site) => site.locale === body['locale'])?.lang ?? 'en';
    const account = typeof body['accountNumber'] === 'string' && /^\d{4,20}$/.test(body['accountNumber']) ? body['accountNumber'] : null;
    const id = randomBytes(12).toString('hex');
    remember(conversations, id, lang);
    return c.json({ id, replies: botGreeting(lang, account) }, 200, NO_STORE);
  });
  chatApp.post('/v1/conversations/:id/messages', async (c) => {
    const lang = conversations.get(c.req.param('id'));
    const body = await jsonBody(c);
    if (!lang) return c.json({ error: 'no such conversation' }, 404, NO_STORE);
    if (!body || typeof body['text'] !== 'string' || body['text'].length > 500) return c.json({ error: 'bad message' }, 400, NO_STORE);
    return c.json({ replies: botReply(lang, body['text']) }, 200, NO_STORE);
  });
  chatApp.post('/v1/conversations/:id/end', (c) => {
    if (!conversations.delete(c.req.param('id'))) return c.json({ error: 'no such conversation' }, 404, NO_STORE);
    return c.json({ ended: true }, 200, NO_STORE);
  });

  // The wallet's sheet is a page of its own in the cart's pop-up, not an API: wallet-provider.ts.
  const wallet = walletProvider(origins);

  // A list without the services' origins serves them beside the first site: there, what they do
  // not answer is the storefront's.
  const appsByHost = new Map<string, Hono<AppEnv>[]>();
  for (const [origin, app] of [
    [origins.fraud, fraudApp],
    [origins.chat, chatApp],
    ...(walletOwnOrigin(origins) ? [[origins.wallet, wallet.app] as const] : []),
  ] as const) {
    const host = new URL(origin).host;
    appsByHost.set(host, [...(appsByHost.get(host) ?? []), app]);
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const host = (c.req.header('host') ?? '').toLowerCase();
    const apps = appsByHost.get(host);
    if (!apps) return next();
    const ownHost = !siteHosts.has(host);
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && siteOrigins.has(origin);
    if (c.req.method === 'OPTIONS' && ownHost) {
      if (!allowed) return c.body(null, 403);
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    }
    let response = new Response('Not found', { status: 404 });
    for (const app of apps) {
      response = await app.fetch(ownHost ? c.req.raw : c.req.raw.clone(), c.env);
      if (response.status !== 404) break;
    }
    if (response.status === 404 && !ownHost) return next();
    const answer = new Response(response.body, response);
    if (allowed) {
      answer.headers.set('Access-Control-Allow-Origin', origin);
      answer.headers.append('Vary', 'Origin');
    }
    return answer;
  };

  return { middleware, fraud: { apiKey, issued: (sessionId) => sessions.has(sessionId) }, wallet: wallet.provider };
}
