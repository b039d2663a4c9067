import { pick, readConfigBlock } from '../../src/core/config-block';
import { readCookie } from '../../src/core/cookies';
import { consentDialogDue } from './due';

/**
 * Loaded by the autoloader after the page's load event: the dialog must show without the
 * shopper's intent. Where it is not due (COOKIE_HINT off, consent given, the privacy policy page)
 * nothing more is loaded.
 */
export default function wake(element: HTMLElement): boolean {
  const block = readConfigBlock(element.ownerDocument);
  return consentDialogDue(pick(block, 'preferences', 'COOKIE_HINT'), pick(block, 'page', 'type'), readCookie('dw_cookies_accepted'));
}
