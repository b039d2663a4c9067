import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { Db } from '../db/open.js';

/** The ID token signing key (RS256), made on first start and kept in the database. */
export function signingKey(db: Db): Record<string, unknown> {
  const row = db.prepare<[], { jwk: string }>('SELECT jwk FROM oidc_signing_keys LIMIT 1').get();
  if (row) return JSON.parse(row.jwk) as Record<string, unknown>;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };
  db.prepare('INSERT INTO oidc_signing_keys (kid, jwk) VALUES (?, ?)').run(kid, JSON.stringify(jwk));
  return jwk;
}
