import type { SecondOrder } from '@exchange/shared/contract/second';
import { sqlTimestamp } from '../db/sql-time';
import { Dec } from '../money/decimal';
import { factProfitOf } from './second-rules';
import type { SecondOrderRow } from './second-store';

/** The names an order shows: its pair's symbol and its currency's code. */
export type OrderNames = { symbol: string; currencyCode: string };

const plain = (value: string): string => new Dec(value).toFixed();

/** The wire shape of an order; remain_milli_seconds counts from `now`. */
export function toSecondOrder(row: SecondOrderRow, names: OrderNames, now: number): SecondOrder {
  const closed = row.status === 3 && row.payout !== null;
  return {
    id: row.id,
    match_id: row.currency_match_id,
    symbol_name: names.symbol,
    seconds: row.seconds,
    number: plain(row.number),
    currency_id: row.currency_id,
    currency_name: names.currencyCode,
    type: row.type,
    status: row.status,
    open_price: row.open_price,
    end_price: row.end_price ?? '',
    profit_ratio: row.profit_ratio,
    fact_profits: closed ? factProfitOf(new Dec(row.payout ?? '0'), row.number).toFixed() : '',
    fee: plain(row.fee),
    result: row.result,
    remain_milli_seconds: row.status === 1 ? Math.max(0, row.due_ms - now) : 0,
    created_at: sqlTimestamp(new Date(row.opened_ms)),
    due_at: row.due_ms,
    settled_at: row.settled_ms === null ? null : sqlTimestamp(new Date(row.settled_ms)),
  };
}
