import { getWorker } from 'msw-storybook-addon';

/**
 * For story tests: runs a composed story (loaders, render and play, as Storybook does) and lists
 * what `record` makes of each request sent meanwhile (undefined leaves one out). `record` may read
 * the body: it gets a copy of the request.
 */
export async function runRecording<T extends NonNullable<unknown>>(story: { run: () => Promise<void> }, record: (request: Request) => T | undefined | Promise<T | undefined>): Promise<T[]> {
  const seen: Promise<T | undefined>[] = [];
  const listener = ({ request }: { request: Request }) => void seen.push(Promise.resolve(record(request.clone())));
  const events = getWorker().events;
  events.on('request:start', listener);
  try {
    await story.run();
  } finally {
    events.removeListener('request:start', listener);
  }
  const recorded: (T | undefined)[] = await Promise.all(seen);
  return recorded.filter((entry): entry is T => entry !== undefined);
}

/** Runs a sign-up story and lists the sign-up requests it sent: path and form fields. */
export const signupRequests = (story: { run: () => Promise<void> }) =>
  runRecording(story, async (request) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/signup/')) return undefined;
    return { path: pathname, form: Object.fromEntries(new URLSearchParams(await request.text())) };
  });
