import { describe, expect, test } from 'vitest';
import { createPostLimiter } from './post-limit.js';

describe('the POST limiter of SHOW_CAPTCHA', () => {
  test('20 POSTs a minute go ahead; the 21st flags the session and is refused, as is every POST after it', () => {
    let time = 0;
    const limiter = createPostLimiter(20, () => time);
    for (let i = 0; i < 20; i++) expect(limiter.post('a')).toBe(true);
    expect(limiter.isFlagged('a')).toBe(false);
    expect(limiter.post('a')).toBe(false);
    expect(limiter.isFlagged('a')).toBe(true);
    time += 10 * 60 * 1000;
    expect(limiter.post('a'), 'still flagged a while later').toBe(false);
    // Another session is its own.
    expect(limiter.post('b')).toBe(true);
    expect(limiter.isFlagged(null)).toBe(false);
  });

  test('POSTs spread over more than a minute never trip it', () => {
    let time = 0;
    const limiter = createPostLimiter(20, () => time);
    for (let i = 0; i < 100; i++) {
      expect(limiter.post('a')).toBe(true);
      time += 3100;
    }
  });

  test('the reset clears the flag and the count: the next 20 go ahead', () => {
    const limiter = createPostLimiter(20, () => 0);
    for (let i = 0; i < 21; i++) limiter.post('a');
    limiter.reset('a');
    expect(limiter.isFlagged('a')).toBe(false);
    for (let i = 0; i < 20; i++) expect(limiter.post('a')).toBe(true);
    expect(limiter.post('a')).toBe(false);
  });

  test('the demo switch flags a session at once', () => {
    const limiter = createPostLimiter();
    limiter.flag('a');
    expect(limiter.isFlagged('a')).toBe(true);
    expect(limiter.post('a')).toBe(false);
  });
});
