/**
 * A bar fixed to an edge of the window tells the page how much of it the bar takes: the bar's
 * height, kept up to date as it changes (a message wraps, the window narrows, the bar empties to
 * 0), is a custom property on the document element until the returned function lets go (the
 * property is then removed). Pages pad their end or their scroll padding with it (WCAG 2.4.11: a
 * focused control is not hidden under the bar), and other bars fixed at the same edge stand on
 * it. Used without React too (a wake function, for the server's drawing of a bar).
 */
export function publishHeight(bar: HTMLElement, property: string): () => void {
  const root = bar.ownerDocument.documentElement;
  // A bar taken out of the page says nothing more (its last height would be 0).
  const measure = () => {
    if (bar.isConnected) root.style.setProperty(property, `${bar.offsetHeight}px`);
  };
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
  measure();
  resized?.observe(bar);
  return () => {
    resized?.disconnect();
    root.style.removeProperty(property);
    if (!root.style.length) root.removeAttribute('style');
  };
}
