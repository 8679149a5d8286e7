import type { Database } from 'better-sqlite3';
import { Dec } from '../money/decimal';

/** A trading pair as stored (the `currency_matches` row joined with its two currencies). */
export type Pair = {
  id: number;
  symbol: string;
  baseCurrencyId: number;
  quoteCurrencyId: number;
  baseCode: string;
  quoteCode: string;
  /** Quote currencies are listed in this order (USDT first, then BTC). */
  quoteSort: number;
  sort: number;
  openChange: 0 | 1;
  openLever: 0 | 1;
  openMicrotrade: 0 | 1;
  priceDecimals: number;
  numberDecimals: number;
  /** Decimals of the base and quote currencies (balances, fees). */
  baseDecimals: number;
  quoteDecimals: number;
  /** Fee rates as decimal fractions, e.g. "0.001" = 0.1 %. */
  buyFeeRate: string;
  sellFeeRate: string;
  /**
   * Smallest order value (price x number) in the quote currency, plain decimal text; "0" when
   * the pair has none (docs/product.md#spot-order-rules).
   */
  minOrderValue: string;
  /** Lever settings (migration 8): lot size, price adjustment percent, fee fraction. */
  lever?: LeverPairConfig;
};

export type LeverPairConfig = {
  shareNum: string;
  pointRate: string;
  feeRate: string;
  minShare: number;
  maxShare: number;
};

/** The 24 h figures of a pair; `open` is the price 24 h ago, the base of the change percent. */
export type DayQuote = { open: Dec; close: Dec; high: Dec; low: Dec; volume: Dec };

type PairRow = {
  id: number;
  base_currency_id: number;
  quote_currency_id: number;
  base_code: string;
  quote_code: string;
  quote_sort: number;
  sort: number;
  open_change: number;
  open_lever: number;
  open_microtrade: number;
  price_decimals: number;
  number_decimals: number;
  base_decimals: number;
  quote_decimals: number;
  buy_fee_rate: string;
  sell_fee_rate: string;
  min_order_value: string | null;
  lever_share_num: string;
  lever_point_rate: string;
  lever_fee_rate: string;
  lever_min_share: number;
  lever_max_share: number;
};

type QuoteRow = {
  currency_match_id: number;
  open: string;
  close: string;
  high: string;
  low: string;
  volume: string;
};

const flag = (value: number): 0 | 1 => (value ? 1 : 0);

/** Operator-typed decimal text, trimmed; the fallback when it is missing or not plain. */
function plainDecimalOr(text: string | null, fallback: string): string {
  const trimmed = text?.trim() ?? '';
  return /^\d+(\.\d+)?$/.test(trimmed) ? trimmed : fallback;
}

export function loadPairs(db: Database): Pair[] {
  const rows = db
    .prepare(
      `SELECT m.id, m.base_currency_id, m.quote_currency_id, b.code AS base_code,
              q.code AS quote_code, q.sort AS quote_sort, m.sort, m.open_change, m.open_lever,
              m.open_microtrade, m.price_decimals, m.number_decimals, b.decimals AS base_decimals,
              q.decimals AS quote_decimals, m.buy_fee_rate, m.sell_fee_rate,
              COALESCE(m.min_order_value,
                (SELECT s.value FROM settings s
                  WHERE s.key = 'spot_min_order_value_' || q.code)) AS min_order_value,
              m.lever_share_num, m.lever_point_rate, m.lever_fee_rate, m.lever_min_share,
              m.lever_max_share
         FROM currency_matches m
         JOIN currencies b ON b.id = m.base_currency_id
         JOIN currencies q ON q.id = m.quote_currency_id
        ORDER BY q.sort, m.sort, m.id`,
    )
    .all() as PairRow[];
  return rows.map((row) => ({
    id: row.id,
    symbol: `${row.base_code}/${row.quote_code}`.toUpperCase(),
    baseCurrencyId: row.base_currency_id,
    quoteCurrencyId: row.quote_currency_id,
    baseCode: row.base_code,
    quoteCode: row.quote_code,
    quoteSort: row.quote_sort,
    sort: row.sort,
    openChange: flag(row.open_change),
    openLever: flag(row.open_lever),
    openMicrotrade: flag(row.open_microtrade),
    priceDecimals: row.price_decimals,
    numberDecimals: row.number_decimals,
    baseDecimals: row.base_decimals,
    quoteDecimals: row.quote_decimals,
    buyFeeRate: row.buy_fee_rate,
    sellFeeRate: row.sell_fee_rate,
    minOrderValue: plainDecimalOr(row.min_order_value, '0'),
    lever: {
      shareNum: row.lever_share_num,
      pointRate: row.lever_point_rate,
      feeRate: row.lever_fee_rate,
      minShare: row.lever_min_share,
      maxShare: row.lever_max_share,
    },
  }));
}

export function loadDayQuotes(db: Database): Map<number, DayQuote> {
  const rows = db.prepare('SELECT * FROM quotations').all() as QuoteRow[];
  return new Map(
    rows.map((row) => [
      row.currency_match_id,
      {
        open: new Dec(row.open),
        close: new Dec(row.close),
        high: new Dec(row.high),
        low: new Dec(row.low),
        volume: new Dec(row.volume),
      },
    ]),
  );
}

export type DayQuoteWriter = (changes: ReadonlyArray<{ pairId: number; quote: DayQuote }>) => void;

/** Persists changed day quotes in one transaction, so a restart resumes from the last prices. */
export function dayQuoteWriter(db: Database): DayQuoteWriter {
  const upsert = db.prepare(
    `INSERT INTO quotations (currency_match_id, open, close, high, low, volume, updated_at)
     VALUES (@id, @open, @close, @high, @low, @volume, @at)
     ON CONFLICT (currency_match_id) DO UPDATE SET open = excluded.open, close = excluded.close,
       high = excluded.high, low = excluded.low, volume = excluded.volume,
       updated_at = excluded.updated_at`,
  );
  return db.transaction((changes: ReadonlyArray<{ pairId: number; quote: DayQuote }>) => {
    const at = Date.now();
    for (const { pairId, quote } of changes) {
      upsert.run({
        id: pairId,
        open: quote.open.toFixed(),
        close: quote.close.toFixed(),
        high: quote.high.toFixed(),
        low: quote.low.toFixed(),
        volume: quote.volume.toFixed(),
        at,
      });
    }
  });
}
