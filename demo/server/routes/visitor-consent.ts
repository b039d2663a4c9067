import { Hono } from 'hono';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { PRIVACY_BAR_REMOVED, PRIVACY_BAR_REMOVED_COOKIE } from '../../../src/contracts/visitor-cookies.js';
import { writeCookie } from '../cookies.js';
import { redirectTo } from '../redirects.js';
import { visitorConsentText } from '../views/text/visitor-consent.js';
import { COOKIE_HINT_SWITCH, COOKIE_HINT_SWITCH_COOKIE, COOKIE_HINT_URL, cookieHintFragment, cookieHintPage, PRIVACY_BAR_CLOSE } from '../views/visitor-consent.js';
import { demoSwitch } from './demo-switch.js';
import { readForm, returnPath } from './form-input.js';
import { renderPage, viewContext } from './render.js';

/**
 * The cookie-hint page of SPEC 2.2 (with format=ajax the fragment <lto-cookie-consent> shows,
 * SPEC 7.1; without it a page of its own), the privacy bar's close without script, and the demo's
 * switch for the COOKIE_HINT preference.
 */
export function visitorConsentRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(COOKIE_HINT_URL, (c) => {
    const ctx = viewContext(c, data.products);
    if (c.req.query('format') === 'ajax') return c.html(cookieHintFragment(ctx), 200, { 'Cache-Control': 'private, no-cache' });
    return renderPage(c, ctx, { title: visitorConsentText(ctx.site.lang).cookieHintTitle, pageType: 'other', category: '', body: cookieHintPage(ctx) });
  });

  // SPEC 4.1: closing the bar keeps it closed for 30 days; readable by page script, which closes it the same way.
  app.post(PRIVACY_BAR_CLOSE, async (c) => {
    writeCookie(c, PRIVACY_BAR_REMOVED_COOKIE, PRIVACY_BAR_REMOVED, { maxAge: 30 * 24 * 60 * 60 });
    return redirectTo(c, returnPath(c, (await readForm(c)) ?? {}));
  });

  // The demo's stand-in for the site preference: this browser and this site (host) only, so a test
  // or a visitor can see the consent dialog. Off unless switched on.
  app.get(COOKIE_HINT_SWITCH, demoSwitch(COOKIE_HINT_SWITCH_COOKIE, { defaultOn: false, value: 'on' }));

  return app;
}
