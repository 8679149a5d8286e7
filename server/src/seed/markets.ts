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
  /** At most 4 (docs/decisions.md#numbers). */
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

export const SEED_PAIRS: readonly SeedPair[] = [
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
  {
    base: 'ETH',
    quote: 'BTC',
    openChange: 1,
    openLever: 0,
    openMicrotrade: 0,
    priceDecimals: 4,
    numberDecimals: 4,
    open: '0.0347',
    close: '0.0348',
    high: '0.0351',
    low: '0.0345',
    volume: '31256.2817',
  },
  {
    base: 'LTC',
    quote: 'BTC',
    openChange: 1,
    openLever: 0,
    openMicrotrade: 0,
    priceDecimals: 4,
    numberDecimals: 2,
    open: '0.0009',
    close: '0.0009',
    high: '0.0010',
    low: '0.0009',
    volume: '45123.27',
  },
  {
    base: 'BCH',
    quote: 'BTC',
    openChange: 0,
    openLever: 0,
    openMicrotrade: 0,
    priceDecimals: 4,
    numberDecimals: 4,
    open: '0.0047',
    close: '0.0047',
    high: '0.0048',
    low: '0.0046',
    volume: '3421.5000',
  },
];
