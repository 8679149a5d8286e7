import type { Database } from 'better-sqlite3';
import { ApiError } from '../http/api-error';
import { MINUTE_MS, type SecurityLimits } from '../security/limits';

export type LoginLimiter = {
  /**
   * Refuses (code 0, with the minutes left) when the IP or the account has had too many failed
   * logins within the window. Checked before the password, so a locked account answers the
   * same whether or not the password is right.
   */
  assertAllowed(account: string, ip: string): void;
  recordFailure(account: string, ip: string): void;
  /** A successful login forgets the account's failures (the IP's stay counted). */
  clear(account: string): void;
};

/**
 * Failed logins counted in SQLite over a rolling window (default 15 minutes). Reaching the
 * limit blocks until the window has passed since the last counted failure; attempts while
 * blocked are not counted, so the block lasts exactly one window.
 */
export function createLoginLimiter(
  db: Database,
  limits: SecurityLimits,
  now: () => number = Date.now,
): LoginLimiter {
  const byAccount = db.prepare(
    'SELECT COUNT(*) AS n, MAX(created_at) AS last FROM login_failures WHERE account = ? AND created_at > ?',
  );
  const byIp = db.prepare(
    'SELECT COUNT(*) AS n, MAX(created_at) AS last FROM login_failures WHERE ip = ? AND created_at > ?',
  );
  const insert = db.prepare(
    'INSERT INTO login_failures (account, ip, created_at) VALUES (?, ?, ?)',
  );
  const clearAccount = db.prepare('DELETE FROM login_failures WHERE account = ?');
  const cleanup = db.prepare('DELETE FROM login_failures WHERE created_at < ?');
  let lastCleanup = 0;

  const minutesLeft = (last: number, at: number): number =>
    Math.max(1, Math.ceil((last + limits.loginWindowMs - at) / MINUTE_MS));

  return {
    assertAllowed(account, ip) {
      const at = now();
      const since = at - limits.loginWindowMs;
      const ipRow = byIp.get(ip, since) as { n: number; last: number | null };
      if (ipRow.n >= limits.loginFailuresPerIp && ipRow.last !== null) {
        throw new ApiError('loginIpBlocked', { minutes: minutesLeft(ipRow.last, at) });
      }
      const accountRow = byAccount.get(account, since) as { n: number; last: number | null };
      if (accountRow.n >= limits.loginFailuresPerAccount && accountRow.last !== null) {
        throw new ApiError('accountLocked', { minutes: minutesLeft(accountRow.last, at) });
      }
    },
    recordFailure(account, ip) {
      const at = now();
      if (at - lastCleanup > limits.loginWindowMs) {
        cleanup.run(at - 2 * limits.loginWindowMs);
        lastCleanup = at;
      }
      insert.run(account, ip, at);
    },
    clear(account) {
      clearAccount.run(account);
    },
  };
}

/** The key a known user's failures count under (shared by its e-mail and mobile logins). */
export function userLimitKey(userId: number): string {
  return `user:${userId}`;
}
