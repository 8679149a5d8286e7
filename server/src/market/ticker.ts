import type { DayMarketPush } from '@exchange/shared/contract';
import { Dec } from '../money/decimal';
import type { Hub } from '../ws/hub';
import type { MarketState } from './market-state';
import type { DayQuote, DayQuoteWriter } from './pairs-repo';

/**
 * PLACEHOLDER: this ticker keeps the markets visibly alive until the spot matching engine
 * (a later issue) replaces it; then real trades drive the quotations and this file goes.
 *
 * Every tick each pair's price takes a small random-walk step (about ±0.25 %, with a weak pull
 * back to the 24 h open so it does not drift away over days). The step is rounded to the
 * pair's price tick stochastically, so a pair whose tick is large relative to its price (e.g.
 * LTC/BTC at 4 decimals) moves rarely by one tick instead of jumping every time.
 */
export const MAX_STEP = 0.0025;
const PULL_TO_OPEN = 0.01;
/** Ticks in a day at the default 2 s interval. */
const TICKS_PER_DAY = 43_200;

export type Random = () => number;

/** One tick over every pair; returns the ids of the pairs whose price moved. */
export function tickOnce(
  market: MarketState,
  hub: Hub,
  persist: DayQuoteWriter,
  random: Random = Math.random,
): number[] {
  const changes: Array<{ pairId: number; quote: DayQuote }> = [];
  for (const pair of market.pairs()) {
    const quote = market.dayQuote(pair.id);
    if (quote.close.lte(0)) continue;
    const tick = new Dec(1).div(new Dec(10).pow(pair.priceDecimals));
    const noise = new Dec((random() * 2 - 1).toFixed(8)).times(MAX_STEP);
    const pull = quote.open.minus(quote.close).div(quote.close).times(PULL_TO_OPEN);
    const ticks = quote.close.times(noise.plus(pull)).div(tick);
    const whole = ticks.trunc();
    const fraction = ticks.minus(whole).abs();
    const extra = new Dec(random().toFixed(8)).lt(fraction) ? Dec.sign(ticks) : 0;
    const moved = whole.plus(extra);
    if (moved.isZero()) continue;
    const price = quote.close.plus(moved.times(tick));
    if (price.lte(0)) continue;
    // Volume behaves like a rolling 24 h window: a little of it ages out every tick and a
    // random amount of the same order comes in, so it neither explodes nor dies away.
    const agedOut = quote.volume.div(TICKS_PER_DAY);
    const traded = quote.volume
      .times(new Dec(random().toFixed(8)))
      .times(2)
      .div(TICKS_PER_DAY);
    const next: DayQuote = {
      open: quote.open,
      close: price,
      high: Dec.max(quote.high, price),
      low: Dec.min(quote.low, price),
      volume: quote.volume
        .minus(agedOut)
        .plus(traded)
        .toDecimalPlaces(pair.numberDecimals, Dec.ROUND_DOWN),
    };
    market.setDayQuote(pair.id, next);
    changes.push({ pairId: pair.id, quote: next });
  }
  if (changes.length > 0) persist(changes);
  for (const { pairId } of changes) {
    const pair = market.pairById(pairId);
    if (!pair) continue;
    const payload: Omit<DayMarketPush, 'type' | 'topic' | 'seq'> = {
      currency_match_id: pairId,
      symbol: pair.symbol,
      quotation: market.quotation(pairId),
    };
    hub.publish('DAY_MARKET', payload);
  }
  return changes.map((change) => change.pairId);
}

export type Ticker = { stop(): void };

export function startTicker(
  market: MarketState,
  hub: Hub,
  persist: DayQuoteWriter,
  intervalMs: number,
  onError: (error: unknown) => void,
): Ticker {
  if (intervalMs <= 0) return { stop: () => undefined };
  const timer = setInterval(() => {
    try {
      tickOnce(market, hub, persist);
    } catch (error) {
      onError(error);
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
