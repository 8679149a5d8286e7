/** A small seeded PRNG (mulberry32): the command stream must be the same on every run. */
export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [low, high]. */
  int(low: number, high: number): number;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (low, high) => low + Math.floor(next() * (high - low + 1)) };
}
