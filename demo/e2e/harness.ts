/**
 * The browser-test harness. Each vitest worker has one demo server, started once for the run by
 * global-setup.ts, and one Chromium, launched by its first file; a test file uses its worker's,
 * and each test gets a fresh browser context (a new shopper: no cookies, no session, no storage).
 * Tests share the worker's database, so a test makes the data it changes its own (a new session, a
 * new e-mail address); a file that needs a database to itself asks `useDemo({ ownServer: true })`
 * and gets a server on a copy of the seeded database. A file about a page's own widgets asks
 * `useDemo({ lite: true })` for pages without the site's chrome.
 *
 * Every page is watched. A test fails, in afterEach, when a page it opened
 *   - threw an uncaught error (pageerror),
 *   - logged a console error (Chromium reports CSP and Trusted Types violations and failed
 *     resource loads as console errors),
 *   - asked for anything on a host other than 127.0.0.1, localhost or *.localhost (Chromium
 *     resolves no other host, and the request is recorded: the demo must work with nothing from
 *     outside the machine).
 * A test that provokes a console error on purpose (a 500 answer logs "Failed to load resource")
 * declares it with `demo.allowConsoleError(pattern)`; the allowance must then be used.
 */
import { copyFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import axeCore from 'axe-core';
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { PRIVACY_BAR_REMOVED, PRIVACY_BAR_REMOVED_COOKIE } from '../../src/contracts/visitor-cookies';
import { withinTime } from '../../src/core/time-limit';
import { STORAGE_KEY as INTERSTITIAL_STATE_KEY } from '../../widgets/interstitial/display-state';
import { PAGE_CHROME_OFF, PAGE_CHROME_SWITCH_COOKIE } from '../server/views/page-chrome.js';
import { launchChromium } from './chromium';
import { DIST_DIR } from './paths';
import { TEST_SERVER_LIMITS } from './server-limits';

export { DIST_DIR, ROOT_DIR } from './paths';

export type SiteName = 'en' | 'es' | 'ca';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const SUBDOMAIN: Record<SiteName, string> = { en: '', es: 'es.', ca: 'ca.' };

/** Hosts a page may talk to: the demo runs on loopback and nothing comes from outside. */
export function isLocalHost(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]';
}

interface Watch {
  problems: string[];
  allowed: { pattern: RegExp; used: boolean }[];
}

const warningsByPage = new WeakMap<Page, ConsoleMessage[]>();
const responseByPage = new WeakMap<Page, Response>();

/** Console warnings a page has printed so far (the harness only fails on errors). */
export function consoleWarnings(page: Page): string[] {
  return (warningsByPage.get(page) ?? []).map((message) => message.text());
}

/** The answer to the last navigation made with openSite/goto through the harness. */
export function mainResponse(page: Page): Response {
  const response = responseByPage.get(page);
  if (!response) throw new Error('no navigation recorded for this page: open it with demo.openSite()');
  return response;
}

export interface Demo {
  /** http://localhost:PORT */
  readonly url: string;
  readonly port: number;
  readonly browser: Browser;
  /** The test's browser context (a fresh one per test). */
  readonly context: BrowserContext;
  /** http://localhost:PORT, http://es.localhost:PORT or http://ca.localhost:PORT */
  origin(site?: SiteName): string;
  /** Opens `path` on a site in a new page of the test's context (or in `options.page`); fails on a non-2xx answer. */
  openSite(path: string, options?: { site?: SiteName; page?: Page }): Promise<Page>;
  /** A new watched page in the test's context. */
  newPage(): Promise<Page>;
  /**
   * Another watched context for this test (closed after it), e.g. with JavaScript off. With
   * `backForwardCache`, it comes from a second Chromium that keeps the back/forward cache on, as
   * Chrome does for shoppers (Playwright switches it off by default); the full browser, as the
   * headless shell keeps no back/forward cache. The shopper has closed the marketing pop-up
   * (unless `interstitialClosed` is false) and, without a storageState of the test's own, the
   * privacy bar.
   */
  newContext(options?: BrowserContextOptions, extra?: { backForwardCache?: boolean; interstitialClosed?: boolean }): Promise<BrowserContext>;
  /**
   * The test context's shopper as a storageState for another context (its cookies and local
   * storage), without the pop-up's state, which newContext writes more cheaply.
   */
  sameShopper(from?: BrowserContext): Promise<StorageState>;
  /** This test expects a console error matching `pattern`; the test fails if none comes. */
  allowConsoleError(pattern: RegExp): void;
  /** Hands over (and forgets) the problems recorded so far: for tests of the harness itself. */
  takeProblems(): string[];
}

let current: Watch = { problems: [], allowed: [] };

/**
 * Fails the current test if any watched page had an uncaught error, a console error that was
 * not allowed, or a request leaving the machine; also if an allowed console error never came.
 * Run by the harness in afterEach.
 */
export function expectNoProblems(): void {
  const watch = current;
  current = { problems: [], allowed: [] };
  const unused = watch.allowed.filter((allowance) => !allowance.used).map((a) => `expected console error never came: ${a.pattern}`);
  const all = [...watch.problems, ...unused];
  if (all.length > 0) throw new Error(`the pages had problems:\n  - ${all.join('\n  - ')}`);
}

function watchPage(page: Page): void {
  const warnings: ConsoleMessage[] = [];
  warningsByPage.set(page, warnings);
  const where = () => {
    try {
      return page.url();
    } catch {
      return '(closed page)';
    }
  };
  page.on('pageerror', (error) => current.problems.push(`uncaught error on ${where()}: ${error.stack ?? error.message}`));
  // Said as Playwright says it, so a test whose page crashed is retried (vitest.config.ts) even when the check after it fails first.
  page.on('crash', () => current.problems.push(`Page crashed: ${where()}`));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message);
    if (message.type() !== 'error') return;
    const text = message.text();
    const allowance = current.allowed.find((a) => a.pattern.test(text));
    if (allowance) {
      allowance.used = true;
      return;
    }
    const location = message.location();
    current.problems.push(`console error on ${where()}: ${text}${location.url ? ` (at ${location.url}:${location.lineNumber})` : ''}`);
  });
}

function watchContext(context: BrowserContext): void {
  context.on('page', watchPage);
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || isLocalHost(url.hostname)) return;
    current.problems.push(`request to an outside host: ${request.method()} ${url.href}`);
  });
}

/** This worker's demo server, started by global-setup.ts. */
function sharedDemo() {
  const shared = inject('sharedDemos');
  const pool = Number(process.env.VITEST_POOL_ID ?? '1');
  const mine = shared[(pool - 1) % shared.length];
  if (!mine) throw new Error('no shared demo server: run the browser tests through vitest (global-setup.ts)');
  return mine;
}

let workerChromium: Promise<Browser> | undefined;

/**
 * This worker's Chromium: launched by the first file that needs it and kept for the files after
 * it (a worker's files share one module graph, vitest.config.ts), launched again if it went away.
 * Playwright closes it when the worker ends. Driven from the worker itself, rather than through a
 * browser server in the main process, a page's protocol messages cross no socket: the relay had
 * cost the main process about a fifth of a core.
 */
function chromiumOfWorker(): Promise<Browser> {
  workerChromium ??= launchChromium({ sharedProcesses: true }).then(
    (browser) => {
      browser.on('disconnected', () => (workerChromium = undefined));
      return browser;
    },
    (error: unknown) => {
      workerChromium = undefined;
      throw error;
    },
  );
  return workerChromium;
}

export interface DemoOptions {
  /** A demo server of this file's own, on a fresh copy of the seeded database. */
  ownServer?: boolean;
  /**
   * Pages without the site's header, footer and pop-ups (the demo's page-chrome switch), for a
   * file whose tests are about a page's own widgets: a listing costs a fifth less CPU so. Every
   * page is tested whole in the accessibility, markup and page-width files.
   */
  lite?: boolean;
}

/**
 * Call once at the top of a test file: uses the worker's demo server and Chromium (or starts a
 * server of the file's own), gives each test a fresh context, checks the pages after each test,
 * and lets go of what is the file's own at the end.
 */
export function useDemo({ ownServer = false, lite = false }: DemoOptions = {}): Demo {
  let port: number | undefined;
  let browser: Browser | undefined;
  let bfcacheBrowser: Promise<Browser> | undefined;
  let own: { close(): Promise<void> } | undefined;
  let tempDir: string | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const shared = sharedDemo();
    browser = await chromiumOfWorker();
    if (!ownServer) {
      port = shared.port;
      return;
    }
    tempDir = await mkdtemp(join(tmpdir(), 'lto-e2e-own-'));
    const dbPath = join(tempDir, 'demo.sqlite');
    copyFileSync(inject('seededDatabase'), dbPath);
    // Imported only here: the server (hono, SQLite, the OpenID provider) is heavy to load in every file.
    const { startDemoServer } = await import('../server/start.js');
    const server = await startDemoServer({ port: 0, host: '127.0.0.1', dbPath, distDir: DIST_DIR, ...TEST_SERVER_LIMITS });
    own = server;
    port = server.port;
  });

  afterAll(async () => {
    // Each step runs even when an earlier one fails, so nothing outlives the file.
    await Promise.allSettled(contexts.map((context) => context.close()));
    const results = await Promise.allSettled([bfcacheBrowser?.then((b) => b.close()), own?.close()]);
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
  });

  beforeEach(async () => {
    current = { problems: [], allowed: [] };
    contexts = [];
    await demo.newContext();
  });

  afterEach(async () => {
    const open = contexts;
    contexts = [];
    try {
      expectNoProblems();
    } finally {
      // Waited for 15 s at most: a clean-clone run's full Chromium (the back/forward cache one)
      // once never finished closing a context after its test (tabs.test.ts), and the hook timed out. A
      // context left open goes with its browser when the worker ends.
      await withinTime(15_000, () => Promise.allSettled(open.map((context) => context.close())), 'a context did not close').catch(() => undefined);
    }
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not running (did beforeAll fail?)`);
    return value;
  };

  const demo: Demo = {
    get url() {
      return this.origin('en');
    },
    get port() {
      return need(port, 'the demo server');
    },
    get browser() {
      return need(browser, 'Chromium');
    },
    get context() {
      return need(contexts[0], 'the test context');
    },
    origin(site: SiteName = 'en') {
      return `http://${SUBDOMAIN[site]}localhost:${this.port}`;
    },
    async newContext(options: BrowserContextOptions = {}, { backForwardCache = false, interstitialClosed = true } = {}) {
      const from = backForwardCache ? await (bfcacheBrowser ??= launchChromium({ backForwardCache: true, full: true })) : this.browser;
      // The marketing pop-up (<lto-interstitial>) would open over the second page of any test, and
      // the privacy bar over the foot of every page of a new shopper: contexts start with both
      // closed. A test of the pop-up passes interstitialClosed: false, one of the bar a
      // storageState without its cookie.
      const context = await from.newContext({ serviceWorkers: 'block', storageState: { cookies: privacyBarClosed(), origins: [] }, ...options });
      contexts.push(context);
      if (interstitialClosed) await closeInterstitial(context, this.port);
      if (lite) await context.addCookies(DEMO_HOSTS.map((domain) => ({ name: PAGE_CHROME_SWITCH_COOKIE, value: PAGE_CHROME_OFF, domain, path: '/' })));
      // Fail within the test's time with Playwright's own message, rather than at the test timeout.
      // A limit for something that never comes, not a speed check: 10 s was missed by a compare
      // dialog (its code fetched and drawn after the press) on a machine loaded 7 times over.
      context.setDefaultTimeout(20_000);
      context.setDefaultNavigationTimeout(20_000);
      watchContext(context);
      return context;
    },
    async newPage() {
      return this.context.newPage();
    },
    async openSite(path, options = {}) {
      const page = options.page ?? (await this.newPage());
      const target = new URL(path, this.origin(options.site ?? 'en')).href;
      const response = await page.goto(target);
      if (!response) throw new Error(`no answer for ${target}`);
      if (!response.ok()) throw new Error(`${target} answered ${response.status()} ${response.statusText()}`);
      responseByPage.set(page, response);
      return page;
    },
    async sameShopper(from?: BrowserContext) {
      const state = await (from ?? demo.context).storageState();
      const origins = state.origins
        .map((origin) => ({ ...origin, localStorage: origin.localStorage.filter((item) => item.name !== INTERSTITIAL_STATE_KEY) }))
        .filter((origin) => origin.localStorage.length > 0);
      return { ...state, origins };
    },
    allowConsoleError(pattern) {
      current.allowed.push({ pattern, used: false });
    },
    takeProblems() {
      const taken = current.problems;
      current.problems = [];
      return taken;
    },
  };
  return demo;
}

const DEMO_HOSTS = (Object.values(SUBDOMAIN) as string[]).map((sub) => `${sub}localhost`);

/** The privacy bar closed on every demo site (removePrivacyBarCookie, SPEC 4.1): a shopper who has answered it. */
function privacyBarClosed() {
  return DEMO_HOSTS.map((domain) => ({
    name: PRIVACY_BAR_REMOVED_COOKIE,
    value: PRIVACY_BAR_REMOVED,
    domain,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }));
}

/**
 * The interstitial's state 'closed' in local storage on every demo site, for a shopper who has
 * closed it, written by a script that runs before the page's own wherever the key is absent.
 * Playwright writes a storageState's local storage by opening a page on each origin, which cost
 * each new context 0.3 s of CPU (three origins), more than the pages of many tests.
 */
async function closeInterstitial(context: BrowserContext, port: number): Promise<void> {
  const hosts = DEMO_HOSTS.map((host) => `${host}:${port}`);
  await context.addInitScript(
    ({ key, hosts }) => {
      try {
        if (hosts.includes(location.host) && localStorage.getItem(key) === null) localStorage.setItem(key, 'closed');
      } catch {
        // No storage here (an opaque origin, storage refused): nothing to close.
      }
    },
    { key: INTERSTITIAL_STATE_KEY, hosts },
  );
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeReport {
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];
  /** One line per violation: id (impact): help, then the offending selectors. Empty when clean. */
  summary: string[];
}

/**
 * axe-core (580 KB) put in each frame of the page once, not at every scan: AxeBuilder evaluates the
 * source it is given in the main frame, then again in every frame, before each scan (about 120 ms
 * of a 300 ms scan). It is handed this no-op as its source; a page navigated since has no axe and
 * gets it again. A frame that cannot take it (one going away) is left out, as AxeBuilder does.
 */
const AXE_INJECTED = ';';

async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) await frame.evaluate(axeCore.source);
    } catch {
      // Detached or navigating meanwhile: nothing to scan there.
    }
  }
}

/** The attribute that marks the scanned part while a modal dialog is open. */
const SCOPE = 'data-axe-scope';

/**
 * Runs axe-core with the WCAG 2.2 AA tags on the page as it is now. Only violations are reported
 * in full (passes would be serialized node by node for nothing), and axe runs in the page itself
 * (legacy mode) rather than finishing in a blank page of its own: a quarter of the time for the
 * same rules, and our pages have no cross-origin frames, the case that mode leaves out.
 *
 * While a modal dialog is open, the rest of the page is inert and unchanged since it was scanned
 * in the state before: the scan covers the top-most modal dialog alone (0.9 s against 1.7 s for a
 * whole page on a busy machine; 41 of the 170 scans of a11y.test.ts). A non-modal dialog (the
 * chat panel) leaves the page usable, so the whole page is scanned with it. `within` (a selector)
 * does the same for a state a widget put itself in without leaving the page (a form's errors, a
 * coupon applied), once the whole page was scanned before it. `skip` names rules left out.
 */
export async function axeCheck(page: Page, { within, skip = [] }: { within?: string; skip?: string[] } = {}): Promise<AxeReport> {
  // The page at rest: a panel fading in is scanned at its full colours (axe's contrast rule counts
  // opacity), however slowly a busy machine runs its transitions. Endless animations (a spinner)
  // are left running; a page whose clock a test stopped goes on after 5 s.
  await withinTime(
    5_000,
    () =>
      page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      ),
    'animations still running',
  ).catch(() => undefined);
  const scoped = await page.evaluate((scope) => {
    for (const marked of document.querySelectorAll(`[${scope}]`)) marked.removeAttribute(scope);
    // Focus stays in the top-most modal (the top layer's order is not exposed).
    const modals = [...document.querySelectorAll('dialog:modal')];
    const top = modals.find((modal) => modal.contains(document.activeElement)) ?? modals.at(-1);
    top?.setAttribute(scope, '');
    return top !== undefined;
  }, SCOPE);
  await injectAxe(page);
  let builder = new AxeBuilder({ page, axeSource: AXE_INJECTED }).withTags(AXE_TAGS).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (skip.length) builder = builder.disableRules(skip);
  if (scoped) builder = builder.include(`[${SCOPE}]`);
  else if (within) builder = builder.include(within);
  const results = await builder.analyze();
  const summary = results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.map(String).join(' >> ')).slice(0, 5);
    const more = violation.nodes.length > targets.length ? ` (+${violation.nodes.length - targets.length} more)` : '';
    const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim();
    return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} [${page.url()}] at ${targets.join(', ')}${more}${why ? ` -- ${why}` : ''}`;
  });
  return { violations: results.violations, summary };
}
