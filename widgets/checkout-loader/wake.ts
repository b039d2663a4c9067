/**
 * Loaded by the autoloader after the page's load event. A page the platform renders mid-checkout
 * with the overlay already showing (`state` set) has it drawn by the server, but only the widget
 * makes the page behind it inert and says the state to screen readers: it is drawn at once.
 * Without `state` the loader waits for an `lto:checkout-status` event (registry: commands).
 */
export default function wake(element: HTMLElement): boolean {
  return (element.getAttribute('state') ?? '').trim() !== '';
}
