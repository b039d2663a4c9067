import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BUILD_ID_FILE, stampBuild } from './dist-snapshot.js';
import { startDemoServer, type DemoServer } from './start.js';

const dir = mkdtempSync(join(tmpdir(), 'lto-demo-dist-'));
const dist = join(dir, 'dist');

/** A build's files, as tsup and the later steps write them. */
function writeBuild(version: string): void {
  mkdirSync(join(dist, 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'lto-widgets.js'), `export const version = '${version}';\n`);
  writeFileSync(join(dist, 'lto-widgets.css'), `/* ${version} */\n`);
  writeFileSync(join(dist, 'chunks', `element-${version}.js`), `export {};\n`);
}

/** What tsup's clean does first: dist/ emptied, build-id included. */
const cleanDist = () => rmSync(dist, { recursive: true, force: true });

let server: DemoServer;
beforeAll(async () => {
  writeBuild('v1');
  await stampBuild(dist);
  server = await startDemoServer({ port: 0, dbPath: join(dir, 'demo.sqlite'), distDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const fetchDist = async (path: string) => {
  const response = await fetch(`http://127.0.0.1:${server.port}/dist/${path}`, { headers: { host: `localhost:${server.port}` } });
  return { status: response.status, body: await response.text() };
};

describe('a rebuild while the demo runs (npm run demo again, npm run build, npm test)', () => {
  test('pages keep the last complete build until the next one is complete, then get the new one', async () => {
    expect(await fetchDist('lto-widgets.css')).toEqual({ status: 200, body: '/* v1 */\n' });

    cleanDist();
    expect(await fetchDist('lto-widgets.css'), 'dist/ emptied by the build').toEqual({ status: 200, body: '/* v1 */\n' });
    expect((await fetchDist('chunks/element-v1.js')).status).toBe(200);

    writeBuild('v2');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await fetchDist('lto-widgets.css'), 'written, not yet stamped').toEqual({ status: 200, body: '/* v1 */\n' });

    await stampBuild(dist);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect.poll(async () => (await fetchDist('lto-widgets.css')).body, { timeout: 5000 }).toBe('/* v2 */\n');
    expect((await fetchDist('chunks/element-v2.js')).status).toBe(200);
    expect((await fetchDist('chunks/element-v1.js')).status, 'the old build is gone with it').toBe(404);
  });

  test('nothing outside dist/ is served', async () => {
    for (const path of ['..%2fdemo.sqlite', '%2e%2e/demo.sqlite', '..%5cdemo.sqlite', BUILD_ID_FILE.replace('build', '%00build')]) {
      expect((await fetchDist(path)).status, path).toBe(404);
    }
  });

  test('`npm run build` stamps dist/ as its last step', () => {
    const scripts = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['build']!.split('&&').at(-1)!.trim()).toBe('tsx demo/server/stamp-build.ts');
    expect(scripts['demo']).toMatch(/^npm run build && /);
  });
});
