import { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import type { PostLimiter } from '../post-limit.js';
import { redirectTo, refererPath } from '../redirects.js';
import { CAPTCHA_SWITCH, OLD_BROWSER_SWITCH, OLD_BROWSER_SWITCH_COOKIE, SAFETY_URLS } from '../views/safety-urls.js';
import { demoSwitch, demoToggle } from './demo-switch.js';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * SPEC 7.8's safety calls as the demo answers them: the captcha's reset of the rate limiter, the
 * two TLS reports of an old browser, and the demo switches that force SHOW_CAPTCHA and an old
 * browser for this shopper.
 */
export function safetyRoutes(limiter: PostLimiter): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // The captcha's OK: the session is no longer flagged, and its POSTs count from zero. Without
  // format=ajax (a link followed without script), back to the page.
  app.get(SAFETY_URLS.rateLimiterReset, (c) => {
    const session = c.get('session').id();
    if (session) limiter.reset(session);
    if (c.req.query('format') === 'ajax') return c.json({ success: true }, 200, NO_STORE);
    return redirectTo(c, refererPath(c));
  });

  // What an old browser's check found: a platform would count or log it; the answer is ignored.
  for (const path of [SAFETY_URLS.TLSBadTLS, SAFETY_URLS.TLSBadBrowser]) app.get(path, (c) => c.body(null, 204, NO_STORE));

  // SHOW_CAPTCHA for this session, as if the limiter had tripped (=1), or cleared (=0).
  app.get(
    CAPTCHA_SWITCH,
    demoToggle((c, on) => (on ? limiter.flag(c.get('session').ensure()) : limiter.reset(c.get('session').ensure()))),
  );
  // This browser treated as one of SPEC 9.8's old browsers on this host, whatever its User-Agent.
  app.get(OLD_BROWSER_SWITCH, demoSwitch(OLD_BROWSER_SWITCH_COOKIE, { defaultOn: false, value: 'on' }));

  return app;
}
