import type { Database } from 'better-sqlite3';
import type { DrawLimit } from '@exchange/shared/contract';
import { ApiError } from '../http/api-error';
import { Dec } from '../money/decimal';
import type { UserRow } from '../user/user-repo';

/** Identity review status that counts as verified (the higher limit). */
const VERIFIED = 2;
/** USDT amounts are shown and compared to the cent's hundredth. */
const USDT_DECIMALS = 4;

export const DRAW_LIMIT_SETTING = {
  unverified: 'draw_daily_limit_unverified',
  verified: 'draw_daily_limit_verified',
} as const;

export type DrawLimits = {
  /** Today's (UTC) limit, use and what is left for this user. */
  of(user: Pick<UserRow, 'id' | 'review_status'>): DrawLimit;
  /**
   * The USDT value of a withdrawal at the current price, refused (code 0) when it is more than
   * what is left today or when the currency has no USDT price to value it by.
   */
  check(user: Pick<UserRow, 'id' | 'review_status'>, code: string, number: Dec): Dec;
};

/**
 * Daily withdrawal limits by identity, in USDT equivalent (operator settings, read on every
 * call so an edit needs no restart). Each withdrawal stores its USDT value when asked for;
 * today's use is the sum of the user's pending and sent withdrawals since 00:00 UTC (rejected
 * ones give their share back).
 */
export function createDrawLimits(db: Database, usdRate: (code: string) => Dec): DrawLimits {
  const setting = db.prepare('SELECT value FROM settings WHERE key = ?').pluck();
  const todays = db
    .prepare(
      `SELECT usdt_value FROM withdrawals
       WHERE user_id = ? AND status IN (0, 1) AND created_at >= ?`,
    )
    .pluck();

  const limitOf = (verified: boolean): Dec => {
    const raw = setting.get(DRAW_LIMIT_SETTING[verified ? 'verified' : 'unverified']);
    // A missing or broken setting allows nothing rather than everything.
    try {
      const value = new Dec(typeof raw === 'string' ? raw : '0');
      return value.isFinite() && value.gt(0) ? value : new Dec(0);
    } catch {
      return new Dec(0);
    }
  };

  const of = (user: Pick<UserRow, 'id' | 'review_status'>): DrawLimit => {
    const verified = user.review_status === VERIFIED;
    const limit = limitOf(verified);
    const dayStart = `${new Date().toISOString().slice(0, 10)} 00:00:00`;
    const used = (todays.all(user.id, dayStart) as string[]).reduce(
      (sum, value) => sum.plus(value),
      new Dec(0),
    );
    const left = Dec.max(limit.minus(used), 0);
    const text = (value: Dec): string => value.toFixed(USDT_DECIMALS, Dec.ROUND_DOWN);
    return { limit: text(limit), used: text(used), left: text(left), verified, currency: 'USDT' };
  };

  return {
    of,
    check(user, code, number) {
      const rate = usdRate(code);
      if (!rate.gt(0)) throw new ApiError('drawNoPrice');
      // Rounded up: a withdrawal never counts for less than it is worth.
      const value = number.times(rate).toDecimalPlaces(USDT_DECIMALS, Dec.ROUND_UP);
      const today = of(user);
      if (value.gt(today.left)) {
        const key = today.verified ? 'drawDailyLimitExceeded' : 'drawDailyLimitExceededUnverified';
        throw new ApiError(key, {
          value: value.toFixed(),
          left: today.left,
          limit: today.limit,
        });
      }
      return value;
    },
  };
}
