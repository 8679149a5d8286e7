import type { Match, QuoteGroup } from '@exchange/shared/contract';
import Decimal from 'decimal.js';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DECIMAL = /^-?\d+(\.\d+)?$/;

function decimalsOf(value: string): number {
  return value.includes('.') ? value.split('.')[1].length : 0;
}

describe('market/currency_matches', () => {
  let groups: QuoteGroup[];

  beforeAll(async () => {
    const answer = await server.get<QuoteGroup[]>('market/currency_matches');
    expect(answer.code).toBe(1);
    groups = answer.data;
  });

  it('groups pairs by quote currency, USDT first then BTC', () => {
    expect(groups.map((group) => group.code)).toEqual(['USDT', 'BTC']);
    for (const group of groups) {
      expect(group.is_quote).toBe(1);
      expect(group.matches.length).toBeGreaterThan(0);
      expect(group.matches.every((match) => match.quote_currency_code === group.code)).toBe(true);
    }
    expect(groups[0].matches.map((match) => match.symbol)).toEqual(
      expect.arrayContaining(['BTC/USDT', 'ETH/USDT', 'DOGE/USDT', 'TRX/USDT']),
    );
    expect(groups[1].matches.map((match) => match.symbol)).toEqual([
      'ETH/BTC',
      'LTC/BTC',
      'BCH/BTC',
    ]);
  });

  it('gives every match the contract shape with decimal strings', () => {
    const keys = [
      'added',
      'base_currency_code',
      'base_currency_decimals',
      'base_currency_id',
      'buy_fee_rate',
      'cny_price',
      'currency_quotation',
      'id',
      'lever_fee_rate',
      'lever_point_rate',
      'lever_share_num',
      'min_order_value',
      'name',
      'number_decimals',
      'open_change',
      'open_lever',
      'open_microtrade',
      'price_decimals',
      'quote_currency_code',
      'quote_currency_decimals',
      'quote_currency_id',
      'sell_fee_rate',
      'symbol',
      'usd_price',
    ];
    for (const match of groups.flatMap((group) => group.matches)) {
      expect(Object.keys(match).sort()).toEqual(keys);
      expect(match.symbol).toBe(`${match.base_currency_code}/${match.quote_currency_code}`);
      expect(match.added).toBe(false);
      // Spot order rules travel with the pair (docs/product.md#spot-order-rules).
      expect(match.min_order_value).toBe(match.quote_currency_code === 'USDT' ? '5' : '0.0001');
      expect(match.buy_fee_rate).toBe('0.001');
      expect(match.sell_fee_rate).toBe('0.001');
      expect(match.base_currency_decimals).toEqual(expect.any(Number));
      expect(match.quote_currency_decimals).toEqual(expect.any(Number));
      expect([0, 1]).toContain(match.open_change);
      // 0-8: BTC-quoted pairs get 6-8 (docs/decisions.md#pair-precisions-and-pairs-priced-in-btc).
      expect(match.price_decimals).toBeLessThanOrEqual(8);
      const quotation = match.currency_quotation;
      expect(quotation.currency_match_id).toBe(match.id);
      for (const field of ['close', 'change', 'high', 'low', 'volume'] as const) {
        expect(typeof quotation[field]).toBe('string');
        expect(quotation[field]).toMatch(DECIMAL);
      }
      expect(decimalsOf(quotation.close)).toBe(match.price_decimals);
      expect(decimalsOf(quotation.change)).toBe(2);
      expect(new Decimal(quotation.high).gte(quotation.close)).toBe(true);
      expect(new Decimal(quotation.low).lte(quotation.close)).toBe(true);
      expect(match.usd_price).toMatch(DECIMAL);
      expect(match.cny_price).toMatch(DECIMAL);
    }
  });

  it('derives usd and cny prices from the USDT rate and usd_cny_rate', () => {
    const all = groups.flatMap((group) => group.matches);
    const bySymbol = (symbol: string): Match =>
      all.find((match) => match.symbol === symbol) as Match;
    const btc = bySymbol('BTC/USDT');
    expect(btc.usd_price).toBe(new Decimal(btc.currency_quotation.close).toFixed());
    expect(
      new Decimal(btc.cny_price).eq(new Decimal(btc.usd_price).times('7.1').toDecimalPlaces(4)),
    ).toBe(true);

    const usdt = groups[0];
    expect(usdt).toMatchObject({ usd_price: '1', cny_price: '7.1' });
    const btcGroup = groups[1];
    expect(btcGroup.usd_price).toBe(btc.usd_price);

    const ethBtc = bySymbol('ETH/BTC');
    const expectedUsd = new Decimal(ethBtc.currency_quotation.close)
      .times(btc.currency_quotation.close)
      .toDecimalPlaces(4);
    expect(new Decimal(ethBtc.usd_price).eq(expectedUsd)).toBe(true);
  });

  it('shows BCH/BTC as not open for trading lists', () => {
    const bchBtc = groups[1].matches.find((match) => match.symbol === 'BCH/BTC');
    expect(bchBtc?.open_change).toBe(0);
    expect(groups.flatMap((group) => group.matches).some((match) => match.open_lever === 1)).toBe(
      true,
    );
    expect(
      groups.flatMap((group) => group.matches).some((match) => match.open_microtrade === 1),
    ).toBe(true);
  });

  it('follows the usd_cny_rate setting', async () => {
    server.db.prepare("UPDATE settings SET value = '7.5' WHERE key = 'usd_cny_rate'").run();
    const answer = await server.get<QuoteGroup[]>('market/currency_matches');
    expect(answer.data[0].cny_price).toBe('7.5');
    server.db.prepare("UPDATE settings SET value = '7.1' WHERE key = 'usd_cny_rate'").run();
  });
});
