/**
 * The autoloader (dist/lto-widgets.js): the only script of ours a page runs before the shopper
 * does something. The server has drawn every tag at its final size, and its links and forms work
 * without script, so nothing of ours competes with the page's first paint or its largest image:
 *
 *  1. until the load event: nothing but noting which of our tags the page has;
 *  2. after it, when the browser is idle: the chunks of the islands near the viewport are fetched
 *     at low priority (fetched, not run), and the tags that may have to show themselves ask their
 *     small wake module whether they must (a pop-up that is due, a list only the browser knows);
 *  3. on intent (a pointer over an island, focus in it, a touch) or a wake: the widget's chunk is
 *     imported and run, React with the first of them; the custom element upgrades and the runtime
 *     draws the island the shopper is using first, the others when near or idle.
 *
 * A click, key or submit that comes before the code is stopped here and done again by the widget
 * once drawn (early-actions.ts). Tags added later (a page of results appended) are found by a
 * MutationObserver. It must stay tiny: no React, no valibot, nothing of any one widget.
 */
import { isLettingThrough, letEarlyActionsThrough, listenForEarlyActions, recordCommand } from './early-actions';
import type { LtoEventName } from './events';

export interface WidgetEntry {
  /** Imports the chunk that defines the tag. */
  load: () => Promise<unknown>;
  /**
   * Elements outside the tag that act on it (`[data-lto-zip-modal]`): intent on one loads this
   * widget too, and a click on one before it is drawn is done again once it is.
   */
  openers?: string;
  /**
   * Events that ask the widget to act (`lto:zip-modal-open`): one that comes before it is drawn
   * loads it and is dispatched again on document once it is (the page's listeners hear it then,
   * once, not also when it was held).
   */
  commands?: readonly LtoEventName[];
  /**
   * Events after which the islands must show shared state another island changed
   * (`lto:compare-change` for the compare bar), or the address a Back or Forward within the page
   * went to (`popstate`, for the listing): they load the widget and draw its islands.
   */
  follows?: readonly (LtoEventName | 'popstate')[];
  /**
   * A small module, loaded after the load event when the tag is on the page, that says whether an
   * island must be drawn without the shopper's intent: now (true), when near the viewport
   * ('visible'), the same once the shopper has touched the page ('touched': a finger warns of
   * nothing before its first tap on an island, but until the page is touched at all nothing runs),
   * or not (false).
   */
  wake?: () => Promise<{ default: WakeRule }>;
  /** false: it starts from its wake module alone, and intent on it loads nothing (a wrapper round other islands). */
  intent?: false;
  /** false: nothing of its code is fetched ahead at idle, only on intent (a form most shoppers never use). */
  prefetch?: false;
}

export type WakeRule = (element: HTMLElement) => boolean | 'visible' | 'touched';
export type WidgetRegistry = Readonly<Record<string, WidgetEntry>>;
/** For a tag, the URLs of the modules its chunk imports, directly or not. */
export type ModulesOf = (tag: string) => readonly string[];

const URGENT = Symbol.for('lto-widgets.urgent');
const PRESSED = Symbol.for('lto-widgets.pressed');
/** How far outside the viewport an island counts as near: half a screen above and below. */
const NEAR = '50% 0px';
const IDLE_TIMEOUT_MS = 3000;

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(run, 200);

/** Prefetch links added per idle period: each one starts a request on the page's main thread. */
const PREFETCH_BATCH = 4;

/**
 * One link per module URL, asked for once: a widget's chunk and every module it imports at once,
 * rather than a round trip per level of imports. 'high' is for what the shopper needs now
 * (`modulepreload`: fetched and made ready to run, added at once); 'low' for what they may need
 * soon (`prefetch`: fetched into the cache while the network is free, nothing parsed: preloading
 * modules cost the page a 40 ms task at 4x CPU), added a few per idle period, as forty links in
 * one task kept a phone's main thread busy for over 50 ms.
 */
function preloader(root: Document): (urls: readonly string[], priority: 'low' | 'high') => void {
  const asked = new Set<string>();
  const waiting = new Set<string>();
  let draining = false;

  const add = (urls: readonly string[], priority: 'low' | 'high') => {
    // One insertion for all of them: each link added alone cost the page a style pass.
    const links = root.createDocumentFragment();
    for (const url of urls) {
      const link = root.createElement('link');
      link.rel = priority === 'low' ? 'prefetch' : 'modulepreload';
      link.href = url;
      link.setAttribute('fetchpriority', priority);
      links.append(link);
    }
    root.head.append(links);
  };
  const drain = () => {
    const batch = [...waiting].slice(0, PREFETCH_BATCH);
    for (const url of batch) {
      waiting.delete(url);
      asked.add(url);
    }
    add(batch, 'low');
    if (waiting.size > 0) whenIdle(drain);
    else draining = false;
  };

  return (urls, priority) => {
    const fresh = urls.filter((url) => !asked.has(url));
    if (priority === 'high') {
      for (const url of fresh) {
        waiting.delete(url);
        asked.add(url);
      }
      add(fresh, 'high');
      return;
    }
    for (const url of fresh) waiting.add(url);
    if (waiting.size > 0 && !draining) {
      draining = true;
      whenIdle(drain);
    }
  };
}

export interface AutoloaderOptions {
  /**
   * Runs once, in the idle period after the islands near the viewport were asked for: the
   * runtime's own work of each page (src/core/page-work.ts), which must not compete with them.
   */
  afterIslands?: () => void;
}

export function startAutoloader(registry: WidgetRegistry, root: Document = document, modulesOf: ModulesOf = () => [], options: AutoloaderOptions = {}): () => void {
  const tags = Object.keys(registry);
  const selector = tags.join(',');
  const preload = preloader(root);
  /** Tags whose chunk was imported (or is being): their elements upgrade by themselves. */
  const loading = new Set<string>();
  /** Tags seen on the page. */
  const present = new Set<string>();
  const cleanups: (() => void)[] = [];
  let afterLoad = false;
  let stopped = false;

  const isWaiting = (element: Element) => !element.hasAttribute('data-lto-ready') && tags.includes(element.localName);
  /** Its code fetched while the network is free, for a quick intent later. */
  const prefetch = (tag: string) => registry[tag]!.prefetch !== false && preload(modulesOf(tag), 'low');

  const load = (tag: string) => {
    if (stopped || loading.has(tag) || customElements.get(tag)) return;
    loading.add(tag);
    preload(modulesOf(tag), 'high');
    registry[tag]!.load().then(
      () => {
        // React is on the page now: fetching the rest costs the page little and makes the next
        // intent quick.
        for (const other of present) prefetch(other);
      },
      (error: unknown) => {
        loading.delete(tag); // the next intent tries again
        console.warn(`[lto-widgets] could not load <${tag}>`, error);
        for (const island of root.querySelectorAll(tag)) letEarlyActionsThrough(island);
      },
    );
  };

  const wake = (island: Element) => {
    (island as Element & { [URGENT]?: boolean })[URGENT] = true;
    load(island.localName);
  };

  /**
   * Whether the shopper has touched the page yet; until then, the islands waiting for it. A shopper
   * with a mouse may never touch it: an island a reload took off the page is let go when the next
   * one comes (held, it kept the whole replaced listing in memory).
   */
  let touched = false;
  let untilTouched: Element[] = [];

  // --- intent: a pointer over an island or an opener, focus in one, a touch -----------------------
  const onIntent = (event: Event) => {
    if (event.type === 'touchstart' && !touched) {
      touched = true;
      for (const element of untilTouched.splice(0)) if (element.isConnected) drawNear(element);
    }
    if (!(event.target instanceof Element)) return;
    const island = event.target.closest(selector);
    if (island && isWaiting(island) && registry[island.localName]!.intent !== false) wake(island);
    for (const tag of present) {
      const openers = registry[tag]!.openers;
      if (openers && event.target.closest(openers)) load(tag);
    }
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    root.addEventListener(type, onIntent, { capture: true, passive: true });
    cleanups.push(() => root.removeEventListener(type, onIntent, { capture: true }));
  }

  // --- a pointer held down on an island not drawn yet: the runtime draws it after that click --------
  let pressed: (Element & { [PRESSED]?: boolean }) | null = null;
  const onPress = (event: Event) => {
    const island = event.target instanceof Element ? event.target.closest(selector) : null;
    if (!island || !isWaiting(island)) return;
    pressed = island;
    pressed[PRESSED] = true;
  };
  const onRelease = () => {
    if (pressed) delete pressed[PRESSED];
    pressed = null;
  };
  const press = [
    ['pointerdown', onPress],
    ['pointerup', onRelease],
    ['pointercancel', onRelease],
  ] as const;
  for (const [type, listener] of press) {
    root.addEventListener(type, listener, { capture: true, passive: true });
    cleanups.push(() => root.removeEventListener(type, listener, { capture: true }));
  }

  cleanups.push(
    listenForEarlyActions(root, {
      waitingIsland: (target) => {
        const island = target.closest(selector);
        return island && isWaiting(island) ? island : null;
      },
      waitingOpener: (target) => {
        for (const tag of present) {
          const openers = registry[tag]!.openers;
          const opener = openers ? target.closest(openers) : null;
          // An opener that is itself an island (the zip banner) acts through its own widget.
          if (!opener || tags.includes(opener.localName)) continue;
          const island = root.querySelector(tag);
          if (island && isWaiting(island)) return { opener, island };
        }
        return null;
      },
      wake,
    }),
  );

  // --- events that need a widget drawn -----------------------------------------------------------
  for (const tag of tags) {
    const { commands = [], follows = [] } = registry[tag]!;
    for (const name of commands) {
      // Heard first (capture) and kept from the page's own listeners: they hear it once, when it
      // is dispatched again for the drawn widget.
      const onCommand = (event: Event) => {
        const first = root.querySelector(tag);
        if (!first || !isWaiting(first) || isLettingThrough()) return;
        event.stopImmediatePropagation();
        recordCommand(first, name, (event as CustomEvent).detail);
        wake(first);
      };
      root.addEventListener(name, onCommand, true);
      cleanups.push(() => root.removeEventListener(name, onCommand, true));
    }
    // On the window: popstate is the window's, and our events bubble up to it from the document.
    const view = root.defaultView ?? root;
    for (const name of follows) {
      const onFollow = () => present.has(tag) && load(tag);
      view.addEventListener(name, onFollow);
      cleanups.push(() => view.removeEventListener(name, onFollow));
    }
  }

  // --- after the load event: prefetch what is near, ask the wake modules ---------------------------
  /** Islands whose wake module said 'visible' (or 'touched', once touched): drawn when they come near, not only prefetched. */
  const visibleWake = new WeakSet<Element>();
  const near =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              near?.unobserve(entry.target);
              const tag = entry.target.localName;
              if (visibleWake.has(entry.target)) {
                visibleWake.delete(entry.target);
                load(tag);
              } else if (!loading.has(tag)) prefetch(tag);
            }
          },
          { rootMargin: NEAR },
        )
      : undefined;
  cleanups.push(() => near?.disconnect());
  const rules = new Map<string, Promise<WakeRule | undefined>>();

  /** An island its wake module wants drawn once it comes near. */
  const drawNear = (element: Element) => {
    visibleWake.add(element);
    if (near) near.observe(element);
    else load(element.localName);
  };

  /** Asks the tag's wake module (loaded once) about one island. */
  const askWake = (element: Element) => {
    const tag = element.localName;
    const wakeModule = registry[tag]!.wake;
    if (!wakeModule) return;
    let rule = rules.get(tag);
    if (!rule) {
      rule = wakeModule().then(
        (module) => module.default,
        (error: unknown) => void console.warn(`[lto-widgets] could not check <${tag}>`, error),
      );
      rules.set(tag, rule);
    }
    void rule.then((decide) => {
      if (!decide || stopped || loading.has(tag)) return;
      const verdict = decide(element as HTMLElement);
      if (verdict === true) load(tag);
      else if (verdict === 'visible' || (verdict === 'touched' && touched)) drawNear(element);
      else if (verdict === 'touched') untilTouched = [...untilTouched.filter((waiting) => waiting.isConnected), element];
    });
  };

  /** Islands watched for prefetching, per tag: the first few say whether the tag is near enough. */
  const watched = new Map<string, number>();
  const WATCH_PER_TAG = 4;

  const settle = (elements: readonly Element[]) => {
    for (const element of elements) {
      const tag = element.localName;
      if (loading.has(tag) || customElements.get(tag)) continue;
      const seen = watched.get(tag) ?? 0;
      if (seen < WATCH_PER_TAG) {
        watched.set(tag, seen + 1);
        near?.observe(element);
      }
      askWake(element);
    }
  };

  // --- the page's tags, now and later --------------------------------------------------------------
  const found: Element[] = [];
  const note = (elements: Iterable<Element>) => {
    const fresh: Element[] = [];
    for (const element of elements) {
      if (!tags.includes(element.localName)) continue;
      present.add(element.localName);
      fresh.push(element);
    }
    if (afterLoad) settle(fresh);
    else found.push(...fresh);
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        const element = node as Element;
        note([element, ...element.querySelectorAll(selector)]);
      }
    }
  });

  const start = () => {
    if (stopped) return;
    if (selector) note(root.querySelectorAll(selector));
    observer.observe(root.documentElement, { childList: true, subtree: true });
    const onLoaded = () =>
      whenIdle(() => {
        if (stopped) return;
        afterLoad = true;
        settle(found.splice(0));
        const { afterIslands } = options;
        if (afterIslands) whenIdle(() => !stopped && afterIslands());
      });
    if (root.readyState === 'complete') onLoaded();
    else root.defaultView?.addEventListener('load', onLoaded, { once: true });
  };
  if (root.readyState === 'loading') root.addEventListener('DOMContentLoaded', start, { once: true });
  else start();

  return () => {
    stopped = true;
    observer.disconnect();
    for (const cleanup of cleanups) cleanup();
  };
}
