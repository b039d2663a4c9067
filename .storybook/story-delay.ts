import { delay } from 'msw';

/**
 * A slow answer of a story's mock endpoint. Storybook shows it at the speed a merchandiser should
 * see (a busy button for 2.5 s, or for good with 'infinite'); the story tests under Vitest wait a fifth of that, long enough to
 * see the busy state, short enough that a few dozen of them do not make the inner loop slow.
 */
const SCALE = typeof process !== 'undefined' && process.env?.['VITEST'] ? 0.2 : 1;

export function storyDelay(ms: number | 'infinite'): Promise<void> {
  return delay(ms === 'infinite' ? ms : Math.round(ms * SCALE));
}
