import { pow10 } from '../engine';

/**
 * Cross pairs (docs/decisions.md#pair-precisions-and-pairs-priced-in-btc): a pair such as
 * LTC/BTC whose base and quote both trade against USDT is priced by its two legs, LTC/USDT ÷
 * BTC/USDT. The seed writes its history from the legs' and the market-maker bots quote it
 * around the legs' last prices, so the cross never drifts away from them.
 */

/** The currency the legs of every cross pair are quoted in. */
export const LEG_QUOTE = 'USDT';

export type PairCodes = { base: string; quote: string };

export type Legs<P> = { base: P; quote: P };

/**
 * The legs of `pair` among `pairs`: BASE/USDT and QUOTE/USDT. Null for a USDT pair (it is a
 * leg itself) and for a pair one of whose legs is not listed.
 */
export function legsOf<P>(
  pairs: readonly P[],
  codesOf: (pair: P) => PairCodes,
  pair: PairCodes,
): Legs<P> | null {
  const base = pair.base.toUpperCase();
  const quote = pair.quote.toUpperCase();
  if (quote === LEG_QUOTE || base === LEG_QUOTE) return null;
  const find = (code: string): P | undefined =>
    pairs.find((candidate) => {
      const codes = codesOf(candidate);
      return codes.base.toUpperCase() === code && codes.quote.toUpperCase() === LEG_QUOTE;
    });
  const baseLeg = find(base);
  const quoteLeg = find(quote);
  return baseLeg && quoteLeg ? { base: baseLeg, quote: quoteLeg } : null;
}

/** A price in ticks (units of 10^-decimals). */
export type Ticks = { ticks: bigint; decimals: number };

/**
 * base ÷ quote in ticks at `decimals`, rounded half up; exact (bigint throughout). Null when
 * the quote leg has no positive price.
 */
export function crossTicks(base: Ticks, quote: Ticks, decimals: number): bigint | null {
  if (quote.ticks <= 0n || base.ticks < 0n) return null;
  // (b / 10^db) / (q / 10^dq) x 10^d = b x 10^(dq + d) / (q x 10^db)
  const numerator = base.ticks * pow10(quote.decimals + decimals);
  const denominator = quote.ticks * pow10(base.decimals);
  return (2n * numerator + denominator) / (2n * denominator);
}
