import { warnOnce } from '../../src/core/warn';
import { publishHeight } from '../../src/ui/document-inset';
import { privacyBarDue, rememberClosed } from './visibility';

/**
 * The privacy bar over the server's markup (README): the platform writes the text and the close
 * button's form, showing the bar where it is due; this shows or hides it by the cookies (SPEC 4.1:
 * a first visit the shopper has not closed it on), and the close button hides it for 30 days in
 * the page, without the form's round trip. It is fixed to the foot of the window,
 * so showing it moves nothing on the page; while it shows, the document's `--lto-foot-inset` is its
 * height (README): the window's foot it takes, which the document's scroll padding keeps an element
 * the keyboard moves to clear of, and which other bars fixed there (the compare bar) stand on.
 */
const FOOT_INSET = '--lto-foot-inset';

export function startPrivacyBar(element: HTMLElement): () => void {
  const bar = element.querySelector<HTMLElement>('.lto-privacy-bar');
  const close = bar?.querySelector<HTMLButtonElement>('.lto-privacy-bar__close');
  if (!bar || !close) {
    warnOnce('<lto-privacy-bar> has no .lto-privacy-bar with a .lto-privacy-bar__close button: nothing to show');
    return () => {};
  }
  if (!privacyBarDue()) {
    bar.hidden = true;
    return () => {};
  }

  let letGo = () => {};
  const stop = () => {
    letGo();
    close.removeEventListener('click', onClose);
  };
  const onClose = (event: Event) => {
    event.preventDefault();
    rememberClosed();
    const hadFocus = bar.contains(element.ownerDocument.activeElement);
    bar.hidden = true;
    stop();
    if (hadFocus) focusMain(element.ownerDocument);
  };

  bar.hidden = false;
  letGo = publishHeight(bar, FOOT_INSET);
  close.addEventListener('click', onClose);
  return stop;
}

/**
 * The close button the keyboard was on is gone with the bar: the focus goes to the page's main
 * content (as a skip link takes it), where the next Tab carries on, rather than to nowhere.
 */
function focusMain(doc: Document): void {
  const main = doc.querySelector<HTMLElement>('main, [role="main"]');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
}
