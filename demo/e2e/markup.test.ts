/**
 * The server markup contract on the demo's real pages (README "How islands start"): the demo's
 * templates draw every tag's content, and drawing the islands over it changes nothing a shopper
 * sees. Each page is measured with our scripts blocked (the platform's page as it stands before any
 * code of ours runs, in a browser that runs script: the stylesheets' `scripting: enabled` rules
 * hold) and again with every island woken and drawn, in
 * a wide window and then narrowed to a phone's (the layout follows the window, as when a desktop
 * window is narrowed or a tablet turned): the same boxes (each element of each island, to the
 * tenth of a pixel) and the same text at both widths, no layout shift while the islands are
 * drawn (from the load event on), and never wider than the window; before the load event no page
 * fetches more of ours than the autoloader. Also: before any intent, a listing runs no widget code at all.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { registry } from '../../widgets/registry';
import { seedCart } from './cart-ui';
import { orderAt, type CheckoutStep } from './checkout-ui';
import { fetchListing, seedCompare } from './compare-ui';
import { fetchFavoriteTags, seedFavorites } from './favorite-ui';
import { useDemo } from './harness';
import { wakeAll } from './islands';
import { overflowOf } from './overflow';

const demo = useDemo();

const OLD_BROWSER_PAGE = '/?as=old-browser';
/** A page of the approved seed shopper, signed in first (prepare): the hash never reaches the server. */
const SIGNED_IN = '#signed-in-approved';

const PAGES = [
  '/',
  '/c/living-room',
  // The monthly payment group open, its slider and boxes drawn by the server where the widget draws them.
  '/c/living-room?pmin=40&pmax=120',
  '/brand/ashford-home?subcatids=sofa',
  '/showsearch?q=sofa',
  // The wide layout: the grid's upgrade of its layout links to buttons moves nothing.
  '/c/living-room?view=wide',
  '/p/P1001',
  '/set/living-room',
  '/compareShow?category=living-room',
  // Signed in as an approved shopper (issue 23): each monthly payment says whether it fits their
  // Leasing Power, and the listing has the 'Fits my Leasing Power' toggle.
  `/c/living-room${SIGNED_IN}`,
  `/p/P1001${SIGNED_IN}`,
  '/favorites',
  '/account',
  '/account/order-tracking',
  // With the live chat switched on (prepare below): its launcher in the footer.
  '/contact-us',
  // The test's shopper has the living room set in the cart: one line saved for later, two terms, a coupon.
  '/cart',
  // A checkout step needs an order: the test's shopper has one at that step (both opens share its cookies).
  '/checkout/delivery',
  '/checkout/order-form',
  '/checkout/payment',
  '/checkout/sign',
  '/checkout/references',
  '/demo/checkout-loader',
  '/demo/checkout-loader?state=DOC_VERIFY_PROCESSING',
  '/contest',
  '/privacy-policy',
  '/stores?postalCode=30303',
  // The home page as an old browser of SPEC 9.8 gets it, with <lto-browser-check> (prepare: the
  // demo's old-browser switch, and dw_TLSWarning=false from an earlier check that found it fine).
  OLD_BROWSER_PAGE,
];

type Snapshot = { tag: string; text: string; boxes: string[] }[];

/**
 * Every island of the page: its text and the box of each of its elements, in document order. A
 * control that needs script (`data-lto-needs-script`: the stylesheet hides it where script is off,
 * keeping its place) is read as hidden on both sides: its place is compared, its text cannot be.
 */
function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const needScript = [...document.querySelectorAll<HTMLElement>('[data-lto-needs-script]')];
    for (const element of needScript) element.style.visibility = 'hidden';
    const box = (element: Element) => {
      const r = element.getBoundingClientRect();
      return `${element.localName} ${[r.x, r.y + window.scrollY, r.width, r.height].map((n) => Math.round(n * 10) / 10).join(',')}`;
    };
    const islands = [...document.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('lto-'))
      .map((island) => ({
        tag: island.localName,
        text: (island as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        boxes: [island, ...island.querySelectorAll('*')].map(box),
      }));
    for (const element of needScript) element.style.visibility = '';
    return islands;
  });
}

const WIDE = 1280;
const PHONE = 390;

async function open(path: string, { ours }: { ours: boolean }): Promise<Page> {
  const context = await demo.newContext({ viewport: { width: WIDE, height: 900 }, storageState: await demo.sameShopper() });
  // Answered empty rather than failed: a failed load is a console error.
  if (!ours) await context.route('**/dist/**/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  // Every result rendered: the grid leaves those far from the window unrendered (content-visibility),
  // and which they are and how tall they count depends on the window's history (a result keeps the
  // height it was last drawn with), where this test compares every box, near or not.
  await context.route('**/dist/lto-widgets.css', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\nlto-product-grid [data-lto-grid-feed] > * { content-visibility: visible !important; }` });
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number; shifted: string[]; loadAt?: number };
    w.shift = 0;
    w.shifted = [];
    type Shift = { value: number; startTime: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        // Islands are drawn after the load event (before it only the autoloader is fetched, checked
        // below). A loaded machine may paint the server page half parsed (the header without its
        // site switcher) and finish parsing, and fire load, before its next frame: what moves
        // then, up to the first frame after load, is the server's, with or without our script.
        if (w.loadAt === undefined || entry.startTime < w.loadAt) continue;
        w.shift += entry.value;
        // What moved, for the failure message: an element's tag and class, from where to where.
        for (const { node, previousRect: a, currentRect: b } of entry.sources) {
          const name = node instanceof Element ? `${node.localName}.${node.className}` : (node?.nodeName ?? '?');
          w.shifted.push(`${name} ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The pointer stays where the last page left it (at first 0,0): over a server-drawn overlay
    // (the checkout loader's state covers the window) it is intent before any load.
    addEventListener(
      'pointerover',
      (event) => {
        for (let at = event.target instanceof Element ? event.target : null; at && !(w as { loaded?: boolean }).loaded; at = at.parentElement) {
          if (at.localName.startsWith('lto-')) (w as { pointedAt?: string }).pointedAt = at.localName;
        }
      },
      { capture: true },
    );
    addEventListener('load', () => {
      (w as { loaded?: boolean }).loaded = true;
      // From the frame after the first one drawn after load; at once if an island is drawn by then.
      const from = () => (w.loadAt ??= performance.now());
      requestAnimationFrame(() => (document.querySelector('[data-lto-ready]') ? from() : requestAnimationFrame(from)));
      const ours = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/dist/') && entry.name.endsWith('.js'));
      (window as unknown as { atLoad: string[] }).atLoad = ours.map((entry) => new URL(entry.name).pathname);
    });
  });
  await demo.openSite(path, { page });
  return page;
}

/** The page's islands at the window's width now, then narrowed to a phone's; it must fit both. */
async function atBothWidths(page: Page, what: string): Promise<Record<number, Snapshot>> {
  const snapshots: Record<number, Snapshot> = {};
  for (const width of [WIDE, PHONE]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await overflowOf(page), `${what} fits a ${width}px window`).toBeNull();
    snapshots[width] = await snapshot(page);
  }
  return snapshots;
}

/** What the test's shopper needs for the page to show its islands: an order at a checkout step, a compare list, saved products, a cart, the chat on. */
async function prepare(path: string): Promise<void> {
  if (path === '/cart') await seedCart(await demo.newPage(), demo.url, { saved: true, mixedTerms: true, coupon: 'SAVE10' });
  if (path === '/contact-us') await demo.context.request.get(`${demo.url}/demo/chat?enabled=1`);
  if (path.startsWith('/checkout/')) await orderAt(demo.context, demo.url, path.slice('/checkout/'.length) as CheckoutStep);
  if (path.startsWith('/compareShow')) await seedCompare(demo.context, demo.url, (await fetchListing(demo.context, `${demo.url}/c/living-room`)).slice(0, 2));
  if (path === '/favorites') await seedFavorites(demo.context, demo.url, (await fetchFavoriteTags(demo.context, `${demo.url}/c/living-room`)).slice(0, 2));
  if (path.endsWith(SIGNED_IN)) {
    const home = await (await demo.context.request.get(`${demo.url}/`)).text();
    const csrf = /<lto-account-drawer csrf-token="([^"]+)"/.exec(home)?.[1] ?? '';
    const form = { username: 'approved@example.com', password: 'Password1!', csrf_token: csrf, format: 'ajax' };
    expect((await demo.context.request.post(`${demo.url}/account/login`, { form })).ok(), 'signed in').toBe(true);
    const signedInPage = await (await demo.context.request.get(`${demo.url}${path.slice(0, -SIGNED_IN.length)}`)).text();
    expect(signedInPage, 'the page says whether prices fit the Leasing Power').toContain('lto-leasing-power--fits');
    if (path.startsWith('/c/')) expect(signedInPage, "the listing has the 'Fits my Leasing Power' toggle").toContain('lto-leasing-power-filter__toggle');
  }
  if (path === OLD_BROWSER_PAGE) {
    await demo.context.addCookies(['demo_old_browser=on', 'dw_TLSWarning=false'].map((pair) => ({ name: pair.split('=')[0]!, value: pair.split('=')[1]!, url: demo.url })));
  }
  // The pages of this file share one shopper, whose preparations post more than the demo's limiter
  // takes in a minute (SPEC 4.1's SHOW_CAPTCHA): its captcha, a modal dialog that locks the page's
  // scrolling, would reflow a short page under the islands. The limiter is the safety tests'.
  expect((await demo.context.request.get(`${demo.url}/rate-limiter/reset?format=ajax`)).ok(), 'the POST limiter reset').toBe(true);
}

test.each(PAGES)('%s: the islands drawn over the server markup change nothing visible, at 1280 and 390 px', async (path) => {
  await prepare(path);
  const server = await atBothWidths(await open(path, { ours: false }), 'the server page');
  const page = await open(path, { ours: true });
  await page.waitForLoadState('load');
  const { atLoad, pointedAt } = await page.evaluate(() => {
    const w = window as unknown as { atLoad: string[]; pointedAt?: string };
    return { atLoad: w.atLoad, pointedAt: w.pointedAt };
  });
  // Only an island the pointer was over (intent) may have its code asked for before the load event.
  expect(pointedAt ? atLoad.slice(0, 1) : atLoad, `our scripts fetched before the load event (the pointer over: ${pointedAt ?? 'no island'}; fetched: ${atLoad.join(', ')})`).toEqual(['/dist/lto-widgets.js']);
  // The shopper's intent comes once the page is counted from (open's load listener).
  await page.waitForFunction(() => (window as unknown as { loadAt?: number }).loadAt !== undefined);
  const woken = await wakeAll(page);
  expect(woken, 'islands on the page').toBe(server[WIDE]!.length);
  const { shift, shifted } = await page.evaluate(() => {
    const w = window as unknown as { shift: number; shifted: string[] };
    return { shift: w.shift, shifted: w.shifted };
  });
  expect(shift, `layout shift while the islands are drawn: ${shifted.join('; ')}`).toBe(0);
  const drawn = await atBothWidths(page, 'the drawn page');
  for (const width of [WIDE, PHONE]) {
    for (const [i, island] of server[width]!.entries()) {
      expect(drawn[width]![i]?.text, `text of <${island.tag}> #${i} at ${width}px`).toBe(island.text);
      expect(drawn[width]![i]?.boxes, `boxes of <${island.tag}> #${i} at ${width}px`).toEqual(island.boxes);
    }
  }
});

// A tag on none of the pages above would have its server markup measured on no real page.
test('the pages above show every widget tag of the registry', async () => {
  const shown = new Set<string>();
  for (const path of PAGES) {
    await prepare(path);
    const html = await (await demo.context.request.get(`${demo.url}${path}`)).text();
    for (const [, tag] of html.matchAll(/<(lto-[a-z-]+)/g)) shown.add(tag!);
  }
  expect(Object.keys(registry).filter((tag) => !shown.has(tag))).toEqual([]);
});

test('until the shopper shows intent, a listing runs none of our widget code', async () => {
  // Before the load event only the autoloader is fetched (every page above checks it); after it,
  // the chunks of what is in view are fetched while the network is free, and not run.
  const page = await demo.openSite('/c/living-room');
  await page.waitForLoadState('networkidle');
  const defined = await page.evaluate(() => [...new Set([...document.querySelectorAll('*')].map((el) => el.localName))].filter((name) => name.startsWith('lto-') && customElements.get(name)));
  expect(defined).toEqual([]);
});
