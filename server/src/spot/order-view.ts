import type { SpotOrder, StopOrder, TxComplete } from '@exchange/shared/contract';
import { sqlTimestamp } from '../db/sql-time';
import type { Lang } from '../i18n/languages';
import { translate, type MessageKey } from '../i18n/messages';
import type { Pair } from '../market/pairs-repo';
import type { OrderRow, TradeRow } from './spot-store';
import type { StopRow } from './stop-store';

const WAY_NAME: Record<1 | 2, MessageKey> = { 1: 'orderWayBuy', 2: 'orderWaySell' };
const STATUS_NAME: Record<1 | 2 | 3 | 4, MessageKey> = {
  1: 'orderStatusOpen',
  2: 'orderStatusPartial',
  3: 'orderStatusFilled',
  4: 'orderStatusCancelled',
};

/** The contract's SpotOrder of a stored order, names in `lang`. */
export function toSpotOrder(row: OrderRow, pair: Pair, lang: Lang): SpotOrder {
  return {
    id: row.id,
    way: row.way,
    way_name: translate(lang, WAY_NAME[row.way]),
    price: row.price,
    number: row.number,
    total_number: row.total_number,
    transacted_amount: row.transacted_amount,
    transacted_volume: row.transacted_volume,
    fee: row.fee,
    fee_currency: row.way === 1 ? pair.baseCode : pair.quoteCode,
    status: row.status,
    status_name: translate(lang, STATUS_NAME[row.status]),
    currency_match_id: row.currency_match_id,
    currency_match: { symbol: pair.symbol },
    created_at: sqlTimestamp(new Date(row.created_ms)),
    updated_at: sqlTimestamp(new Date(row.updated_ms)),
  };
}

const STOP_STATUS_NAME: Record<1 | 2 | 3 | 4, MessageKey> = {
  1: 'stopStatusPending',
  2: 'stopStatusTriggered',
  3: 'orderStatusCancelled', // the same word as a cancelled order
  4: 'stopStatusRejected',
};

/** The contract's StopOrder of a stored stop-limit order, names in `lang`. */
export function toStopOrder(row: StopRow, pair: Pair, lang: Lang): StopOrder {
  return {
    id: row.id,
    way: row.way,
    way_name: translate(lang, WAY_NAME[row.way]),
    stop_price: row.stop_price,
    price: row.price,
    number: row.number,
    status: row.status,
    status_name: translate(lang, STOP_STATUS_NAME[row.status]),
    order_id: row.order_id,
    currency_match_id: row.currency_match_id,
    currency_match: { symbol: pair.symbol },
    created_at: sqlTimestamp(new Date(row.created_ms)),
    updated_at: sqlTimestamp(new Date(row.updated_ms)),
  };
}

/** A completed trade on the wire: `number` and `amount` both carry the base quantity. */
export function toTxComplete(row: TradeRow): TxComplete {
  const date = new Date(row.created_ms);
  return {
    id: row.id,
    timestamp: row.created_ms,
    time: date.toISOString().slice(11, 19),
    price: row.price,
    number: row.number,
    amount: row.number,
    way: row.taker_side,
  };
}
