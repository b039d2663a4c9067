import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs three projects: unit and component tests in happy-dom, Node-side tests (demo
 * server, size budgets), and browser tests that drive Chromium against the demo server.
 */
export default defineConfig({
  test: {
    // Vitest's default here is one worker on a 2-core machine; browser tests spend much of their
    // time waiting, so two files at a time finish the suite sooner.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['bench/**/*.test.ts', 'demo/server/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['demo/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run side by side: each has its own demo server (free port, own database) and its
          // own Chromium, and much of a browser test is waiting (fades, delays, network).
        },
      },
    ],
  },
});
