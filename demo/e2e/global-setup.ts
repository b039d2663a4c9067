/**
 * Once per browser-test run, before any file: each vitest worker gets its own demo server (its own
 * copy of one seeded database), which every file that worker runs uses (harness.ts), so a file
 * costs neither a seeded database nor a server start. (Each worker launches its own Chromium once,
 * in harness.ts.)
 *
 * The servers live in the main vitest process and stop in the teardown below, or with it.
 */
import { copyFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../server/db/open.js';
import { startDemoServer, type DemoServer } from '../server/start.js';
import { ensureFreshBuild } from './build.js';
import { DIST_DIR } from './paths.js';
import { TEST_SERVER_LIMITS } from './server-limits.js';

/** What each worker (VITEST_POOL_ID 1..n) finds at index id-1. */
export interface SharedDemo {
  port: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedDemos: SharedDemo[];
    /** A seeded database to copy for a file that needs one of its own. */
    seededDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureFreshBuild();
  const workers = Math.max(1, Number(project.config.maxWorkers ?? project.vitest.config.maxWorkers) || 1);
  const dir = await mkdtemp(join(tmpdir(), 'lto-e2e-'));
  const template = join(dir, 'seeded.sqlite');
  openDatabase(template).close();

  const servers: DemoServer[] = [];
  const teardown = async () => {
    await Promise.allSettled(servers.map((s) => s.close()));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const shared = await Promise.all(
      Array.from({ length: workers }, async (_, i) => {
        const dbPath = join(dir, `worker-${i + 1}.sqlite`);
        copyFileSync(template, dbPath);
        const server = await startDemoServer({ port: 0, host: '127.0.0.1', dbPath, distDir: DIST_DIR, ...TEST_SERVER_LIMITS });
        servers.push(server);
        return { port: server.port };
      }),
    );
    project.provide('sharedDemos', shared);
    project.provide('seededDatabase', template);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
