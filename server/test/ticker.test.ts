import { MarketState } from '../src/market/market-state';
import type { DayQuote, Pair } from '../src/market/pairs-repo';
import { tickOnce } from '../src/market/ticker';
import { Dec } from '../src/money/decimal';
import { createHub, type HubClient } from '../src/ws/hub';

function pair(id: number, symbol: string, priceDecimals: number, numberDecimals: number): Pair {
  const [base, quote] = symbol.split('/');
  return {
    id,
    symbol,
    baseCurrencyId: id + 10,
    quoteCurrencyId: 1,
    baseCode: base,
    quoteCode: quote,
    quoteSort: 1,
    sort: id,
    openChange: 1,
    openLever: 0,
    openMicrotrade: 0,
    priceDecimals,
    numberDecimals,
  };
}

function quote(open: string, close: string, volume: string): DayQuote {
  return {
    open: new Dec(open),
    close: new Dec(close),
    high: new Dec(close),
    low: new Dec(close),
    volume: new Dec(volume),
  };
}

/** Deterministic PRNG (mulberry32) so the walk is reproducible. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function setup(): {
  market: MarketState;
  pushes: Array<Record<string, unknown>>;
  persisted: number[];
} {
  const market = new MarketState(
    [pair(1, 'BTC/USDT', 2, 6), pair(2, 'LTC/BTC', 4, 2)],
    new Map([
      [1, quote('95000.00', '97000.00', '18000.000000')],
      [2, quote('0.0009', '0.0009', '45000.00')],
    ]),
  );
  return { market, pushes: [], persisted: [] };
}

describe('placeholder ticker', () => {
  it('moves prices by whole ticks, keeps high/low/volume consistent and pushes DAY_MARKET', () => {
    const { market, pushes, persisted } = setup();
    const hub = createHub();
    const client: HubClient = {
      id: 1,
      userId: null,
      tokenHash: null,
      topics: new Set(),
      send: (text) => pushes.push(JSON.parse(text)),
    };
    hub.add(client);
    hub.subscribe(client, 'DAY_MARKET');
    const random = seeded(42);
    let ltcMoves = 0;
    for (let i = 0; i < 2000; i++) {
      const moved = tickOnce(market, hub, (changes) => persisted.push(changes.length), random);
      if (moved.includes(2)) ltcMoves++;
      for (const id of [1, 2]) {
        const q = market.quotation(id);
        expect(new Dec(q.high).gte(q.close)).toBe(true);
        expect(new Dec(q.low).lte(q.close)).toBe(true);
      }
    }
    const btc = market.quotation(1);
    expect(btc.close).toMatch(/^\d+\.\d{2}$/);
    expect(btc.volume).toMatch(/^\d+\.\d{6}$/);
    // The pull to the open keeps a placeholder walk from wandering off.
    expect(new Dec(btc.close).div('95000').minus(1).abs().lt('0.25')).toBe(true);
    // A coarse tick (0.0001 on 0.0009) moves rarely, not every time.
    expect(ltcMoves).toBeGreaterThan(0);
    expect(ltcMoves).toBeLessThan(400);
    expect(pushes.length).toBeGreaterThan(2000);
    expect(persisted.length).toBeGreaterThan(0);
    pushes.forEach((push, index) => {
      expect(push).toMatchObject({ type: 'DAY_MARKET', topic: 'DAY_MARKET', seq: index + 1 });
      expect(push.symbol).toBe(push.currency_match_id === 1 ? 'BTC/USDT' : 'LTC/BTC');
    });
  });

  it('publishes nothing when no price moves', () => {
    const { market } = setup();
    const hub = createHub();
    const publish = jest.spyOn(hub, 'publish');
    // random() = 0.5 is zero noise; BTC sits exactly on its open, so there is no pull either.
    market.setDayQuote(1, quote('97000.00', '97000.00', '1.000000'));
    market.setDayQuote(2, quote('0.0009', '0.0009', '1.00'));
    expect(
      tickOnce(
        market,
        hub,
        () => undefined,
        () => 0.5,
      ),
    ).toEqual([]);
    expect(publish).not.toHaveBeenCalled();
  });
});
