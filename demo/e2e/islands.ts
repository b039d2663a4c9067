import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { ENTRIES_KEY } from '../../src/core/tab-sync-catch-up';
import { DIST_DIR } from './paths';

/**
 * Islands start on the shopper's intent (src/core/autoloader.ts): a test that needs a widget
 * drawn shows intent as a shopper would (Playwright's click and hover move the pointer over it
 * first), or wakes it with these. Everything on a page until then is the server's markup.
 */

/** Focus enters the island (the intent a keyboard shows), then it is drawn. */
export async function wake(island: Locator): Promise<void> {
  await island.evaluate((element) => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  await island.and(island.page().locator('[data-lto-ready]')).waitFor({ state: 'attached' });
}

/**
 * Wakes every island of the page (or those matching `selector`) and waits until each is drawn.
 * Islands whose attributes keep them dormant (a required one missing) never are: the caller
 * leaves them out.
 */
export async function wakeAll(page: Page, selector = ':is(*)'): Promise<number> {
  const count = await page.evaluate((only) => {
    const islands = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('lto-') && element.matches(only));
    for (const island of islands) island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    return islands.length;
  }, selector);
  await page.waitForFunction(
    (only) => [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('lto-') && element.matches(only)).every((element) => element.hasAttribute('data-lto-ready')),
    selector,
    { timeout: 15_000 },
  );
  return count;
}

/**
 * Holds the page's requests to `url` (a Playwright glob; only those of `method`, when given) until
 * the returned function is called, as a slow server or network would: an answer comes when the
 * test has seen what the shopper sees meanwhile, however slowly the machine runs.
 */
export async function holdRequests(page: Page, url: string, method?: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!method || route.request().method() === method) await held;
    await route.fallback();
  });
  return release;
}

/**
 * Holds back every widget chunk the page asks for (the autoloader itself still runs), as a slow
 * network would, until the returned function is called: for testing what the shopper does before
 * a widget's code has come.
 */
export const holdWidgetCode = (page: Page): Promise<() => void> => holdRequests(page, '**/dist/chunks/**');

/** The built chunks of one widget (dist/metafile-esm.json): its code, and its wake module if it has one. */
export function chunksOf(widget: string): { code: string; wake: string | undefined } {
  const { outputs } = JSON.parse(readFileSync(join(DIST_DIR, 'metafile-esm.json'), 'utf8')) as { outputs: Record<string, { entryPoint?: string }> };
  const named = (module: string) => Object.entries(outputs).find(([, output]) => output.entryPoint === `widgets/${widget}/${module}`)?.[0].replace(/^dist\//, '');
  const code = named('element.ts');
  if (!code) throw new Error(`no chunk for widgets/${widget}/element.ts in the build`);
  return { code, wake: named('wake.ts') };
}

/**
 * The runtime's own work of the page has started (src/core/page-work.ts, loaded two idle periods
 * after the load event): the visit is recorded and this tab hears the site's other tabs and tells
 * them its changes. Its tab sync writes first the time this page's history entry was fetched.
 */
export async function pageWorkStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    (entriesKey) => {
      const key = (window as Window & { navigation?: { currentEntry?: { key?: string } | null } }).navigation?.currentEntry?.key;
      return !!key && key in JSON.parse(sessionStorage.getItem(entriesKey) || '{}');
    },
    ENTRIES_KEY,
    { timeout: 20_000 },
  );
}
