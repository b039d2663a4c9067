/**
 * The widget runtime in real Chromium, under the demo's strict CSP: the autoloader downloads only
 * what a page needs and upgrades tags added later; bad attributes and a missing config block
 * warn (once) instead of breaking the page. Also checks that the harness itself notices problems.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { compareUi, eventually } from './compare-ui';
import { consoleWarnings, DIST_DIR, useDemo, type SiteName } from './harness';
import { pageWorkStarted, wake, wakeAll } from './islands';

const demo = useDemo();

// --- the built module graph: which files each entry and widget pulls in -------------------------

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+\.js)["']/g;

function importsOf(file: string): string[] {
  const source = readFileSync(join(DIST_DIR, file), 'utf8');
  return [...source.matchAll(IMPORT)].map((match) => relative(DIST_DIR, join(DIST_DIR, dirname(file), match[1]!)));
}

/** Every file `file` loads, following static and dynamic imports (dist-relative paths). */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of importsOf(file)) closure(next, seen);
  return seen;
}

/** Files the entry loads before any widget: its static imports only. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(DIST_DIR, file), 'utf8');
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    staticClosure(relative(DIST_DIR, join(DIST_DIR, dirname(file), match[1]!)), seen);
  }
  return seen;
}

/**
 * What every page loads at idle after its islands were asked for, tags or none: the page's own
 * work (src/core/page-work.ts: the visit of SPEC 4.1, the tab sync, the safety checks) and its
 * static imports.
 */
function pageWorkClosure(): Set<string> {
  const file = readdirSync(join(DIST_DIR, 'chunks')).find((name) => /^page-work-[^.]+\.js$/.test(name));
  if (!file) throw new Error('no page-work chunk in the build');
  return staticClosure(`chunks/${file}`);
}

/** The chunk the autoloader imports for each tag, read from the built registry. */
function widgetChunks(): Record<string, string> {
  const source = readFileSync(join(DIST_DIR, 'lto-widgets.js'), 'utf8');
  const chunks: Record<string, string> = {};
  for (const match of source.matchAll(/["']?(lto-[a-z-]+)["']?\s*:\s*\{\s*load\s*:\s*\(\)\s*=>\s*import\(\s*["']([^"']+)["']\s*\)/g)) {
    chunks[match[1]!] = relative(DIST_DIR, join(DIST_DIR, match[2]!));
  }
  return chunks;
}

// --- pages -----------------------------------------------------------------------------------------

/** JavaScript files a page requests: dist-relative for ours, the full URL for anything else. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    scripts.push(url.pathname.startsWith('/dist/') ? url.pathname.slice('/dist/'.length) : url.href);
  });
  return scripts;
}

const CONFIG = {
  locale: 'en-US',
  country: 'US',
  currency: 'USD',
  urls: { compareAdd: '/compare/add', compareRemove: '/compare/remove', compareShow: '/compareShow' },
  resources: {},
  preferences: {},
  identity: null,
  page: { type: 'other', category: '' },
};

/**
 * Serves `body` at `path` on the demo origin, with the headers (the CSP above all) the demo sends
 * with its home page, the config block and the autoloader: a page of the demo without our tags.
 */
async function openSyntheticPage(page: Page, path: string, body: string, site: SiteName = 'en'): Promise<void> {
  const home = await demo.context.request.get(`http://127.0.0.1:${demo.port}/`, { headers: { host: new URL(demo.origin(site)).host } });
  const csp = home.headers()['content-security-policy'] ?? '';
  expect(csp, 'the demo sends a CSP to copy').toContain("script-src 'self'");
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Runtime test page</title>
<link rel="stylesheet" href="/dist/lto-widgets.css"${nonceAttr}>
<script type="application/json" id="lto-config">${JSON.stringify(CONFIG).replace(/</g, '\\u003c')}</script>
<script type="module" src="/dist/lto-widgets.js" fetchpriority="low"${nonceAttr}></script>
</head><body><main><h1>Runtime test page</h1>${body}</main></body></html>`;
  const url = `${demo.origin(site)}${path}`;
  await page.route(url, (route) =>
    route.fulfill({ status: 200, headers: { 'content-security-policy': csp, 'content-type': 'text/html; charset=utf-8' }, body: html }),
  );
  const response = await page.goto(url);
  expect(response?.ok()).toBe(true);
}

/** Opens a real demo page after `edit` has changed its HTML (everything else as the server sent it). */
async function openEditedPage(path: string, edit: (html: string) => string, site: SiteName = 'en'): Promise<Page> {
  const page = await demo.newPage();
  const url = `${demo.origin(site)}${path}`;
  let edited = false;
  await page.route(url, async (route: Route) => {
    try {
      // Node cannot resolve es.localhost: fetch from 127.0.0.1 with the page's Host header.
      const response = await route.fetch({
        url: `http://127.0.0.1:${demo.port}${path}`,
        headers: { ...route.request().headers(), host: new URL(url).host },
      });
      const before = await response.text();
      const after = edit(before);
      edited = after !== before;
      await route.fulfill({ response, body: after });
    } catch (error) {
      await route.abort();
      throw error;
    }
  });
  await demo.openSite(path, { site, page });
  expect(edited, 'the edit changed the page').toBe(true);
  return page;
}

const lto = (warnings: string[]) => warnings.filter((text) => text.includes('[lto-widgets]'));

describe('the autoloader', () => {
  test("downloads nothing but itself and the page's own work on a page without our tags, and only the toggle chunks when a toggle is added later", async () => {
    const page = await demo.newPage();
    const scripts = recordScripts(page);
    await openSyntheticPage(page, '/__e2e/no-tags', '<p>No widgets here.</p>');
    await pageWorkStarted(page);
    await page.waitForLoadState('networkidle');

    const entry = [...new Set([...staticClosure('lto-widgets.js'), ...pageWorkClosure()])].sort();
    expect(entry).toContain('lto-widgets.js');
    expect([...scripts].sort(), 'no widget chunks without tags').toEqual(entry);

    const chunks = widgetChunks();
    const toggleChunk = chunks['lto-compare-toggle'];
    const barChunk = chunks['lto-compare-bar'];
    expect(toggleChunk && barChunk, `registry read from the build: ${JSON.stringify(chunks)}`).toBeTruthy();

    await page.evaluate(() => {
      const toggle = document.createElement('lto-compare-toggle');
      toggle.setAttribute('pid', 'E2E-1');
      toggle.setAttribute('name', 'Inserted Sofa');
      toggle.setAttribute('category', 'living-room');
      document.querySelector('main')!.append(toggle);
    });
    // Nothing of it runs until the shopper shows intent on it (here: focus, as a keyboard does).
    await wake(page.locator('lto-compare-toggle'));
    const checkbox = page.getByRole('checkbox', { name: 'Compare Inserted Sofa', exact: true });
    await checkbox.waitFor({ state: 'visible' });
    expect(await checkbox.isChecked()).toBe(false);
    await page.waitForLoadState('networkidle');

    const allowed = new Set([...entry, ...closure(toggleChunk!)]);
    expect(scripts, 'the toggle chunk was downloaded').toContain(toggleChunk);
    expect(scripts, 'the bar chunk was not').not.toContain(barChunk);
    expect(scripts.filter((file) => !allowed.has(file)), 'nothing outside the toggle graph').toEqual([]);
    expect(new Set(scripts).size, 'each file once').toBe(scripts.length);
  });

  test('upgrades a toggle inserted into a listing page after load, sharing the compare list with the rest of the page', async () => {
    const page = await demo.openSite('/c/living-room');
    const ui = compareUi(page);
    await ui.ready();
    const [first, second] = await ui.products();
    await ui.add(first!);

    // A host script adds another toggle for a product already in the list, and one for a new one.
    await page.evaluate(
      ([known, fresh]) => {
        for (const product of [known, fresh]) {
          const toggle = document.createElement('lto-compare-toggle');
          toggle.setAttribute('pid', product.pid);
          toggle.setAttribute('name', `${product.name} (again)`);
          toggle.setAttribute('category', product.category);
          document.querySelector('main')!.prepend(toggle);
        }
      },
      [first!, second!] as const,
    );
    const again = page.getByRole('checkbox', { name: `Compare ${first!.name} (again)`, exact: true });
    await again.waitFor({ state: 'visible' });
    expect(await again.isChecked(), 'it reads the shared list').toBe(true);

    await page.getByRole('checkbox', { name: `Compare ${second!.name} (again)`, exact: true }).click();
    // The bar names the slot as the toggle that added it did.
    await eventually(() => ui.barNames()).toEqual([first!.name, `${second!.name} (again)`]);
    await eventually(() => ui.checkbox(second!).isChecked(), 'the original toggle follows').toBe(true);
  });
});

describe('libraries only some moments need', () => {
  test('DOMPurify is in no widget chunk: it is fetched only when server HTML is inserted', () => {
    const sanitizers = readdirSync(join(DIST_DIR, 'chunks')).filter((file) => file.endsWith('.js') && /DOMPurify|dompurify/.test(readFileSync(join(DIST_DIR, 'chunks', file), 'utf8')));
    expect(sanitizers, 'one chunk holds DOMPurify').toHaveLength(1);
    const sanitizer = `chunks/${sanitizers[0]}`;
    const chunks = widgetChunks();
    expect(Object.keys(chunks).length, 'widgets read from the registry').toBeGreaterThan(20);
    const withIt = Object.entries(chunks).filter(([, chunk]) => staticClosure(chunk).has(sanitizer));
    expect(withIt.map(([tag]) => tag), 'widgets whose start-up runs DOMPurify').toEqual([]);
    expect(staticClosure('lto-widgets.js').has(sanitizer), 'nor the autoloader').toBe(false);
    expect(
      Object.values(chunks).some((chunk) => closure(chunk).has(sanitizer)),
      'but some widget asks for it when needed',
    ).toBe(true);
  });
});

describe('a widget chunk that fails to load', () => {
  test('leaves the server markup in place, and is asked for again on the next intent, which then works once', async () => {
    const chunk = widgetChunks()['lto-compare-toggle'];
    expect(chunk, 'the toggle chunk read from the build').toBeTruthy();
    const page = await demo.newPage();
    demo.allowConsoleError(/ERR_CONNECTION_RESET|Failed to load resource|Failed to fetch dynamically imported module/);
    let network = false;
    const asked: string[] = [];
    await page.route(`**/dist/${chunk}`, async (route) => {
      asked.push(route.request().resourceType());
      if (network) await route.fallback();
      else await route.abort('connectionreset');
    });
    await demo.openSite('/c/living-room', { page });
    const ui = compareUi(page);
    await ui.ready();
    const [first] = await ui.products();
    const toggle = page.locator(`lto-compare-toggle[pid="${first!.pid}"]`);

    // The shopper's first intent: the chunk fails (a network drop), the autoloader says so once.
    await toggle.dispatchEvent('focusin');
    await eventually(() => lto(consoleWarnings(page)).filter((text) => text.includes('<lto-compare-toggle>'))).toHaveLength(1);
    expect(await toggle.getAttribute('data-lto-ready'), 'not drawn').toBeNull();
    expect(await ui.checkbox(first!).isVisible(), "the server's checkbox is still there").toBe(true);
    const failedAsks = asked.length;

    // The network is back: the next intent asks again, and the click counts once.
    network = true;
    await ui.checkbox(first!).click();
    await eventually(() => ui.barNames(), 'the product reaches the bar').toEqual([first!.name]);
    expect(asked.length, 'the chunk was asked for again').toBeGreaterThan(failedAsks);
    expect(await ui.checkbox(first!).isChecked()).toBe(true);
  });
});

describe('bad input from the template', () => {
  test('items="not json" on the bar: one warning naming the tag and attribute, no error, and the page still works', async () => {
    const page = await openEditedPage('/c/living-room', (html) => html.replace(/(<lto-compare-bar\b[^>]*?\bitems=")[^"]*(")/, '$1not json$2'));
    const ui = compareUi(page);
    await ui.ready();
    expect(await page.locator('lto-compare-bar').getAttribute('items')).toBe('not json');
    expect(await ui.bar.count(), 'the bar falls back to an empty list').toBe(0);
    expect(lto(consoleWarnings(page)), 'nothing of the bar has run yet').toEqual([]);

    await wake(page.locator('lto-compare-bar'));
    expect(await ui.bar.count(), 'drawn, still an empty list').toBe(0);
    const warnings = lto(consoleWarnings(page));
    expect(warnings, warnings.join('\n')).toHaveLength(1);
    expect(warnings[0]).toContain('<lto-compare-bar>');
    expect(warnings[0]).toContain('"items"');
    expect(warnings[0], 'the value is not echoed (it may hold shopper data)').not.toContain('not json');

    const [product] = await ui.products();
    await ui.add(product!);
    expect(await ui.barNames()).toEqual([product!.name]);
    expect(lto(consoleWarnings(page)), 'no further warnings').toHaveLength(1);
  });

  test('a page without the config block gets English defaults and one warning', async () => {
    // The Spanish site's page, minus its config block: the widgets cannot know it is Spanish.
    const page = await openEditedPage(
      '/c/living-room',
      (html) => html.replace(/<script\b[^>]*\bid="lto-config"[^>]*>[\s\S]*?<\/script>/, ''),
      'es',
    );
    expect(await page.locator('#lto-config').count()).toBe(0);
    expect(await page.locator('html').getAttribute('lang'), 'the server did render its Spanish site').toMatch(/^es/);
    const ui = compareUi(page, 'en');
    await ui.ready();
    // The server drew the toggles in Spanish; drawn by the widget, they speak its English default.
    await wakeAll(page, 'lto-compare-toggle');
    const products = await ui.products();
    for (const product of products.slice(0, 3)) {
      expect(await ui.checkbox(product).count(), `English label for ${product.name}`).toBe(1);
      expect(await ui.toggleTag(product.pid).innerText()).toContain('Compare');
      expect(await ui.toggleTag(product.pid).innerText()).not.toContain('Comparar');
    }
    const warnings = lto(consoleWarnings(page));
    expect(warnings, warnings.join('\n')).toHaveLength(1);
    expect(warnings[0]).toMatch(/lto-config/);
  });
});

describe('the harness', () => {
  test('notices uncaught errors, console errors, CSP and Trusted Types violations and requests leaving the machine', async () => {
    const page = await demo.openSite('/');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e-uncaught');
      });
      console.error('e2e-console-error');
      const box = document.createElement('div');
      box.setAttribute('style', 'color: red'); // an inline style: style-src 'self' forbids it
      document.body.append(box);
      try {
        box.innerHTML = '<b>e2e</b>'; // a plain string into an HTML sink: Trusted Types forbid it
      } catch {
        // the violation is what we want to see reported
      }
    });
    // CSP stops images and fetches from other hosts before they leave; a navigation is not stopped by CSP.
    const other = await demo.newPage();
    await other.goto('http://example.com/e2e').catch(() => undefined);

    // takeProblems() forgets what it hands over: collect until every kind has arrived.
    const seen: string[] = [];
    await eventually(() => {
      seen.push(...demo.takeProblems());
      const all = seen.join('\n');
      const expected = {
        uncaught: /uncaught error .*e2e-uncaught/,
        console: /console error .*e2e-console-error/,
        csp: /console error .*inline style.*Content Security Policy/i,
        trustedTypes: /console error .*TrustedHTML/,
        outside: /request to an outside host: GET http:\/\/example\.com\/e2e/,
      };
      return Object.entries(expected)
        .filter(([, pattern]) => !pattern.test(all))
        .map(([kind]) => kind);
    }, 'kinds of problem not yet noticed').toEqual([]);
  });
});
