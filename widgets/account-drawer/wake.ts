import { pick, readConfigBlock } from '../../src/core/config-block';
import { hasIdentityHint } from './identity-hint';

/**
 * Loaded by the autoloader after the page's load event. The drawer signs in silently on arrival
 * (SPEC 4.3) only where that can succeed: identity sign-in on, the page signed out, and this
 * browser signed in through the provider before. Everyone else gets the drawer on intent.
 */
export default function wake(element: HTMLElement): boolean {
  const on = pick(readConfigBlock(element.ownerDocument), 'preferences', 'identityLoginEnabled');
  return (on === true || on === 'true') && !element.hasAttribute('signed-in') && hasIdentityHint(element.ownerDocument);
}
