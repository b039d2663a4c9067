import { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import { serveFile } from './static-files.js';

/** dist/chunks/* have content hashes in their names and never change; everything else may. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function assetRoutes(distDir: string, publicDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/dist/*', (c) => {
    const path = c.req.path.slice('/dist/'.length);
    return serveFile(c, distDir, path, path.startsWith('chunks/') ? IMMUTABLE : REVALIDATE);
  });

  app.get('/public/*', (c) => serveFile(c, publicDir, c.req.path.slice('/public/'.length), REVALIDATE));

  // Browsers ask for /favicon.ico whatever the page says; answer with the SVG rather than a logged 404.
  app.get('/favicon.ico', (c) => serveFile(c, publicDir, 'favicon.svg', REVALIDATE));

  return app;
}
