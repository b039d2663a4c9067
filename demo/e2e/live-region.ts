import type { Page } from 'playwright-core';

/**
 * Everything the page's polite live region says from now on (src/ui/announce.ts), in order: a
 * test asks whether a message was heard, not whether it is the last one, since two islands may
 * speak at once and either may come second.
 */
export async function listenToAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { ltoHeard: string[] }).ltoHeard = heard;
    new MutationObserver(() => {
      const text = document.querySelector('[data-lto-live-region="polite"]')?.textContent;
      if (text && heard.at(-1) !== text) heard.push(text);
    }).observe(document.body, { childList: true, characterData: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { ltoHeard: string[] }).ltoHeard);
}
