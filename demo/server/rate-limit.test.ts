import { describe, expect, test } from 'vitest';
import { createAttemptLimiter } from './rate-limit.js';

describe('the sign-in and registration attempt limiter', () => {
  const limits = { perSession: 3, perAddress: 5, windowSeconds: 60 };

  test('lets a session try its limit, then says how long to wait; the window moves on', () => {
    let time = 0;
    const limiter = createAttemptLimiter(limits, () => time);
    for (let i = 0; i < 3; i++) expect(limiter.attempt({ session: 'a', address: null })).toBe(0);
    time = 10_000;
    expect(limiter.attempt({ session: 'a', address: null })).toBe(50);
    time = 60_001;
    expect(limiter.attempt({ session: 'a', address: null })).toBe(0);
  });

  test('counts an address across sessions, and sessions apart from each other', () => {
    const limiter = createAttemptLimiter(limits, () => 0);
    for (const session of ['a', 'b', 'c', 'd', 'e']) expect(limiter.attempt({ session, address: '10.0.0.1' })).toBe(0);
    expect(limiter.attempt({ session: 'f', address: '10.0.0.1' })).toBeGreaterThan(0);
    expect(limiter.attempt({ session: 'f', address: '10.0.0.2' })).toBe(0);
  });

  test('a refused attempt is not counted, so waiting out the window is enough', () => {
    let time = 0;
    const limiter = createAttemptLimiter(limits, () => time);
    for (let i = 0; i < 3; i++) limiter.attempt({ session: 'a', address: null });
    for (let i = 0; i < 10; i++) expect(limiter.attempt({ session: 'a', address: null })).toBeGreaterThan(0);
    time = 60_001;
    expect(limiter.attempt({ session: 'a', address: null })).toBe(0);
  });

  test('forgets the stalest keys past 10,000, so a flood of fresh sessions cannot grow it without end', () => {
    const limiter = createAttemptLimiter({ ...limits, perSession: 1 }, () => 0);
    for (let i = 0; i <= 10_000; i++) limiter.attempt({ session: `s${i}`, address: null });
    expect(limiter.attempt({ session: 's0', address: null }), 'forgotten').toBe(0);
    expect(limiter.attempt({ session: 's10000', address: null }), 'still counted').toBeGreaterThan(0);
  });
});
