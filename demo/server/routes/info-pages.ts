import { Hono } from 'hono';
import type { DataAccess } from '../data/index.js';
import type { AppEnv } from '../env.js';
import type { PageType } from '../views/config-block.js';
import { contestView, infoPageView } from '../views/info-pages.js';
import { contestText, infoPageText, type InfoPageKey } from '../views/info-pages-text.js';
import { INFO_PAGE_URLS } from '../views/signup-urls.js';
import { renderPage, viewContext } from './render.js';

/**
 * The content pages of SPEC 2.1 that never show the interstitial, each with a page type of its
 * own in the config block (the widget reads it), and the contest page of SPEC 2.4.
 */
const CONTENT_PAGES: [InfoPageKey, PageType][] = [
  ['privacyPolicy', 'privacy-policy'],
  ['sweepstakesRules', 'sweepstakes-rules'],
  ['emergencyMessage', 'emergency-message'],
  ['covidUpdates', 'covid-updates'],
];

export function infoPageRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  for (const [key, pageType] of CONTENT_PAGES) {
    app.get(INFO_PAGE_URLS[key], (c) => {
      const ctx = viewContext(c, data.products);
      return renderPage(c, ctx, { title: infoPageText(ctx.site.lang, key).title, pageType, category: '', body: infoPageView(ctx, key) });
    });
  }

  app.get(INFO_PAGE_URLS.contest, (c) => {
    const ctx = viewContext(c, data.products);
    const signup = c.req.query('signup');
    const outcome = signup === 'done' || signup === 'failed' ? signup : undefined;
    const entry = c.req.query('contest');
    const contest = entry === 'entered' || entry === 'failed' ? entry : undefined;
    return renderPage(c, ctx, { title: contestText(ctx.site.lang).title, pageType: 'other', category: '', body: contestView(ctx, outcome, contest) });
  });

  return app;
}
