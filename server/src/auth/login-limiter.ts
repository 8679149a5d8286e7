import { isIPv4, isIPv6 } from 'node:net';
import type { Database } from 'better-sqlite3';
import { ApiError } from '../http/api-error';
import { MINUTE_MS, type SecurityLimits } from '../security/limits';

export type LoginLimiter = {
  /**
   * Refuses (code 0, with the wait in the message) when the network, the account or this
   * account from this network has to wait. Checked before the password, so a refused login
   * answers the same whether or not the password is right.
   */
  assertAllowed(account: string, ip: string): void;
  recordFailure(account: string, ip: string): void;
  /**
   * A successful login: forgets this network's failures for the account (its back-off) and
   * remembers the network as one the account logs in from. Other networks' failures stay.
   */
  recordSuccess(account: string, ip: string): void;
  /**
   * A password reset: forgets every failure of the account and the networks it logged in from
   * (one that had the old password gets no head start on the new one).
   */
  clear(account: string): void;
};

/** Exponential back-off of one account from one network. */
export type LoginBackoff = {
  /**
   * Failures that cost no wait. While the account is over its ceiling, a known network waits
   * at least `baseMs` after each of its failures.
   */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; each further failure doubles it. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
  /** Failures older than this are forgotten (a success from the network forgets them at once). */
  memoryMs: number;
};

export const DEFAULT_LOGIN_BACKOFF: LoginBackoff = {
  freeFailures: 3,
  baseMs: 30_000,
  maxMs: 15 * MINUTE_MS,
  memoryMs: 24 * 60 * MINUTE_MS,
};

/** Waits up to this are said in seconds, longer ones in (whole, rounded up) minutes. */
const MAX_SECONDS_SAID_MS = 90_000;

/**
 * The network a client IP counts under: an IPv4 address as is, an IPv6 address by its /64
 * (one subscriber or host usually gets a whole /64, so rotating addresses inside it gains
 * nothing). An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`) is its IPv4 address.
 */
export function networkOf(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The 8 groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const toGroups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = address.split('::');
  const front = toGroups(head);
  const back = tail === undefined ? [] : toGroups(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The wait after `failures` failures: none for the free ones, then base, 2 x base, … up to max. */
function backoffMs(failures: number, backoff: LoginBackoff): number {
  const beyond = failures - backoff.freeFailures;
  if (beyond <= 0) return 0;
  // Capped before the power grows past what a double can hold.
  return Math.min(backoff.baseMs * 2 ** Math.min(beyond - 1, 40), backoff.maxMs);
}

function retryError(waitMs: number): ApiError {
  return waitMs <= MAX_SECONDS_SAID_MS
    ? new ApiError('loginRetrySeconds', { seconds: Math.max(1, Math.ceil(waitMs / 1000)) })
    : new ApiError('loginRetryMinutes', { minutes: Math.ceil(waitMs / MINUTE_MS) });
}

type Count = { n: number; last: number | null };

/**
 * Failed logins counted in SQLite (times in ms), under the client's network (`networkOf`):
 * - account + network: after `freeFailures` failures each further one doubles the wait before
 *   the next try from that network, up to `maxMs`. A success there resets it. So an attacker's
 *   failures slow the attacker's network, not the owner's.
 * - account ceiling: `loginFailuresPerAccount` failures from anywhere in `loginWindowMs` (a
 *   distributed guess) lock the account until fewer remain in the window, but only for
 *   networks that never logged in to it. One that has is never locked out by others'
 *   failures, only slowed: it waits at least `baseMs` after each of its own failures.
 * - network: `loginFailuresPerIp` failures in `loginWindowMs` over any accounts (a password
 *   spray) block the network the same way.
 * Attempts while refused are not counted, so hammering does not extend a wait.
 */
export function createLoginLimiter(
  db: Database,
  limits: SecurityLimits,
  now: () => number = Date.now,
  backoff: LoginBackoff = DEFAULT_LOGIN_BACKOFF,
): LoginLimiter {
  const byPair = db.prepare(
    'SELECT COUNT(*) AS n, MAX(created_at) AS last FROM login_failures WHERE account = ? AND ip = ? AND created_at > ?',
  );
  // The limit-th newest failure in the window: while there is one the limit is reached, until
  // it leaves the window (so at most `limit` failures fit in any window).
  const nthNewest = (where: string) =>
    db
      .prepare(
        `SELECT created_at FROM login_failures WHERE ${where} AND created_at > ?
         ORDER BY created_at DESC LIMIT 1 OFFSET ?`,
      )
      .pluck();
  const byAccount = nthNewest('account = ?');
  const byNetwork = nthNewest('ip = ?');
  const isKnown = db.prepare('SELECT 1 FROM login_networks WHERE account = ? AND network = ?');
  const insert = db.prepare(
    'INSERT INTO login_failures (account, ip, created_at) VALUES (?, ?, ?)',
  );
  const clearPair = db.prepare('DELETE FROM login_failures WHERE account = ? AND ip = ?');
  const remember = db.prepare(
    `INSERT INTO login_networks (account, network, succeeded_at) VALUES (?, ?, ?)
     ON CONFLICT (account, network) DO UPDATE SET succeeded_at = excluded.succeeded_at`,
  );
  const clearAccount = db.prepare('DELETE FROM login_failures WHERE account = ?');
  const forgetNetworks = db.prepare('DELETE FROM login_networks WHERE account = ?');
  const cleanup = db.prepare('DELETE FROM login_failures WHERE created_at < ?');
  const keepMs = Math.max(backoff.memoryMs, limits.loginWindowMs);
  let lastCleanup = 0;

  /** Minutes until the failure at `time` leaves the window. */
  const windowLeft = (time: number, at: number): number =>
    Math.max(1, Math.ceil((time + limits.loginWindowMs - at) / MINUTE_MS));

  return {
    assertAllowed(account, ip) {
      const at = now();
      const network = networkOf(ip);
      const since = at - limits.loginWindowMs;
      const networkFull = byNetwork.get(network, since, limits.loginFailuresPerIp - 1);
      if (typeof networkFull === 'number') {
        throw new ApiError('loginIpBlocked', { minutes: windowLeft(networkFull, at) });
      }
      const accountFull = byAccount.get(account, since, limits.loginFailuresPerAccount - 1);
      const overCeiling = typeof accountFull === 'number';
      if (overCeiling && isKnown.get(account, network) === undefined) {
        throw new ApiError('accountLocked', { minutes: windowLeft(accountFull, at) });
      }
      const pairRow = byPair.get(account, network, at - backoff.memoryMs) as Count;
      // Over the ceiling (only a known network gets here) every failure costs a wait.
      const floor = overCeiling && pairRow.n > 0 ? backoff.baseMs : 0;
      const wait = Math.max(backoffMs(pairRow.n, backoff), floor);
      if (wait > 0 && pairRow.last !== null && at < pairRow.last + wait) {
        throw retryError(pairRow.last + wait - at);
      }
    },
    recordFailure(account, ip) {
      const at = now();
      if (at - lastCleanup > limits.loginWindowMs) {
        cleanup.run(at - keepMs);
        lastCleanup = at;
      }
      insert.run(account, networkOf(ip), at);
    },
    recordSuccess(account, ip) {
      const network = networkOf(ip);
      clearPair.run(account, network);
      remember.run(account, network, now());
    },
    clear(account) {
      clearAccount.run(account);
      forgetNetworks.run(account);
    },
  };
}

/** The key a known user's failures count under (shared by its e-mail and mobile logins). */
export function userLimitKey(userId: number): string {
  return `user:${userId}`;
}
