import type { HeldPress } from './held-press';

const HELD_PRESS = Symbol.for('lto-widgets.price-range.held-press');

type Holding = HTMLElement & { [HELD_PRESS]?: HeldPress };

const holding = new WeakSet<Element>();

/**
 * A press on the slider before the widget is drawn (the server's thumb dragged as the browser
 * drags any range input, or the track pressed) is held on the element, with where the pointer goes
 * until it lets go, for the widget to take once drawn (held-press.ts): the range the shopper
 * dragged to is then shown. Without it the drag moved the server's thumb, refined nothing, and was
 * lost when the widget drew its own. A touch the browser takes for a scroll (pointercancel) is no
 * press.
 */
export function holdPressUntilDrawn(element: HTMLElement): void {
  if (holding.has(element)) return;
  holding.add(element);
  element.addEventListener('pointerdown', (event) => {
    if (element.hasAttribute('data-lto-ready') || event.button !== 0 || !event.isPrimary) return;
    if (!(event.target instanceof Element) || !event.target.closest('.lto-price-range__slider')) return;
    const press: HeldPress = { pointerId: event.pointerId, x: event.clientX, down: true };
    (element as Holding)[HELD_PRESS] = press;
    const win = element.ownerDocument.defaultView ?? window;
    const follow = (next: PointerEvent) => {
      if (next.pointerId !== press.pointerId) return;
      press.x = next.clientX;
      if (next.type === 'pointermove') return;
      press.down = false;
      if (next.type === 'pointercancel' && (element as Holding)[HELD_PRESS] === press) delete (element as Holding)[HELD_PRESS];
      for (const type of ['pointermove', 'pointerup', 'pointercancel'] as const) win.removeEventListener(type, follow);
    };
    for (const type of ['pointermove', 'pointerup', 'pointercancel'] as const) win.addEventListener(type, follow);
  });
}
