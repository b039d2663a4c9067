import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { looksPersonal } from '../../../src/privacy/pii.js';
import { RECORDS_KEPT } from '../data/analytics-records.js';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import { redirectTo } from '../redirects.js';
import { analyticsPage } from '../views/analytics.js';
import { analyticsText } from '../views/analytics-text.js';
import { ANALYTICS_CLEAR, ANALYTICS_COLLECT, ANALYTICS_PAGE, ANALYTICS_SWITCH, ANALYTICS_SWITCH_COOKIE, MAX_RECORD_BYTES } from '../views/analytics-urls.js';
import { demoSwitch } from './demo-switch.js';
import { answerJson, readJson, refuse, requireJson } from './form-input.js';
import { renderPage, viewContext } from './render.js';

/** GA4 and tag manager event names: 'view_item_list', 'gtm.js'. */
const EVENT_NAME = /^[A-Za-z0-9_.:-]{1,64}$/;
/** A path of the site, as location.pathname gives it: no query or fragment (a search's words), nothing else's host. */
const PAGE_PATH = /^\/(?!\/)[^?#\s\\]{0,299}$/;

/** Every string of a record, keys included, for the personal-data check. */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      yield key;
      yield* stringsOf(item);
    }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The demo's side of analytics (issue 21): the endpoint the stand-in tag manager posts each
 * dataLayer record to, the page listing them (HTML for merchandisers, ?format=json for tests),
 * clearing them, and the per-browser ISGTMENABLE switch.
 */
export function analyticsRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { analytics, products } = data;

  // From the page's own origin (the script runs in the page): a same-origin JSON call, which the
  // request guard accepts on its Origin alone, as the token login. JSON is checked first: the
  // guard has read a form's body already, and the size limit reads it again.
  app.post(
    ANALYTICS_COLLECT,
    requireJson,
    bodyLimit({ maxSize: MAX_RECORD_BYTES, onError: (c) => c.json({ success: false, error: 'too-large' }, 413, { 'Cache-Control': 'no-store' }) }),
    async (c) => {
      const body = await readJson(c);
      const page = body?.['page'];
      const record = body?.['record'];
      if (typeof page !== 'string' || !PAGE_PATH.test(page) || !isObject(record)) return refuse(c, 'bad-record');
      const event = record['event'];
      if (typeof event !== 'string' || !EVENT_NAME.test(event)) return refuse(c, 'bad-record');
      // The analytics module keeps personal data out (issue 21's PII guard); this is the last stop.
      if (looksPersonal(page) || [...stringsOf(record)].some(looksPersonal)) return refuse(c, 'looks-like-personal-data');
      analytics.add(c.get('site').key, page, event, record);
      return c.body(null, 204, { 'Cache-Control': 'no-store' });
    },
  );

  app.get(ANALYTICS_PAGE, (c) => {
    const records = analytics.latest();
    if (c.req.query('format') === 'json') {
      const shown = records.map(({ receivedAt, ...rest }) => ({ ...rest, time: new Date(receivedAt).toISOString() }));
      return answerJson(c, { records: shown });
    }
    const ctx = viewContext(c, products);
    return renderPage(c, ctx, { title: analyticsText(ctx.site.lang).title, pageType: 'other', category: '', body: analyticsPage(ctx, records, RECORDS_KEPT) });
  });

  app.post(ANALYTICS_CLEAR, (c) => {
    analytics.clear();
    return redirectTo(c, ANALYTICS_PAGE);
  });

  // The demo's stand-in for the site preference, off by default: a browser test turns it on.
  app.get(ANALYTICS_SWITCH, demoSwitch(ANALYTICS_SWITCH_COOKIE, { defaultOn: false, value: 'on' }));

  return app;
}
