import { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import { PAGE_CHROME_OFF, PAGE_CHROME_SWITCH, PAGE_CHROME_SWITCH_COOKIE } from '../views/page-chrome.js';
import { demoSwitch } from './demo-switch.js';

/** The page-chrome switch (views/page-chrome.ts): on by default, `?enabled=0` for pages without it. */
export function pageChromeSwitch(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(PAGE_CHROME_SWITCH, demoSwitch(PAGE_CHROME_SWITCH_COOKIE, { defaultOn: true, value: PAGE_CHROME_OFF }));
  return app;
}
