import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.js';
import { createAccountQueries } from './data/accounts.js';
import { openDatabase } from './db/open.js';
import { createIdentity } from './identity/index.js';
import { DEFAULT_DIST_DIR } from './paths.js';

export interface DemoServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** SQLite file; created and seeded when new. */
  dbPath: string;
  /** Defaults to the repository's dist/. */
  distDir?: string;
}

export interface DemoServer {
  /** 'http://localhost:PORT', no trailing slash; es.localhost and ca.localhost reach the other sites. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the demo storefront in this process; tests use it with a temporary database and a free port. */
export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const db = openDatabase(options.dbPath);
  const identity = createIdentity(db, createAccountQueries(db));
  const app = createApp({ db, distDir: options.distDir ?? DEFAULT_DIST_DIR, identity });
  const storefront = getRequestListener(app.fetch);

  let server: Server;
  try {
    server = await new Promise<Server>((resolvePromise, reject) => {
      // The identity provider is a Koa app on node's request and response; everything else is the Hono storefront.
      const s = createServer((req, res) => (identity.owns(req.url) ? identity.handle(req, res) : void storefront(req, res)));
      s.once('error', reject);
      s.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolvePromise(s));
    });
  } catch (error) {
    db.close();
    throw error;
  }

  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolvePromise, reject) => {
      server.close((error) => {
        db.close();
        if (error) reject(error);
        else resolvePromise();
      });
      // Keep-alive connections from browsers would otherwise hold close() open.
      server.closeAllConnections();
    });
    return closing;
  };

  return { url: `http://localhost:${port}`, port, close };
}
