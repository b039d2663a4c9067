import { readCookie, writeCookie } from '../../src/core/cookies';
import { visitorState } from '../../src/core/visitor';

/** SPEC 4.1: the cookie that keeps the bar closed, and its one meaningful value (30 days, the cookie table's). */
export const REMOVE_COOKIE = 'removePrivacyBarCookie';
export const REMOVED = 'removeprivacybar';

/** Shown only in the first-visit state, and only until the shopper closed it (any other value counts as absent). */
export function privacyBarDue(): boolean {
  return visitorState() === 'first' && readCookie(REMOVE_COOKIE) !== REMOVED;
}

export function rememberClosed(): void {
  writeCookie(REMOVE_COOKIE, REMOVED);
}
