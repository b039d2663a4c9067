import { Hono } from 'hono';
import type { AppEnv } from '../env.js';
import type { DistFiles } from '../dist-snapshot.js';
import { pathUnderRoot, sendFile, serveFile } from './static-files.js';

/** dist/chunks/* have content hashes in their names and never change; everything else may. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The widgets' build (the last complete one, dist-snapshot.ts) at /dist/, the site's own files at /public/. */
export function assetRoutes(dist: DistFiles, publicDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/dist/*', async (c) => {
    const path = pathUnderRoot(c.req.path.slice('/dist/'.length));
    const cache = path?.startsWith('chunks/') ? IMMUTABLE : REVALIDATE;
    const response = sendFile(c, path ?? '', path === null ? null : await dist.read(path), cache);
    // The build's scripts carry no sourceMappingURL comment (tsup.config.ts): the header tells the
    // browser's developer tools where the map is, at no cost to a shopper's download.
    if (path?.endsWith('.js') && response.status !== 404 && (await dist.read(`${path}.map`))) response.headers.set('SourceMap', `${path.split('/').pop()}.map`);
    return response;
  });

  app.get('/public/*', (c) => serveFile(c, publicDir, c.req.path.slice('/public/'.length), REVALIDATE));

  // Browsers ask for /favicon.ico whatever the page says; answer with the SVG rather than a logged 404.
  app.get('/favicon.ico', (c) => serveFile(c, publicDir, 'favicon.svg', REVALIDATE));

  return app;
}
