import { isDrawn } from '../../src/ui/focusable';

/**
 * Whether the shopper is in the middle of something the pop-up must not cover: another dialog open
 * on the page (one of ours, like a store dialog, or the host page's own), or a form field with the
 * focus (opening a modal then would make the form inert mid-typing).
 */
const DIALOGS = 'dialog[open], [role="dialog"], [role="alertdialog"], [aria-modal="true"]';
/** Inputs that are buttons, not fields the shopper types or picks in. */
const BUTTON_INPUTS = new Set(['button', 'submit', 'reset', 'image', 'hidden']);

function isFormField(element: Element): boolean {
  if (element.localName === 'input') return !BUTTON_INPUTS.has((element as HTMLInputElement).type);
  if (element.localName === 'select' || element.localName === 'textarea') return true;
  return element instanceof HTMLElement && element.isContentEditable;
}

function isShown(element: Element): boolean {
  if (element.localName === 'dialog' && !element.hasAttribute('open')) return false;
  if (element.closest('[hidden]')) return false;
  return isDrawn(element);
}

/** `own`: the pop-up's element, whose own dialog does not count. */
export function shopperIsBusy(doc: Document, own: Element): boolean {
  const active = doc.activeElement;
  if (active && !own.contains(active) && isFormField(active)) return true;
  return [...doc.querySelectorAll(DIALOGS)].some((dialog) => !own.contains(dialog) && isShown(dialog));
}
