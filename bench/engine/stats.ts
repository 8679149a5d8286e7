/** Order statistics of the measured samples. */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export type Percentiles = { p50: number; p99: number; p999: number; max: number };

/** Nearest-rank percentiles (the sample at or above the rank, never interpolated). */
export function percentiles(samples: Float64Array): Percentiles {
  const sorted = Float64Array.from(samples).sort();
  const rank = (p: number): number =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  return { p50: rank(0.5), p99: rank(0.99), p999: rank(0.999), max: sorted[sorted.length - 1] };
}

/** Per-percentile median over rounds, so one noisy round does not decide the figure. */
export function medianPercentiles(rounds: readonly Percentiles[]): Percentiles {
  return {
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    p999: median(rounds.map((r) => r.p999)),
    max: median(rounds.map((r) => r.max)),
  };
}
