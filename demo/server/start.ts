import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { openDatabase } from './db/open.js';
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
  const app = createApp({ db, distDir: options.distDir ?? DEFAULT_DIST_DIR });

  let server: ReturnType<typeof serve>;
  try {
    server = await new Promise<ReturnType<typeof serve>>((resolvePromise, reject) => {
      const s = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: options.host ?? '127.0.0.1' }, () =>
        resolvePromise(s),
      );
      s.once('error', reject);
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
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    return closing;
  };

  return { url: `http://localhost:${port}`, port, close };
}
