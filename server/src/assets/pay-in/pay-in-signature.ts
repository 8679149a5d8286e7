import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';

/** The header a card provider signs its callback with: hex HMAC-SHA256 of the raw body. */
export const SIGNATURE_HEADER = 'x-signature';

const SECRET_KEY = 'pay_in_card_secret';

/** Hex HMAC-SHA256 of `body` under `secret` (docs/pay-in.md#callback-signature). */
export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/** Constant-time check of a hex signature over the raw body; anything malformed is false. */
export function verifyBody(secret: string, body: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.toLowerCase(), 'hex'));
}

/**
 * The shared secret of the card channel: PAY_IN_CARD_SECRET, else one made at random on first
 * start and kept in `meta` (never in `settings`, never logged).
 */
export function payInCardSecret(db: Database, configured: string | undefined): string {
  if (configured) return configured;
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(
    SECRET_KEY,
    randomBytes(32).toString('hex'),
  );
  return db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(SECRET_KEY) as string;
}
