/**
 * An outside service's answer within `ms`, else a failure with `message`: a script of another
 * company's (a device kit, a chat service) may hang for ever, and the page must not wait on it.
 * `work` may be a value, a promise, or a function that throws or rejects: each ends the same way.
 */
export function withinTime<T>(ms: number, work: () => T | Promise<T>, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    new Promise<T>((run) => run(work())).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
