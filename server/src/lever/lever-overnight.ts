import type { Database } from 'better-sqlite3';
import type { MarketState } from '../market/market-state';
import { Dec } from '../money/decimal';
import { LEVER_REASON, type LeverLedger } from './lever-ledger';
import type { LeverStore } from './lever-store';

const DAY_MS = 24 * 60 * 60 * 1000;

export type OvernightDeps = {
  db: Database;
  store: LeverStore;
  ledger: LeverLedger;
  market: Pick<MarketState, 'pairById'>;
  /** Told which users were charged (to push their new figures). */
  onCharged?: (userId: number, quoteCurrencyId: number, pairId: number) => void;
};

/**
 * The daily overnight fee (docs/decisions.md#lever): once per position per UTC day, on every
 * position open since before that day's 00:00 UTC, `overnight_rate` x open price x quantity.
 * It comes from the lever balance; what the balance cannot cover comes out of the position's
 * margin (caution_money falls, origin_caution_money keeps the margin at open). Idempotent:
 * a (position, day) row is written in the same transaction, so running twice charges once.
 * Days the server was down are not charged afterwards.
 */
export function runOvernight(deps: OvernightDeps, nowMs: number): number {
  const { db, store, ledger, market } = deps;
  const rate = new Dec(store.settings().overnightRate);
  if (!rate.gt(0)) return 0;
  const dayStart = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const day = new Date(dayStart).toISOString().slice(0, 10);
  const mark = db.prepare(
    `INSERT OR IGNORE INTO lever_overnight_charges (order_id, day, amount, charged_ms)
     VALUES (?, ?, ?, ?)`,
  );
  let charged = 0;
  for (const row of store.allOpen()) {
    if (row.opened_ms === null || row.opened_ms >= dayStart) continue;
    const pair = market.pairById(row.currency_match_id);
    if (!pair) continue;
    const fee = new Dec(row.price)
      .times(row.number)
      .times(rate)
      .toDecimalPlaces(pair.quoteDecimals, Dec.ROUND_HALF_UP);
    const done = db.transaction((): boolean => {
      const fresh = store.find(row.id);
      if (!fresh || fresh.status !== 1) return false;
      if (mark.run(row.id, day, fee.toFixed(), nowMs).changes === 0) return false;
      const balance = ledger.balance(row.user_id, row.quote_currency_id).balance;
      const fromBalance = Dec.min(balance, fee);
      const margin = new Dec(fresh.caution_money);
      const fromMargin = Dec.min(fee.minus(fromBalance), margin);
      ledger.move({
        userId: row.user_id,
        currencyId: row.quote_currency_id,
        orderId: row.id,
        available: fromBalance.neg(),
        reason: LEVER_REASON.overnight,
      });
      store.update(row.id, {
        overnight_money: new Dec(fresh.overnight_money)
          .plus(fromBalance)
          .plus(fromMargin)
          .toFixed(),
        caution_money: margin.minus(fromMargin).toFixed(),
        updated_ms: nowMs,
      });
      return true;
    })();
    if (!done) continue;
    charged += 1;
    deps.onCharged?.(row.user_id, row.quote_currency_id, row.currency_match_id);
  }
  return charged;
}
