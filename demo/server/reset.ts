import { resolve } from 'node:path';
import { deleteDatabaseFiles, openDatabase } from './db/open.js';
import { DEFAULT_DB_PATH } from './paths.js';

/** `npm run demo:reset`: throw away sessions and compare lists, and seed the catalogue afresh. */
const dbPath = process.env['LTO_DEMO_DB'] ? resolve(process.env['LTO_DEMO_DB']) : DEFAULT_DB_PATH;
deleteDatabaseFiles(dbPath);
const db = openDatabase(dbPath);
const { n } = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM products').get() ?? { n: 0 };
db.close();
console.log(`Re-seeded ${dbPath} with ${n} products.`);
