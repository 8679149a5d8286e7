import type { LeverDealAnswer } from '@exchange/shared/contract/lever';
import {
  lastPriceIs,
  leverBalance,
  leverUser,
  pairIdOf,
  row,
  spotMarket,
  submit,
  tradeAt,
  until,
  type Market,
} from './lever-helpers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let market: Market;
let BTC_USDT: number;

beforeAll(async () => {
  // Bots off (tickerMs 0): only this test's trades move prices.
  server = await startTestServer({ orderRateLimit: 0, tickerMs: 0 });
  market = spotMarket(server);
  BTC_USDT = pairIdOf(server, 'BTC/USDT');
});
afterAll(() => server.close());

/** A pending order of one lot at 10x, placed while the last price is `last`. */
async function pendingAt(
  token: string,
  last: string,
  type: 1 | 2,
  target: string,
): Promise<number> {
  await tradeAt(server, market, BTC_USDT, last);
  await lastPriceIs(server, token, BTC_USDT, last);
  const placed = await submit(server, token, {
    currency_match_id: BTC_USDT,
    type,
    status: 0,
    target_price: target,
  });
  expect(placed.code).toBe(1);
  return placed.data.id;
}

describe('lever: a fixed-price order fills at the trade price when that is better (docs/product.md#lever-page)', () => {
  it('a long whose target the market jumped below fills at the lower trade price', async () => {
    const user = await leverUser(server, '1000');
    // Reserved at 99500 x 1.001 = 99599.5: margin 99.5995 + fee 0.995995 = 100.595495.
    const id = await pendingAt(user.token, '100000.00', 1, '99500');
    expect(leverBalance(server, user.id)).toEqual({ balance: '899.404505', lock: '100.595495' });

    await tradeAt(server, market, BTC_USDT, '99400.00');
    await until(() => row(server, id).status === 1);
    // Filled at 99400 x 1.001 = 99499.4: margin 99.4994, fee 0.994994; the rest comes back.
    expect(row(server, id)).toMatchObject({
      origin_price: '99400',
      price: '99499.4',
      caution_money: '99.4994',
      origin_caution_money: '99.4994',
      trade_fee: '0.994994',
      lock_amount: '0',
    });
    expect(leverBalance(server, user.id)).toEqual({ balance: '899.505606', lock: '0' });
  });

  it('a long filled exactly at its target keeps the reserved figures', async () => {
    const user = await leverUser(server, '1000');
    const id = await pendingAt(user.token, '100000.00', 1, '99500');
    await tradeAt(server, market, BTC_USDT, '99500.00');
    await until(() => row(server, id).status === 1);
    expect(row(server, id)).toMatchObject({ origin_price: '99500', price: '99599.5' });
    expect(leverBalance(server, user.id)).toEqual({ balance: '899.404505', lock: '0' });
  });

  it('a short whose target the market jumped above fills at the higher trade price', async () => {
    const user = await leverUser(server, '1000');
    // Reserved at 100500 x 0.999 = 100399.5: margin 100.3995 + fee 1.003995 = 101.403495.
    const id = await pendingAt(user.token, '100000.00', 2, '100500');
    await tradeAt(server, market, BTC_USDT, '100600.00');
    await until(() => row(server, id).status === 1);
    // 100600 x 0.999 = 100499.4: margin 100.4994 + fee 1.004994 = 101.504394, 0.100899 more.
    expect(row(server, id)).toMatchObject({
      origin_price: '100600',
      price: '100499.4',
      caution_money: '100.4994',
      trade_fee: '1.004994',
    });
    expect(leverBalance(server, user.id)).toEqual({ balance: '898.495606', lock: '0' });
  });

  it('a short whose balance cannot pay the dearer margin fills at its target', async () => {
    const user = await leverUser(server, '101.403495');
    const id = await pendingAt(user.token, '100000.00', 2, '100500');
    expect(leverBalance(server, user.id)).toEqual({ balance: '0', lock: '101.403495' });
    await tradeAt(server, market, BTC_USDT, '100600.00');
    await until(() => row(server, id).status === 1);
    expect(row(server, id)).toMatchObject({ origin_price: '100500', price: '100399.5' });
    expect(leverBalance(server, user.id)).toEqual({ balance: '0', lock: '0' });
  });
});

describe('lever/deal: what the confirm dialog needs for an exact estimate', () => {
  it('answers the open margins and profits of the quote currency and the decimals', async () => {
    const user = await leverUser(server, '1000');
    await tradeAt(server, market, BTC_USDT, '100000.00');
    await lastPriceIs(server, user.token, BTC_USDT, '100000.00');
    const deal = async (): Promise<LeverDealAnswer> =>
      (
        await server.post<LeverDealAnswer>('lever/deal', {
          token: user.token,
          body: { currency_match_id: BTC_USDT },
        })
      ).data;
    expect(await deal()).toMatchObject({ open_margins: '0', open_profits: '0', quote_decimals: 8 });

    // 100000 x 1.001 = 100100: margin 100.1, fee 1.001.
    const opened = await submit(server, user.token, { currency_match_id: BTC_USDT });
    expect(opened.data).toMatchObject({ price: '100100', price_decimals: 2, quote_decimals: 8 });
    await tradeAt(server, market, BTC_USDT, '99000.00');
    await lastPriceIs(server, user.token, BTC_USDT, '99000.00');
    // (99000 - 100100) x 0.01 = -11.
    expect(await deal()).toMatchObject({ open_margins: '100.1', open_profits: '-11' });
  });
});
