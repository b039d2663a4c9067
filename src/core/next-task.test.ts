import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from './next-task';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Whether `promise` has settled after the tasks queued so far have run. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
}

describe('afterNextFrame', () => {
  it('waits for the browser to draw a frame, then for a task after it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((draw) => frames.push(draw));
    const after = afterNextFrame();
    expect(await settledSoon(after), 'no frame drawn yet').toBe(false);
    frames.shift()!(performance.now());
    expect(await settledSoon(after)).toBe(true);
  });

  it('does not wait on a hidden page, which draws no frames (a load in a tab in the background still ends)', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settledSoon(afterNextFrame())).toBe(true);
  });
});
