import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs three projects: unit and component tests in happy-dom, Node-side tests (demo
 * server, size budgets), and browser tests that drive Chromium against the demo server.
 * `npm run test:unit` runs the first two (the inner loop), `npm run test:browser` the third.
 * The run ends with its wall time and the slowest files (testing/time-report.ts).
 */
export default defineConfig({
  test: {
    // Vitest's default here is one worker on a 2-core machine; two keep both cores busy.
    maxWorkers: 2,
    reporters: ['default', './testing/time-report.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          // Worker threads start and load modules faster than child processes.
          pool: 'threads',
          // A limit for a hung test, not a speed check: a busy machine may take several times longer.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['bench/**/*.test.ts', 'demo/server/**/*.test.ts', 'testing/**/*.test.ts'],
          pool: 'threads',
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['demo/e2e/**/*.test.ts'],
          // One demo server and one Chromium per worker, for the whole run.
          globalSetup: ['./demo/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
