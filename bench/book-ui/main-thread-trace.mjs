// Optional trace of one variant (BENCH_TRACE=feed|naive): the page's main-thread time by kind
// of work (script, style, layout, paint, compositing), each event's self time per second. What
// the busy share is made of, which the JavaScript profile (BENCH_PROFILE) cannot show.
import { perSecondLines } from '../lib/browser-harness.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

export const startTrace = (browser, page) => browser.startTracing(page, { categories: CATEGORIES });

/** Self time (own duration minus nested events') per event name on the busiest renderer thread. */
const selfTimeByName = (events) => {
  const byThread = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || !event.dur) continue;
    const key = `${event.pid}:${event.tid}`;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(event);
  }
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const taskTime = (list) =>
    list.reduce((sum, event) => sum + (event.name === 'RunTask' ? event.dur : 0), 0);
  let busiest = [];
  let busiestTime = 0;
  for (const [key, list] of byThread) {
    const time = mainThreads.has(key) ? taskTime(list) : 0;
    if (time > busiestTime) [busiest, busiestTime] = [list, time];
  }
  busiest.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const event of busiest) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur);
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur);
    stack.push(event);
  }
  return [...self].filter(([, micros]) => micros > 0).sort((a, b) => b[1] - a[1]);
};

export const stopTrace = async (browser, seconds, top = 16) => {
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  return perSecondLines(selfTimeByName(traceEvents), seconds, top);
};
