/**
 * Timed runs over the measured part of the stream. Every run starts from a fresh engine, fills
 * the starting book untimed, then collects garbage, so no run pays for another's garbage.
 */
import { performance } from 'node:perf_hooks';
import type { CommandStream } from './command-stream';
import type { EngineAdapter, EngineEntry } from './engine-adapter';

export function collectGarbage(): void {
  if (!globalThis.gc) throw new Error('run node with --expose-gc (pnpm engine does)');
  globalThis.gc();
}

/** A fresh engine holding the starting book, garbage collected, ready to be timed. */
export function prepare(entry: EngineEntry, stream: CommandStream): EngineAdapter {
  const adapter = entry.create(stream);
  for (let i = 0; i < stream.prefill; i++) adapter.run(i);
  collectGarbage();
  return adapter;
}

/** Closed loop: every command as soon as the previous one returns. Commands per second. */
export function closedLoop(adapter: EngineAdapter, stream: CommandStream): number {
  const started = performance.now();
  for (let i = stream.prefill; i < stream.length; i++) adapter.run(i);
  const seconds = (performance.now() - started) / 1000;
  return (stream.length - stream.prefill) / seconds;
}

let spinSink = 0;

/** A short allocation-free delay: `count` iterations of integer work. */
function spin(count: number): void {
  let value = spinSink;
  for (let i = 0; i < count; i++) value = (value + i) | 0;
  spinSink = value;
}

/** How many `spin` iterations take about a microsecond on this machine. */
function spinsPerMicrosecond(): number {
  spin(1_000_000); // let the JIT optimise it first
  const iterations = 20_000_000;
  const started = performance.now();
  spin(iterations);
  const micros = (performance.now() - started) * 1000;
  return Math.max(1, Math.round(iterations / Math.max(1, micros)));
}

export type OpenLoopSamples = {
  /** Completion − scheduled time: what a client sees, queueing included (µs). */
  latency: Float64Array;
  /** Completion − start: the command's own work, no queueing (µs); to read the tails. */
  service: Float64Array;
};

/** How far before a command's due time the clock-free part of the wait stops (µs). */
const COARSE_MARGIN_US = 1.5;

/**
 * Open loop at a fixed offered rate: command k is due at start + k / rate. We busy-wait until
 * it is due (a timer would add milliseconds of jitter), run it, and record completion − due
 * time. A stall (GC pause, the OS running something else) therefore counts against every
 * command queued behind it: no coordinated omission.
 *
 * The wait reads the clock as little as it can: every `performance.now()` leaves a 16-byte
 * number on the heap (Node 20), and at one read a microsecond the harness made three times the
 * engine's garbage, so most of the young-generation collections (and their pauses) it measured.
 * It spins without reading to ~1.5 µs before the due time (the spin rate is re-measured on
 * every such wait, so a slower machine does not make it overshoot), then reads about every
 * microsecond: about 4 reads a command instead of about 9 at 120k commands/s.
 */
export function openLoop(
  adapter: EngineAdapter,
  stream: CommandStream,
  ratePerSecond: number,
): OpenLoopSamples {
  const count = stream.length - stream.prefill;
  const latency = new Float64Array(count);
  const service = new Float64Array(count);
  const intervalMs = 1000 / ratePerSecond;
  const fineSpins = spinsPerMicrosecond();
  let spinsPerMicro = fineSpins;
  const start = performance.now() + 1;
  let now = performance.now();
  for (let k = 0; k < count; k++) {
    const due = start + k * intervalMs;
    const aheadMicros = (due - now) * 1000 - COARSE_MARGIN_US;
    if (aheadMicros > 0) {
      const iterations = Math.floor(aheadMicros * spinsPerMicro);
      spin(iterations);
      const after = performance.now();
      const took = (after - now) * 1000;
      // Only a plausible measurement updates the rate (a stall in the spin would ruin it).
      if (took > aheadMicros * 0.5 && took < aheadMicros * 2) {
        spinsPerMicro = spinsPerMicro * 0.9 + (iterations / took) * 0.1;
      }
      now = after;
    }
    while (now < due) {
      spin(fineSpins);
      now = performance.now();
    }
    const began = now;
    adapter.run(stream.prefill + k);
    const done = performance.now();
    latency[k] = (done - due) * 1000;
    service[k] = (done - began) * 1000;
    now = done;
  }
  return { latency, service };
}

export type MachineStalls = {
  seconds: number;
  stalledPercent: number;
  stalls: number;
  worstMs: number;
};

/**
 * How much of the CPU this process loses without doing anything: a bare spin loop reading the
 * clock once a microsecond, counting gaps over 50 µs (the OS running something else, VM steal).
 * No engine can have open-loop tails below what this loop already shows.
 */
export function machineStalls(seconds = 2): MachineStalls {
  const spins = spinsPerMicrosecond();
  const end = performance.now() + seconds * 1000;
  let last = performance.now();
  let stalls = 0;
  let stalledMs = 0;
  let worstMs = 0;
  while (last < end) {
    spin(spins);
    const now = performance.now();
    const gap = now - last;
    if (gap > 0.05) {
      stalls += 1;
      stalledMs += gap;
      worstMs = Math.max(worstMs, gap);
    }
    last = now;
  }
  return { seconds, stalledPercent: (stalledMs / (seconds * 1000)) * 100, stalls, worstMs };
}
