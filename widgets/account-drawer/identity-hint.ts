/**
 * A hint that the identity provider may know this browser: set when the shopper signs in through
 * it, gone at sign-out or when a silent sign-in finds no provider session. Without it the page
 * loads no OpenID client, opens no hidden frame and asks the provider nothing until the shopper
 * opens the drawer (DESIGN: nothing for the signed-out shopper that only a signed-in one needs).
 * It says only '1': nothing about who.
 */
export const IDENTITY_HINT_COOKIE = 'ltoIdentityHint';

export function hasIdentityHint(doc: Document = document): boolean {
  return new RegExp(`(?:^|;\\s*)${IDENTITY_HINT_COOKIE}=1(?:;|$)`).test(doc.cookie);
}
