/**
 * Typed DOM events for host-page scripts. Each widget that changes shared state dispatches one.
 * Widgets add their event names to this map by declaration merging:
 *
 *   declare module '../../src/core/events' {
 *     interface LtoEventMap { 'lto:compare-change': { items: CompareItem[] } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LtoEventMap {}

export type LtoEventName = keyof LtoEventMap & `lto:${string}`;

/** Dispatches a bubbling, composed CustomEvent from `target` (an island's element, or document). */
export function emit<K extends LtoEventName>(target: EventTarget, name: K, detail: LtoEventMap[K]): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** Listens for one of our events; returns the function that stops listening. */
export function on<K extends LtoEventName>(
  target: EventTarget,
  name: K,
  listener: (event: CustomEvent<LtoEventMap[K]>) => void,
): () => void {
  const handler = (event: Event) => listener(event as CustomEvent<LtoEventMap[K]>);
  target.addEventListener(name, handler);
  return () => target.removeEventListener(name, handler);
}
