/**
 * The autoloader: finds our tags that are not defined yet, on the page now and whenever they are
 * added later, and imports only those widgets' chunks. It must stay tiny (it is on every page
 * before anything else): no React, no valibot here.
 */
export type WidgetRegistry = Readonly<Record<string, () => Promise<unknown>>>;
/** For each tag, the URLs of the modules its chunk imports, directly or not. */
export type ModulePreloads = Readonly<Record<string, readonly string[]>>;

/**
 * A widget chunk's imports are only found once it has arrived and been parsed, and theirs after
 * them: a waterfall of round trips before the first island can start. Asking for all of them
 * with the chunk makes it one.
 */
function preloader(root: Document): (urls: readonly string[]) => void {
  const asked = new Set<string>();
  return (urls) => {
    for (const url of urls) {
      if (asked.has(url)) continue;
      asked.add(url);
      const link = root.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      root.head.append(link);
    }
  };
}

export function startAutoloader(registry: WidgetRegistry, root: Document = document, preloads: ModulePreloads = {}): () => void {
  const waiting = new Set(Object.keys(registry));
  const preload = preloader(root);
  let stopped = false;

  const load = (tag: string) => {
    // Once per tag: import() again for each of a listing's 60 tiles cost ~30 ms at 4x CPU.
    if (!waiting.delete(tag) || customElements.get(tag)) return;
    preload(preloads[tag] ?? []);
    registry[tag]!().catch((error: unknown) => {
      waiting.add(tag); // let a later insertion try again
      watch(); // the observer may have stopped when nothing was left waiting
      console.warn(`[lto-widgets] could not load <${tag}>`, error);
    });
  };

  // One querySelector a waiting tag: it stops at the first element, where querySelectorAll would
  // list every tile of the page.
  const scan = (node: ParentNode) => {
    for (const tag of [...waiting]) if (node.querySelector(tag)) load(tag);
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        const element = node as Element;
        if (waiting.has(element.localName)) load(element.localName);
        scan(element);
      }
    }
    if (waiting.size === 0) observer.disconnect();
  });

  // Observing again is harmless: it replaces the same observer's registration on the same node.
  const watch = () => {
    if (!stopped && waiting.size > 0) observer.observe(root.documentElement, { childList: true, subtree: true });
  };

  const start = () => {
    scan(root);
    watch();
  };
  if (root.readyState === 'loading') root.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
  return () => {
    stopped = true;
    observer.disconnect();
  };
}
