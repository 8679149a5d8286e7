import type { Database } from 'better-sqlite3';
import type { SecondResult } from '@exchange/shared/contract/second';
import { ACCOUNT_TYPE } from '../accounts/accounts-repo';
import { Dec } from '../money/decimal';
import { SECOND_REASON } from './second-money';
import { outcomeOf, payoutOf } from './second-rules';
import type { RecordedTrade, SecondOrderRow, SecondStore } from './second-store';

/** An order recomputed from the recorded trade feed, and how the stored order differs. */
export type OrderCheck = {
  openTrade: RecordedTrade | undefined;
  /** Undefined while in progress. */
  endTrade: RecordedTrade | undefined;
  /** Recomputed; null while in progress. */
  result: SecondResult | null;
  payout: Dec | null;
  /** Empty when the stored order agrees with the feed, the rule and the balance logs. */
  problems: string[];
};

export type OrderChecker = (row: SecondOrderRow) => OrderCheck;

/**
 * Recomputes orders from the trade feed: the open price is the last trade stamped before the
 * submit millisecond, the end price the last trade stamped at or before the due instant, then
 * the rule of docs/decisions.md#second. Closed orders are also checked against their user's balance
 * logs (stake, fee and payout moved exactly once, as computed).
 */
export function createOrderChecker(db: Database, store: SecondStore): OrderChecker {
  const decimals = db.prepare('SELECT decimals FROM currencies WHERE id = ?').pluck();
  const logValues = db
    .prepare(
      `SELECT value FROM balance_logs
        WHERE user_id = ? AND account_type_id = ${ACCOUNT_TYPE.micro} AND reason = ?
          AND json_extract(extra_data, '$.order_id') = ?`,
    )
    .pluck();
  const logsOf = (row: SecondOrderRow, reason: string): string[] =>
    logValues.all(row.user_id, reason, row.id) as string[];
  const expectOne = (problems: string[], row: SecondOrderRow, reason: string, value: Dec): void => {
    const values = logsOf(row, reason);
    const wanted = value.isZero() ? [] : [value.toFixed()];
    const got = values.map((text) => new Dec(text).toFixed());
    if (JSON.stringify(got) !== JSON.stringify(wanted)) {
      problems.push(`${reason} logs [${got.join(', ')}], expected [${wanted.join(', ')}]`);
    }
  };

  return (row) => {
    const problems: string[] = [];
    const openTrade = store.lastTradeBefore(row.currency_match_id, row.opened_ms);
    if (!openTrade) problems.push('no recorded trade before the submit instant');
    else if (openTrade.id !== row.open_trade_id || openTrade.price !== row.open_price) {
      problems.push(
        `open: stored trade ${row.open_trade_id} at ${row.open_price}, feed says trade ${openTrade.id} at ${openTrade.price}`,
      );
    }
    if (row.status !== 3) {
      return { openTrade, endTrade: undefined, result: null, payout: null, problems };
    }
    const endTrade = store.lastTradeAtOrBefore(row.currency_match_id, row.due_ms);
    if (!endTrade) problems.push('no recorded trade at the due instant');
    else if (endTrade.id !== row.end_trade_id || endTrade.price !== row.end_price) {
      problems.push(
        `end: stored trade ${row.end_trade_id ?? '-'} at ${row.end_price ?? '-'}, feed says trade ${endTrade.id} at ${endTrade.price}`,
      );
    }
    let result: SecondResult | null = null;
    let payout: Dec | null = null;
    if (openTrade && endTrade) {
      result = outcomeOf(row.type, openTrade.price, endTrade.price);
      const places = decimals.get(row.currency_id) as number;
      payout = payoutOf(result, row.number, row.profit_ratio, places);
      if (row.result !== result) problems.push(`result ${row.result ?? '-'}, expected ${result}`);
      if (row.payout === null || !new Dec(row.payout).eq(payout)) {
        problems.push(`payout ${row.payout ?? '-'}, expected ${payout.toFixed()}`);
      }
      expectOne(problems, row, SECOND_REASON.win, result === 'win' ? payout : new Dec(0));
      expectOne(problems, row, SECOND_REASON.refund, result === 'tie' ? payout : new Dec(0));
    }
    expectOne(problems, row, SECOND_REASON.stake, new Dec(row.number).neg());
    expectOne(problems, row, SECOND_REASON.fee, new Dec(row.fee).neg());
    return { openTrade, endTrade, result, payout, problems };
  };
}

export type VerifyReport = { checked: number; mismatches: { id: number; problems: string[] }[] };

/** Recomputes every closed order (the operator's `second verify`). */
export function verifyAllClosed(db: Database, store: SecondStore): VerifyReport {
  const check = createOrderChecker(db, store);
  const report: VerifyReport = { checked: 0, mismatches: [] };
  let after = 0;
  for (;;) {
    const batch = store.closedAfter(after, 500);
    if (batch.length === 0) break;
    for (const row of batch) {
      report.checked += 1;
      const { problems } = check(row);
      if (problems.length > 0) report.mismatches.push({ id: row.id, problems });
      after = row.id;
    }
  }
  return report;
}
