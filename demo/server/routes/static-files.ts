import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context } from 'hono';

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

/** The file under root named by a URL path, or null when it escapes root or does not exist. */
async function locate(root: string, urlPath: string): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const base = resolve(root);
  const path = resolve(base, `.${sep}${relative}`);
  if (!path.startsWith(base + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Serves one file with a weak ETag, so no-cache files revalidate with a cheap 304. */
export async function serveFile(c: Context, root: string, urlPath: string, cacheControl: string): Promise<Response> {
  const file = await locate(root, urlPath);
  if (!file) return c.text('Not found', 404);
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers = { 'Content-Type': contentTypeOf(file.path), 'Cache-Control': cacheControl, ETag: etag };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(await readFile(file.path), 200, headers);
}
