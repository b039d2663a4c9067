import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The demo keeps the SSN only encrypted at rest: AES-256-GCM under a key from LTO_DEMO_SSN_KEY
 * (64 hex digits). The fixed default below is public, so it protects nothing but a casual look at
 * the database file; a real deployment takes the key from a secret store. The order id is bound in
 * as associated data, so a sealed SSN copied onto another order does not open.
 */
const DEMO_KEY_HEX = '6c746f2d64656d6f2d73736e2d6b65792d6e6f742d612d7365637265742d2121';
const IV_BYTES = 12;

export function ssnKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const hex = env['LTO_DEMO_SSN_KEY'] ?? DEMO_KEY_HEX;
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('LTO_DEMO_SSN_KEY must be 64 hex digits (a 256-bit key)');
  return Buffer.from(hex, 'hex');
}

/** 'v1.{iv}.{tag}.{ciphertext}', each part base64url. */
export function sealSsn(key: Buffer, orderId: string, ssn: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(orderId, 'utf8'));
  const sealed = Buffer.concat([cipher.update(ssn, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The SSN, or null when the value was not sealed with this key for this order. */
export function openSsn(key: Buffer, orderId: string, value: string): string | null {
  const [version, iv, tag, sealed] = value.split('.');
  if (version !== 'v1' || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(orderId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
