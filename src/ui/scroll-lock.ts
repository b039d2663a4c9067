/**
 * Locks the page's scrolling while a panel over it is open (the mobile navigation): the root
 * element's overflow hidden, so neither the wheel nor a finger on the overlay moves the page
 * behind, and, where the page has a scroll bar, its room kept (scrollbar-gutter) so nothing moves
 * sideways when it goes. The page keeps its place: the browser leaves the scroll position of a
 * root it stops scrolling as it was. The function returned undoes it: the root's own styles as
 * they were, and the page back where it was if anything scrolled it meanwhile (a focus moved into
 * view, a script; scrolling to where the page already is does nothing). Locks undone in the
 * reverse order of taking them nest.
 */
export function lockPageScroll(doc: Document = document): () => void {
  const { style, clientWidth } = doc.documentElement;
  const view = doc.defaultView!;
  const { scrollX, scrollY } = view;
  const { overflow, scrollbarGutter } = style;
  style.overflow = 'hidden';
  if (view.innerWidth > clientWidth) style.scrollbarGutter = 'stable';
  return () => {
    Object.assign(style, { overflow, scrollbarGutter });
    view.scrollTo(scrollX, scrollY);
  };
}
