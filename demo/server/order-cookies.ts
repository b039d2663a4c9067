import type { Context } from 'hono';
import { COOKIE_LIFETIMES } from '../../src/core/cookies.js';
import { writeCookie } from './cookies.js';
import type { AppEnv } from './env.js';

const SECONDS_A_DAY = 60 * 60 * 24;

export interface ServerOrderCookies {
  orderId: string;
  myZip: string;
  myStore: string;
  myState: string;
  myGroupSku: string;
}

/**
 * Without script the server writes the order cookies of SPEC 3.5 the widgets would have (a lease
 * started from the product page or from the cart), for the lifetimes of the one table; a value it
 * does not know is not written.
 */
export function writeOrderCookies(c: Context<AppEnv>, cookies: ServerOrderCookies): void {
  for (const [name, value] of Object.entries(cookies)) {
    if (value) writeCookie(c, name, value, { maxAge: COOKIE_LIFETIMES[name as keyof ServerOrderCookies] * SECONDS_A_DAY });
  }
}
