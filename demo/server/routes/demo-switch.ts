import type { Handler } from 'hono';
import { removeCookie, writeCookie } from '../cookies.js';
import type { AppEnv } from '../env.js';
import { redirectTo, refererPath } from '../redirects.js';

/**
 * A demo switch of a site preference for this browser on this host (a link, so a person or a
 * browser test can flip it): `?enabled=` the preference's other state writes `cookie=value`, its
 * default removes the cookie; then back to the Referer. Each switch is one of the request guard's
 * state-changing GETs.
 */
export function demoSwitch(cookie: string, { defaultOn, value }: { defaultOn: boolean; value: string }): Handler<AppEnv> {
  const [other, usual] = defaultOn ? ['0', '1'] : ['1', '0'];
  return (c) => {
    const enabled = c.req.query('enabled');
    if (enabled === other) writeCookie(c, cookie, value, { httpOnly: true });
    else if (enabled === usual) removeCookie(c, cookie);
    return redirectTo(c, refererPath(c));
  };
}
