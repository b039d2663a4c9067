import { createAttemptLimiter } from './rate-limit.js';

/** How many POSTs a session may make in a minute before it is flagged SHOW_CAPTCHA. */
export const POSTS_PER_MINUTE = 20;

/** Sessions flagged at once that the limiter keeps; past it the oldest flag goes. */
const MAX_FLAGGED = 10_000;

/**
 * SPEC 4.1's session flag SHOW_CAPTCHA, set by a real rate limiter (issue 20): more than 20 POSTs
 * in a minute from one session flag it. While flagged, its POSTs are refused (and not counted),
 * and every page it opens says so in its config block (page.showCaptcha), where <lto-captcha>
 * asks 'Are you human'; its OK calls {rateLimiterReset}, which clears the flag and the count.
 * In memory, as the sign-in limiter: a restart forgets the flags (a shopper is asked no more),
 * and a session's new id at sign-in starts clean.
 */
export interface PostLimiter {
  /** Counts a POST of the session: true when it may go ahead; false when the session is (now) flagged. */
  post(session: string): boolean;
  isFlagged(session: string | null): boolean;
  /** The demo switch: flags the session as the limiter would. */
  flag(session: string): void;
  /** The captcha's OK: the flag and the count are cleared. */
  reset(session: string): void;
}

export function createPostLimiter(perMinute = POSTS_PER_MINUTE, now: () => number = Date.now): PostLimiter {
  const counts = createAttemptLimiter({ perSession: perMinute, perAddress: Number.MAX_SAFE_INTEGER, windowSeconds: 60 }, now);
  const flagged = new Set<string>();
  const flag = (session: string) => {
    flagged.delete(session);
    flagged.add(session);
    // A Set keeps insertion order: the first is the oldest flag.
    while (flagged.size > MAX_FLAGGED) flagged.delete(flagged.values().next().value!);
  };
  return {
    post(session) {
      if (flagged.has(session)) return false;
      if (counts.attempt({ session, address: null }) === 0) return true;
      flag(session);
      return false;
    },
    isFlagged: (session) => session !== null && flagged.has(session),
    flag,
    reset(session) {
      flagged.delete(session);
      counts.forget(session);
    },
  };
}
