import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { CSRF_COOKIE } from '../../src/core/csrf.js';
import { writeCookie } from './cookies.js';
import type { SessionQueries } from './data/sessions.js';
import type { AppEnv } from './env.js';

export const SESSION_COOKIE = 'lto_demo_sid';
const SESSION_ID = /^[0-9a-f]{32}$/;
const THIRTY_DAYS = 60 * 60 * 24 * 30;
/** How long what a refused form typed waits for the page it goes back to. */
const KEPT_FORM_MS = 5 * 60 * 1000;

/**
 * What a form posted without script typed, when the server refused it: the page it goes back to
 * (after a redirect) fills it in again, so the shopper corrects it rather than typing it all anew.
 * Held in the server's memory for that one page and never written anywhere (an e-mail address or
 * phone number among it: never in the address, the database or a cookie).
 */
export interface KeptForm {
  /** Which form: the id its view knows it by. */
  form: string;
  /** Its fields by name, as typed. */
  fields: Readonly<Record<string, string>>;
}

/**
 * The shopper's session as one request sees it: looked up once, created at most once, and its
 * cookie written once, when the answer leaves (two Set-Cookie lines for it would leave the
 * browser with the last, and the data of the first lost).
 */
export interface RequestSession {
  /** The live session the browser named (or this request made), else null: reading never creates one. */
  id(): string | null;
  /** The session to write to, created on first need. */
  ensure(): string;
  /** The session's CSRF token (the session is created when there is none). */
  csrfToken(): string;
  /**
   * Signs the session in as `account`, or out (null), under a new id and CSRF token (sign-in and
   * sign-out: an id someone planted or read before stops working); its data stays with it.
   */
  rotate(account: string | null): void;
  /** Keeps what a refused form typed for the session's next page (one form at a time). */
  keepForm(kept: KeptForm): void;
  /** What a refused form typed, once: taken by the page that fills it in again. */
  takeKeptForm(): KeptForm | null;
}

/** Puts the request's session on the context as `session`; everything else asks it, never the cookie. */
export function sessionScope(sessions: SessionQueries): MiddlewareHandler<AppEnv> {
  const keptForms = new Map<string, KeptForm & { until: number }>();
  return async (c, next) => {
    const named = getCookie(c, SESSION_COOKIE);
    let id = named !== undefined && SESSION_ID.test(named) && sessions.exists(named) ? named : null;
    if (id) sessions.touch(id);
    const ensure = (): string => (id ??= sessions.create());
    const rotate = (account: string | null): void => {
      // A session made by this very request is new already: nobody else can know its id.
      if (id !== null && id === named) id = sessions.rotate(id, account);
      else sessions.setAccount(ensure(), account);
      c.set('accountEmail', account);
    };
    const keepForm = (kept: KeptForm): void => {
      const now = Date.now();
      for (const [key, old] of keptForms) if (old.until <= now) keptForms.delete(key);
      keptForms.set(ensure(), { ...kept, until: now + KEPT_FORM_MS });
    };
    const takeKeptForm = (): KeptForm | null => {
      const kept = id === null ? undefined : keptForms.get(id);
      if (!kept) return null;
      keptForms.delete(id!);
      return kept.until > Date.now() ? { form: kept.form, fields: kept.fields } : null;
    };
    c.set('session', { id: () => id, ensure, csrfToken: () => sessions.csrfToken(ensure()), rotate, keepForm, takeKeptForm });
    await next();
    if (!id) return;
    if (id !== named) writeCookie(c, SESSION_COOKIE, id, { httpOnly: true, maxAge: THIRTY_DAYS });
    // The token where the widgets read it (src/core/csrf.ts): page script must see it, so not httpOnly.
    const token = sessions.csrfToken(id);
    if (getCookie(c, CSRF_COOKIE) !== token) writeCookie(c, CSRF_COOKIE, token, { maxAge: THIRTY_DAYS });
  };
}

/** The request's session id, or null (never creates one). */
export const currentSession = (c: Context<AppEnv>): string | null => c.get('session').id();

/** The request's session id, created on first need. */
export const ensureSession = (c: Context<AppEnv>): string => c.get('session').ensure();
