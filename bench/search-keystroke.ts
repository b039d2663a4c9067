/**
 * `npm run bench`: a keystroke in the header search (issue 19's speed rule): from the key going
 * down to the frame that paints the suggestions for the new text, with the answer already cached
 * (the shopper typed the same letters before), at 4x CPU on a desktop window. The word is typed
 * once (each prefix asked for and answered), the box emptied, then typed again: the second pass
 * is measured, key by key, on the English site (legacy suggestions, {searchsuggest}) and the
 * Canadian one (the hosted search panel). The paint is taken as a task after the next animation
 * frame that follows the key's input event. Medians and worst of RUNS fresh shoppers. Run after
 * `npm run build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../demo/e2e/chromium';
import { startDemoServer } from '../demo/server/start';
import { throttledShopper } from './listing-setup';
import { watchHostLoad } from './host-load';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WORD = 'sofa';
const AIM_MS = 50;

interface Window {
  /** Per key: the ms to the paint, and how many options then named the text in the box. */
  __keys: { key: string; ms: number; options: number }[];
  /** Called once a key is painted (and measured). */
  __painted?: () => unknown;
}

/** The ms of each key of the second pass over WORD. */
async function keystrokes(browser: Browser, origin: string): Promise<number[]> {
  const host = new URL(origin).host;
  const { context, page } = await throttledShopper(browser, origin, { viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    const w = window as unknown as Window;
    w.__keys = [];
    addEventListener(
      'keydown',
      (event) => {
        if (!(event.target instanceof HTMLInputElement) || !event.target.closest('lto-header-search') || event.key.length !== 1) return;
        const start = event.timeStamp;
        // After the key's input event (and the render it caused), the next frame paints it; a task
        // posted from that frame runs once it is painted.
        addEventListener(
          'input',
          () =>
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => {
                // Painted for this key: an option naming the text now in the box (not the last prefix's).
                const typed = (event.target as HTMLInputElement).value.toLowerCase();
                const options = [...document.querySelectorAll('lto-header-search [role="option"]')].filter((option) => option.textContent?.toLowerCase().includes(typed));
                w.__keys.push({ key: event.key, ms: performance.now() - start, options: options.length });
                w.__painted?.();
              };
              channel.port2.postMessage(0);
            }),
          { once: true },
        );
      },
      true,
    );
  });
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  const box = page.locator('lto-header-search input[role="combobox"]');
  await box.focus();
  await page.locator('lto-header-search[data-lto-ready]').waitFor();
  // The first pass: each prefix asked for and answered (its suggestions shown) before the next key.
  for (const letter of WORD) {
    const typed = `${await box.inputValue()}${letter}`;
    // The suggestions' request for the new text (legacy ?q=, or the hosted service's query), answered.
    const answered = page.waitForResponse((response) => /suggest|hosted-search\/query/.test(response.url()) && decodeURIComponent(response.url()).includes(typed) && response.ok());
    await box.press(letter);
    await answered;
    await page.locator('lto-header-search [role="option"]').first().waitFor();
  }
  await box.fill('');
  await page.evaluate(() => ((window as unknown as Window).__keys = []));
  for (const [i, letter] of [...WORD].entries()) {
    await box.press(letter);
    // Waited for without polling: Playwright's default polls in every animation frame, which
    // may be the very frame measured.
    await page.evaluate(
      (count) =>
        new Promise<void>((resolve) => {
          const w = window as unknown as Window;
          w.__painted = () => w.__keys.length >= count && resolve();
          w.__painted();
        }),
      i + 1,
    );
  }
  const keys = await page.evaluate(() => (window as unknown as Window).__keys);
  if (keys.some((key) => key.options === 0)) throw new Error(`a key's cached answer was not painted in its frame on ${host}: ${JSON.stringify(keys)}`);
  await context.close();
  return keys.map((key) => key.ms);
}

const dir = mkdtempSync(join(tmpdir(), 'lto-keystroke-'));
const server = await startDemoServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'demo.sqlite') });
const browser = await launchChromium({ full: true });
const hostLoad = watchHostLoad();
try {
  console.log(`A keystroke in the header search, input to painted suggestions (answer cached), 1280 px, 4x CPU, ${RUNS} shoppers x ${WORD.length} keys:`);
  for (const [site, origin, mode] of [['en', server.url, 'legacy suggestions'], ['ca', `http://ca.localhost:${server.port}`, 'hosted search panel']] as const) {
    const all: number[] = [];
    for (let i = 0; i < RUNS; i++) all.push(...(await keystrokes(browser, origin)));
    const worst = Math.max(...all);
    console.log(`  ${site} (${mode}): median ${Math.round(median(all))} ms, worst ${Math.round(worst)} ms (aim: under ${AIM_MS} ms)${worst >= AIM_MS ? ' MISSED' : ''}`);
  }
  console.log(hostLoad());
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
