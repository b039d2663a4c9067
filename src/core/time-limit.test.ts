import { afterEach, describe, expect, it, vi } from 'vitest';
import { withinTime } from './time-limit';

afterEach(() => void vi.useRealTimers());

describe('an outside service within a time', () => {
  it('gives the value, a promise resolved in time, or the failure of a function that throws or rejects', async () => {
    await expect(withinTime(100, () => 'now', 'late')).resolves.toBe('now');
    await expect(withinTime(100, async () => 'soon', 'late')).resolves.toBe('soon');
    await expect(
      withinTime(100, () => {
        throw new Error('thrown');
      }, 'late'),
    ).rejects.toThrow('thrown');
    await expect(withinTime(100, () => Promise.reject('not an Error'), 'late')).rejects.toThrow('not an Error');
  });

  it('fails with its message when the work never answers', async () => {
    vi.useFakeTimers();
    const never = withinTime(15_000, () => new Promise<never>(() => {}), 'device kit timed out');
    vi.advanceTimersByTime(15_000);
    await expect(never).rejects.toThrow('device kit timed out');
  });
});
