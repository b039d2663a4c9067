import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.js';
import { localPath } from '../redirects.js';

export type Form = Record<string, unknown>;

/**
 * The request's form body, or null when it cannot be read (a broken multipart body must be a 400,
 * not a 500). `all` keeps every value of a repeated field, as an array.
 */
export async function readForm(c: Context<AppEnv>, { all = false }: { all?: boolean } = {}): Promise<Form | null> {
  try {
    return await c.req.parseBody({ all });
  } catch {
    return null;
  }
}

/** Whether the request says its body is JSON (Content-Type application/json). */
export const isJsonRequest = (c: Context<AppEnv>): boolean => /^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '');

/**
 * In front of a JSON endpoint (SPEC 7.3-7.5: create order, the checkout logs, the token login):
 * another content type is a 415 before the body is read. A cross-site form can only send form
 * and text bodies, so this is also what keeps those endpoints out of its reach.
 */
export const requireJson: MiddlewareHandler<AppEnv> = async (c, next) =>
  isJsonRequest(c) ? next() : c.json({ success: false, error: 'json-only' }, 415, { 'Cache-Control': 'no-store' });

/** The request's JSON body when it is an object, else null (a bad body is a 400, not a 500). */
export async function readJson(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A text field, trimmed; undefined when absent or a file. */
export function textField(form: Form, name: string): string | undefined {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Where a form without JavaScript goes back to (returnUrl): only a path of this site (redirects.ts). */
export const returnPath = (c: Context<AppEnv>, form: Form): string | null => localPath(textField(form, 'returnUrl'), c.get('origin'));

/** JSON answers of the location endpoints are never cached: they depend on the session (SPEC 7.2). */
export const answerJson = (c: Context<AppEnv>, body: unknown, status: 200 | 400 | 404 | 429 = 200) =>
  c.json(body, status, { 'Cache-Control': 'no-store' });

/** The error answer of every location endpoint: a 400 or 404 with a machine-readable reason. */
export const refuse = (c: Context<AppEnv>, error: string, status: 400 | 404 | 429 = 400) =>
  answerJson(c, { success: false, error }, status);
