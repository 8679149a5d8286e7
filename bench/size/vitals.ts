import type { Browser } from 'playwright-core';
import { recordColdLoad, type LongTask } from './cold-load';

export type Vitals = {
  fcp: number;
  lcp: number;
  cls: number;
  /** Total blocking time as Lighthouse defines it: long tasks between FCP and the end. */
  tbt: number;
  /** Every long task's time over 50 ms from navigation on, the start-up before FCP included. */
  blocking: number;
};

const LONG_TASK_MS = 50;

/**
 * Lighthouse's sum of blocking time: each long task clipped to [from, to], counted by what it
 * lasts over 50 ms inside that window. Total blocking time is this from FCP to TTI; the window
 * here ends when the measuring stops (the network quiet for 1.5 s), before any 5 s quiet window
 * TTI would wait for, so every long task up to then counts.
 */
export const blockingTime = (tasks: readonly LongTask[], from: number, to: number): number =>
  tasks.reduce((sum, [start, duration]) => {
    const clipped = Math.min(start + duration, to) - Math.max(start, from);
    return clipped > LONG_TASK_MS ? sum + clipped - LONG_TASK_MS : sum;
  }, 0);

/** FCP, LCP, CLS and blocking time of three cold loads, each the median (this 2-core machine is noisy). */
export const measureVitals = async (
  browser: Browser,
  baseUrl: string,
  route: string,
  storage: Record<string, string>,
): Promise<Vitals> => {
  const runs: Vitals[] = [];
  for (let run = 0; run < 3; run += 1) {
    const load = await recordColdLoad(browser, `${baseUrl}${route}`, storage);
    runs.push({
      fcp: load.fcp,
      lcp: load.lcp,
      cls: load.cls,
      tbt: blockingTime(load.tasks, load.fcp, load.end),
      blocking: blockingTime(load.tasks, 0, load.end),
    });
  }
  const median = (values: number[]): number => values.sort((a, b) => a - b)[1];
  return {
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
    tbt: median(runs.map((r) => r.tbt)),
    blocking: median(runs.map((r) => r.blocking)),
  };
};
