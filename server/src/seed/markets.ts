import { crossTicks, legsOf } from '../bots/cross-rate';
import { formatUnits, unitsOf } from '../engine';

/** Currencies and pairs of a fresh database, with realistic start quotations. */
export type SeedCurrency = {
  id: number;
  code: string;
  name: string;
  decimals: number;
  /** Quote currencies get a tab each, in `sort` order (USDT first, then BTC). */
  isQuote: boolean;
  sort: number;
};

export type SeedPair = {
  base: string;
  quote: string;
  openChange: 0 | 1;
  openLever: 0 | 1;
  openMicrotrade: 0 | 1;
  /**
   * 0-8: the specs' 4 for most pairs, more where the price needs them to show about 5
   * significant digits (docs/decisions.md#pair-precisions-and-pairs-priced-in-btc).
   */
  priceDecimals: number;
  numberDecimals: number;
  /** 24 h figures: open is the price 24 h ago; volume in the base currency. */
  open: string;
  close: string;
  high: string;
  low: string;
  volume: string;
};

export const SEED_CURRENCIES: readonly SeedCurrency[] = [
  { id: 1, code: 'USDT', name: 'Tether USD', decimals: 8, isQuote: true, sort: 1 },
  { id: 2, code: 'BTC', name: 'Bitcoin', decimals: 8, isQuote: true, sort: 2 },
  { id: 3, code: 'ETH', name: 'Ethereum', decimals: 8, isQuote: false, sort: 3 },
  { id: 4, code: 'LTC', name: 'Litecoin', decimals: 8, isQuote: false, sort: 4 },
  { id: 5, code: 'XRP', name: 'XRP', decimals: 6, isQuote: false, sort: 5 },
  { id: 6, code: 'EOS', name: 'EOS', decimals: 4, isQuote: false, sort: 6 },
  { id: 7, code: 'BCH', name: 'Bitcoin Cash', decimals: 8, isQuote: false, sort: 7 },
  { id: 8, code: 'DOGE', name: 'Dogecoin', decimals: 8, isQuote: false, sort: 8 },
  { id: 9, code: 'TRX', name: 'TRON', decimals: 6, isQuote: false, sort: 9 },
];

/** The USDT pairs, with their own start quotations (the legs of the cross pairs below). */
const LEG_PAIRS: readonly SeedPair[] = [
  {
    base: 'BTC',
    quote: 'USDT',
    openChange: 1,
    openLever: 1,
    openMicrotrade: 1,
    priceDecimals: 2,
    numberDecimals: 6,
    open: '95841.20',
    close: '97120.35',
    high: '97980.00',
    low: '95210.55',
    volume: '18452.318406',
  },
  {
    base: 'ETH',
    quote: 'USDT',
    openChange: 1,
    openLever: 1,
    openMicrotrade: 1,
    priceDecimals: 2,
    numberDecimals: 6,
    open: '3321.50',
    close: '3384.17',
    high: '3419.88',
    low: '3298.02',
    volume: '241873.552107',
  },
  {
    base: 'LTC',
    quote: 'USDT',
    openChange: 1,
    openLever: 1,
    openMicrotrade: 0,
    priceDecimals: 2,
    numberDecimals: 4,
    open: '89.10',
    close: '87.64',
    high: '90.25',
    low: '86.90',
    volume: '512334.2107',
  },
  {
    base: 'XRP',
    quote: 'USDT',
    openChange: 1,
    openLever: 0,
    openMicrotrade: 1,
    priceDecimals: 4,
    numberDecimals: 2,
    open: '2.1502',
    close: '2.1834',
    high: '2.2197',
    low: '2.1288',
    volume: '98123456.70',
  },
  {
    base: 'EOS',
    quote: 'USDT',
    openChange: 1,
    openLever: 0,
    openMicrotrade: 0,
    priceDecimals: 4,
    numberDecimals: 2,
    open: '0.7124',
    close: '0.6931',
    high: '0.7180',
    low: '0.6865',
    volume: '15234987.45',
  },
  {
    base: 'BCH',
    quote: 'USDT',
    openChange: 1,
    openLever: 1,
    openMicrotrade: 0,
    priceDecimals: 2,
    numberDecimals: 4,
    open: '447.91',
    close: '452.38',
    high: '458.40',
    low: '441.27',
    volume: '85431.2214',
  },
  {
    base: 'DOGE',
    quote: 'USDT',
    openChange: 1,
    openLever: 0,
    openMicrotrade: 1,
    priceDecimals: 4,
    numberDecimals: 1,
    open: '0.1611',
    close: '0.1587',
    high: '0.1642',
    low: '0.1559',
    volume: '1254789331.0',
  },
  {
    base: 'TRX',
    quote: 'USDT',
    openChange: 1,
    openLever: 0,
    openMicrotrade: 0,
    priceDecimals: 4,
    numberDecimals: 1,
    open: '0.2419',
    close: '0.2436',
    high: '0.2458',
    low: '0.2401',
    volume: '845123771.4',
  },
];

/** A cross pair: its prices come from its legs (cross-rate.ts); only its volume is its own. */
type SeedCross = Omit<SeedPair, 'open' | 'close' | 'high' | 'low'>;

const CROSS_PAIRS: readonly SeedCross[] = [
  {
    base: 'ETH',
    quote: 'BTC',
    openChange: 1,
    openLever: 0,
    openMicrotrade: 0,
    priceDecimals: 6,
    numberDecimals: 4,
    volume: '31256.2817',
  },
  {
    base: 'LTC',
    quote: 'BTC',
    openChange: 1,
    openLever: 0,
    openMicrotrade: 0,
    priceDecimals: 8,
    numberDecimals: 2,
    volume: '45123.27',
  },
  {
    base: 'BCH',
    quote: 'BTC',
    openChange: 0,
    openLever: 0,
    openMicrotrade: 0,
    priceDecimals: 7,
    numberDecimals: 4,
    volume: '3421.5000',
  },
];

/**
 * A cross pair's start quotation from its legs' (LTC/BTC = LTC/USDT ÷ BTC/USDT), rounded at
 * its decimals. High and low are the extremes of the legs' ratios, a first guess: the server
 * recomputes the day's figures from the seeded history (kline-history.ts) when it starts.
 */
function crossSeed(row: SeedCross): SeedPair {
  const legs = legsOf(LEG_PAIRS, (pair) => pair, row);
  if (!legs) throw new Error(`no USDT legs for ${row.base}/${row.quote}`);
  const ratio = (baseText: string, quoteText: string): bigint => {
    const ticks = crossTicks(
      { ticks: unitsOf(baseText, legs.base.priceDecimals), decimals: legs.base.priceDecimals },
      { ticks: unitsOf(quoteText, legs.quote.priceDecimals), decimals: legs.quote.priceDecimals },
      row.priceDecimals,
    );
    if (ticks === null) throw new Error(`no price for ${row.base}/${row.quote}`);
    return ticks;
  };
  const open = ratio(legs.base.open, legs.quote.open);
  const close = ratio(legs.base.close, legs.quote.close);
  const ratios = [
    open,
    close,
    ratio(legs.base.high, legs.quote.high),
    ratio(legs.base.low, legs.quote.low),
  ];
  const text = (ticks: bigint): string => formatUnits(ticks, row.priceDecimals);
  return {
    ...row,
    open: text(open),
    close: text(close),
    high: text(ratios.reduce((a, b) => (b > a ? b : a))),
    low: text(ratios.reduce((a, b) => (b < a ? b : a))),
  };
}

/** Every seeded pair, the USDT pairs first (ids 1-8), then the cross pairs. */
export const SEED_PAIRS: readonly SeedPair[] = [
  ...LEG_PAIRS,
  ...CROSS_PAIRS.map((row) => crossSeed(row)),
];
