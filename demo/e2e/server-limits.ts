import { DEFAULT_ATTEMPT_LIMITS } from '../server/rate-limit.js';

/**
 * What the browser tests' demo servers are started with: every page of every test comes from one
 * address (127.0.0.1), which the per-address limit on sign-ins (30 in 10 minutes) takes for one
 * machine guessing passwords once a worker's tests have signed in 30 times (the suite's did, and
 * its sign-ins failed with 429). Each test's shopper keeps the per-session limit. The limits
 * themselves are tested against servers of their own (demo/server/rate-limit.test.ts,
 * security-sign-in.test.ts).
 */
export const TEST_SERVER_LIMITS = { attemptLimits: { ...DEFAULT_ATTEMPT_LIMITS, perAddress: 100_000 } };
