import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';

export type AddressFormat = 'evm' | 'tron' | 'btc';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const SECRET_KEY = 'deposit_address_secret';

/** Maps each digest byte onto the alphabet (a derivation, not a checksum: see the README). */
function spell(digest: Buffer, alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet[digest[i % digest.length] % alphabet.length];
  return text;
}

/**
 * The user's deposit address on a chain: HMAC-SHA256(secret, "<user id>:<protocol code>"),
 * spelled like the chain's addresses (0x + 40 hex, T + 33 base58, bc1q + 38 bech32 letters).
 * Deterministic, so it needs no table; there is no wallet behind it (manual deposits only).
 */
export function depositAddress(
  secret: string,
  userId: number,
  protocolCode: string,
  format: AddressFormat,
): string {
  const digest = createHmac('sha256', secret).update(`${userId}:${protocolCode}`).digest();
  if (format === 'evm') return `0x${digest.subarray(0, 20).toString('hex')}`;
  if (format === 'tron') return `T${spell(digest, BASE58, 33)}`;
  return `bc1q${spell(digest, BECH32, 38)}`;
}

/** The configured secret, else one made at random on first use and kept in `meta`. */
export function depositSecret(db: Database, configured: string | undefined): string {
  if (configured) return configured;
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(
    SECRET_KEY,
    randomBytes(32).toString('hex'),
  );
  return (db.prepare('SELECT value FROM meta WHERE key = ?').get(SECRET_KEY) as { value: string })
    .value;
}
