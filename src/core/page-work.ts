import { startTabSync, whileApplying } from './tab-sync';
import { recordVisit } from './visitor';

/**
 * The runtime's own work of each page, not a widget's: loaded by the autoloader once the islands
 * near the viewport were asked for. It records the visit of SPEC 4.1 (the new-user cookies), keeps
 * this tab in step with the site's other open tabs (tab-sync.ts), then starts analytics where the
 * config block turns the tag manager on (SPEC 9.9 ISGTMENABLE); off, not a byte of analytics is
 * fetched. The flag is read from the block's JSON without the runtime's config module, which this
 * small module would otherwise bring to every page. Returns what stops the tab sync (for tests).
 */
export function runPageWork(doc: Document = document, loadAnalytics: () => Promise<{ startAnalytics(): void }> = () => import('../analytics/index')): () => void {
  recordVisit();
  const stopSync = startTabSync(receiveFromOtherTabs(), doc.defaultView ?? window);
  if (tagManagerOn(doc)) {
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

function tagManagerOn(doc: Document): boolean {
  try {
    const config: unknown = JSON.parse(doc.getElementById('lto-config')?.textContent || '{}');
    return (config as { preferences?: { ISGTMENABLE?: unknown } } | null)?.preferences?.ISGTMENABLE === true;
  } catch {
    return false;
  }
}
