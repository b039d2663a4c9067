import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium (no browser download works here), or the one in LTO_CHROMIUM, headless and
 * quiet: without the background-networking flags it tries to reach Google's hosts at start.
 * Every host but the machine's own resolves to nothing, so a page cannot reach outside even by
 * mistake; the harness records any such request (a listener, which costs nothing, where routing
 * every request through Playwright cost 100-200 ms a page).
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];

function options({ backForwardCache = false } = {}): LaunchOptions {
  return {
    executablePath: process.env.LTO_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  };
}

/** A Chromium of this process's own. */
export function launchChromium(launch: { backForwardCache?: boolean } = {}): Promise<Browser> {
  return chromium.launch(options(launch));
}

/** A Chromium other processes connect to (the test workers, through its wsEndpoint). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(options());
}

export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
