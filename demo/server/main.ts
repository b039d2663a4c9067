import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { trustedProxiesFromEnv } from './client-address.js';
import { DEFAULT_DB_PATH, DEFAULT_DIST_DIR } from './paths.js';
import { startDemoServer } from './start.js';

const DEFAULT_PORT = 4173;

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

const dbPath = process.env['LTO_DEMO_DB'] ? resolve(process.env['LTO_DEMO_DB']) : DEFAULT_DB_PATH;
const host = process.env['HOST'] || '127.0.0.1';

if (!existsSync(join(DEFAULT_DIST_DIR, 'lto-widgets.js'))) {
  console.warn('dist/lto-widgets.js is missing: pages will render without widgets. Run `npm run build` first.');
}

const origins = process.env['LTO_DEMO_ORIGINS'] || undefined;
const trustedProxies = trustedProxiesFromEnv(process.env['LTO_DEMO_TRUST_PROXY']);
const server = await startDemoServer({ port: portFromEnv(process.env['PORT']), host, dbPath, trustedProxies, ...(origins ? { origins } : {}) });
console.log(`lto-widgets demo storefront: ${server.url}/`);
if (origins) console.log(`  origins: ${origins}`);
else {
  console.log(`  Spanish (US):    http://es.localhost:${server.port}/`);
  console.log(`  English (Canada): http://ca.localhost:${server.port}/`);
  console.log(`  also:            http://127.0.0.1:${server.port}/`);
  console.log(`  tag manager:     http://tags.localhost:${server.port}/gtm.js (pages load it once /demo/analytics-switch?enabled=1 turns it on)`);
  console.log(`  wallet:          http://wallet.localhost:${server.port}/v1/sheet (the payment sheet the cart's 'Checkout with a wallet' opens)`);
}
if (trustedProxies > 0) console.log(`  clients by X-Forwarded-For, behind ${trustedProxies} trusted prox${trustedProxies === 1 ? 'y' : 'ies'}`);
console.log(`  database: ${dbPath}`);

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the demo storefront.`);
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
