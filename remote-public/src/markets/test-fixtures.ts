import type { Match, QuoteGroup } from '@exchange/shared';

let nextId = 1;

/** A pair with the quotation fields the markets screen reads; ids are unique per test file. */
export const pairOf = (
  symbol: string,
  quote: Partial<Match['currency_quotation']> = {},
  extra: Partial<Match> = {},
): Match => {
  const [base, quoteCode] = symbol.split('/');
  const id = extra.id ?? nextId++;
  return {
    id,
    name: symbol,
    symbol,
    base_currency_id: id * 10,
    quote_currency_id: quoteCode === 'USDT' ? 1 : 2,
    base_currency_code: base,
    quote_currency_code: quoteCode,
    open_change: 1,
    open_lever: 0,
    open_microtrade: 0,
    added: false,
    price_decimals: 4,
    number_decimals: 4,
    currency_quotation: {
      currency_match_id: id,
      close: '1',
      change: '0',
      high: '1',
      low: '1',
      volume: '0',
      ...quote,
    },
    cny_price: '0',
    usd_price: '0',
    ...extra,
  };
};

export const groupOf = (
  code: string,
  cnyPrice: string,
  matches: Match[],
  usdPrice = '1',
): QuoteGroup => ({
  code,
  cny_price: cnyPrice,
  usd_price: usdPrice,
  is_quote: 1,
  matches,
});
