/** Printing of the engine bench: plain text tables on stdout. */
import { KIND_NAMES, type StreamStats } from './command-stream';
import type { Percentiles } from './stats';

export const print = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

export const int = (n: number): string => Math.round(n).toLocaleString('en');
export const micros = (n: number): string => (n < 10 ? n.toFixed(2) : n.toFixed(1)) + ' µs';

export function printStream(stats: StreamStats, commands: number, accounts: number): void {
  const mix = stats.kinds
    .map((count, k) => `${((count / commands) * 100).toFixed(1)} % ${KIND_NAMES[k]}`)
    .join(', ');
  print(`stream: ${int(commands)} timed commands (${mix})`);
  print(
    `        ${accounts} accounts; on average ${int(stats.averageLive)} live orders over ` +
      `${int(stats.averageLevels)} price levels; ${stats.fillsPerCommand.toFixed(3)} fills ` +
      `per command; ${int(stats.crossingMoves)} moves traded`,
  );
}

export type ThroughputRow = { name: string; rounds: number[]; median: number };

export function printThroughput(rows: ThroughputRow[]): void {
  print(`Throughput, closed loop (median round; min – max of ${rows[0].rounds.length} rounds)`);
  for (const row of rows) {
    const low = Math.min(...row.rounds);
    const high = Math.max(...row.rounds);
    print(
      `  ${row.name.padEnd(44)} ${int(row.median).padStart(10)} ops/s` +
        `   (${int(low)} – ${int(high)})`,
    );
  }
}

export type LatencyRow = { name: string; latency: Percentiles; service: Percentiles };

export function printLatency(rows: LatencyRow[], rate: number, rounds: number): void {
  print(
    `Latency, open loop at ${int(rate)} commands/s offered, from each command's scheduled ` +
      `time (median of ${rounds} rounds)`,
  );
  const head = ['p50', 'p99', 'p99.9', 'max'].map((h) => h.padStart(10)).join(' ');
  print(`  ${''.padEnd(44)} ${head}`);
  const cells = (p: Percentiles): string =>
    [p.p50, p.p99, p.p999, p.max].map((v) => micros(v).padStart(10)).join(' ');
  for (const { name, latency } of rows) print(`  ${name.padEnd(44)} ${cells(latency)}`);
  print('  same runs, service time only (start → completion, no queueing):');
  for (const { name, service } of rows) print(`  ${name.padEnd(44)} ${cells(service)}`);
}

export function printTarget(what: string, value: string, target: string, met: boolean): void {
  print(
    `  ${what.padEnd(40)} ${value.padStart(10)}   target ${target.padEnd(10)} ${met ? 'met' : 'NOT MET'}`,
  );
}
