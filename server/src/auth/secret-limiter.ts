import { isIPv4, isIPv6 } from 'node:net';
import type { Database } from 'better-sqlite3';
import { ApiError } from '../http/api-error';
import type { MessageKey } from '../i18n/messages';
import { MINUTE_MS, type SecurityLimits } from '../security/limits';
import { normalizeDigits, normalizeEmail } from '../user/user-repo';

/** The kinds of secret a client can guess; the kind picks the wording of a refusal. */
export type SecretKind = 'password' | 'payPassword' | 'code';

/** What wrong guesses count under: a kind and a key (login_failures.account). */
export type SecretSubject = { readonly kind: SecretKind; readonly key: string };

/** A known user's login password (its e-mail and mobile logins share one count). */
export function passwordSubject(userId: number): SecretSubject {
  return { kind: 'password', key: `user:${userId}` };
}

/**
 * A login of an account that does not exist, counted under what was typed, so it is locked
 * like a real one (no hint that it does not exist).
 */
export function unknownAccountSubject(
  loginType: 'email' | 'mobile',
  account: string,
  countryCode = '',
): SecretSubject {
  const key =
    loginType === 'email'
      ? `email:${normalizeEmail(account)}`
      : `mobile:${normalizeDigits(countryCode)}:${normalizeDigits(account)}`;
  return { kind: 'password', key };
}

/** A user's trade password: one count for every door it opens (withdrawals, lever orders). */
export function payPasswordSubject(userId: number): SecretSubject {
  return { kind: 'payPassword', key: `pay:${userId}` };
}

/** Verification codes sent to one address (a code-store address key), whatever their type. */
export function codeSubject(address: string): SecretSubject {
  return { kind: 'code', key: `code:${address}` };
}

export type SecretLimiter = {
  /**
   * Refuses (code 0, with the wait in the message) when the network, the subject or the
   * subject from this network has to wait. Checked before the secret, so a refused attempt
   * answers the same whether or not the secret is right.
   */
  assertAllowed(subject: SecretSubject, ip: string): void;
  recordFailure(subject: SecretSubject, ip: string): void;
  /**
   * A right secret: forgets this network's failures for the subject (its back-off) and
   * remembers the network as one the subject succeeded from. Other networks' failures stay.
   */
  recordSuccess(subject: SecretSubject, ip: string): void;
  /**
   * A reset (e.g. a new password): forgets every failure of the subject and the networks it
   * succeeded from (one that had the old secret gets no head start on the new one).
   */
  clear(subject: SecretSubject): void;
  /**
   * The whole dance: assertAllowed, then `test`; false records a failure and throws `wrong`,
   * true records a success. The failure is counted before `test` runs and forgiven on a
   * success, so guesses sent in parallel cannot all slip past the back-off while `test`
   * (scrypt) is awaited. A `test` that throws counts nothing.
   */
  check(
    subject: SecretSubject,
    ip: string,
    test: () => boolean | Promise<boolean>,
    wrong: MessageKey,
  ): Promise<void>;
};

/** Exponential back-off of one subject from one network. */
export type SecretBackoff = {
  /**
   * Failures that cost no wait. While the subject is over its ceiling, a known network waits
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

export const DEFAULT_SECRET_BACKOFF: SecretBackoff = {
  freeFailures: 3,
  baseMs: 30_000,
  maxMs: 15 * MINUTE_MS,
  memoryMs: 24 * 60 * MINUTE_MS,
};

/** The refusals of each kind: they name what was wrong (the login keeps its wording). */
const REFUSALS: Record<
  SecretKind,
  { seconds: MessageKey; minutes: MessageKey; locked: MessageKey; network: MessageKey }
> = {
  password: {
    seconds: 'loginRetrySeconds',
    minutes: 'loginRetryMinutes',
    locked: 'accountLocked',
    network: 'loginIpBlocked',
  },
  payPassword: {
    seconds: 'payPasswordRetrySeconds',
    minutes: 'payPasswordRetryMinutes',
    locked: 'payPasswordLocked',
    network: 'secretIpBlocked',
  },
  code: {
    seconds: 'codeRetrySeconds',
    minutes: 'codeRetryMinutes',
    locked: 'codeLocked',
    network: 'secretIpBlocked',
  },
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
function backoffMs(failures: number, backoff: SecretBackoff): number {
  const beyond = failures - backoff.freeFailures;
  if (beyond <= 0) return 0;
  // Capped before the power grows past what a double can hold.
  return Math.min(backoff.baseMs * 2 ** Math.min(beyond - 1, 40), backoff.maxMs);
}

function retryError(kind: SecretKind, waitMs: number): ApiError {
  return waitMs <= MAX_SECONDS_SAID_MS
    ? new ApiError(REFUSALS[kind].seconds, { seconds: Math.max(1, Math.ceil(waitMs / 1000)) })
    : new ApiError(REFUSALS[kind].minutes, { minutes: Math.ceil(waitMs / MINUTE_MS) });
}

type Count = { n: number; last: number | null };

/**
 * Wrong secrets (login and trade passwords, verification codes) counted in SQLite (times in
 * ms) under the subject's key and the client's network (`networkOf`):
 * - subject + network: after `freeFailures` failures each further one doubles the wait before
 *   the next try from that network, up to `maxMs`. A success there resets it. So an attacker's
 *   failures slow the attacker's network, not the owner's.
 * - subject ceiling: `loginFailuresPerAccount` failures from anywhere in `loginWindowMs` (a
 *   distributed guess) lock the subject until fewer remain in the window, but only for
 *   networks that never succeeded on it. One that has is never locked out by others'
 *   failures, only slowed: it waits at least `baseMs` after each of its own failures.
 * - network: `loginFailuresPerIp` failures in `loginWindowMs` over any subjects (a spray)
 *   block the network the same way.
 * Attempts while refused are not counted, so hammering does not extend a wait.
 */
export function createSecretLimiter(
  db: Database,
  limits: SecurityLimits,
  now: () => number = Date.now,
  backoff: SecretBackoff = DEFAULT_SECRET_BACKOFF,
): SecretLimiter {
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
  const removeFailure = db.prepare('DELETE FROM login_failures WHERE id = ?');
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

  const assertAllowed = ({ kind, key }: SecretSubject, ip: string): void => {
    const at = now();
    const network = networkOf(ip);
    const since = at - limits.loginWindowMs;
    const networkFull = byNetwork.get(network, since, limits.loginFailuresPerIp - 1);
    if (typeof networkFull === 'number') {
      throw new ApiError(REFUSALS[kind].network, { minutes: windowLeft(networkFull, at) });
    }
    const accountFull = byAccount.get(key, since, limits.loginFailuresPerAccount - 1);
    const overCeiling = typeof accountFull === 'number';
    if (overCeiling && isKnown.get(key, network) === undefined) {
      throw new ApiError(REFUSALS[kind].locked, { minutes: windowLeft(accountFull, at) });
    }
    const pairRow = byPair.get(key, network, at - backoff.memoryMs) as Count;
    // Over the ceiling (only a known network gets here) every failure costs a wait.
    const floor = overCeiling && pairRow.n > 0 ? backoff.baseMs : 0;
    const wait = Math.max(backoffMs(pairRow.n, backoff), floor);
    if (wait > 0 && pairRow.last !== null && at < pairRow.last + wait) {
      throw retryError(kind, pairRow.last + wait - at);
    }
  };

  /** Stores a failure; answers its id. */
  const recordFailure = ({ key }: SecretSubject, ip: string): number => {
    const at = now();
    if (at - lastCleanup > limits.loginWindowMs) {
      cleanup.run(at - keepMs);
      lastCleanup = at;
    }
    return Number(insert.run(key, networkOf(ip), at).lastInsertRowid);
  };

  const recordSuccess = ({ key }: SecretSubject, ip: string): void => {
    const network = networkOf(ip);
    clearPair.run(key, network);
    remember.run(key, network, now());
  };

  return {
    assertAllowed,
    recordFailure(subject, ip) {
      recordFailure(subject, ip);
    },
    recordSuccess,
    clear({ key }) {
      clearAccount.run(key);
      forgetNetworks.run(key);
    },
    async check(subject, ip, test, wrong) {
      assertAllowed(subject, ip);
      // Counted before the (awaited) test, in the same tick as the assertion: see the type.
      const failure = recordFailure(subject, ip);
      let right: boolean;
      try {
        right = await test();
      } catch (error) {
        removeFailure.run(failure);
        throw error;
      }
      if (!right) throw new ApiError(wrong);
      recordSuccess(subject, ip);
    },
  };
}
