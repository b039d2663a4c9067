import type { Context } from 'hono';
import type { AppEnv } from '../env.js';

export type Form = Record<string, unknown>;

/** The request's form body, or null when it cannot be read (a broken multipart body must be a 400, not a 500). */
export async function readForm(c: Context<AppEnv>): Promise<Form | null> {
  try {
    return await c.req.parseBody();
  } catch {
    return null;
  }
}

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

const MAX_RETURN_URL = 200;

/**
 * Where a form without JavaScript goes back to: only a path on this site, so the parameter
 * cannot send shoppers elsewhere ('//evil.test' and '/\evil.test' are other hosts to browsers).
 */
export function returnPath(form: Form): string | null {
  const value = textField(form, 'returnUrl');
  if (!value || value.length > MAX_RETURN_URL || !value.startsWith('/') || /^\/[/\\]|[\\\s]/.test(value)) return null;
  return value;
}

/** JSON answers of the location endpoints are never cached: they depend on the session (SPEC 7.2). */
export const answerJson = (c: Context<AppEnv>, body: unknown, status: 200 | 400 | 404 = 200) =>
  c.json(body, status, { 'Cache-Control': 'no-store' });

/** The error answer of every location endpoint: a 400 or 404 with a machine-readable reason. */
export const refuse = (c: Context<AppEnv>, error: string, status: 400 | 404 = 400) =>
  answerJson(c, { success: false, error }, status);
