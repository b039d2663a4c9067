import { focusableIn, focusOn, isDrawn } from '../../src/ui/focusable';
import { articlesOf } from './listing-markup';
import { FEED } from './markup-hooks';

/** The first control Tab reaches after `feed` (`after`), or the last one before it. */
function controlBeside(feed: Element, after: boolean): HTMLElement | undefined {
  const controls = focusableIn(feed.ownerDocument).filter((control) => !feed.contains(control) && !control.contains(feed) && isDrawn(control));
  const side = after ? Node.DOCUMENT_POSITION_FOLLOWING : Node.DOCUMENT_POSITION_PRECEDING;
  const beside = controls.filter((control) => feed.compareDocumentPosition(control) & side);
  return after ? beside[0] : beside.at(-1);
}

/**
 * The APG feed pattern's keys, from anywhere in a listing's results: Page Down and Page Up move
 * the focus to the next and the previous result, Ctrl+End to the first control after the results
 * and Ctrl+Home to the last one before them. With infinite scroll, Tab alone walks every result
 * appended on the way (each tile has several stops) before it reaches the footer. At the first or
 * the last result Page Up and Down scroll as the browser does.
 */
export function moveInFeed(event: KeyboardEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const feed = target?.closest(FEED);
  if (!target || !feed || event.altKey || event.metaKey || event.shiftKey) return;
  if (event.ctrlKey) {
    const to = event.key === 'End' || event.key === 'Home' ? controlBeside(feed, event.key === 'End') : undefined;
    if (!to) return;
    event.preventDefault();
    to.focus();
    return;
  }
  if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
  const articles = articlesOf(feed);
  const at = articles.findIndex((article) => article.contains(target));
  const to = at < 0 ? undefined : articles[at + (event.key === 'PageDown' ? 1 : -1)];
  if (!to) return;
  event.preventDefault();
  // Its top at the top of the window, below what the page keeps there (a sticky header).
  focusOn(to, true);
  to.scrollIntoView?.({ block: 'start' });
}
