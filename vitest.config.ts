import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs three projects: unit and component tests in happy-dom, Node-side tests (demo
 * server, size budgets), and browser tests that drive Chromium against the demo server.
 */
export default defineConfig({
  test: {
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
