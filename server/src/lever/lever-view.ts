import type { LeverOrder } from '@exchange/shared/contract/lever';
import { sqlTimestamp } from '../db/sql-time';
import type { Pair } from '../market/pairs-repo';
import { Dec } from '../money/decimal';
import { liquidationPrice } from './lever-math';
import type { LeverRow } from './lever-store';

export type RiskPosition = { row: LeverRow; pair: Pair; last: Dec; profit: Dec; margin: Dec };

/** A user's open positions in one quote currency, figured on the last prices. */
export type RiskBook = {
  balance: Dec;
  positions: RiskPosition[];
  profits: Dec;
  margins: Dec;
  /** Percent; null when there is no open position. */
  hazard: Dec | null;
  threshold: Dec;
};

const time = (ms: number | null): string | null =>
  ms === null ? null : sqlTimestamp(new Date(ms));

/**
 * The wire row. Open rows take their current price, profit and estimated liquidation price
 * from the book (the caller's open positions of that quote currency); other rows show what
 * was stored (closed: the close price and realised profit).
 */
export function toLeverOrder(
  row: LeverRow,
  pair: Pair,
  book?: RiskBook,
  last?: Dec | null,
): LeverOrder {
  let update = row.close_price ?? (last ? last.toFixed() : row.origin_price);
  let profits = row.status === 3 ? row.profits : '0';
  let liquidation = '0';
  const position =
    row.status === 1 ? book?.positions.find((item) => item.row.id === row.id) : undefined;
  if (position && book) {
    update = position.last.toFixed();
    profits = position.profit.toFixed();
    const estimate = liquidationPrice({
      type: row.type,
      open: new Dec(row.price),
      quantity: new Dec(row.number),
      balance: book.balance,
      margins: book.margins,
      otherProfits: book.profits.minus(position.profit),
      thresholdPercent: book.threshold,
      priceDecimals: pair.priceDecimals,
    });
    liquidation = estimate ? estimate.toFixed() : '0';
  }
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    price: row.price,
    origin_price: row.origin_price,
    update_price: update,
    share: row.share,
    number: row.number,
    multiple: row.multiple,
    target_profit_price: row.target_profit_price,
    stop_loss_price: row.stop_loss_price,
    caution_money: row.caution_money,
    origin_caution_money: row.origin_caution_money,
    trade_fee: row.trade_fee,
    overnight_money: row.overnight_money,
    profits,
    liquidation_price: liquidation,
    close_reason: row.close_reason,
    price_decimals: pair.priceDecimals,
    quote_decimals: pair.quoteDecimals,
    time: time(row.created_ms) ?? '',
    closed_at: time(row.closed_ms),
    currency_match_id: row.currency_match_id,
    currency_match: { symbol: pair.symbol },
    base_currency_id: row.base_currency_id,
    quote_currency_id: row.quote_currency_id,
  };
}
