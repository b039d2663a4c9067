import type { Locator, Page } from 'playwright-core';

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

/** The URLs of our scripts the page has asked for so far (dist-relative). */
export function scriptsRequested(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.pathname.startsWith('/dist/')) asked.push(url.pathname.slice('/dist/'.length));
  });
  return asked;
}

/**
 * Holds back every widget chunk the page asks for (the autoloader itself still runs), as a slow
 * network would, until the returned function is called: for testing what the shopper does before
 * a widget's code has come.
 */
export async function holdWidgetCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/chunks/**', async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}
