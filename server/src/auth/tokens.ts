import { createHash, randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { DEFAULT_TOKEN_TTL_MS } from '../options';

/** Only this hash is stored: a leaked database does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export type Session = { userId: number; tokenHash: string };

export type TokenStore = {
  /** A fresh 32-byte hex token for the user; the raw value is returned once and never stored. */
  issue(userId: number): string;
  /** The session of a live token (not expired, not revoked), else null. */
  resolve(token: string | undefined): Session | null;
  /** Revokes the token; true when it was live. */
  revoke(token: string): boolean;
  /**
   * Revokes every live token of the user (password reset) and answers their hashes, so the
   * caller can end the matching live-channel sessions once its transaction has committed.
   */
  revokeAllForUser(userId: number): string[];
};

const TOKEN_SHAPE = /^[0-9a-f]{64}$/;

/** `ttlMs`: how long an issued token lives (options.tokenTtlMs, TOKEN_TTL_HOURS). */
export function createTokenStore(
  db: Database,
  { ttlMs = DEFAULT_TOKEN_TTL_MS, now = Date.now }: { ttlMs?: number; now?: () => number } = {},
): TokenStore {
  const insert = db.prepare(
    'INSERT INTO tokens (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const find = db.prepare(
    'SELECT user_id FROM tokens WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
  );
  const revokeStmt = db.prepare(
    'UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
  );
  const liveOfUser = db.prepare(
    'SELECT token_hash FROM tokens WHERE user_id = ? AND revoked_at IS NULL',
  );
  const revokeUser = db.prepare(
    'UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
  );
  const revokeAll = db.transaction((userId: number): string[] => {
    const hashes = (liveOfUser.all(userId) as Array<{ token_hash: string }>).map(
      (row) => row.token_hash,
    );
    revokeUser.run(now(), userId);
    return hashes;
  });
  return {
    issue(userId) {
      const token = randomBytes(32).toString('hex');
      const at = now();
      insert.run(userId, hashToken(token), at, at + ttlMs);
      return token;
    },
    resolve(token) {
      const raw = token?.trim().toLowerCase();
      if (!raw || !TOKEN_SHAPE.test(raw)) return null;
      const tokenHash = hashToken(raw);
      const row = find.get(tokenHash, now()) as { user_id: number } | undefined;
      return row ? { userId: row.user_id, tokenHash } : null;
    },
    revoke(token) {
      return revokeStmt.run(now(), hashToken(token.trim().toLowerCase())).changes > 0;
    },
    revokeAllForUser: (userId) => revokeAll(userId),
  };
}
