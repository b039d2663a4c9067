/**
 * The show-filter opener (SPEC 2.6): a link elsewhere on the page, marked
 * `data-lto-refinements-opener`, to an element inside the refinements (their heading). Without
 * our script it goes to them; drawn, the widget makes it the button that opens them as a sidebar
 * below 1024px (from 1024px the platform hides it, and it stays a link).
 */
export const OPENER = '[data-lto-refinements-opener]';

/** Below this width the refinements open as a sidebar (SPEC 2.6, 9.5). */
export const WIDE = '(min-width: 1024px)';

export const isWide = (): boolean => typeof matchMedia === 'function' && matchMedia(WIDE).matches;

/** The page's openers of `element`: marked links whose fragment names an element inside it. */
export function openersOf(element: HTMLElement): HTMLElement[] {
  const doc = element.ownerDocument;
  return [...doc.querySelectorAll<HTMLElement>(OPENER)].filter((opener) => {
    const id = opener instanceof HTMLAnchorElement ? decodeURIComponent(opener.hash.slice(1)) : '';
    const target = id ? doc.getElementById(id) : null;
    return target !== null && element.contains(target);
  });
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Makes `link` a button that calls `open` (a click, Enter, or Space as on any button) below
 * 1024px, and says it opens a dialog. Returns what undoes it.
 */
export function actAsOpener(link: HTMLElement, open: (opener: HTMLElement) => void): () => void {
  const role = link.getAttribute('role');
  const popup = link.getAttribute('aria-haspopup');
  link.setAttribute('role', 'button');
  link.setAttribute('aria-haspopup', 'dialog');
  const onClick = (event: MouseEvent) => {
    // A new tab, or a window wide enough to show the refinements beside the results: the link's own way.
    if (event.defaultPrevented || !isPlainClick(event) || isWide()) return;
    event.preventDefault();
    open(link);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' || event.defaultPrevented || isWide()) return;
    event.preventDefault();
    open(link);
  };
  link.addEventListener('click', onClick);
  link.addEventListener('keydown', onKeyDown);
  return () => {
    link.removeEventListener('click', onClick);
    link.removeEventListener('keydown', onKeyDown);
    if (role === null) link.removeAttribute('role');
    else link.setAttribute('role', role);
    if (popup === null) link.removeAttribute('aria-haspopup');
    else link.setAttribute('aria-haspopup', popup);
  };
}
