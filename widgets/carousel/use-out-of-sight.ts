import { useEffect, useState } from 'react';

/**
 * Whether content the server could not draw (a recently viewed list, only this browser knows it)
 * may appear in `element` now without moving anything the shopper sees: when the element is below
 * the viewport (what grows under it is out of sight too), or above it where the browser anchors
 * scrolling (CSS overflow-anchor keeps what is in view where it is). While it is in view, the
 * content waits until the shopper has scrolled it out of sight. Once true, it stays true.
 */
export function useOutOfSight(element: HTMLElement, waiting: boolean): boolean {
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    if (!waiting || allowed) return;
    const viewport = () => element.ownerDocument.defaultView?.innerHeight ?? 0;
    const anchors = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('overflow-anchor', 'auto');
    const outOfSight = (box: DOMRectReadOnly, bottom: number) => box.top >= bottom || (anchors && box.bottom <= 0);
    if (outOfSight(element.getBoundingClientRect(), viewport()) || typeof IntersectionObserver !== 'function') {
      setAllowed(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1);
      if (entry && !entry.isIntersecting && outOfSight(entry.boundingClientRect, entry.rootBounds?.bottom ?? viewport())) setAllowed(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, waiting, allowed]);

  return allowed;
}
