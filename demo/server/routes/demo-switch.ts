import type { Context, Handler } from 'hono';
import { removeCookie, writeCookie } from '../cookies.js';
import type { AppEnv } from '../env.js';
import { redirectTo, refererPath } from '../redirects.js';

/**
 * A demo switch (a link, so a person or a browser test can flip it): `?enabled=1` turns the
 * setting on, `?enabled=0` off, anything else changes nothing; then back to the Referer. Each
 * switch is one of the request guard's state-changing GETs.
 */
export function demoToggle(set: (c: Context<AppEnv>, on: boolean) => void): Handler<AppEnv> {
  return (c) => {
    const enabled = c.req.query('enabled');
    if (enabled === '1' || enabled === '0') set(c, enabled === '1');
    return redirectTo(c, refererPath(c));
  };
}

/**
 * A demo switch of a site preference for this browser on this host: the preference's other state
 * writes `cookie=value`, its default removes the cookie.
 */
export function demoSwitch(cookie: string, { defaultOn, value }: { defaultOn: boolean; value: string }): Handler<AppEnv> {
  return demoToggle((c, on) => (on === defaultOn ? removeCookie(c, cookie) : writeCookie(c, cookie, value, { httpOnly: true })));
}
