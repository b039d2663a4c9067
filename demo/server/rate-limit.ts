/** How many credential attempts (sign-in, registration) a key may make in the window. */
export interface AttemptLimits {
  perSession: number;
  perAddress: number;
  windowSeconds: number;
}

/**
 * Per shopper session 10 tries, per network address 30, in 10 minutes: a shopper who mistypes is
 * never stopped, a script guessing passwords (or making the server hash for it) soon is.
 */
export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = { perSession: 10, perAddress: 30, windowSeconds: 600 };

/** Keys the limiter forgets first when it holds this many (the oldest attempts go first). */
const MAX_KEYS = 10_000;

export interface AttemptLimiter {
  /**
   * Counts one attempt for the session and the address (either may be unknown) and answers 0 when
   * it may go ahead, else the seconds until it may. A refused attempt is not counted.
   */
  attempt(who: { session: string | null; address: string | null }): number;
  /** Forgets the session's attempts (the captcha answered: its count starts again). */
  forget(session: string): void;
}

/**
 * Sign-in and registration attempts per session and per address, in memory (a restart forgets
 * them, which only gives a guesser a fresh window). One limiter serves the storefront's forms and
 * the identity provider's, so moving between them gains nothing. The captcha's limiter of all
 * POSTs (post-limit.ts) counts with one of these too.
 */
export function createAttemptLimiter(limits: AttemptLimits = DEFAULT_ATTEMPT_LIMITS, now: () => number = Date.now): AttemptLimiter {
  const seen = new Map<string, number[]>();
  const windowMs = limits.windowSeconds * 1000;

  /** The key's attempts still in the window, oldest first. */
  const recent = (key: string, at: number): number[] => {
    const kept = (seen.get(key) ?? []).filter((time) => time > at - windowMs);
    if (kept.length === 0) seen.delete(key);
    else seen.set(key, kept);
    return kept;
  };

  const record = (key: string, at: number): void => {
    const attempts = [...recent(key, at), at];
    seen.delete(key);
    seen.set(key, attempts);
    // Map keeps insertion order, and a key is re-inserted on each attempt: the first is the stalest.
    while (seen.size > MAX_KEYS) seen.delete(seen.keys().next().value!);
  };

  return {
    attempt({ session, address }) {
      const at = now();
      const keys: [string, number][] = [];
      if (session) keys.push([`session:${session}`, limits.perSession]);
      if (address) keys.push([`address:${address}`, limits.perAddress]);
      let wait = 0;
      for (const [key, limit] of keys) {
        const attempts = recent(key, at);
        if (attempts.length >= limit) wait = Math.max(wait, Math.ceil((attempts[attempts.length - limit]! + windowMs - at) / 1000));
      }
      if (wait > 0) return wait;
      for (const [key] of keys) record(key, at);
      return 0;
    },
    forget(session) {
      seen.delete(`session:${session}`);
    },
  };
}
