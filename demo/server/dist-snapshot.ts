import { randomBytes } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { readUnder } from './routes/static-files.js';

/**
 * dist/build-id, written by the last step of `npm run build` (stamp-build.ts): a build is
 * complete when it is there. Bundling (tsup's clean of dist/) removes it.
 */
export const BUILD_ID_FILE = 'build-id';

export async function stampBuild(distDir: string): Promise<string> {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  await writeFile(join(distDir, BUILD_ID_FILE), `${id}\n`);
  return id;
}

export interface DistFile {
  body: Uint8Array;
  size: number;
  mtimeMs: number;
}

/** The files of dist/ a request may ask for: the last complete build's, or dist/ as it is. */
export interface DistFiles {
  /** A file by its path under dist/ ('chunks/x.js', as pathUnderRoot gives it), or null. */
  read(path: string): Promise<DistFile | null>;
}

async function readBuildId(distDir: string): Promise<string | null> {
  try {
    return (await readFile(join(distDir, BUILD_ID_FILE), 'utf8')).trim() || null;
  } catch {
    return null;
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Every file of a complete build, in memory; null when the build changed or vanished while it was read. */
async function loadBuild(distDir: string, id: string): Promise<Map<string, DistFile> | null> {
  try {
    const files = new Map<string, DistFile>();
    for (const path of await listFiles(distDir)) {
      const [body, info] = await Promise.all([readFile(path), stat(path)]);
      files.set(relative(distDir, path).split(sep).join('/'), { body, size: info.size, mtimeMs: info.mtimeMs });
    }
    return (await readBuildId(distDir)) === id ? files : null;
  } catch {
    return null;
  }
}

/**
 * Serves the last complete build of the widgets, so rebuilding while the demo runs (`npm run
 * demo` again, `npm run build`, `npm test`) never leaves a page without its stylesheet or a chunk:
 * the build empties dist/ first and fills it over seconds. Once dist/ holds a complete build
 * (BUILD_ID_FILE), its files are read into memory and served from there; a new build-id, seen at
 * most every `recheckMs` when a file is asked for, is loaded beside the old build and replaces it
 * when it is complete and unchanged. Before the first complete build (a bare tsup run, the tests'
 * stand-in dist/) files come from dist/ as it is.
 */
export function distFiles(distDir: string, { recheckMs = 1000 }: { recheckMs?: number } = {}): DistFiles {
  let current: { id: string; files: Map<string, DistFile> } | null = null;
  let checkedAt = -Infinity;
  let loading: Promise<void> | null = null;

  const refresh = (): Promise<void> => {
    loading ??= (async () => {
      const id = await readBuildId(distDir);
      if (id !== null && id !== current?.id) {
        const files = await loadBuild(distDir, id);
        if (files) current = { id, files };
      }
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  return {
    async read(path) {
      const now = Date.now();
      if (now - checkedAt >= recheckMs) {
        checkedAt = now;
        // The first look waits (a server just started serves its build from the first request);
        // later ones load in the background while the build in hand is served.
        if (current === null) await refresh();
        else void refresh();
      }
      return current ? (current.files.get(path) ?? null) : readUnder(distDir, path);
    },
  };
}
