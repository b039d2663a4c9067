import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (no browser download works here), or the one in LTO_CHROMIUM, headless and
 * quiet: without the background-networking flags it tries to reach Google's hosts at start.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export function launchChromium({ backForwardCache = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.LTO_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
}
