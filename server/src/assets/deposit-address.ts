import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { encodeAddress, memoKindOf, type AddressFormat } from './chains/chain-address';

export type { AddressFormat } from './chains/chain-address';

const SECRET_KEY = 'deposit_address_secret';
const EOS_NAME_LETTERS = 'abcdefghijklmnopqrstuvwxyz12345';
/**
 * Memo chains credit a shared exchange account and tell customers apart by the memo/tag:
 * the tag is this base plus the user id (unique, fits XRP's 32-bit tag for any user id).
 */
export const DEPOSIT_TAG_BASE = 100_000;

export type DepositTarget = {
  /** Where to send: the user's own address, or the exchange's account on a memo chain. */
  address: string;
  /** The memo/tag the transfer must carry ('' on chains without one). */
  memo: string;
};

const digestOf = (secret: string, text: string): Buffer =>
  createHmac('sha256', secret).update(text).digest();

/** A 12-letter EOS account name spelled from the digest (a derivation, not a real account). */
function eosName(digest: Buffer): string {
  let name = '';
  for (let i = 0; i < 12; i += 1) name += EOS_NAME_LETTERS[digest[i] % EOS_NAME_LETTERS.length];
  return name;
}

/**
 * Where a user deposits on a chain, derived with HMAC-SHA256 from the server's secret, so it
 * needs no table; there is no wallet behind it (deposits are confirmed by an operator).
 * - evm, tron, btc: an address of the user's own ("<user id>:<chain code>"), encoded as the
 *   chain does (0x + 40 hex, base58check T…, bech32 bc1q…), so it passes the chain's checks.
 * - xrp, eos: the exchange's one account on that chain ("exchange:<chain code>") and the
 *   user's tag/memo.
 */
export function depositTarget(
  secret: string,
  userId: number,
  protocolCode: string,
  format: AddressFormat,
): DepositTarget {
  if (memoKindOf(format) !== 'none') {
    const shared = digestOf(secret, `exchange:${protocolCode}`);
    const address = format === 'xrp' ? encodeAddress.xrp(shared.subarray(0, 20)) : eosName(shared);
    return { address, memo: String(DEPOSIT_TAG_BASE + userId) };
  }
  const id = digestOf(secret, `${userId}:${protocolCode}`).subarray(0, 20);
  if (format === 'evm') return { address: `0x${id.toString('hex')}`, memo: '' };
  if (format === 'tron') return { address: encodeAddress.tron(id), memo: '' };
  return { address: encodeAddress.btcSegwit(id), memo: '' };
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
