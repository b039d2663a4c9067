import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// node:crypto's scrypt defaults (N=2^14, r=8, p=1): slow enough to matter, quick enough for seeding.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** 'scrypt$N$r$p$salt$hash' with a fresh 16-byte salt, so the cost can change without breaking old hashes. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** True when the password matches the stored hash; a malformed hash never matches. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

/** Hashed once so an unknown e-mail costs as much time as a wrong password (no account probing by timing). */
const DECOY_HASH = hashPassword(randomBytes(12).toString('hex'));
export const spendDecoyVerification = (password: string): void => void verifyPassword(password, DECOY_HASH);
