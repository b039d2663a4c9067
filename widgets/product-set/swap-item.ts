import { focusOn } from '../../src/ui/focusable';
import type { SafeHtml } from '../../src/ui/safe-fragment';
import { ITEM, SWATCH } from './set-items';

/**
 * Puts the loaded item in place of the old one: the fragment's first set item, or its first
 * element. Returns the new item, or null (nothing changed) when the fragment has no element.
 */
export function swapItem(old: Element, safe: SafeHtml): Element | null {
  const template = document.createElement('template');
  // A TrustedHTML from DOMPurify's policy under Trusted Types; a string elsewhere.
  template.innerHTML = safe as unknown as string;
  const fresh = template.content.querySelector(ITEM) ?? template.content.firstElementChild;
  if (!fresh) return null;
  if (!fresh.matches(ITEM)) fresh.setAttribute('data-lto-set-item', '');
  old.replaceWith(fresh);
  return fresh;
}

/**
 * Focus would be lost with the swatch the shopper clicked: it goes to the same swatch in the new
 * item (same query or link), else to the item itself.
 */
export function refocus(item: Element, clicked: { query: string | null; href: string | null }): void {
  const same = [...item.querySelectorAll<HTMLElement>(SWATCH)].find(
    (swatch) => swatch.getAttribute('data-lto-set-swatch') === clicked.query || (clicked.href !== null && swatch.getAttribute('href') === clicked.href),
  );
  if (same) return same.focus();
  if (item instanceof HTMLElement) focusOn(item);
}
