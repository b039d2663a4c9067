/**
 * What the autoloader (dist/lto-widgets.js, on every page) and the widget runtime (loaded with
 * the first widget) tell each other through an island's element. They are separate bundles with
 * no module in common (a shared module would be one more request before anything runs), so this
 * file holds types only, and each side writes the same `Symbol.for` keys itself;
 * island-protocol.test.ts checks that they agree:
 *
 *  - 'lto-widgets.early-actions': what the shopper did to an island before its code ran (the
 *    autoloader recorded it and stopped the browser's own reaction); the runtime acts on each
 *    once the island is drawn, so nothing is lost and nothing happens twice.
 *  - 'lto-widgets.urgent': the shopper is using this island now: draw it first, at once.
 *  - 'lto-widgets.pressed': a pointer is down on this island (not drawn yet): draw it once that
 *    press's click has happened, or the click is lost with the element it was pressed on.
 */

/** Where an element is inside its island: child indexes from the island element down. */
export type ElementPath = readonly number[];

export type EarlyAction =
  | { type: 'click'; path: ElementPath }
  /**
   * A click on an element outside the island that opens it (a `data-lto-zip-modal` link): clicked
   * again once drawn. When the opener is in another island (the zip banner's link), that island
   * and the path to it too: drawn meanwhile, it has the widget's element at that place.
   */
  | { type: 'opener'; element: Element; within?: { island: Element; path: ElementPath } }
  | { type: 'key'; path: ElementPath; key: string; shiftKey: boolean }
  | { type: 'submit'; path: ElementPath; submitter: ElementPath | null }
  /** An event that asks the widget to act (lto:zip-modal-open): dispatched again on document once drawn. */
  | { type: 'event'; name: string; detail: unknown }
  /**
   * A choice in one of the server's selects (its keys change it natively, unheld): heard once
   * drawn, where the widget keeps that very select (one it draws anew gets the choice with the
   * fields' state).
   */
  | { type: 'change'; element: Element }
  /** A field the shopper left (focus-out): checked once drawn, as the widget checks a field left. */
  | { type: 'blur'; path: ElementPath };
