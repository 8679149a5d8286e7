import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { codeSubject, networkOf, type SecretLimiter } from '../auth/secret-limiter';
import { ApiError } from '../http/api-error';
import { DAY_MS, MINUTE_MS, type SecurityLimits } from '../security/limits';

/**
 * Verification type codes (docs/product.md#public-and-spot-constants): 1 register, 2 forgot password, 3 trade password,
 * 5 login; 4 binds an e-mail (personal/legacy-bind-email.ts sends it), 6 binds a withdrawal
 * address (assets/address-service.ts) and 7 binds a mobile (personal/bind-mobile.ts);
 * notify/send_* sends none of those three.
 */
export type CodeType = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** The types notify/send_email and notify/send_sms accept. */
export const CODE_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 5]);

export function isCodeType(value: number): value is 1 | 2 | 3 | 5 {
  return CODE_TYPES.has(value);
}

export type IssuedCode = { id: number; code: string };

export type CodeStore = {
  /**
   * Checks the limits (per account per day, per IP per day, one per account per resend
   * interval), stores the hash of a fresh 6-digit code and voids the older unused codes of
   * the same address and type, in one transaction. Throws a code-0 ApiError on a limit.
   */
  issue(address: string, type: CodeType, ip: string): IssuedCode;
  /**
   * A send that delivers nothing (binding an e-mail another account uses): the same limit
   * checks and a row counting towards them, with a hash no code matches, so the answers of
   * this send and of the later checks are those of a real send and a wrong code.
   */
  issueBlank(address: string, type: CodeType, ip: string): void;
  /** Undoes an issue whose delivery failed: the row goes, the codes it voided live again. */
  withdraw(id: number): void;
  /**
   * The id of the address's current code of this type when `code` matches it. Otherwise
   * throws (never sent, used, void, expired, wrong); a wrong code counts an attempt at once,
   * and the last allowed wrong attempt voids the code. Does not use the code up: call
   * `consume` in the transaction of the action it authorises.
   * Every check goes through the secret limiter first (the address from the client's `ip`
   * network may have to wait), and a wrong code counts there too: the per-code cap alone
   * would let a client guess on with code after code.
   */
  verify(address: string, type: CodeType, code: string, ip: string): number;
  /** Marks the code used; throws codeInvalid when it stopped being usable meanwhile. */
  consume(id: number): void;
};

type CodeRow = {
  id: number;
  code_hash: string;
  expires_at: number;
  attempts: number;
  used_at: number | null;
  voided_at: number | null;
};

/**
 * Salted SHA-256. A 6-digit code has only a million values, so the hash keeps codes out of
 * plain sight (a database dump, a log of queries) rather than making them uncrackable; what
 * really protects them is the 10-minute life, single use and the attempt limit.
 */
function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  const digest = createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');
  return `${salt}$${digest}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt, digest] = stored.split('$');
  if (!salt || !digest) return false;
  const expected = Buffer.from(digest, 'hex');
  const actual = Buffer.from(hashCode(code, salt).split('$')[1], 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The hash of a blank send: no salt, so codeMatches refuses every code. */
const BLANK_HASH = '';

/** Rows older than this are of no use to any limit and are deleted. */
const KEEP_MS = 2 * DAY_MS;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export function createCodeStore(
  db: Database,
  limits: SecurityLimits,
  limiter: SecretLimiter,
  now: () => number = Date.now,
): CodeStore {
  const countByAddress = db.prepare(
    'SELECT COUNT(*) AS n FROM verification_codes WHERE address = ? AND created_at > ?',
  );
  const countByIp = db.prepare(
    'SELECT COUNT(*) AS n FROM verification_codes WHERE ip = ? AND created_at > ?',
  );
  // The send whose leaving the window lets the next one through (OFFSET = count - limit).
  const nthOldestByIp = db.prepare(
    `SELECT created_at AS at FROM verification_codes WHERE ip = ? AND created_at > ?
     ORDER BY created_at ASC LIMIT 1 OFFSET ?`,
  );
  const lastSent = db.prepare(
    'SELECT MAX(created_at) AS at FROM verification_codes WHERE address = ?',
  );
  const insert = db.prepare(
    `INSERT INTO verification_codes (address, type, code_hash, ip, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const supersede = db.prepare(
    `UPDATE verification_codes SET voided_at = ?, superseded_by = ?
     WHERE address = ? AND type = ? AND id <> ? AND used_at IS NULL AND voided_at IS NULL`,
  );
  const revive = db.prepare(
    'UPDATE verification_codes SET voided_at = NULL, superseded_by = NULL WHERE superseded_by = ?',
  );
  const remove = db.prepare('DELETE FROM verification_codes WHERE id = ?');
  const latest = db.prepare(
    `SELECT id, code_hash, expires_at, attempts, used_at, voided_at FROM verification_codes
     WHERE address = ? AND type = ? ORDER BY id DESC LIMIT 1`,
  );
  const countAttempt = db.prepare(
    'UPDATE verification_codes SET attempts = attempts + 1, voided_at = ? WHERE id = ?',
  );
  const markUsed = db.prepare(
    `UPDATE verification_codes SET used_at = ?
     WHERE id = ? AND used_at IS NULL AND voided_at IS NULL AND expires_at > ?`,
  );
  const cleanup = db.prepare('DELETE FROM verification_codes WHERE created_at < ?');
  const blankHash = db.prepare('UPDATE verification_codes SET code_hash = ? WHERE id = ?');
  let lastCleanup = 0;

  const count = (statement: typeof countByIp, key: string, since: number): number =>
    (statement.get(key, since) as { n: number }).n;

  /**
   * Per network: at most `codeBurstPerIp` sends in the short window and `codeDailyPerIp` in 24 h,
   * both rolling. A refusal names the minutes until the oldest counted send leaves its window.
   */
  const assertNetworkAllowed = (network: string, at: number): void => {
    const windows: Array<[limit: number, windowMs: number]> = [
      [limits.codeBurstPerIp, limits.codeBurstWindowMs],
      [limits.codeDailyPerIp, DAY_MS],
    ];
    let retryAt = 0;
    for (const [limit, windowMs] of windows) {
      const since = at - windowMs;
      const sent = count(countByIp, network, since);
      if (sent < limit) continue;
      const oldest = nthOldestByIp.get(network, since, sent - limit) as { at: number } | undefined;
      retryAt = Math.max(retryAt, (oldest?.at ?? at) + windowMs);
    }
    if (retryAt > 0) {
      const minutes = Math.max(1, Math.ceil((retryAt - at) / MINUTE_MS));
      throw new ApiError('codeIpLimit', { minutes });
    }
  };

  const issue = db.transaction((address: string, type: CodeType, ip: string): IssuedCode => {
    const at = now();
    // Counted per network, like the secret limiter: a new address inside one IPv6 /64 is not a
    // new sender. The column keeps its name; it holds the network.
    const network = networkOf(ip);
    if (at - lastCleanup > CLEANUP_EVERY_MS) {
      cleanup.run(at - KEEP_MS);
      lastCleanup = at;
    }
    const dayAgo = at - DAY_MS;
    if (count(countByAddress, address, dayAgo) >= limits.codeDailyPerAccount) {
      throw new ApiError('codeDailyLimit', { limit: limits.codeDailyPerAccount });
    }
    assertNetworkAllowed(network, at);
    const last = (lastSent.get(address) as { at: number | null }).at;
    if (last !== null && at - last < limits.codeResendMs) {
      const seconds = Math.max(1, Math.ceil((limits.codeResendMs - (at - last)) / 1000));
      throw new ApiError('codeResendWait', { seconds });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const info = insert.run(address, type, hashCode(code), network, at, at + limits.codeTtlMs);
    const id = Number(info.lastInsertRowid);
    supersede.run(at, id, address, type, id);
    return { id, code };
  });

  // The code of a blank send is dropped with its hash, in the transaction that made it.
  const issueBlank = db.transaction((address: string, type: CodeType, ip: string): void => {
    blankHash.run(BLANK_HASH, issue(address, type, ip).id);
  });

  const withdraw = db.transaction((id: number) => {
    revive.run(id);
    remove.run(id);
  });

  return {
    issue: (address, type, ip) => issue(address, type, ip),
    issueBlank: (address, type, ip) => issueBlank(address, type, ip),
    withdraw: (id) => withdraw(id),
    verify(address, type, code, ip) {
      // First, so a refused check answers the same whether or not the code is right.
      const subject = codeSubject(address);
      limiter.assertAllowed(subject, ip);
      const row = latest.get(address, type) as CodeRow | undefined;
      if (!row) throw new ApiError('codeInvalid');
      if (row.used_at !== null) throw new ApiError('codeUsed');
      if (row.voided_at !== null) throw new ApiError('codeAttemptsExceeded');
      const at = now();
      if (row.expires_at <= at) throw new ApiError('codeExpired');
      if (codeMatches(code.trim(), row.code_hash)) {
        limiter.recordSuccess(subject, ip);
        return row.id;
      }
      const exhausted = row.attempts + 1 >= limits.codeMaxAttempts;
      db.transaction(() => {
        countAttempt.run(exhausted ? at : null, row.id);
        limiter.recordFailure(subject, ip);
      })();
      throw new ApiError(exhausted ? 'codeAttemptsExceeded' : 'codeInvalid');
    },
    consume(id) {
      const at = now();
      if (markUsed.run(at, id, at).changes !== 1) throw new ApiError('codeInvalid');
    },
  };
}
