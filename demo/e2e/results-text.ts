import type { Locator, Page } from 'playwright-core';

/** The browser renders what came near the window in its next frame: waits for the one after. */
const renderedAgain = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));

/**
 * What the listing's results show. The grid leaves a result far from the window unrendered
 * (content-visibility: auto, widgets/product-grid/product-grid.css): its innerText is '' until it
 * comes near, as its text is on no screen. A test reads it as the shopper does, once it is in view.
 */
export async function shownText(element: Locator): Promise<string> {
  await element.scrollIntoViewIfNeeded();
  // Drawn in a frame after it came into view; on a loaded machine, a few frames later.
  const until = Date.now() + 5_000;
  for (;;) {
    await renderedAgain(element.page());
    const text = await element.innerText();
    if (text.trim() !== '' || Date.now() > until) return text;
  }
}

/** shownText of each element `elements` matches, in order. */
export async function shownTexts(elements: Locator): Promise<string[]> {
  const texts: string[] = [];
  for (const element of await elements.all()) texts.push(await shownText(element));
  return texts;
}

/**
 * The monthly payment each result states ('$45.99/mo. for 18 months', '$45.99/mes'), NaN where
 * none does, read from the tile's price markup (its text, rendered or not).
 */
export const monthlyPayments = (results: Locator): Promise<number[]> =>
  results.evaluateAll((articles) =>
    articles.map((article) => {
      const prices = [...article.querySelectorAll('.lto-product-tile__price, .lto-product-tile__pill--monthly')].map((price) => price.textContent ?? '').join(' ');
      return Number(/\$([\d,]+\.\d{2})\/(?:mo|mes)/.exec(prices)?.[1]?.replace(/,/g, '') ?? NaN);
    }),
  );
