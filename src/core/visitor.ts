import { NEW_USER_LIFE, readCookie, writeCookie } from './cookies';

/**
 * The new-user state of SPEC 4.1, kept in two cookies:
 *  - on the first visit, newUserCookie = newuserfirstvisit (1 day) and newUserCheckCookie =
 *    newuserhadtheirfirstvisit (30 days);
 *  - on later visits, newUserCookie = newusersubsequentvisit (30 days).
 * The first visit lasts as long as its newUserCookie, a day: every page of it is in the
 * first-visit state (the privacy bar shows on each until closed). Any other value of either
 * cookie, tampered or not, counts as absent.
 *
 * The runtime records the visit once per page (the autoloader, at idle after the load event);
 * widgets only read the state. Both read the cookies alone, so the answer is the same before and
 * after the page has recorded its visit.
 */
export const NEW_USER = 'newUserCookie';
export const NEW_USER_CHECK = 'newUserCheckCookie';
export const FIRST_VISIT = 'newuserfirstvisit';
export const HAD_FIRST_VISIT = 'newuserhadtheirfirstvisit';
export const LATER_VISIT = 'newusersubsequentvisit';

export type VisitorState = 'first' | 'later';

export function visitorState(): VisitorState {
  if (readCookie(NEW_USER_CHECK) !== HAD_FIRST_VISIT) return 'first';
  return readCookie(NEW_USER) === FIRST_VISIT ? 'first' : 'later';
}

/** Writes this page's visit into the cookies; returns the state it is in. */
export function recordVisit(): VisitorState {
  if (readCookie(NEW_USER_CHECK) !== HAD_FIRST_VISIT) {
    writeCookie(NEW_USER, FIRST_VISIT, NEW_USER_LIFE.firstVisit);
    writeCookie(NEW_USER_CHECK, HAD_FIRST_VISIT);
    return 'first';
  }
  // Still the first visit's day: its cookie keeps the expiry it was given then.
  if (readCookie(NEW_USER) === FIRST_VISIT) return 'first';
  writeCookie(NEW_USER, LATER_VISIT, NEW_USER_LIFE.later);
  return 'later';
}
