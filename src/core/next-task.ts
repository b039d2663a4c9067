/**
 * Resolves in a task after the current one: what comes next runs apart from what came before,
 * and the browser may draw and answer the shopper in between.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
