/** Plain text on stdout, like the other benches. */
export const print = (...parts: unknown[]): void => {
  process.stdout.write(`${parts.join(' ')}\n`);
};

/** The p-th percentile (nearest rank) of ascending numbers; 0 for none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
