/**
 * Typed DOM events for host-page scripts. Each widget that changes shared state dispatches one.
 * Their names and details are contracts, declared in src/contracts/*-events.ts, each adding its
 * events to this map by declaration merging:
 *
 *   export const COMPARE_CHANGE_EVENT = 'lto:compare-change';
 *   declare module '../core/events' {
 *     interface LtoEventMap { [COMPARE_CHANGE_EVENT]: CompareChangeDetail }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LtoEventMap {}

export type LtoEventName = keyof LtoEventMap & `lto:${string}`;

/** Our events as the DOM dispatches them: `document.addEventListener(COMPARE_CHANGE_EVENT, (e) => e.detail.items)`. */
type LtoDomEventMap = { [K in LtoEventName]: CustomEvent<LtoEventMap[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LtoDomEventMap {}
}

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
