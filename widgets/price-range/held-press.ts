/**
 * A press on the slider made before the widget's code had come (a desktop's pointer is quicker
 * than the code its arrival over the slider asked for): held by the wake module
 * (press-before-code.ts) on the element, taken by the widget once drawn, which then moves the
 * thumb where the pointer is, and follows it while it is still held (PriceSlider.tsx). The key is
 * written out in both modules: a module they shared would be a chunk of its own.
 */
export interface HeldPress {
  pointerId: number;
  /** Where the pointer is now (the wake module follows it until it lets go), in the window's pixels. */
  x: number;
  /** Whether the button is still held. */
  down: boolean;
}

const HELD_PRESS = Symbol.for('lto-widgets.price-range.held-press');

type Holding = HTMLElement & { [HELD_PRESS]?: HeldPress };

/** The press held on the element, once: taken away as it is read. */
export function takeHeldPress(element: HTMLElement): HeldPress | undefined {
  const press = (element as Holding)[HELD_PRESS];
  delete (element as Holding)[HELD_PRESS];
  return press;
}
