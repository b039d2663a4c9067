/**
 * When islands mount, once their widget's code has run (the autoloader decides when that is).
 * Mounting every island of a 60-tile listing at once is one long task that blocks the page.
 * Instead each island joins this queue when connected: the one the shopper is using mounts at
 * once (the autoloader marked it urgent, or focus, a touch, click or key reaches it while it
 * waits; a pointer coming over it, in the next task); those in or near the viewport next, a slice
 * at a time, yielding to the browser between slices; the others when they come near the viewport
 * or when the browser is idle. Until then the element shows the server's markup, which has its
 * final size.
 *
 * A mount may return a promise of when it is drawn: the next slice waits for the slice before it,
 * so the work of drawing (which can come after the mount call returns) stays in slices too.
 */
const SLICE_MS = 8;
/** At most this many islands a slice, however cheap their mount calls: they are drawn together. */
const SLICE_ISLANDS = 16;
/** A slice whose islands never report drawn must not stop the queue for the rest of the page. */
const DRAWN_TIMEOUT_MS = 1000;
/** How far outside the viewport an island counts as near: half a screen above and below. */
const NEAR = '50% 0px';
/** Mount what is left by then even if the browser never goes idle. */
const IDLE_TIMEOUT_MS = 2000;

/** `urgent`: the shopper is using the island, draw it at once rather than in the next slice's transition. */
type Mount = (urgent: boolean) => void | Promise<unknown>;

/** Set by the autoloader (island-protocol.ts) on the island the shopper is using, and on one a pointer is pressed on. */
const URGENT = Symbol.for('lto-widgets.urgent');
const PRESSED = Symbol.for('lto-widgets.pressed');
type Marked = Element & { [URGENT]?: boolean; [PRESSED]?: boolean };
/** How long after a pointer is released its click may still come (a tap's click follows its touchend). */
const CLICK_AFTER_RELEASE_MS = 300;
const USE = ['pointerover', 'focusin', 'touchstart', 'click', 'keydown', 'submit'] as const;

const waiting = new Map<Element, Mount>();
const ready: Element[] = [];
let observer: IntersectionObserver | undefined;
/** A slice is scheduled, or one ran and its islands are not drawn yet. */
let sliceScheduled = false;
let idleScheduled = false;

/** Queues `mount` for `element`; without IntersectionObserver (no layout at all) it runs at once. */
export function queueMount(element: Element, mount: Mount): void {
  if (typeof IntersectionObserver === 'undefined' || (element as Marked)[URGENT]) {
    const urgent = (element as Marked)[URGENT] === true;
    delete (element as Marked)[URGENT];
    whenNotPressed(element, () => mount(urgent));
    return;
  }
  waiting.set(element, mount);
  listenForUse(element.ownerDocument);
  observer ??= new IntersectionObserver(onNear, { rootMargin: NEAR });
  observer.observe(element);
  scheduleIdle();
}

/** The element left the page before it was mounted. */
export function cancelMount(element: Element): void {
  if (!waiting.delete(element)) return;
  observer?.unobserve(element);
  const index = ready.indexOf(element);
  if (index >= 0) ready.splice(index, 1);
}

/**
 * Runs `mount` now or, while the shopper holds a pointer down on the island, once the click of
 * that press has been dispatched (and the browser has done its own part: a summary opens its
 * details). Drawing takes the server's elements away, and a press on one of them released on the
 * widget's makes no click at all.
 */
function whenNotPressed(element: Element, mount: () => void): void {
  if (!(element as Marked)[PRESSED]) return mount();
  const doc = element.ownerDocument;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    doc.removeEventListener('pointerup', released, true);
    doc.removeEventListener('pointercancel', finish, true);
    doc.removeEventListener('click', finish, true);
    setTimeout(mount, 0);
  };
  const released = () => (timer = setTimeout(finish, CLICK_AFTER_RELEASE_MS));
  doc.addEventListener('pointerup', released, true);
  doc.addEventListener('pointercancel', finish, true);
  doc.addEventListener('click', finish, true);
}

/**
 * Mounts a waiting island now, as urgent: the shopper is using it, or a widget needs it drawn
 * before the next paint (a sidebar the shopper had open, in the refinements a reload put in place
 * of the old). Nothing for an element that is not waiting.
 */
export function mountNow(element: Element): void {
  const mount = waiting.get(element);
  if (!mount) return;
  cancelMount(element);
  whenNotPressed(element, () => void mount(true));
}

const listening = new WeakSet<Document>();

/**
 * One listener per event type for the whole page (capture phase, before the island's own): the
 * nearest waiting island around the event's target mounts at once. Walking up the target's
 * ancestors costs a Map look-up each, whatever the number of waiting islands.
 *
 * A pointer coming over an island mounts it in a task of its own, right after: the browser sends
 * pointerover with the frame it draws (also when the page moved under a pointer at rest, as
 * 'load more' does), and a mount inside it made that frame one long task. A press, focus or key
 * that comes first still mounts it at once.
 */
function listenForUse(doc: Document): void {
  if (listening.has(doc)) return;
  listening.add(doc);
  const onUse = (event: Event) => {
    if (waiting.size === 0) return;
    for (let node = event.target instanceof Element ? event.target : null; node; node = node.parentElement) {
      if (!waiting.has(node)) continue;
      const island = node;
      if (event.type === 'pointerover') setTimeout(() => mountNow(island), 0);
      else mountNow(island);
      return;
    }
  };
  for (const type of USE) doc.addEventListener(type, onUse, { capture: true, passive: true });
}

function onNear(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    observer?.unobserve(entry.target);
    if (waiting.has(entry.target)) ready.push(entry.target);
  }
  scheduleSlice();
}

function scheduleSlice() {
  if (sliceScheduled || ready.length === 0) return;
  sliceScheduled = true;
  setTimeout(runSlice, 0);
}

function runSlice() {
  const start = performance.now();
  const drawn: unknown[] = [];
  while (ready.length > 0 && drawn.length < SLICE_ISLANDS && performance.now() - start < SLICE_MS) {
    const element = ready.shift()!;
    const mount = waiting.get(element);
    waiting.delete(element);
    if (mount && (element as Marked)[PRESSED]) whenNotPressed(element, () => void mount(false));
    else drawn.push(mount?.(false));
  }
  let done = false;
  const next = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    sliceScheduled = false;
    scheduleSlice();
  };
  const timer = setTimeout(next, DRAWN_TIMEOUT_MS);
  void Promise.all(drawn).then(next, next);
}

function scheduleIdle() {
  if (idleScheduled) return;
  idleScheduled = true;
  const whenIdle = () => {
    idleScheduled = false;
    for (const element of waiting.keys()) {
      if (ready.includes(element)) continue;
      observer?.unobserve(element);
      ready.push(element);
    }
    scheduleSlice();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(whenIdle, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(whenIdle, IDLE_TIMEOUT_MS);
}

/**
 * For tests: forget the waiting islands and the observer, made from the IntersectionObserver of
 * the test that first queued an island (a stand-in that may see everything).
 */
export function resetMountQueue(): void {
  observer?.disconnect();
  observer = undefined;
  waiting.clear();
  ready.length = 0;
  sliceScheduled = false;
  idleScheduled = false;
}
