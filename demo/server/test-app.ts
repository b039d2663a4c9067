import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EndpointUrls } from '../../src/contracts/endpoints.js';
import { createApp } from './app.js';
import type { Db } from './db/open.js';
import { openSeededCopy } from './db/seeded-copy.js';
import type { DemoServerOptions } from './start.js';

export const HOSTS = { us: 'localhost:4173', es: 'es.localhost:4173', ca: 'ca.localhost:4173' } as const;

export interface RequestOptions {
  cookie?: string;
  /** A form-encoded body, unless contentType says otherwise. */
  body?: string;
  contentType?: string;
  host?: string;
  headers?: Record<string, string>;
}

/**
 * A shopper who has opened a page: the session cookie, its CSRF token, and the headers a page's
 * widget sends with a POST (the cookie, the token header and the page's Origin).
 */
export interface Visitor {
  cookie: string;
  csrf: string;
  /** Spread into request options: `{ ...shopper.asPage }`. */
  asPage: { cookie: string; headers: Record<string, string> };
}

export interface TestApp {
  db: Db;
  request(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<Response>;
  /** Opens the home page on `host` as a new shopper (every storefront page starts the session). */
  visit(host?: string): Promise<Visitor>;
  close(): void;
}

/** The Visitor of a page answer (its session and token cookies), for a host. */
export function visitorOf(response: Response, host: string = HOSTS.us, cookie = sessionCookieOf(response)): Visitor {
  const csrf = csrfCookieOf(response);
  return { cookie, csrf, asPage: { cookie, headers: { 'x-csrf-token': csrf, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' } } };
}

/** The demo app on a fresh temporary database (a seeded copy), for route tests; close() removes it all. */
export function createTestApp(prefix: string): TestApp {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const distDir = join(dir, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'lto-widgets.js'), 'export {};\n');
  const db = openSeededCopy(join(dir, 'demo.sqlite'));
  const app = createApp({ db, distDir });
  return {
    db,
    async request(method, path, { cookie, body, host = HOSTS.us, contentType = 'application/x-www-form-urlencoded', headers = {} } = {}) {
      return app.request(`http://localhost:4173${path}`, {
        method,
        headers: {
          host,
          ...(cookie ? { cookie } : {}),
          ...(body !== undefined ? { 'content-type': contentType } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body } : {}),
      });
    },
    async visit(host = HOSTS.us) {
      return visitorOf(await this.request('GET', '/', { host }), host);
    },
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The demo session cookie a response set, as a Cookie header value ('' when none). */
export function sessionCookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((l) => l.startsWith('lto_demo_sid='));
  return line?.split(';')[0] ?? '';
}

/** The session's CSRF token a response set in the lto_csrf cookie ('' when none): a new session's, or a rotated one's. */
export function csrfCookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((l) => l.startsWith('lto_csrf='));
  return line?.split(';')[0]?.slice('lto_csrf='.length) ?? '';
}

/** The page's lto-config block, parsed. */
export function configOf(page: string): { urls: EndpointUrls; page: Record<string, string> } {
  const block = /<script type="application\/json" id="lto-config">(.*?)<\/script>/s.exec(page)?.[1] ?? '{}';
  return JSON.parse(block) as { urls: EndpointUrls; page: Record<string, string> };
}

export interface ServerResponseData {
  status: number;
  headers: import('node:http').IncomingHttpHeaders;
  body: string;
}

export interface TestServerRequestOptions {
  site?: keyof typeof HOSTS;
  /** A Host header of its own (a forged one, 127.0.0.1:PORT), instead of the site's. */
  host?: string;
  cookie?: string;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** The client's own address (any of 127.0.0.0/8 reaches the server), to be another shopper's machine. */
  localAddress?: string;
}

export interface TestServer {
  port: number;
  /** The SQLite file it serves from (tests may look in, or age rows). */
  dbPath: string;
  /** 'http://localhost:PORT' for HOSTS-style keys: origin('es') is 'http://es.localhost:PORT'. */
  origin(site?: keyof typeof HOSTS): string;
  /** A request over HTTP to 127.0.0.1 with the Host of the site: the /oidc provider is only reachable this way. */
  request(method: 'GET' | 'POST', path: string, options?: TestServerRequestOptions): Promise<ServerResponseData>;
  close(): Promise<void>;
}

/** The demo server on a free port with a fresh temporary database, for tests that need the identity provider. */
export async function startTestServer(
  prefix: string,
  options: Pick<DemoServerOptions, 'attemptLimits' | 'trustedProxies' | 'postsPerMinute'> & { origins?: (port: number) => string } = {},
): Promise<TestServer> {
  const { request: httpRequest } = await import('node:http');
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const distDir = join(dir, 'dist');
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'lto-widgets.js'), 'export {};\n');
  const dbPath = join(dir, 'demo.sqlite');
  openSeededCopy(dbPath).close();
  const { startDemoServer } = await import('./start.js');
  const server = await startDemoServer({ port: 0, dbPath, distDir, ...options });
  const hostOf = (site: keyof typeof HOSTS) => HOSTS[site].replace(':4173', `:${server.port}`);
  return {
    port: server.port,
    dbPath,
    origin: (site = 'us') => `http://${hostOf(site)}`,
    request(method, path, { site = 'us', host, cookie, body, contentType = 'application/x-www-form-urlencoded', headers = {}, localAddress } = {}) {
      return new Promise((resolvePromise, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: server.port,
            method,
            path,
            ...(localAddress ? { localAddress } : {}),
            headers: {
              host: host ?? hostOf(site),
              ...(cookie ? { cookie } : {}),
              ...(body !== undefined ? { 'content-type': contentType, 'content-length': Buffer.byteLength(body) } : {}),
              ...headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
