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
    const anchors = typeof CSS !== 'undefined' && CSS.supports?.('overflow-anchor', 'auto');
    const outOfSight = (box: DOMRectReadOnly) => box.top >= innerHeight || (anchors && box.bottom <= 0);
    if (typeof IntersectionObserver !== 'function' || outOfSight(element.getBoundingClientRect())) return setAllowed(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting && outOfSight(entry.boundingClientRect))) setAllowed(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, waiting, allowed]);

  return allowed;
}
