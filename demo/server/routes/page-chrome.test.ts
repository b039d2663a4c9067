import { afterAll, expect, test } from 'vitest';
import { createTestApp, csrfCookieOf } from '../test-app.js';

const demo = createTestApp('lto-demo-page-chrome-');
afterAll(() => demo.close());

const same = { 'sec-fetch-site': 'same-origin' };

test('/demo/page-chrome?enabled=0 serves this browser its listing without header, footer and pop-ups, the grid as always; =1 brings them back', async () => {
  const shopper = await demo.visit();
  const listing = async (cookie: string) => (await demo.request('GET', '/c/living-room', { cookie })).text();
  const whole = await listing(shopper.cookie);
  const PARTS = ['<lto-sticky-header>', '<lto-mega-nav', '<footer class="site-footer">', '<lto-interstitial>', '<lto-privacy-bar'];
  for (const part of PARTS) expect(whole, part).toContain(part);

  const off = await demo.request('GET', '/demo/page-chrome?enabled=0', { cookie: shopper.cookie, headers: { ...same, referer: 'http://localhost:4173/c/living-room' } });
  expect(off.status).toBe(303);
  expect(off.headers.get('location')).toBe('/c/living-room');
  const setCookie = off.headers.getSetCookie().find((line) => line.startsWith('demo_chrome='))!;
  const lite = await listing(`${shopper.cookie}; ${setCookie.split(';')[0]}`);
  for (const part of PARTS) expect(lite, part).not.toContain(part);
  // The page's own content is the same.
  const grid = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0];
  expect(grid(lite)).toBe(grid(whole));

  const on = await demo.request('GET', '/demo/page-chrome?enabled=1', { cookie: shopper.cookie, headers: same });
  expect(on.headers.getSetCookie().find((line) => line.startsWith('demo_chrome='))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
});

test("without the chrome, a new shopper's first page still makes the session (and CSRF token) its forms would have made", async () => {
  const whole = await demo.request('GET', '/c/living-room');
  const lite = await demo.request('GET', '/c/living-room', { cookie: 'demo_chrome=off' });
  for (const page of [whole, lite]) expect(csrfCookieOf(page)).not.toBe('');
});

test('the switch is refused when another site starts it', async () => {
  const shopper = await demo.visit();
  expect((await demo.request('GET', '/demo/page-chrome?enabled=0', { cookie: shopper.cookie, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
});
