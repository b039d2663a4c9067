import { readFile, stat } from 'node:fs/promises';
import { extname, posix, resolve, sep } from 'node:path';
import type { Context } from 'hono';
import type { DistFile } from '../dist-snapshot.js';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

export const contentTypeOf = (path: string): string => CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** The path under a root that a URL path names ('chunks/a.js'), or null when it cannot be decoded or escapes the root. */
export function pathUnderRoot(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const normal = posix.normalize(`/${decoded.replaceAll('\\', '/')}`).slice(1);
  return normal === '' || normal.startsWith('..') ? null : normal;
}

/** Answers with a file and a weak ETag, so no-cache files revalidate with a cheap 304. */
export function sendFile(c: Context, path: string, file: DistFile | null, cacheControl: string): Response {
  if (!file) return c.text('Not found', 404);
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = { 'Content-Type': contentTypeOf(path), 'Cache-Control': cacheControl, ETag: etag };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(file.body as Uint8Array<ArrayBuffer>, 200, headers);
}

/** A file under root as it is on disk now, or null. */
export async function readUnder(root: string, path: string): Promise<DistFile | null> {
  const base = resolve(root);
  const full = resolve(base, path);
  if (!full.startsWith(base + sep)) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? { body: await readFile(full), size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Serves one file of root named by a URL path. */
export async function serveFile(c: Context, root: string, urlPath: string, cacheControl: string): Promise<Response> {
  const path = pathUnderRoot(urlPath);
  return sendFile(c, path ?? '', path === null ? null : await readUnder(root, path), cacheControl);
}
