import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.js';
import { clientAddressOf } from './client-address.js';
import { createAccountQueries } from './data/accounts.js';
import { openDatabase } from './db/open.js';
import { createIdentity } from './identity/index.js';
import { localOrigins, parseOrigins } from './origins.js';
import { createPostLimiter } from './post-limit.js';
import { createAttemptLimiter, type AttemptLimits } from './rate-limit.js';
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
  /**
   * The origins the sites are served on, 'en-us=https://shop.example,es-us=...' (origins.ts), or
   * a function of the port listened on that gives them; defaults to localhost, es.localhost,
   * ca.localhost and 127.0.0.1 on that port.
   */
  origins?: string | ((port: number) => string);
  /** Sign-in and registration attempts allowed per session and per address (rate-limit.ts has the defaults). */
  attemptLimits?: AttemptLimits;
  /** POSTs a session may make in a minute before it is flagged SHOW_CAPTCHA (post-limit.ts: 20). */
  postsPerMinute?: number;
  /**
   * How many proxies in front append to X-Forwarded-For, so that the limits count each shopper by
   * the address the proxies forward (client-address.ts); 0, the default, counts the socket's.
   */
  trustedProxies?: number;
}

export interface DemoServer {
  /** 'http://localhost:PORT', no trailing slash; es.localhost and ca.localhost reach the other sites. */
  url: string;
  port: number;
  close(): Promise<void>;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Starts the demo storefront in this process; tests use it with a temporary database and a free port. */
export async function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const db = openDatabase(options.dbPath);
  // The default origins name the port, known once listening: requests wait for the app until then.
  let handle: Listener = (_req, res) => void res.writeHead(503).end();

  let server: Server;
  try {
    server = await new Promise<Server>((resolvePromise, reject) => {
      const s = createServer((req, res) => handle(req, res));
      s.once('error', reject);
      s.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolvePromise(s));
    });
  } catch (error) {
    db.close();
    throw error;
  }

  const port = (server.address() as AddressInfo).port;
  const spec = options.origins ?? localOrigins;
  const origins = parseOrigins(typeof spec === 'string' ? spec : spec(port));
  const attempts = createAttemptLimiter(options.attemptLimits);
  const clientAddress = clientAddressOf(options.trustedProxies);
  const identity = createIdentity(db, createAccountQueries(db), origins, attempts, clientAddress);
  const posts = createPostLimiter(options.postsPerMinute);
  const app = createApp({ db, distDir: options.distDir ?? DEFAULT_DIST_DIR, identity, origins, attempts, clientAddress, posts });
  const storefront = getRequestListener(app.fetch);
  // The identity provider is a Koa app on node's request and response; everything else is the Hono storefront.
  handle = (req, res) => (identity.owns(req.url) ? identity.handle(req, res) : void storefront(req, res));

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

  return { url: origins.of('en-us'), port, close };
}
