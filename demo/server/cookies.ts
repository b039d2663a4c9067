import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './env.js';

/** True when the request came to an https origin (served over HTTPS, here or by the proxy in front). */
export const servedOverHttps = (c: Context<AppEnv>): boolean => c.get('origin').startsWith('https:');

/**
 * Every storefront cookie is written here: path '/', SameSite=Lax, and Secure when the site is
 * served over HTTPS (a Secure cookie set over plain http would be dropped by the browser).
 */
export function writeCookie(c: Context<AppEnv>, name: string, value: string, options: { httpOnly?: boolean; maxAge?: number } = {}): void {
  setCookie(c, name, value, { path: '/', sameSite: 'Lax', ...options, ...(servedOverHttps(c) ? { secure: true } : {}) });
}

/** Removes a cookie written on path '/'. */
export function removeCookie(c: Context<AppEnv>, name: string): void {
  deleteCookie(c, name, { path: '/', ...(servedOverHttps(c) ? { secure: true } : {}) });
}
