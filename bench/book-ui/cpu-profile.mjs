// Optional CPU profile of one variant (BENCH_PROFILE=feed|naive): where the page's JavaScript
// time goes, as the top functions by self time. Build with
// `--no-optimization-minimize` in remote-spot for readable names.
import path from 'node:path';

export const startProfile = async (cdp) => {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
};

export const stopProfile = async (cdp, seconds, top = 20) => {
  const { profile } = await cdp.send('Profiler.stop');
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id).callFrame;
    const where = frame.url ? ` ${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    self.set(key, (self.get(key) ?? 0) + profile.timeDeltas[index]);
  });
  if (process.env.BENCH_PROFILE_INCLUSIVE) {
    const parent = new Map();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parent.set(child, node.id);
    const inclusive = new Map();
    profile.samples.forEach((id, index) => {
      const seen = new Set();
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const frame = nodes.get(at).callFrame;
        const key = `${frame.functionName || '(anonymous)'} ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + profile.timeDeltas[index]);
      }
    });
    console.log(
      [...inclusive]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 60)
        .map(
          ([name, micros]) => `${(micros / 1000 / seconds).toFixed(1).padStart(7)} ms/s  ${name}`,
        )
        .join('\n'),
    );
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, micros]) => `${(micros / 1000 / seconds).toFixed(1).padStart(7)} ms/s  ${name}`)
    .join('\n');
};
