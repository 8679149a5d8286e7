import type {
  AccountDetail,
  DealAnswer,
  KlineBar,
  Paged,
  QuoteGroup,
  SpotOrder,
} from '@exchange/shared/contract';
import { KLINE_PERIODS } from '@exchange/shared/contract';
import Decimal from 'decimal.js';
import { refused, startTestServer, type TestServer } from './support/test-server';
import { createTrader, reconcile, spotBalance, type Trader } from './support/traders';

let server: TestServer;

beforeAll(async () => {
  // The throttle has its own server below: these tests place many orders per second.
  server = await startTestServer({ orderRateLimit: 0 });
});
afterAll(() => server.close());

const BTC_USDT = 1;
const ETH_USDT = 2;
const LTC_USDT = 3;
const XRP_USDT = 4;
const ETH_BTC = 9;
const BCH_BTC = 11; // open_change 0

const ORDER_KEYS = [
  'created_at',
  'currency_match',
  'currency_match_id',
  'fee',
  'fee_currency',
  'id',
  'number',
  'price',
  'status',
  'status_name',
  'total_number',
  'transacted_amount',
  'transacted_volume',
  'updated_at',
  'way',
  'way_name',
];
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function buy(trader: Trader, body: Record<string, unknown>, lang?: string) {
  return server.post<SpotOrder>('tx_in/add', { token: trader.token, body, lang });
}
function sell(trader: Trader, body: Record<string, unknown>, lang?: string) {
  return server.post<SpotOrder>('tx_out/add', { token: trader.token, body, lang });
}
async function deal(pairId: number): Promise<DealAnswer> {
  const answer = await server.get<DealAnswer>('market/deal', {
    query: { currency_match_id: pairId },
  });
  expect(answer.code).toBe(1);
  return answer.data;
}
async function lastPrice(pairId: number): Promise<Decimal> {
  return new Decimal((await deal(pairId)).quotation.close);
}
const at = (price: Decimal, factor: string, decimals: number): string =>
  price.times(factor).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed(decimals);

describe('tx_in/add and tx_out/add', () => {
  it('needs a login (999)', async () => {
    const answer = await server.post('tx_in/add', {
      body: { currency_match_id: 1, price: '1', number: '1' },
    });
    expect(answer).toEqual({ code: 999, msg: 'Please log in first', data: null });
    expect((await server.post('tx_out/add', { body: {} })).code).toBe(999);
  });

  it('places a limit buy, locks price x number of USDT exactly and answers the order', async () => {
    const trader = createTrader(server.db, { USDT: '1000' });
    const price = at(await lastPrice(BTC_USDT), '0.9', 2);
    const answer = await buy(trader, { currency_match_id: BTC_USDT, price, number: '0.01' });
    expect(answer.code).toBe(1);
    expect(answer.msg).toBe('Order placed');
    const order = answer.data;
    expect(Object.keys(order).sort()).toEqual(ORDER_KEYS);
    expect(order).toMatchObject({
      way: 1,
      way_name: 'Buy',
      price,
      number: '0.010000',
      total_number: '0.010000',
      transacted_amount: '0.000000',
      transacted_volume: '0.00000000',
      fee: '0.00000000',
      fee_currency: 'BTC',
      status: 1,
      status_name: 'Open',
      currency_match_id: BTC_USDT,
      currency_match: { symbol: 'BTC/USDT' },
    });
    expect(order.created_at).toMatch(TIMESTAMP);
    expect(order.updated_at).toMatch(TIMESTAMP);
    const locked = new Decimal(price).times('0.01');
    const usdt = spotBalance(server.db, trader.id, 'USDT');
    expect(new Decimal(usdt.lock_balance).eq(locked)).toBe(true);
    expect(new Decimal(usdt.balance).eq(new Decimal(1000).minus(locked))).toBe(true);
  });

  it('accepts numbers as well as strings', async () => {
    const trader = createTrader(server.db, { ETH: '1' });
    const price = (await lastPrice(ETH_USDT)).times(2).toDecimalPlaces(2).toNumber();
    const answer = await sell(trader, { currency_match_id: ETH_USDT, price, number: 0.5 });
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({ way: 2, number: '0.500000', status: 1 });
    expect(spotBalance(server.db, trader.id, 'ETH')).toEqual({
      balance: '0.5',
      lock_balance: '0.5',
    });
  });

  describe('refusals (nothing stored, nothing moved)', () => {
    let trader: Trader;
    let price: string;
    beforeAll(async () => {
      trader = createTrader(server.db, { USDT: '100', BTC: '1' });
      price = at(await lastPrice(BTC_USDT), '0.95', 2);
    });

    const orderCount = (): number =>
      (
        server.db
          .prepare('SELECT COUNT(*) AS n FROM spot_orders WHERE user_id = ?')
          .get(trader.id) as { n: number }
      ).n;

    it.each([
      [
        'a closed pair',
        { currency_match_id: BCH_BTC, price: '0.0047', number: '1' },
        'This pair is not open for trading',
      ],
      [
        'an unknown pair',
        { currency_match_id: 999, price: '1', number: '1' },
        'Trading pair not found',
      ],
      ['no pair', { price: '1', number: '1' }, 'Missing parameter: currency_match_id'],
      [
        'too many price decimals',
        { currency_match_id: BTC_USDT, price: '100.123', number: '0.001' },
        'The price allows at most 2 decimals',
      ],
      [
        'too many quantity decimals',
        { currency_match_id: BTC_USDT, price: '100.12', number: '0.0000001' },
        'The quantity allows at most 6 decimals',
      ],
      [
        'an exponent price',
        { currency_match_id: BTC_USDT, price: '1e3', number: '0.001' },
        'Enter the price as a plain decimal number',
      ],
      [
        'an exponent number (JSON number)',
        { currency_match_id: BTC_USDT, price: '100', number: 1e-7 },
        'Enter the quantity as a plain decimal number',
      ],
      [
        'a price with a plus sign',
        { currency_match_id: BTC_USDT, price: '+100', number: '0.001' },
        'Enter the price as a plain decimal number',
      ],
      [
        'a price with a leading space',
        { currency_match_id: BTC_USDT, price: ' 100', number: '0.001' },
        'Enter the price as a plain decimal number',
      ],
      [
        'a quantity with a trailing space',
        { currency_match_id: BTC_USDT, price: '100', number: '0.001 ' },
        'Enter the quantity as a plain decimal number',
      ],
      [
        'a text price',
        { currency_match_id: BTC_USDT, price: 'abc', number: '0.001' },
        'Enter the price as a plain decimal number',
      ],
      [
        'NaN',
        { currency_match_id: BTC_USDT, price: 'NaN', number: '0.001' },
        'Enter the price as a plain decimal number',
      ],
      [
        'a zero price',
        { currency_match_id: BTC_USDT, price: '0', number: '0.001' },
        'The price must be greater than zero',
      ],
      [
        'a zero price with decimals',
        { currency_match_id: BTC_USDT, price: '0.00', number: '0.001' },
        'The price must be greater than zero',
      ],
      [
        'a negative price',
        { currency_match_id: BTC_USDT, price: '-100', number: '0.001' },
        'The price must be greater than zero',
      ],
      [
        'a zero quantity',
        { currency_match_id: BTC_USDT, price: '100', number: '0' },
        'The quantity must be greater than zero',
      ],
      [
        'a negative quantity',
        { currency_match_id: BTC_USDT, price: '100', number: -0.5 },
        'The quantity must be greater than zero',
      ],
      [
        'a missing quantity',
        { currency_match_id: BTC_USDT, price: '100' },
        'Missing parameter: number',
      ],
      [
        'an absurd price',
        { currency_match_id: BTC_USDT, price: '1000000000000', number: '0.001' },
        'The price is too large',
      ],
      [
        'dust: an order value below the pair minimum',
        { currency_match_id: BTC_USDT, price: '0.01', number: '0.000001' },
        'The order value must be at least 5 USDT',
      ],
      [
        'an order value one unit below the minimum (exact compare)',
        { currency_match_id: BTC_USDT, price: '100.00', number: '0.049999' },
        'The order value must be at least 5 USDT',
      ],
      [
        'dust on a BTC-quoted pair',
        { currency_match_id: ETH_BTC, price: '0.0001', number: '0.9999' },
        'The order value must be at least 0.0001 BTC',
      ],
      [
        'an absurd quantity',
        { currency_match_id: BTC_USDT, price: '1', number: '1000000000000' },
        'The quantity is too large',
      ],
    ])('refuses %s', async (_name, body, msg) => {
      const before = orderCount();
      expect(await buy(trader, body)).toEqual(refused(msg));
      expect(orderCount()).toBe(before);
    });

    it('refuses an order the available balance does not cover', async () => {
      const before = spotBalance(server.db, trader.id, 'USDT');
      const logs = server.db.prepare('SELECT COUNT(*) AS n FROM balance_logs').get();
      expect(await buy(trader, { currency_match_id: BTC_USDT, price, number: '1' })).toEqual(
        refused('Insufficient available balance'),
      );
      expect(
        await sell(trader, {
          currency_match_id: BTC_USDT,
          price: at(new Decimal(price), '2', 2),
          number: '1.000001',
        }),
      ).toEqual(refused('Insufficient available balance'));
      expect(spotBalance(server.db, trader.id, 'USDT')).toEqual(before);
      expect(server.db.prepare('SELECT COUNT(*) AS n FROM balance_logs').get()).toEqual(logs);
      expect(orderCount()).toBe(0);
    });

    it('accepts an order worth exactly the minimum, and names the minimum in every language', async () => {
      const exact = await buy(trader, {
        currency_match_id: BTC_USDT,
        price: '100.00',
        number: '0.05',
      });
      expect(exact).toMatchObject({ code: 1, data: { status: 1, total_number: '0.050000' } });
      const dust = { currency_match_id: BTC_USDT, price: '1.00', number: '0.1' };
      expect(await buy(trader, dust, 'de')).toEqual(
        refused('Der Auftragswert muss mindestens 5 USDT betragen'),
      );
      expect(await sell(trader, dust, 'zh')).toEqual(refused('订单金额不能低于 5 USDT'));
      expect(spotBalance(server.db, trader.id, 'BTC')).toEqual({ balance: '1', lock_balance: '0' });
      // Its lock goes back, for the checks below.
      const cancelled = await server.post<SpotOrder>('tx_in/cancel', {
        token: trader.token,
        body: { id: exact.data.id },
      });
      expect(cancelled.data.status).toBe(4);
    });

    it('translates refusals', async () => {
      expect(await buy(trader, { currency_match_id: BTC_USDT, price, number: '1' }, 'de')).toEqual(
        refused('Nicht genügend verfügbares Guthaben'),
      );
      expect(
        await buy(trader, { currency_match_id: BCH_BTC, price: '1', number: '1' }, 'zh'),
      ).toEqual(refused('该交易对暂未开放交易'));
    });

    it('refuses a buy more than 10 % above the last price and a sell more than 10 % below it', async () => {
      const last = await lastPrice(BTC_USDT);
      const lastText = last.toFixed(2);
      expect(
        await buy(trader, {
          currency_match_id: BTC_USDT,
          price: at(last, '1.11', 2),
          number: '0.0002',
        }),
      ).toEqual(
        refused(
          `The buy price is more than 10% above the last price (${lastText}); please use a lower price`,
        ),
      );
      expect(
        await sell(trader, {
          currency_match_id: BTC_USDT,
          price: at(last, '0.89', 2),
          number: '0.0002',
        }),
      ).toEqual(
        refused(
          `The sell price is more than 10% below the last price (${lastText}); please use a higher price`,
        ),
      );
      // Within 10 %, or on the harmless side (a low bid, a high ask), orders are fine.
      for (const [place, factor] of [
        [buy, '1.09'],
        [buy, '0.5'],
        [sell, '0.91'],
        [sell, '3'],
      ] as const) {
        const answer = await place(trader, {
          currency_match_id: BTC_USDT,
          price: at(last, factor, 2),
          number: '0.0002',
        });
        expect({ factor, code: answer.code, msg: answer.msg }).toEqual({
          factor,
          code: 1,
          msg: 'Order placed',
        });
      }
    });
  });

  it('matches a crossing order at the resting price, with fees, exactly', async () => {
    const seller = createTrader(server.db, { LTC: '10' });
    const buyer = createTrader(server.db, { USDT: '1000' });
    const last = await lastPrice(LTC_USDT);
    const makerPrice = at(last, '1.01', 2);
    const takerPrice = at(last, '1.05', 2);
    const made = await sell(seller, {
      currency_match_id: LTC_USDT,
      price: makerPrice,
      number: '2.5',
    });
    expect(made.data.status).toBe(1);
    const taken = await buy(buyer, { currency_match_id: LTC_USDT, price: takerPrice, number: '4' });
    expect(taken.code).toBe(1);
    // 2.5 filled at the maker's price, 1.5 rests at the taker's limit.
    const quote = new Decimal(makerPrice).times('2.5');
    expect(taken.data).toMatchObject({
      status: 2,
      status_name: 'Partially filled',
      number: '1.5000',
      total_number: '4.0000',
      transacted_amount: '2.5000',
      // The buyer's fee so far, in the base it receives (docs/product.md#spot-fees).
      fee: '0.00250000',
      fee_currency: 'LTC',
    });
    expect(new Decimal(taken.data.transacted_volume).eq(quote)).toBe(true);
    // The seller's fee is in the quote it receives, as its history row shows.
    const history = await server.get<Paged<SpotOrder>>('tx_history/list', {
      token: seller.token,
      query: { currency_match_id: LTC_USDT },
    });
    const soldRow = history.data.data.find((row) => row.id === made.data.id);
    expect(soldRow?.fee_currency).toBe('USDT');
    expect(new Decimal(soldRow?.fee ?? 'NaN').eq(quote.times('0.001'))).toBe(true);
    const usdt = spotBalance(server.db, buyer.id, 'USDT');
    const stillLocked = new Decimal(takerPrice).times('1.5');
    expect(new Decimal(usdt.lock_balance).eq(stillLocked)).toBe(true);
    expect(new Decimal(usdt.balance).eq(new Decimal(1000).minus(quote).minus(stillLocked))).toBe(
      true,
    );
    // Buyer pays 0.1 % in LTC, seller 0.1 % in USDT.
    expect(spotBalance(server.db, buyer.id, 'LTC')).toEqual({
      balance: '2.4975',
      lock_balance: '0',
    });
    expect(
      new Decimal(spotBalance(server.db, seller.id, 'USDT').balance).eq(quote.times('0.999')),
    ).toBe(true);
    expect(spotBalance(server.db, seller.id, 'LTC')).toEqual({ balance: '7.5', lock_balance: '0' });
    const sellerOrder = server.db
      .prepare('SELECT status, number FROM spot_orders WHERE id = ?')
      .get(made.data.id);
    expect(sellerOrder).toEqual({ status: 3, number: '0.0000' });
    const trade = server.db
      .prepare('SELECT * FROM spot_trades WHERE sell_order_id = ?')
      .get(made.data.id) as Record<string, unknown>;
    expect(trade).toMatchObject({
      price: makerPrice,
      number: '2.5000',
      taker_side: 2,
      buyer_id: buyer.id,
      seller_id: seller.id,
      buy_fee: '0.00250000',
    });
    reconcile(server.db);
  });

  it('orders sent at once (one group commit) are each matched and stored; a refused one changes nothing', async () => {
    const seller = createTrader(server.db, { LTC: '3' });
    const buyer = createTrader(server.db, { USDT: '1000' });
    const broke = createTrader(server.db, {});
    const last = await lastPrice(LTC_USDT);
    // Above every bid and below no ask the tests before left on this pair.
    const price = at(last, '1.07', 2);
    const sent = await Promise.all([
      sell(seller, { currency_match_id: LTC_USDT, price, number: '1' }),
      buy(broke, { currency_match_id: LTC_USDT, price, number: '1' }),
      buy(buyer, { currency_match_id: LTC_USDT, price, number: '1' }),
      sell(seller, { currency_match_id: LTC_USDT, price, number: '5' }),
      sell(seller, { currency_match_id: LTC_USDT, price, number: '2' }),
    ]);
    expect(sent.map((answer) => answer.code)).toEqual([1, 0, 1, 0, 1]);
    expect(sent[1]).toEqual(refused(sent[1].msg));
    expect(sent[3]).toEqual(refused(sent[3].msg));
    const orders = server.db
      .prepare(
        'SELECT user_id, status, number FROM spot_orders WHERE user_id IN (?, ?, ?) ORDER BY id',
      )
      .all(seller.id, buyer.id, broke.id);
    // Nothing stored for the refused ones; the buy met the first sell.
    expect(orders).toEqual([
      { user_id: seller.id, status: 3, number: '0.0000' },
      { user_id: buyer.id, status: 3, number: '0.0000' },
      { user_id: seller.id, status: 1, number: '2.0000' },
    ]);
    expect(spotBalance(server.db, seller.id, 'LTC')).toEqual({ balance: '0', lock_balance: '2' });
    expect(spotBalance(server.db, broke.id, 'USDT')).toEqual({ balance: '0', lock_balance: '0' });
    // The book in memory agrees with storage: the resting 2 LTC are offered at that price.
    const level = (await deal(LTC_USDT)).depth.out.find((row) => row.price === price);
    expect(new Decimal(level?.number ?? '0').gte('2')).toBe(true);
    reconcile(server.db);
  });
});

describe('market/deal', () => {
  it('answers the contract shape for every pair', async () => {
    const groups = await server.get<QuoteGroup[]>('market/currency_matches');
    for (const match of groups.data.flatMap((group) => group.matches)) {
      const data = await deal(match.id);
      expect(Object.keys(data).sort()).toEqual([
        'currency_match_id',
        'depth',
        'epoch',
        'quotation',
        'seq',
        'symbol',
        'tx_completes',
      ]);
      expect(data.currency_match_id).toBe(match.id);
      expect(data.symbol).toBe(match.symbol);
      expect(data.quotation.currency_match_id).toBe(match.id);
      expect(data.quotation.close).toMatch(new RegExp(`^\\d+\\.\\d{${match.price_decimals}}$`));
      expect(Array.isArray(data.depth.in) && Array.isArray(data.depth.out)).toBe(true);
      expect(Array.isArray(data.tx_completes)).toBe(true);
      expect(Number.isInteger(data.seq)).toBe(true);
      expect(data.epoch).toBe(server.hub.epoch);
    }
  });

  it('shows each pair its own book: levels aggregated, best first, cumulative sums, at most 20', async () => {
    const maker = createTrader(server.db, { USDT: '1000000', XRP: '1000000' });
    const last = await lastPrice(XRP_USDT);
    const bids = ['0.50', '0.60', '0.60', '0.55'];
    for (const factor of bids) {
      await buy(maker, { currency_match_id: XRP_USDT, price: at(last, factor, 4), number: '10' });
    }
    for (let i = 0; i < 25; i++) {
      const answer = await sell(maker, {
        currency_match_id: XRP_USDT,
        price: at(last, (2 + i * 0.01).toFixed(2), 4),
        number: '1.5',
      });
      expect(answer.code).toBe(1);
    }
    const data = await deal(XRP_USDT);
    expect(data.depth.in.slice(0, 3)).toEqual([
      { index: 1, price: at(last, '0.60', 4), number: '20.00', amount: '20.00', sum: '20.00' },
      { index: 2, price: at(last, '0.55', 4), number: '10.00', amount: '10.00', sum: '30.00' },
      { index: 3, price: at(last, '0.50', 4), number: '10.00', amount: '10.00', sum: '40.00' },
    ]);
    expect(data.depth.out).toHaveLength(20);
    expect(data.depth.out[0]).toEqual({
      index: 1,
      price: at(last, '2', 4),
      number: '1.50',
      amount: '1.50',
      sum: '1.50',
    });
    expect(data.depth.out[19].sum).toBe('30.00');
    const prices = data.depth.out.map((row) => new Decimal(row.price));
    for (let i = 1; i < prices.length; i++) expect(prices[i].gt(prices[i - 1])).toBe(true);
    // Another pair does not see these orders.
    const eth = await deal(ETH_BTC);
    expect(eth.depth.in.some((row) => row.price === at(last, '0.60', 4))).toBe(false);
  });

  it('lists completed trades newest first with the taker side as way', async () => {
    const a = createTrader(server.db, { USDT: '100000', ETH: '10' });
    const b = createTrader(server.db, { USDT: '100000', ETH: '10' });
    const last = await lastPrice(ETH_USDT);
    const p1 = at(last, '1.001', 2);
    const p2 = at(last, '0.999', 2);
    await sell(a, { currency_match_id: ETH_USDT, price: p1, number: '0.1' });
    await buy(b, { currency_match_id: ETH_USDT, price: p1, number: '0.1' }); // taker buys: way 2
    await buy(a, { currency_match_id: ETH_USDT, price: p2, number: '0.2' });
    await sell(b, { currency_match_id: ETH_USDT, price: p2, number: '0.2' }); // taker sells: way 1
    const data = await deal(ETH_USDT);
    expect(data.tx_completes.length).toBeGreaterThanOrEqual(2);
    expect(data.tx_completes.length).toBeLessThanOrEqual(30);
    const [newest, older] = data.tx_completes;
    expect(newest).toMatchObject({ price: p2, number: '0.200000', amount: '0.200000', way: 1 });
    expect(older).toMatchObject({ price: p1, number: '0.100000', amount: '0.100000', way: 2 });
    expect(newest.id).toBeGreaterThan(older.id);
    expect(newest.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(newest.time).toBe(new Date(newest.timestamp).toISOString().slice(11, 19));
    expect(Math.abs(newest.timestamp - Date.now())).toBeLessThan(60_000);
    expect(data.quotation.close).toBe(p2);
  });

  it('refuses an unknown or missing pair', async () => {
    expect(await server.get('market/deal', { query: { currency_match_id: 999 } })).toEqual(
      refused('Trading pair not found'),
    );
    expect(await server.get('market/deal')).toEqual(
      refused('Missing parameter: currency_match_id'),
    );
  });
});

describe('market/kline', () => {
  const now = (): number => Math.floor(Date.now() / 1000);
  const kline = (query: Record<string, string | number>) =>
    server.get<KlineBar[]>('market/kline', { query });

  it.each(KLINE_PERIODS.map((period) => [period]))(
    'answers %s bars oldest first, aligned, with the pair decimals and a full seeded history',
    async (period) => {
      const answer = await kline({
        currency_match_id: BTC_USDT,
        symbol: 'BTC/USDT',
        period,
        from: now() - 3 * 365 * 86400,
        to: now(),
      });
      expect(answer.code).toBe(1);
      const bars = answer.data;
      expect(bars.length).toBeGreaterThanOrEqual(10);
      expect(bars.length).toBeLessThanOrEqual(2000);
      const problems: string[] = [];
      const check = (ok: boolean, what: string, bar: KlineBar): void => {
        if (!ok && problems.length < 5) problems.push(`${what}: ${JSON.stringify(bar)}`);
      };
      const minutes = { '1min': 1, '5min': 5, '15min': 15, '30min': 30, '60min': 60 }[
        period as string
      ];
      bars.forEach((bar, index) => {
        check(Object.keys(bar).sort().join() === 'close,high,low,open,time,volume', 'keys', bar);
        check(
          [bar.open, bar.high, bar.low, bar.close].every((value) => /^\d+\.\d{2}$/.test(value)),
          'price decimals',
          bar,
        );
        check(/^\d+\.\d{6}$/.test(bar.volume), 'volume decimals', bar);
        check(new Decimal(bar.high).gte(Decimal.max(bar.open, bar.close)), 'high', bar);
        check(new Decimal(bar.low).lte(Decimal.min(bar.open, bar.close)), 'low', bar);
        const date = new Date(bar.time);
        if (period === '1mon') check(date.getUTCDate() === 1, 'month start', bar);
        if (period === '1week') check(date.getUTCDay() === 1, 'monday', bar);
        if (['1day', '1week', '1mon'].includes(period))
          check(bar.time % 86_400_000 === 0, 'day', bar);
        if (minutes) check(bar.time % (minutes * 60_000) === 0, 'aligned', bar);
        if (index > 0) {
          const gap = bar.time - bars[index - 1].time;
          check(gap > 0, 'oldest first', bar);
          // Consecutive buckets: gaps are filled with flat bars.
          if (minutes) check(gap === minutes * 60_000, 'consecutive', bar);
        }
      });
      expect(problems).toEqual([]);
    },
  );

  it('keeps the newest bars of a long range and never answers bars in the future', async () => {
    const bars = (await kline({ symbol: 'BTC/USDT', period: '1min', from: 0, to: now() + 86400 }))
      .data;
    expect(bars.length).toBeGreaterThan(1000); // two days of seeded minutes
    expect(bars.length).toBeLessThanOrEqual(2000);
    expect(bars[bars.length - 1].time).toBeLessThanOrEqual(Date.now());
  });

  it('builds the current 1min bar from real trades', async () => {
    const a = createTrader(server.db, { ETH: '10' });
    const b = createTrader(server.db, { USDT: '100000' });
    const last = await lastPrice(ETH_USDT);
    const price = at(last, '1.002', 2);
    await sell(a, { currency_match_id: ETH_USDT, price, number: '0.3' });
    await buy(b, { currency_match_id: ETH_USDT, price, number: '0.3' });
    const bars = (
      await kline({ currency_match_id: ETH_USDT, period: '1min', from: now() - 120, to: now() })
    ).data;
    const current = bars[bars.length - 1];
    expect(current.close).toBe(price);
    expect(new Decimal(current.volume).gte('0.3')).toBe(true);
    expect(current.time).toBe(Math.floor(Date.now() / 60_000) * 60_000);
    // The hour alias of the chart button.
    const hours = (
      await kline({ currency_match_id: ETH_USDT, period: '1hour', from: now() - 7200, to: now() })
    ).data;
    expect(hours[hours.length - 1].close).toBe(price);
  });

  it('refuses bad queries', async () => {
    const base = { currency_match_id: BTC_USDT, period: '1min', from: now() - 60, to: now() };
    expect(await kline({ ...base, period: '2min' })).toEqual(refused('Invalid parameter: period'));
    expect(await kline({ ...base, from: now() + 10 })).toEqual(refused('Invalid parameter: from'));
    expect(await kline({ ...base, from: 'yesterday' })).toEqual(refused('Invalid parameter: from'));
    const { to: _to, ...noTo } = base;
    expect(await kline(noTo)).toEqual(refused('Missing parameter: to'));
    expect(await kline({ period: '1min', from: 0, to: 1, symbol: 'NOPE/USDT' })).toEqual(
      refused('Trading pair not found'),
    );
    expect(await kline({ period: '1min', from: 0, to: 1 })).toEqual(
      refused('Missing parameter: symbol'),
    );
  });
});

describe('account/detail', () => {
  it('needs a login and answers the caller balance of the currency and account type', async () => {
    expect((await server.get('account/detail', { query: { currency_id: 1 } })).code).toBe(999);
    const trader = createTrader(server.db, { USDT: '123.45' });
    const answer = await server.get<AccountDetail>('account/detail', {
      token: trader.token,
      query: { currency_id: 1, account_type_id: 1, id: BTC_USDT },
    });
    expect(answer).toEqual({
      code: 1,
      msg: '',
      data: { currency_id: 1, currency_code: 'USDT', balance: '123.45', lock_balance: '0' },
    });
    const price = at(await lastPrice(BTC_USDT), '0.5', 2);
    await buy(trader, { currency_match_id: BTC_USDT, price, number: '0.001' });
    const after = await server.get<AccountDetail>('account/detail', {
      token: trader.token,
      query: { currency_id: 1 },
    });
    const locked = new Decimal(price).times('0.001');
    expect(new Decimal(after.data.lock_balance).eq(locked)).toBe(true);
    expect(new Decimal(after.data.balance).eq(new Decimal('123.45').minus(locked))).toBe(true);
    const legal = await server.get<AccountDetail>('account/detail', {
      token: trader.token,
      query: { currency_id: 1, account_type_id: 2 },
    });
    expect(legal.data).toMatchObject({ balance: '0', lock_balance: '0' });
  });

  it('refuses an unknown currency or account type', async () => {
    const trader = createTrader(server.db);
    expect(
      await server.get('account/detail', { token: trader.token, query: { currency_id: 99 } }),
    ).toEqual(refused('Currency not found'));
    expect(
      await server.get('account/detail', {
        token: trader.token,
        query: { currency_id: 1, account_type_id: 9 },
      }),
    ).toEqual(refused('Invalid parameter: account_type_id'));
    expect(await server.get('account/detail', { token: trader.token })).toEqual(
      refused('Missing parameter: currency_id'),
    );
  });
});

describe('order lists', () => {
  let trader: Trader;
  let other: Trader;
  let btcLow: string;
  let ethLow: string;

  beforeAll(async () => {
    trader = createTrader(server.db, { USDT: '1000000', BTC: '10', ETH: '100' });
    other = createTrader(server.db, { USDT: '1000000' });
    btcLow = at(await lastPrice(BTC_USDT), '0.5', 2);
    ethLow = at(await lastPrice(ETH_USDT), '0.5', 2);
    // 12 BTC/USDT buys, 3 ETH/USDT buys, 2 sells; the other user has one buy too.
    for (let i = 0; i < 12; i++) {
      expect(
        (
          await buy(trader, {
            currency_match_id: BTC_USDT,
            price: btcLow,
            number: ((i + 1) / 1000).toFixed(3),
          })
        ).code,
      ).toBe(1);
    }
    for (let i = 0; i < 3; i++) {
      await buy(trader, { currency_match_id: ETH_USDT, price: ethLow, number: '0.01' });
    }
    const highBtc = at(await lastPrice(BTC_USDT), '3', 2);
    await sell(trader, { currency_match_id: BTC_USDT, price: highBtc, number: '0.5' });
    await sell(trader, { currency_match_id: BTC_USDT, price: highBtc, number: '0.25' });
    await buy(other, { currency_match_id: BTC_USDT, price: btcLow, number: '0.01' });
  });

  const list = (path: string, query: Record<string, string | number>, token = trader.token) =>
    server.get<Paged<SpotOrder>>(path, { token, query });

  it('need a login', async () => {
    for (const path of ['tx_in/list', 'tx_out/list', 'tx_history/list']) {
      expect((await server.get(path)).code).toBe(999);
    }
  });

  it('page the caller open buys of the current pair, 10 per page, newest first', async () => {
    const first = await list('tx_in/list', { currency_match_id: BTC_USDT, page: 1, limit: 10 });
    expect(Object.keys(first.data).sort()).toEqual([
      'current_page',
      'data',
      'last_page',
      'per_page',
      'total',
    ]);
    expect(first.data).toMatchObject({ total: 12, per_page: 10, last_page: 2, current_page: 1 });
    expect(first.data.data).toHaveLength(10);
    expect(first.data.data[0].total_number).toBe('0.012000');
    const ids = first.data.data.map((order) => order.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(
      first.data.data.every((order) => order.way === 1 && order.currency_match_id === BTC_USDT),
    ).toBe(true);
    const second = await list('tx_in/list', { currency_match_id: BTC_USDT, page: 2 });
    expect(second.data).toMatchObject({ total: 12, per_page: 10, last_page: 2, current_page: 2 });
    expect(second.data.data.map((order) => order.total_number)).toEqual(['0.002000', '0.001000']);
    const beyond = await list('tx_in/list', { currency_match_id: BTC_USDT, page: 3 });
    expect(beyond.data.data).toEqual([]);
  });

  it('list every pair without currency_match_id (the "all" tab), sells apart from buys', async () => {
    const all = await list('tx_in/list', { page: 1 });
    expect(all.data.total).toBe(15);
    const sells = await list('tx_out/list', {});
    expect(sells.data.total).toBe(2);
    expect(sells.data.data.every((order) => order.way === 2 && order.way_name === 'Sell')).toBe(
      true,
    );
    const theirs = await list('tx_in/list', {}, other.token);
    expect(theirs.data.total).toBe(1);
  });

  it('refuse bad paging', async () => {
    expect(await list('tx_in/list', { page: 0 })).toEqual(refused('Invalid parameter: page'));
    expect(await list('tx_in/list', { page: 'x' })).toEqual(refused('Invalid parameter: page'));
    expect((await list('tx_in/list', { limit: 500 })).data.per_page).toBe(50);
  });

  it('history lists filled and cancelled orders newest first, with translated names', async () => {
    const mine = await list('tx_in/list', { currency_match_id: ETH_USDT });
    const [a, b] = mine.data.data;
    const cancelA = await server.post<SpotOrder>('tx_in/cancel', {
      token: trader.token,
      body: { id: a.id },
    });
    expect(cancelA.data.status).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await server.post('tx_in/cancel', { token: trader.token, body: { id: b.id } });
    const history = await server.get<Paged<SpotOrder>>('tx_history/list', {
      token: trader.token,
      query: { page: 1 },
      lang: 'zh',
    });
    expect(history.data).toMatchObject({ total: 2, current_page: 1, last_page: 1, per_page: 10 });
    expect(history.data.data.map((order) => order.id)).toEqual([b.id, a.id]);
    expect(history.data.data[0]).toMatchObject({
      status: 4,
      status_name: '已撤销',
      way_name: '买入',
    });
    const btcOnly = await list('tx_history/list', { currency_match_id: BTC_USDT });
    expect(btcOnly.data.total).toBe(0);
    const open = await list('tx_in/list', { currency_match_id: ETH_USDT });
    expect(open.data.total).toBe(1);
  });
});

describe('tx_in/cancel and tx_out/cancel', () => {
  it('release the lock exactly, only for the owner, and repeat harmlessly', async () => {
    const owner = createTrader(server.db, { USDT: '5000' });
    const stranger = createTrader(server.db, { USDT: '5000' });
    const price = at(await lastPrice(BTC_USDT), '0.6', 2);
    const order = (await buy(owner, { currency_match_id: BTC_USDT, price, number: '0.05' })).data;
    expect(spotBalance(server.db, owner.id, 'USDT').lock_balance).not.toBe('0');

    expect((await server.post('tx_in/cancel', { body: { id: order.id } })).code).toBe(999);
    expect(
      await server.post('tx_in/cancel', { token: stranger.token, body: { id: order.id } }),
    ).toEqual(refused('Order not found'));
    expect(
      await server.post('tx_out/cancel', { token: owner.token, body: { id: order.id } }),
    ).toEqual(refused('Order not found'));
    expect(
      await server.post('tx_in/cancel', { token: owner.token, body: { id: 99999999 } }),
    ).toEqual(refused('Order not found'));
    expect(await server.post('tx_in/cancel', { token: owner.token, body: {} })).toEqual(
      refused('Missing parameter: id'),
    );

    const cancelled = await server.post<SpotOrder>('tx_in/cancel', {
      token: owner.token,
      body: { id: order.id },
    });
    expect(cancelled).toMatchObject({ code: 1, msg: 'Order cancelled' });
    expect(cancelled.data).toMatchObject({ id: order.id, status: 4, status_name: 'Cancelled' });
    expect(spotBalance(server.db, owner.id, 'USDT')).toEqual({
      balance: '5000',
      lock_balance: '0',
    });
    const logs = server.db.prepare('SELECT COUNT(*) AS n FROM balance_logs').get();
    const again = await server.post<SpotOrder>('tx_in/cancel', {
      token: owner.token,
      body: { id: order.id },
    });
    expect(again).toEqual({ code: 0, msg: 'The order is already filled or cancelled', data: null });
    expect(spotBalance(server.db, owner.id, 'USDT')).toEqual({
      balance: '5000',
      lock_balance: '0',
    });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM balance_logs').get()).toEqual(logs);
    const depth = await deal(BTC_USDT);
    expect(depth.depth.in.some((row) => row.price === price)).toBe(false);
  });

  it('refuses a filled order (code 0) without moving money, and cancels only the rest of a partial fill', async () => {
    const maker = createTrader(server.db, { ETH: '5' });
    const taker = createTrader(server.db, { USDT: '100000' });
    const price = at(await lastPrice(ETH_USDT), '1.003', 2);
    const resting = (await sell(maker, { currency_match_id: ETH_USDT, price, number: '2' })).data;
    const filled = (await buy(taker, { currency_match_id: ETH_USDT, price, number: '0.5' })).data;
    expect(filled.status).toBe(3);
    const before = spotBalance(server.db, taker.id, 'USDT');
    const answer = await server.post<SpotOrder>('tx_in/cancel', {
      token: taker.token,
      body: { id: filled.id },
    });
    expect(answer).toEqual({
      code: 0,
      msg: 'The order is already filled or cancelled',
      data: null,
    });
    expect(spotBalance(server.db, taker.id, 'USDT')).toEqual(before);

    const partial = await server.post<SpotOrder>('tx_out/cancel', {
      token: maker.token,
      body: { id: resting.id },
    });
    expect(partial.data).toMatchObject({
      status: 4,
      number: '1.500000',
      transacted_amount: '0.500000',
    });
    expect(spotBalance(server.db, maker.id, 'ETH')).toEqual({ balance: '4.5', lock_balance: '0' });
    reconcile(server.db);
  });
});

describe('market/favourite', () => {
  it('stores favourites per user and sets Match.added for that user only', async () => {
    const fan = createTrader(server.db);
    expect(
      (await server.post('market/favourite', { body: { currency_match_id: 2, added: true } })).code,
    ).toBe(999);
    const added = await server.post('market/favourite', {
      token: fan.token,
      body: { currency_match_id: 2, added: true },
    });
    expect(added).toEqual({
      code: 1,
      msg: 'Added to favourites',
      data: { currency_match_id: 2, added: true },
    });
    const flags = async (token?: string) =>
      (await server.get<QuoteGroup[]>('market/currency_matches', { token })).data
        .flatMap((group) => group.matches)
        .filter((match) => match.added)
        .map((match) => match.id);
    expect(await flags(fan.token)).toEqual([2]);
    expect(await flags()).toEqual([]);
    expect(await flags(createTrader(server.db).token)).toEqual([]);
    expect(await flags('f'.repeat(64))).toEqual([]); // a dead token is just anonymous here
    const removed = await server.post('market/favourite', {
      token: fan.token,
      body: { currency_match_id: 2, added: false },
    });
    expect(removed).toMatchObject({ code: 1, msg: 'Removed from favourites' });
    expect(await flags(fan.token)).toEqual([]);
  });

  it('refuses an unknown pair or a missing flag', async () => {
    const fan = createTrader(server.db);
    expect(
      await server.post('market/favourite', {
        token: fan.token,
        body: { currency_match_id: 999, added: true },
      }),
    ).toEqual(refused('Trading pair not found'));
    expect(
      await server.post('market/favourite', { token: fan.token, body: { currency_match_id: 1 } }),
    ).toEqual(refused('Missing parameter: added'));
    expect(
      await server.post('market/favourite', {
        token: fan.token,
        body: { currency_match_id: 1, added: 'maybe' },
      }),
    ).toEqual(refused('Invalid parameter: added'));
  });
});

describe('order throttle', () => {
  it('refuses more than 20 orders a second per user', async () => {
    const limited = await startTestServer();
    try {
      const trader = createTrader(limited.db, { USDT: '100000' });
      const order = (token: string) =>
        limited.post<SpotOrder>('tx_in/add', {
          token,
          body: { currency_match_id: BTC_USDT, price: '1000.00', number: '0.01' },
        });
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 40 }, () => order(trader.token)));
      const elapsed = Date.now() - started;
      const accepted = answers.filter((answer) => answer.code === 1).length;
      const throttled = answers.filter(
        (answer) => answer.msg === 'Too many orders in a short time, please slow down',
      ).length;
      expect(accepted + throttled).toBe(40);
      if (elapsed < 1000) expect(accepted).toBe(20);
      expect(throttled).toBeGreaterThan(0);
      // Other users are not affected.
      const other = createTrader(limited.db, { USDT: '100' });
      expect((await order(other.token)).code).toBe(1);
    } finally {
      await limited.close();
    }
  });
});

describe('money', () => {
  it('reconciles after everything above', () => {
    reconcile(server.db);
  });
});
