import { afterNextFrame } from '../../src/core/next-task';

/**
 * Marks results once the browser has laid them out: only then may a result far from the window go
 * unrendered (product-grid.css), and it then counts as the height it was drawn with. A result
 * that was never laid out has no such height: counted as a guess, it grew as the shopper came to
 * it (a row of Spanish tiles by 57 px), and what they were about to press moved away under them.
 */
export const LAID_OUT = 'data-lto-grid-laid-out';

/** After the browser's next frame (it records sizes as it draws), marks `results` laid out. */
export function markLaidOut(results: readonly Element[]): void {
  if (results.length === 0) return;
  void afterNextFrame().then(() => {
    for (const result of results) if (result.isConnected) result.setAttribute(LAID_OUT, '');
  });
}
