import type { KlinePush, PushBody } from '@exchange/shared/contract';
import type { SpotEngine } from '../src/engine';
import { MarketState } from '../src/market/market-state';
import { loadDayQuotes, loadPairs, type Pair } from '../src/market/pairs-repo';
import { bucketStart, createKlineReader, MINUTE_MS } from '../src/spot/kline';
import { SpotFeed, type FeedTrade } from '../src/spot/spot-feed';
import { createSpotStore, type PairNumbers } from '../src/spot/spot-store';
import type { Hub } from '../src/ws/hub';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * KLINE pushes across a period boundary (docs/product.md#chart-bars): the first trade of a new
 * period is pushed as a new bar opening at that period's start, never as the previous bar with
 * its time moved or with the new trade folded in. The feed runs on the stored bars of a seeded
 * database with its own clock, trades written as SpotService writes them.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Published = { topic: string; payload: PushBody<KlinePush> };

const setup = (): {
  pair: Pair;
  trade: (at: number, price: string, quantity: string) => Promise<KlinePush[]>;
  stop: () => void;
} => {
  const db = server.db;
  const pairs = loadPairs(db);
  const pair = pairs.find((item) => item.symbol === 'LTC/USDT') as Pair;
  const published: Published[] = [];
  const hub = {
    epoch: 'test',
    publish: (topic: string, payload: PushBody<KlinePush>) => published.push({ topic, payload }),
    subscriberCount: () => 1,
  } as unknown as Hub;
  let clock = Date.now();
  const store = createSpotStore(db);
  const feed = new SpotFeed({
    hub,
    market: new MarketState(pairs, loadDayQuotes(db)),
    engine: { hasPair: () => false } as unknown as SpotEngine,
    store,
    klines: createKlineReader(db),
    persistQuotes: () => undefined,
    onError: (error) => {
      throw error;
    },
    now: () => clock,
  });
  const numbers = { ...pair, scales: undefined } as unknown as PairNumbers;
  const units = (text: string, places: number): bigint =>
    BigInt(text.replace('.', '')) * 10n ** BigInt(places - (text.split('.')[1]?.length ?? 0));
  let id = 1_000_000;
  const trade = async (at: number, price: string, quantity: string): Promise<KlinePush[]> => {
    clock = at;
    const [p, q] = [units(price, pair.priceDecimals), units(quantity, pair.numberDecimals)];
    // As SpotService: the minute bar is written in the trade's transaction, then the feed told.
    store.addToMinuteBar(numbers, at, p, q);
    const row: FeedTrade['row'] = {
      id: (id += 1),
      currency_match_id: pair.id,
      price,
      number: quantity,
      amount: '0',
      taker_side: 1,
      buy_order_id: 1,
      sell_order_id: 2,
      buyer_id: 1,
      seller_id: 2,
      buy_fee: '0',
      sell_fee: '0',
      created_ms: at,
    };
    const seen = published.length;
    feed.tradesDone(pair.id, [{ row, price: p, quantity: q }]);
    // The KLINE burst goes out with the next flush (at most 100 ms later).
    await new Promise((resolve) => setTimeout(resolve, 150));
    return published
      .slice(seen)
      .filter((item) => item.topic === `KLINE.${pair.symbol}`)
      .map((item) => item.payload as KlinePush);
  };
  return { pair, trade, stop: () => feed.stop() };
};

const periodOf = (pushes: KlinePush[], period: KlinePush['period']): KlinePush['kline'] => {
  const push = pushes.find((item) => item.period === period);
  if (!push) throw new Error(`no ${period} push`);
  return push.kline;
};

describe('KLINE pushes across a period boundary', () => {
  it('push a new bar opening at the new period start, the closed bar left as it was', async () => {
    const { trade, stop } = setup();
    // A whole hour two days ahead: after the seeded history, on a 5-minute boundary too.
    const hour = Math.floor(Date.now() / 3_600_000 + 48) * 3_600_000;

    const first = await trade(hour + 59_000, '80.00', '1.5000');
    expect(periodOf(first, '1min')).toEqual({
      time: hour,
      open: '80.00',
      high: '80.00',
      low: '80.00',
      close: '80.00',
      volume: '1.5000',
    });

    const second = await trade(hour + MINUTE_MS + 500, '81.00', '2.0000');
    // The new minute: its own bar, opened by this trade alone.
    expect(periodOf(second, '1min')).toEqual({
      time: hour + MINUTE_MS,
      open: '81.00',
      high: '81.00',
      low: '81.00',
      close: '81.00',
      volume: '2.0000',
    });
    // Still the same 5-minute period: that bar holds both trades.
    expect(periodOf(second, '5min')).toMatchObject({
      time: hour,
      open: '80.00',
      close: '81.00',
      volume: '3.5000',
    });

    const third = await trade(hour + 5 * MINUTE_MS + 1_000, '79.50', '1.0000');
    expect(periodOf(third, '5min')).toMatchObject({
      time: hour + 5 * MINUTE_MS,
      open: '79.50',
      volume: '1.0000',
    });
    // Every pushed bar opens at its own period's start for the trade's time.
    for (const push of third) {
      expect([push.period, push.kline.time]).toEqual([
        push.period,
        bucketStart(push.period, hour + 5 * MINUTE_MS + 1_000),
      ]);
    }
    stop();
  });
});
