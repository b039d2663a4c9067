import { existsSync } from 'node:fs';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';

/**
 * Debian's Chromium (no browser download works here), or the one in LTO_CHROMIUM, headless and
 * quiet: without the background-networking flags it tries to reach Google's hosts at start.
 * Every host but the machine's own resolves to nothing, so a page cannot reach outside even by
 * mistake; the harness records any such request (a listener, which costs nothing, where routing
 * every request through Playwright cost 100-200 ms a page).
 *
 * Tests prefer Debian's headless shell (package chromium-headless-shell: the same Blink and V8
 * without the browser's own UI and compositor), as Playwright's own headless runs do: the same
 * pages cost about 40% less CPU there, and this 2-core machine's browser tests are CPU-bound.
 * The benchmarks measure the full browser a shopper has.
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

/**
 * The browser tests' Chromium keeps the demo's sites (localhost, es.localhost, ca.localhost and
 * the outside services' stand-ins) in shared renderer processes rather than one a site: a page going
 * from one site to another, or framing a stand-in, starts no process. Interleaved runs of the same
 * 48 page loads: about 9% less CPU over all of Chromium's processes and 8% less time. Site
 * isolation is a wall between sites, not something a page can see; the benchmarks keep it, as a
 * shopper's browser does.
 */
const SHARED_PROCESSES = ['--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'];

const FULL = '/usr/bin/chromium';
const SHELL = '/usr/bin/chromium-headless-shell';

/** The browser to run: LTO_CHROMIUM when set, else the headless shell for tests when installed, else Debian's Chromium. */
export function chromiumPath({ full = false } = {}): string {
  if (process.env.LTO_CHROMIUM) return process.env.LTO_CHROMIUM;
  return !full && existsSync(SHELL) ? SHELL : FULL;
}

interface Launch {
  backForwardCache?: boolean;
  /** The full browser even where the headless shell is installed (benchmarks). */
  full?: boolean;
  /** The sites in shared renderer processes (SHARED_PROCESSES: the browser tests). */
  sharedProcesses?: boolean;
}

function options({ backForwardCache = false, full = false, sharedProcesses = false }: Launch = {}): LaunchOptions {
  return {
    executablePath: chromiumPath({ full }),
    headless: true,
    args: sharedProcesses ? [...CHROMIUM_ARGS, ...SHARED_PROCESSES] : CHROMIUM_ARGS,
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  };
}

/** A Chromium of this process's own. */
export function launchChromium(launch: Launch = {}): Promise<Browser> {
  return chromium.launch(options(launch));
}
