import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { signingKey } from '../identity/signing-key.js';
import { openDatabase, type Db } from './open.js';

let image: Buffer | undefined;

/**
 * For tests: a new database file at `path` holding the seeded demo data. The first call in a
 * process seeds one in memory (about 250 ms, and its signing key); every later one writes its bytes (a few ms), which
 * spared the Node tests some 40 seedings a run.
 */
export function openSeededCopy(path: string): Db {
  if (!image) {
    const seeded = openDatabase(':memory:');
    // Its identity provider's key too: an RSA key made on every server's first start cost more than the seeding.
    signingKey(seeded);
    image = seeded.serialize();
    seeded.close();
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, image);
  return openDatabase(path);
}
