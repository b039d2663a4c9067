import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// node:crypto's scrypt defaults (N=2^14, r=8, p=1): slow enough to matter, quick enough for seeding.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * scrypt on libuv's thread pool, so a hash never holds the event loop (a synchronous one froze
 * every other request for its ~50-100 ms). At most two run at once: the pool has four threads,
 * and file reads need them too.
 */
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function scryptOffLoop(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  while (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await new Promise<Buffer>((resolve, reject) => scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))));
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const format = (salt: Buffer, hash: Buffer): string => ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');

/** 'scrypt$N$r$p$salt$hash' with a fresh 16-byte salt, so the cost can change without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptOffLoop(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

/** The same, blocking: for seeding the database before the server answers anything. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptOffLoop(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

/** Hashed once so an unknown e-mail costs as much time as a wrong password (no account probing by timing). */
const DECOY_HASH = hashPasswordSync(randomBytes(12).toString('hex'));
export const spendDecoyVerification = async (password: string): Promise<void> => void (await verifyPassword(password, DECOY_HASH));
