import { pick, readConfigBlock } from '../../src/core/config-block';
import { decideOnce } from './display-state';

/**
 * Loaded by the autoloader after the page's load event: records the visit (SPEC 4.1) and wakes
 * the pop-up only on a page that shows it. The first page of a visit, every page after it was
 * closed and the excluded pages load nothing more.
 */
export default function wake(element: HTMLElement): boolean {
  const win = element.ownerDocument.defaultView;
  const pageType = pick(readConfigBlock(element.ownerDocument), 'page', 'type');
  return !!win && decideOnce(element, win, typeof pageType === 'string' ? pageType : 'other');
}
