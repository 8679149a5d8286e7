import type { OrderWay } from '@exchange/shared/contract';
import { formatUnits, type SpotEngine } from '../engine';
import { ApiError } from '../http/api-error';
import type { MarketState } from '../market/market-state';
import type { Pair } from '../market/pairs-repo';
import type { SpotFeed } from '../spot/spot-feed';
import { SLIPPAGE_PERCENT, type SpotService } from '../spot/spot-service';
import { crossTicks, legsOf, type Ticks } from './cross-rate';

/**
 * Market-maker bots. They are ordinary users with (large) ordinary balances: every order goes
 * through SpotService like a user's — validation, slippage guard, balance lock, the engine and
 * the same transaction — and their fills are real trades. No fake depth, no moving of prices.
 *
 * Each tick, per open pair: a reference price takes a small random-walk step (pulled back
 * towards where the bots started and towards the last trade, so it neither wanders off nor
 * ignores what users do) — except on a cross pair (LTC/BTC), whose reference is the price its
 * legs' last prices imply (cross-rate.ts), so it agrees with LTC/USDT ÷ BTC/USDT. One bot keeps
 * a ladder of LEVELS bids and asks around the reference (cancelling quotes that drifted out of
 * range, adding missing levels), and with CROSS_PROBABILITY another bot takes the best bid or
 * ask (a marketable limit at that price) — that is what trades.
 */

export const LEVELS = 6;
/** Ladder step as a fraction of the price (at least one tick). */
const LEVEL_STEP = 0.0006;
export const CROSS_PROBABILITY = 0.5;
/**
 * How far a cross pair's reference may sit from its last price in one tick: half the slippage
 * guard (SLIPPAGE_PERCENT), so the guard lets the bots' ladder and takes around it through.
 */
export const CROSS_BAND = Number(SLIPPAGE_PERCENT) / 200;
/** Volatility of the reference per 2 s tick (scaled by sqrt(interval / 2 s)). */
const SIGMA_PER_2S = 0.0005;
const MAX_NEW_PER_SIDE = 2;
const MAX_CANCELS = 4;
/** Target notional of one bot order, in the quote currency. */
const NOTIONAL: Readonly<Record<string, number>> = { USDT: 1500, BTC: 0.02 };
/** An order's size is 0.2–1.6 x NOTIONAL (`quantity`). */
const SIZE_MIN = 0.2;
const SIZE_SPREAD = 1.4;
/**
 * A take is the smaller of its own size and half the best level's, and a level is often taken
 * from several times: on average about 0.18 x NOTIONAL (measured over thousands of takes;
 * server/test/bots.test.ts keeps the model within a factor 2 of the real takes).
 */
const MEAN_TAKE = 0.18;

/**
 * What the bots trade of a pair in a minute on average, in base units, at `price` (a plain
 * number, for sizing only): CROSS_PROBABILITY takes per tick of MEAN_TAKE x NOTIONAL. The seed
 * sizes its history bars from it, so history and live bars have volumes of one market
 * (docs/product.md#chart-bars).
 */
export function botVolumePerMinute(quoteCode: string, price: number, intervalMs: number): number {
  if (!(price > 0) || !(intervalMs > 0)) return 0;
  const takes = (60_000 / intervalMs) * CROSS_PROBABILITY;
  return (takes * MEAN_TAKE * (NOTIONAL[quoteCode] ?? 1)) / price;
}

export type Random = () => number;

export type MarketMakerDeps = {
  service: SpotService;
  engine: SpotEngine;
  feed: SpotFeed;
  market: MarketState;
  botIds: readonly number[];
  intervalMs: number;
  onError: (error: unknown) => void;
  random?: Random;
};

type PairState = { ref: number; anchor: number };

export class MarketMakerBots {
  private readonly state = new Map<number, PairState>();
  private timer: NodeJS.Timeout | null = null;
  private readonly random: Random;
  private ticking = false;

  constructor(private readonly deps: MarketMakerDeps) {
    this.random = deps.random ?? Math.random;
  }

  start(): void {
    if (this.timer || this.deps.botIds.length < 2) return;
    this.timer = setInterval(() => this.tick(), this.deps.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One round over every open pair. */
  tick(): void {
    if (this.ticking) return;
    this.ticking = true;
    try {
      this.deps.market.pairs().forEach((pair, index) => {
        if (pair.openChange !== 1 || !this.deps.engine.hasPair(pair.id)) return;
        try {
          this.tickPair(pair, index);
        } catch (error) {
          this.deps.onError(error);
        }
      });
    } finally {
      this.ticking = false;
    }
  }

  private tickPair(pair: Pair, index: number): void {
    const { botIds, engine, feed } = this.deps;
    const maker = botIds[index % botIds.length];
    const taker = botIds[(index + 1) % botIds.length];
    const lastTicks = feed.lastPrice(pair.id);
    const quoted = lastTicks !== null ? Number(lastTicks) : this.quotedTicks(pair);
    const implied = this.impliedTicks(pair);
    // A cross pair that never traded (an operator's new pair) starts at its legs' price.
    const last = quoted > 0 ? quoted : (implied ?? 0);
    if (!(last > 0)) return;

    const state = this.state.get(pair.id) ?? { ref: last, anchor: last };
    this.state.set(pair.id, state);
    if (implied !== null) {
      // A cross pair follows its legs, never a walk of its own; within CROSS_BAND of its last
      // price, so a cross that lags (an old database, a user's trade) gets there in steps the
      // slippage guard lets through.
      state.ref = Math.min(last * (1 + CROSS_BAND), Math.max(last * (1 - CROSS_BAND), implied));
    } else {
      const sigma = SIGMA_PER_2S * Math.sqrt(this.deps.intervalMs / 2000);
      const pull = Math.min(0.5, this.deps.intervalMs / 3_600_000);
      state.ref *= Math.exp(sigma * this.gauss());
      state.ref += (state.anchor - state.ref) * pull + (last - state.ref) * 0.02;
    }
    const ref = Math.max(LEVELS + 2, Math.round(state.ref));
    const step = Math.max(1, Math.round(ref * LEVEL_STEP));

    // Keep the ladder: drop quotes on the wrong side of the reference or too far away.
    const own = engine.openOrders({ pairId: pair.id, userId: maker });
    let cancels = 0;
    for (const order of own) {
      if (cancels >= MAX_CANCELS) break;
      const price = Number(order.price);
      const stale =
        order.side === 'buy'
          ? price >= ref || price < ref - (LEVELS + 3) * step
          : price <= ref || price > ref + (LEVELS + 3) * step;
      if (stale) {
        this.attempt(() =>
          this.deps.service.cancelOrder(maker, order.id, order.side === 'buy' ? 1 : 2),
        );
        cancels++;
      }
    }
    const left = engine.openOrders({ pairId: pair.id, userId: maker });
    for (const way of [1, 2] as const) {
      let placed = 0;
      for (let level = 1; level <= LEVELS && placed < MAX_NEW_PER_SIDE; level++) {
        const target = way === 1 ? ref - level * step : ref + level * step;
        if (target < 1) break;
        const taken = left.some(
          (order) =>
            order.side === (way === 1 ? 'buy' : 'sell') &&
            Math.abs(Number(order.price) - target) * 2 < step,
        );
        if (taken) continue;
        this.order(maker, pair, way, BigInt(target), this.quantity(pair, target));
        placed++;
      }
    }

    // Sometimes trade: take the best price on the side the reference points to.
    if (this.random() >= CROSS_PROBABILITY) return;
    const book = engine.book(pair.id);
    const buy = ref > last !== this.random() < 0.25;
    const depth = book.depth(1);
    const best = buy ? depth.asks[0] : depth.bids[0];
    if (!best) return;
    // Take at most half of the level, so the best price a user just saw usually still stands.
    const half = best.quantity > 1n ? best.quantity / 2n : best.quantity;
    const wanted = this.quantity(pair, Number(best.price));
    const quantity = wanted < half ? wanted : half;
    this.order(taker, pair, buy ? 1 : 2, best.price, quantity);
  }

  private order(userId: number, pair: Pair, way: OrderWay, price: bigint, lots: bigint): void {
    if (lots <= 0n || price <= 0n) return;
    this.attempt(() =>
      this.deps.service.placeOrder({
        userId,
        pairId: pair.id,
        way,
        price: formatUnits(price, pair.priceDecimals),
        number: formatUnits(lots, pair.numberDecimals),
      }),
    );
  }

  /** Runs one bot action; refusals (balance, slippage guard) are part of the game. */
  private attempt(action: () => unknown): void {
    try {
      action();
    } catch (error) {
      if (!(error instanceof ApiError)) this.deps.onError(error);
    }
  }

  /** A random order size around the pair's target notional, in lots (at least one). */
  private quantity(pair: Pair, priceTicks: number): bigint {
    const notional = (NOTIONAL[pair.quoteCode] ?? 1) * (SIZE_MIN + this.random() * SIZE_SPREAD);
    const price = priceTicks / 10 ** pair.priceDecimals;
    const lots = Math.floor((notional / price) * 10 ** pair.numberDecimals);
    return BigInt(Math.max(1, lots));
  }

  /**
   * A cross pair's price implied by its legs' last prices (BASE/USDT ÷ QUOTE/USDT), in its
   * ticks; null for a USDT pair or when a leg has no price yet.
   */
  private impliedTicks(pair: Pair): number | null {
    const legs = legsOf(
      this.deps.market.pairs(),
      (leg) => ({ base: leg.baseCode, quote: leg.quoteCode }),
      { base: pair.baseCode, quote: pair.quoteCode },
    );
    if (!legs) return null;
    const lastOf = (leg: Pair): Ticks => ({
      ticks: this.deps.feed.lastPrice(leg.id) ?? BigInt(Math.max(0, this.quotedTicks(leg))),
      decimals: leg.priceDecimals,
    });
    const ticks = crossTicks(lastOf(legs.base), lastOf(legs.quote), pair.priceDecimals);
    return ticks !== null && ticks > 0n ? Number(ticks) : null;
  }

  private quotedTicks(pair: Pair): number {
    const close = this.deps.market.dayQuote(pair.id).close;
    return close
      .times(10 ** pair.priceDecimals)
      .floor()
      .toNumber();
  }

  private gauss(): number {
    const u = Math.max(this.random(), 1e-12);
    const v = this.random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}
