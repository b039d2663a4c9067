import { CAPTCHA_DUE_EVENT, COOKIES_BLOCKED_EVENT } from '../contracts/safety-events';
import { cookiesWork } from './cookies';
import { emit } from './events';
import { startTabSync, whileApplying } from './tab-sync';
import { recordVisit } from './visitor';

/**
 * The runtime's own work of each page, not a widget's: loaded by the autoloader once the islands
 * near the viewport were asked for. It records the visit of SPEC 4.1 (the new-user cookies), keeps
 * this tab in step with the site's other open tabs (tab-sync.ts), then starts analytics where the
 * config block turns the tag manager on (SPEC 9.9 ISGTMENABLE); off, not a byte of analytics is
 * fetched. The block's JSON is read without the runtime's config module, which this small module
 * would otherwise bring to every page.
 *
 * It also says, once per page, what only this page load can know and a widget must then show
 * (src/contracts/safety-events.ts): the browser refuses cookies (SPEC 8), the session is flagged
 * for the captcha (SPEC 4.1). Asked here, in a module every page loads anyway, a page where
 * neither holds makes no request for them. Returns what stops the tab sync (for tests).
 */
export function runPageWork(doc: Document = document, loadAnalytics: () => Promise<{ startAnalytics(): void }> = () => import('../analytics/index')): () => void {
  const config = configBlock(doc);
  if (!cookiesWork()) emit(doc, COOKIES_BLOCKED_EVENT, null);
  recordVisit();
  if (config?.page?.showCaptcha === true) emit(doc, CAPTCHA_DUE_EVENT, null);
  const stopSync = startTabSync(receiveFromOtherTabs(), doc.defaultView ?? window);
  if (config?.preferences?.ISGTMENABLE === true) {
    loadAnalytics().then(
      (analytics) => analytics.startAnalytics(),
      (error: unknown) => console.warn('[lto-widgets] could not load analytics', error),
    );
  }
  return stopSync;
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

type Block = { preferences?: { ISGTMENABLE?: unknown }; page?: { showCaptcha?: unknown } } | null;

function configBlock(doc: Document): Block {
  try {
    return JSON.parse(doc.getElementById('lto-config')?.textContent || '{}') as Block;
  } catch {
    return null;
  }
}
