// Optional CPU profile of one variant (BENCH_PROFILE=feed|naive): where the page's JavaScript
// time goes, as the top functions by self time. Build remote-spot's harness with
// `--no-optimization-minimize` for readable names.
import { perSecondLines, selfTimes } from '../lib/browser-harness.mjs';

export const startProfile = async (cdp) => {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
};

export const stopProfile = async (cdp, seconds, top = 20) => {
  const { profile } = await cdp.send('Profiler.stop');
  return perSecondLines(selfTimes(profile), seconds, top);
};
