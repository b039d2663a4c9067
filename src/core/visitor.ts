import { FIRST_VISIT, HAD_FIRST_VISIT, LATER_VISIT, NEW_USER, NEW_USER_CHECK, visitorStateFrom, type VisitorState } from '../contracts/visitor-cookies';
import { NEW_USER_LIFE, readCookie, writeCookie } from './cookies';

/**
 * The new-user state of SPEC 4.1 (src/contracts/visitor-cookies.ts: its cookies and the rule).
 * The runtime records the visit once per page (the autoloader, at idle after the load event);
 * widgets only read the state. Both read the cookies alone, so the answer is the same before and
 * after the page has recorded its visit.
 */
export type { VisitorState };

export function visitorState(): VisitorState {
  return visitorStateFrom(readCookie);
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
