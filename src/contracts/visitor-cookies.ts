/**
 * SPEC 4.1's visitor cookies, as the platform and the runtime both read them: the new-user state
 * and the privacy bar's. Pure (a cookie reader is passed in), so the platform's templates decide
 * with the very rule the widgets use (the demo shows the privacy bar from the server with it).
 *  - On the first visit, newUserCookie = newuserfirstvisit (1 day) and newUserCheckCookie =
 *    newuserhadtheirfirstvisit (30 days); on later visits newUserCookie = newusersubsequentvisit.
 *  - The privacy bar shows in the first-visit state until removePrivacyBarCookie = removeprivacybar.
 * Any other value of a cookie, tampered or not, counts as absent.
 */
export const NEW_USER = 'newUserCookie';
export const NEW_USER_CHECK = 'newUserCheckCookie';
export const FIRST_VISIT = 'newuserfirstvisit';
export const HAD_FIRST_VISIT = 'newuserhadtheirfirstvisit';
export const LATER_VISIT = 'newusersubsequentvisit';
export const PRIVACY_BAR_REMOVED_COOKIE = 'removePrivacyBarCookie';
export const PRIVACY_BAR_REMOVED = 'removeprivacybar';

export type VisitorState = 'first' | 'later';
export type CookieReader = (name: string) => string | undefined;

/** The new-user state the cookies say: the first visit lasts as long as its newUserCookie, a day. */
export function visitorStateFrom(cookie: CookieReader): VisitorState {
  if (cookie(NEW_USER_CHECK) !== HAD_FIRST_VISIT) return 'first';
  return cookie(NEW_USER) === FIRST_VISIT ? 'first' : 'later';
}

/** The privacy bar is due: the first-visit state, and not closed. */
export function privacyBarDueFrom(cookie: CookieReader): boolean {
  return visitorStateFrom(cookie) === 'first' && cookie(PRIVACY_BAR_REMOVED_COOKIE) !== PRIVACY_BAR_REMOVED;
}
