/**
 * Resolves in a task after the current one: what comes next runs apart from what came before,
 * and the browser may draw and answer the shopper in between.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves in a task after the browser's next frame, so what the page changed before it has been
 * styled, laid out and drawn: work split this way costs a frame a step, where tasks merely apart
 * may all land before one frame and draw as one. A hidden page draws no frames: there it is a
 * task.
 */
export const afterNextFrame = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
