/** The bars being measured, by the property each says its height in: one observer for a bar and property. */
const published = new WeakMap<HTMLElement, Map<string, () => void>>();

/**
 * A bar fixed to an edge of the window tells the page how much of it the bar takes: the bar's
 * height, kept up to date as it changes (a message wraps, the window narrows, the bar empties to
 * 0), is a custom property on the document element (by default `--{tag}-height`) until the
 * returned function lets go (the property is then removed). Pages pad their end or their scroll
 * padding with it (WCAG 2.4.11: a focused control is not hidden under the bar), and other bars
 * fixed at the same edge stand on it. Asked again for the same bar and property (a wake function
 * for the server's bar, then the widget), it measures once and answers the same function. Used
 * without React too.
 */
export function publishHeight(bar: HTMLElement, property = `--${bar.localName}-height`): () => void {
  const byProperty = published.get(bar) ?? new Map<string, () => void>();
  published.set(bar, byProperty);
  const already = byProperty.get(property);
  if (already) return already;
  const root = bar.ownerDocument.documentElement;
  // A bar taken out of the page says nothing more (its last height would be 0).
  const measure = () => {
    if (bar.isConnected) root.style.setProperty(property, `${bar.offsetHeight}px`);
  };
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
  measure();
  resized?.observe(bar);
  const letGo = () => {
    byProperty.delete(property);
    resized?.disconnect();
    root.style.removeProperty(property);
    if (!root.style.length) root.removeAttribute('style');
  };
  byProperty.set(property, letGo);
  return letGo;
}
