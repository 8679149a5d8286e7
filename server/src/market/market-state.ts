import type { Quotation } from '@exchange/shared/contract';
import { Dec, fixed } from '../money/decimal';
import type { DayQuote, Pair } from './pairs-repo';

/** Change percent shown with 2 decimals (docs/product.md#public-and-spot: "Change percent shows 2 decimals"). */
const CHANGE_DECIMALS = 2;
const USD_STABLE = 'USDT';

/**
 * The live market picture in memory: one day quote per pair, exact decimals throughout.
 * Readers (HTTP answers, pushes) get formatted decimal strings; nothing here is a float.
 */
export class MarketState {
  private readonly byId = new Map<number, Pair>();
  private readonly bySymbol = new Map<string, Pair>();

  constructor(
    private readonly pairList: readonly Pair[],
    private readonly quotes: Map<number, DayQuote>,
  ) {
    for (const pair of pairList) {
      this.byId.set(pair.id, pair);
      this.bySymbol.set(pair.symbol, pair);
      if (!quotes.has(pair.id)) {
        // A pair added by an operator without a quotation starts flat at zero until it trades.
        const zero = new Dec(0);
        quotes.set(pair.id, { open: zero, close: zero, high: zero, low: zero, volume: zero });
      }
    }
  }

  pairs(): readonly Pair[] {
    return this.pairList;
  }

  pairById(id: number): Pair | undefined {
    return this.byId.get(id);
  }

  pairBySymbol(symbol: string): Pair | undefined {
    return this.bySymbol.get(symbol.toUpperCase());
  }

  dayQuote(pairId: number): DayQuote {
    const quote = this.quotes.get(pairId);
    if (!quote) throw new Error(`no quotation for pair ${pairId}`);
    return quote;
  }

  /** Replaces a pair's day quote (the ticker today, the matching engine later). */
  setDayQuote(pairId: number, quote: DayQuote): void {
    if (!this.byId.has(pairId)) throw new Error(`unknown pair ${pairId}`);
    this.quotes.set(pairId, quote);
  }

  quotation(pairId: number): Quotation {
    const pair = this.byId.get(pairId);
    if (!pair) throw new Error(`unknown pair ${pairId}`);
    const quote = this.dayQuote(pairId);
    const change = quote.open.isZero()
      ? new Dec(0)
      : quote.close.minus(quote.open).div(quote.open).times(100);
    return {
      currency_match_id: pairId,
      close: fixed(quote.close, pair.priceDecimals),
      change: fixed(change, CHANGE_DECIMALS),
      high: fixed(quote.high, pair.priceDecimals),
      low: fixed(quote.low, pair.priceDecimals),
      volume: fixed(quote.volume, pair.numberDecimals),
    };
  }

  /**
   * USD value of one unit of a currency: 1 for USDT (the USD rate of the stable coin), the
   * last `<CODE>/USDT` price for anything else, 0 when there is no such pair.
   */
  usdRate(code: string): Dec {
    if (code.toUpperCase() === USD_STABLE) return new Dec(1);
    const pair = this.pairBySymbol(`${code}/${USD_STABLE}`);
    return pair ? this.dayQuote(pair.id).close : new Dec(0);
  }
}
