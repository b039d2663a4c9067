/**
 * Page reloads the widgets may trigger. A checkout review page ('review-order' or 'orderToken' in
 * its URL) is never reloaded automatically: the shopper could lose the order being reviewed (SPEC 2.1).
 */
export function mayReload(href: string = location.href): boolean {
  return !/review-order|orderToken/.test(href);
}

export function reloadPage(): void {
  if (mayReload()) location.reload();
}

/**
 * Calls `onRestore` when the browser shows this page again from its back/forward cache: the
 * page's JavaScript state is then as it was when the shopper left, not as the server has it now.
 */
export function onRestoredFromCache(onRestore: () => void): () => void {
  const listener = (event: PageTransitionEvent) => {
    if (event.persisted) onRestore();
  };
  window.addEventListener('pageshow', listener);
  return () => window.removeEventListener('pageshow', listener);
}
