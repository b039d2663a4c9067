import { pick, readConfigBlock } from '../../src/core/config-block';

/**
 * Loaded by the autoloader after the page's load event. The loader is drawn then, without waiting
 * for an event, in two cases:
 * - a page the platform renders mid-checkout with the overlay already showing (`state` set): the
 *   server drew it, but only the widget makes the page behind inert and says the state;
 * - a checkout page (config block `page.type` 'checkout'): a step's form sends its first state
 *   when it posts, and a fast answer would come before the loader's code, which is asked for by
 *   that event; the shopper would never see 'We are processing your request'.
 * Elsewhere the first `lto:checkout-status` event asks for it (registry: commands).
 */
export default function wake(element: HTMLElement): boolean {
  if ((element.getAttribute('state') ?? '').trim() !== '') return true;
  return pick(readConfigBlock(element.ownerDocument), 'page', 'type') === 'checkout';
}
