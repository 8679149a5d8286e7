import type { DealAnswer, Paged, SpotOrder } from '@exchange/shared/contract';
import { MARKET_BAND_PERCENT as CONTRACT_BAND } from '@exchange/shared/contract';
import { MARKET_BAND_PERCENT } from '../src/spot/spot-service';
import Decimal from 'decimal.js';
import { refused, startTestServer, type TestServer } from './support/test-server';
import { createTrader, reconcile, spotBalance, type Trader } from './support/traders';

/** Time in force, post-only and market orders (docs/product.md#spot-order-types). */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ orderRateLimit: 0 });
});
afterAll(() => server.close());

const LTC_USDT = 3;
const ETH_USDT = 2;
const XRP_USDT = 4;

type Body = Record<string, unknown>;
const buy = (trader: Trader, body: Body) =>
  server.post<SpotOrder>('tx_in/add', { token: trader.token, body });
const sell = (trader: Trader, body: Body) =>
  server.post<SpotOrder>('tx_out/add', { token: trader.token, body });

async function deal(pairId: number): Promise<DealAnswer> {
  return (await server.get<DealAnswer>('market/deal', { query: { currency_match_id: pairId } }))
    .data;
}
const priceAt = async (pairId: number, factor: string): Promise<string> =>
  new Decimal((await deal(pairId)).quotation.close)
    .times(factor)
    .toDecimalPlaces(2, Decimal.ROUND_DOWN)
    .toFixed(2);
const orderCount = (trader: Trader): number =>
  (
    server.db.prepare('SELECT COUNT(*) AS n FROM spot_orders WHERE user_id = ?').get(trader.id) as {
      n: number;
    }
  ).n;
const openBuys = async (trader: Trader): Promise<SpotOrder[]> =>
  (await server.get<Paged<SpotOrder>>('tx_in/list', { token: trader.token })).data.data;

describe('time in force', () => {
  it('IOC fills what it can, cancels the rest and releases its lock at once', async () => {
    const seller = createTrader(server.db, { LTC: '10' });
    const buyer = createTrader(server.db, { USDT: '10000' });
    const price = await priceAt(LTC_USDT, '1.02');
    expect((await sell(seller, { currency_match_id: LTC_USDT, price, number: '1' })).code).toBe(1);
    const answer = await buy(buyer, {
      currency_match_id: LTC_USDT,
      price,
      number: '3',
      time_in_force: 'IOC',
    });
    expect(answer).toMatchObject({
      code: 1,
      msg: 'Order partly filled; the unfilled rest was cancelled',
      data: { status: 4, transacted_amount: '1.0000', number: '2.0000', total_number: '3.0000' },
    });
    const usdt = spotBalance(server.db, buyer.id, 'USDT');
    expect(usdt.lock_balance).toBe('0');
    expect(new Decimal(usdt.balance).eq(new Decimal(10000).minus(price))).toBe(true);
    expect(await openBuys(buyer)).toEqual([]);
  });

  it('IOC that reaches nothing is cancelled with nothing moved but the row', async () => {
    const buyer = createTrader(server.db, { USDT: '1000' });
    const answer = await buy(buyer, {
      currency_match_id: LTC_USDT,
      price: await priceAt(LTC_USDT, '0.95'),
      number: '1',
      time_in_force: 'ioc',
    });
    expect(answer).toMatchObject({
      code: 1,
      msg: 'Nothing could be filled at this price; the order was cancelled',
      data: { status: 4, transacted_amount: '0.0000' },
    });
    expect(spotBalance(server.db, buyer.id, 'USDT')).toEqual({
      balance: '1000',
      lock_balance: '0',
    });
  });

  it('FOK fills entirely or is refused with nothing stored and nothing moved', async () => {
    const seller = createTrader(server.db, { ETH: '10' });
    const buyer = createTrader(server.db, { USDT: '100000' });
    const price = await priceAt(ETH_USDT, '1.03');
    expect((await sell(seller, { currency_match_id: ETH_USDT, price, number: '1' })).code).toBe(1);
    const before = JSON.stringify((await deal(ETH_USDT)).depth);
    const fok = { currency_match_id: ETH_USDT, price, time_in_force: 'FOK' };
    expect(await buy(buyer, { ...fok, number: '1.5' })).toEqual(
      refused(
        'A fill-or-kill order must fill entirely at once, and the book cannot fill it at this price; nothing was done',
      ),
    );
    expect(orderCount(buyer)).toBe(0);
    expect(spotBalance(server.db, buyer.id, 'USDT')).toEqual({
      balance: '100000',
      lock_balance: '0',
    });
    expect(JSON.stringify((await deal(ETH_USDT)).depth)).toBe(before);
    const filled = await buy(buyer, { ...fok, number: '1' });
    expect(filled).toMatchObject({ code: 1, msg: 'Order placed', data: { status: 3 } });
  });

  it('post-only rests, or is refused when it would trade at once', async () => {
    const seller = createTrader(server.db, { LTC: '10' });
    const buyer = createTrader(server.db, { USDT: '10000' });
    const ask = await priceAt(LTC_USDT, '1.04');
    expect(
      (await sell(seller, { currency_match_id: LTC_USDT, price: ask, number: '1' })).code,
    ).toBe(1);
    const postOnly = { currency_match_id: LTC_USDT, number: '0.5', post_only: true };
    expect(await buy(buyer, { ...postOnly, price: ask })).toEqual(
      refused(
        'A post-only order must not trade at once, but this price would match resting orders; nothing was placed',
      ),
    );
    expect(orderCount(buyer)).toBe(0);
    const below = new Decimal(ask).minus('0.01').toFixed(2);
    const rested = await buy(buyer, { ...postOnly, price: below });
    expect(rested).toMatchObject({ code: 1, data: { status: 1, number: '0.5000' } });
  });

  it.each([
    [{ time_in_force: 'DAY' }, 'Invalid parameter: time_in_force'],
    [{ time_in_force: 'IOC', post_only: true }, 'Invalid parameter: post_only'],
    [{ post_only: 'maybe' }, 'Invalid parameter: post_only'],
    [{ type: 'stop' }, 'Invalid parameter: type'],
    [{ type: 'market', time_in_force: 'FOK' }, 'Invalid parameter: time_in_force'],
    [{ type: 'market', post_only: true }, 'Invalid parameter: post_only'],
  ])('refuses the order fields %j', async (fields, msg) => {
    const trader = createTrader(server.db, { USDT: '1000' });
    const price = await priceAt(LTC_USDT, '0.9');
    expect(
      await buy(trader, { currency_match_id: LTC_USDT, price, number: '1', ...fields }),
    ).toEqual(refused(msg));
    expect(orderCount(trader)).toBe(0);
  });
});

describe('market orders', () => {
  it('buy takes asks up to last x 1.05, cancels the rest and says so', async () => {
    // A pair no other test here touches: its book is empty.
    const maker = createTrader(server.db, { XRP: '1000', USDT: '100000' });
    const taker = createTrader(server.db, { USDT: '100000' });
    const buyer = createTrader(server.db, { USDT: '100000' });
    const at = async (factor: string): Promise<string> =>
      new Decimal((await deal(XRP_USDT)).quotation.close)
        .times(factor)
        .toDecimalPlaces(4, Decimal.ROUND_DOWN)
        .toFixed(4);
    // A trade sets the last price the band is measured from.
    const last = await at('1');
    await sell(maker, { currency_match_id: XRP_USDT, price: last, number: '10' });
    await buy(taker, { currency_match_id: XRP_USDT, price: last, number: '10' });
    expect((await deal(XRP_USDT)).tx_completes[0].price).toBe(last);
    const inside = await at('1.04');
    const outside = await at('1.06');
    await sell(maker, { currency_match_id: XRP_USDT, price: inside, number: '10' });
    await sell(maker, { currency_match_id: XRP_USDT, price: outside, number: '10' });
    const answer = await buy(buyer, { currency_match_id: XRP_USDT, number: '30', type: 'market' });
    expect(answer).toMatchObject({
      code: 1,
      msg: 'Order partly filled; the unfilled rest was cancelled',
      data: { status: 4, transacted_amount: '10.00', number: '20.00' },
    });
    const usdt = spotBalance(server.db, buyer.id, 'USDT');
    expect(usdt.lock_balance).toBe('0');
    expect(
      new Decimal(usdt.balance).eq(new Decimal(100000).minus(new Decimal(inside).times(10))),
    ).toBe(true);
    // The ask beyond the band is still there.
    expect((await deal(XRP_USDT)).depth.out[0].price).toBe(outside);
  });

  it('uses the band the contract documents', () => {
    expect(Number(MARKET_BAND_PERCENT)).toBe(CONTRACT_BAND);
  });

  it('sell without bids fills nothing; dust is refused at the last price', async () => {
    const seller = createTrader(server.db, { BTC: '1' });
    const answer = await sell(seller, { currency_match_id: 1, number: '0.01', type: 'market' });
    expect(answer.code).toBe(1);
    expect(answer.data.status).toBe(4);
    expect(spotBalance(server.db, seller.id, 'BTC')).toEqual({ balance: '1', lock_balance: '0' });
    expect(
      await sell(seller, { currency_match_id: 1, number: '0.000001', type: 'market' }),
    ).toEqual(refused('The order value must be at least 5 USDT'));
  });
});

describe('money', () => {
  it('reconciles after everything above', () => {
    reconcile(server.db);
  });
});
