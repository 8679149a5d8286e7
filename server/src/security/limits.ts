/**
 * Verification-code and login limits (docs/decisions.md#security-deviations: codes are single
 * use, expire after 10 minutes and are rate limited). Counted in SQLite, so they hold across
 * restarts. Windows are rolling: "per day" means the last 24 hours.
 */
export type SecurityLimits = {
  /** How long a code stays valid. */
  codeTtlMs: number;
  /** At most one code per account (any type) in this interval. */
  codeResendMs: number;
  /** Codes per account (e-mail or mobile) in 24 h. */
  codeDailyPerAccount: number;
  /**
   * Codes requested from one network (`networkOf`: an IPv4 address, an IPv6 /64) in 24 h. Set
   * for an office or a carrier's NAT, where many people share an address; the short window
   * below is what stops one sender.
   */
  codeDailyPerIp: number;
  /** Codes from one network in `codeBurstWindowMs`; the refusal says when the next one is allowed. */
  codeBurstPerIp: number;
  codeBurstWindowMs: number;
  /** Wrong entries after which a code is void. */
  codeMaxAttempts: number;
  /**
   * Failed logins of one account in `loginWindowMs`, from anywhere, that lock it for
   * `loginWindowMs` to networks that never logged in to it (auth/secret-limiter.ts, which
   * applies these to trade passwords and verification codes too).
   */
  loginFailuresPerAccount: number;
  /** Failed logins from one network in `loginWindowMs` that block it for `loginWindowMs`. */
  loginFailuresPerIp: number;
  loginWindowMs: number;
};

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export const DEFAULT_LIMITS: SecurityLimits = {
  codeTtlMs: 10 * MINUTE_MS,
  codeResendMs: MINUTE_MS,
  codeDailyPerAccount: 10,
  codeDailyPerIp: 500,
  codeBurstPerIp: 50,
  codeBurstWindowMs: 10 * MINUTE_MS,
  codeMaxAttempts: 5,
  loginFailuresPerAccount: 5,
  loginFailuresPerIp: 30,
  loginWindowMs: 15 * MINUTE_MS,
};
