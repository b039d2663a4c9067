import { PRIVACY_BAR_REMOVED, PRIVACY_BAR_REMOVED_COOKIE, privacyBarDueFrom } from '../../src/contracts/visitor-cookies';
import { readCookie, writeCookie } from '../../src/core/cookies';

/** Shown only in the first-visit state, and only until the shopper closed it (SPEC 4.1; the rule the platform's templates use too). */
export function privacyBarDue(): boolean {
  return privacyBarDueFrom(readCookie);
}

/** Closed: removePrivacyBarCookie for 30 days (the cookie table's). */
export function rememberClosed(): void {
  writeCookie(PRIVACY_BAR_REMOVED_COOKIE, PRIVACY_BAR_REMOVED);
}
