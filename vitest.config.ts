import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs five projects: unit and component tests in happy-dom, story tests, the
 * sanitizer's tests in jsdom, Node-side tests (demo server, size budgets), and browser tests that
 * drive Chromium against the demo server. `npm run test:unit` runs the first four (the inner loop),
 * `npm run test:browser` the fifth. The run ends with its wall time and the slowest files
 * (testing/time-report.ts).
 *
 * Component, story and Node tests run without isolation: the files of a worker share one window
 * (or one Node realm) and one module graph, which makes them three times faster (a fresh window,
 * React and the demo server's modules per file cost more than the tests). vitest.setup.ts empties
 * the page, the store, the config, storage, cookies, the address and the timers after every test,
 * so a test sees nothing of another file's; a test that needs a second copy of a module imports it
 * with a query (`./index?second-copy`) rather than resetting the worker's module registry.
 */
const component = {
  // Where happy-dom departs from the DOM standard in ways DOMPurify and user-event notice, mended.
  setupFiles: ['./testing/happy-dom-fixes.ts', './vitest.setup.ts'],
  // Worker threads start and load modules faster than child processes.
  pool: 'threads' as const,
  isolate: false,
};

/**
 * Test files that begin with `// @vitest-environment jsdom` run in a project of their own (a worker
 * keeps its environment: among happy-dom files each would start a worker and a window of its own).
 * Only the sanitizer's tests do: DOMPurify's authors support jsdom, not happy-dom. The widget and
 * story files that insert sanitized fragments ran there too until testing/happy-dom-fixes.ts, at
 * about twice the time (32 files alone: 27.7 s of wall time in jsdom, 17.8 s in happy-dom).
 */
function jsdomFiles(...dirs: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').startsWith('// @vitest-environment jsdom')) found.push(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}

const JSDOM = jsdomFiles('src', 'widgets', 'stories');

export default defineConfig({
  resolve: {
    // One user-event in every test window, the plays' own (testing/user-event.ts explains why).
    alias: [{ find: /^@testing-library\/user-event$/, replacement: resolve(import.meta.dirname, 'testing/user-event.ts') }],
  },
  test: {
    // Vitest's default here is one worker on a 2-core machine. Component and Node tests wait on
    // timers and module loads as much as they compute: three keep both cores busy.
    maxWorkers: 3,
    // A limit for a hung test, not a speed check: a busy machine may take several times longer (the
    // demo's listing test that reads every refinement's page took 7 s, against vitest's 5 s).
    testTimeout: 30_000,
    // Transformed modules kept on disk between runs (node_modules/.experimental-vitest-cache): a
    // second `npm run test:unit` spends 6 s instead of 19 s transforming and 15 s instead of 28 s
    // importing. A clean clone starts cold and gains nothing. The cache keys a module by its own
    // text: a test that imports `./${folder}/element.ts` keeps the folders there were when it was
    // cached, so after adding a widget folder, delete the cache (registry.test.ts and docs.test.ts
    // otherwise fail on the new widget with 'Unknown variable dynamic import').
    experimental: { fsModuleCache: true },
    reporters: ['default', './testing/time-report.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}'],
          exclude: JSDOM,
          ...component,
        },
      },
      {
        extends: true,
        test: {
          // Story tests apart: Storybook's msw worker intercepts every request of the window it starts in.
          name: 'stories',
          environment: 'happy-dom',
          include: ['stories/**/*.test.{ts,tsx}'],
          exclude: JSDOM,
          ...component,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: JSDOM,
          ...component,
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['bench/**/*.test.ts', 'demo/server/**/*.test.ts', 'testing/**/*.test.ts'],
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['demo/e2e/**/*.test.ts'],
          // One demo server and one Chromium per worker, for the whole run. Chromium keeps both
          // cores busy with two workers; a third would only make each test slower. (A different
          // worker count needs a group of its own: the browser tests run after the others.)
          maxWorkers: 2,
          // The files of a worker share one module graph (Playwright's client, axe, the harness), as
          // the component tests do: a fresh one per file cost 42 s of worker time in imports. The
          // harness keeps no state from one test to the next.
          isolate: false,
          sequence: { groupOrder: 1 },
          globalSetup: ['./demo/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A condition a loaded machine meets late is still met: twenty tiles drawing their
          // Leasing Power after a sign-in took over 5 s (expect.poll's default) with the CPU busy.
          expect: { poll: { timeout: 20_000 } },
          // Debian's headless shell 156 sometimes dies of a null pointer in a renderer (dmesg: a
          // segfault at the same address, twice in a day of full runs here, on pages that worked the
          // run before and after): a test whose page crashed runs once more, in a fresh context.
          // Any other failure fails at once.
          retry: { count: 1, condition: /Target crashed|Page crashed/ },
        },
      },
    ],
  },
});
