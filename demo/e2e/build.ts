import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR, ROOT_DIR } from './paths.js';

/**
 * dist/ must be built from the current sources. `npm test` builds first, so this finds it fresh;
 * `npm run test:browser` after an edit rebuilds it here, once for the whole run (tsup, ~10 s).
 */
export function ensureFreshBuild(): void {
  if (process.env.LTO_E2E_DIST) return;
  const entry = join(DIST_DIR, 'lto-widgets.js');
  const newestSource = Math.max(...['src', 'widgets'].map((dir) => newestMtime(join(ROOT_DIR, dir))));
  if (existsSync(entry) && statSync(entry).mtimeMs >= newestSource) return;
  process.stderr.write('[e2e] dist/ is missing or older than src/ or widgets/: running tsup\n');
  execFileSync('npx', ['tsup'], { cwd: ROOT_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (!/\.(test|stories)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.md')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}
