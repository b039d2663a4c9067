/**
 * While the overlay shows, the page behind it is inert (no clicks, no Tab, hidden from screen
 * readers) and marked aria-busy: every sibling of the loader and of each of its ancestors up to
 * <body>. The shared live regions (src/ui/announce) stay out of it, or the announcement would go
 * unheard. Done and undone synchronously, so a form that hides the overlay and then focuses a
 * field in the same task finds the field usable.
 */
export interface PageCover {
  release(): void;
}

export function coverPage(loader: HTMLElement): PageCover {
  const covered: HTMLElement[] = [];
  const focused = loader.ownerDocument.activeElement;
  for (let inside: HTMLElement | null = loader; inside && inside !== loader.ownerDocument.body; inside = inside.parentElement) {
    for (const sibling of inside.parentElement?.children ?? []) {
      if (sibling === inside || !(sibling instanceof HTMLElement)) continue;
      // Already inert (a closed dialog, a hidden region of the host's): not ours to undo.
      if (sibling.hasAttribute('inert') || sibling.dataset.ltoLiveRegion || sibling instanceof HTMLScriptElement) continue;
      sibling.setAttribute('inert', '');
      sibling.setAttribute('aria-busy', 'true');
      covered.push(sibling);
    }
  }
  return {
    release() {
      for (const element of covered) {
        element.removeAttribute('inert');
        element.removeAttribute('aria-busy');
      }
      covered.length = 0;
      // Focus was lost to the inert page (the submit button, say): give it back where it was.
      const doc = loader.ownerDocument;
      if (focused instanceof HTMLElement && focused.isConnected && (doc.activeElement === doc.body || doc.activeElement === null)) focused.focus();
    },
  };
}
