import type { ACCOUNT_CHANGE_EVENT, AccountChangeDetail } from '../contracts/account-events';
import { CAPTCHA_DUE_EVENT, COOKIES_BLOCKED_EVENT } from '../contracts/safety-events';
import { cookiesWork } from './cookies';
import { emit } from './events';
import { startTabSync, whileApplying } from './tab-sync';
import { recordVisit } from './visitor';

type Loader<T> = () => Promise<T>;

/** Written out (typed by the contract): a module this small shared with the widgets would be a chunk of its own. */
const ACCOUNT_CHANGE: typeof ACCOUNT_CHANGE_EVENT = 'lto:account-change';

/**
 * The runtime's own work of each page, not a widget's: loaded by the autoloader once the islands
 * near the viewport were asked for. It records the visit of SPEC 4.1 (the new-user cookies), keeps
 * this tab in step with the site's other open tabs (tab-sync.ts), starts analytics where the
 * config block turns the tag manager on (SPEC 9.9 ISGTMENABLE), the fraud provider's device
 * session on the application pages (page.type 'checkout', SPEC 7.8), and puts in place what the
 * platform held back until consent (`<template data-lto-after-consent>`, after-consent.ts); where
 * none applies not a byte of them is fetched. The block's JSON is read without the runtime's config module, which this
 * small module would otherwise bring to every page.
 *
 * It also says, once per page, what only this page load can know and a widget must then show
 * (src/contracts/safety-events.ts): the browser refuses cookies (SPEC 8), the session is flagged
 * for the captcha (SPEC 4.1). Asked here, in a module every page loads anyway, a page where
 * neither holds makes no request for them.
 *
 * And it hides what the platform wrote for the signed-in shopper outside any island (marked
 * `data-lto-personal`, such as the compare table's Leasing Power lines) the moment they sign out,
 * here or in another tab: no island would ever draw over it. Returns what stops the tab sync and
 * that (for tests).
 */
export function runPageWork(
  doc: Document = document,
  loadAnalytics: Loader<{ startAnalytics(): void }> = () => import('../analytics/index'),
  loadFraudSession: Loader<{ startFraudSession(): void }> = () => import('./fraud-session'),
): () => void {
  const config = configBlock(doc);
  if (!cookiesWork()) emit(doc, COOKIES_BLOCKED_EVENT, null);
  recordVisit();
  if (config.page?.showCaptcha === true) emit(doc, CAPTCHA_DUE_EVENT, null);
  const stopSync = startTabSync(receiveFromOtherTabs(), doc.defaultView ?? window);
  const onAccountChange = (event: Event) => {
    if ((event as CustomEvent<AccountChangeDetail | null>).detail?.signedIn) return;
    for (const personal of doc.querySelectorAll<HTMLElement>('[data-lto-personal]')) personal.hidden = true;
  };
  doc.addEventListener(ACCOUNT_CHANGE, onAccountChange);
  if (config.preferences?.ISGTMENABLE === true) start(loadAnalytics, (analytics) => analytics.startAnalytics(), 'analytics');
  if (config.page?.type === 'checkout') start(loadFraudSession, (fraud) => fraud.startFraudSession(), 'the fraud device session');
  if (doc.querySelector('template[data-lto-after-consent]')) start(() => import('./after-consent'), (held) => held.placeAfterConsent(doc), 'the markup held until consent');
  return () => {
    stopSync();
    doc.removeEventListener(ACCOUNT_CHANGE, onAccountChange);
  };
}

function start<T>(load: Loader<T>, run: (module: T) => void, what: string): void {
  load().then(run, (error: unknown) => console.warn(`[lto-widgets] could not load ${what}`, error));
}

/** Messages from other tabs, applied in the order they came once the module that applies them is loaded (on the first). */
function receiveFromOtherTabs(): (message: unknown) => void {
  let loading: Promise<typeof import('./tab-sync-apply')> | undefined;
  return (message) => {
    loading ??= import('./tab-sync-apply');
    loading.then(
      (module) => module.applyFromOtherTab(message, whileApplying),
      (error: unknown) => console.warn('[lto-widgets] could not apply a change made in another tab', error),
    );
  };
}

function configBlock(doc: Document): { preferences?: { ISGTMENABLE?: unknown }; page?: { type?: unknown; showCaptcha?: unknown } } {
  try {
    const config: unknown = JSON.parse(doc.getElementById('lto-config')?.textContent || '{}');
    return typeof config === 'object' && config !== null ? config : {};
  } catch {
    return {};
  }
}
