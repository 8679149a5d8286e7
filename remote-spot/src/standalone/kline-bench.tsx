import { type KlineBar, Subject } from '@exchange/shared';
import { type EChartsType, getInstanceByDom } from '@exchange/shared/echarts';
import {
  type ChartEngineLoader,
  KlineChart,
  type KlineTick,
  type KlineWindow,
  loadEcharts,
} from '@exchange/shared/trading';
import { Box } from '@exchange/shared/ui-kit';
import { type ReactElement } from 'react';

/**
 * Benchmark page (standalone build only; `bench/kline` drives it). The product's KlineChart with
 * the product's ECharts engine, fed by the bench instead of the server: the first market/kline
 * answer is held until the driver hands over the bars, and KLINE pushes go through the same
 * `ticks$` the socket would feed. Figures are returned from `window.__klineBench`; nothing here
 * is product UI.
 */

/** One tick as the driver sees it; `workMs` is the synchronous push plus every animation-frame
 * callback's JavaScript (the bench's own excluded) until the chart had drawn it. */
export type KlineTickSample = { syncMs: number; workMs: number; frames: number; latencyMs: number };

export type KlineBenchApi = {
  library: 'echarts';
  /** True once ECharts is loaded and the chart instance exists. */
  ready: boolean;
  /** Hands the bars over as the first market/kline answer; resolves with data → painted frame. */
  load: (bars: KlineBar[]) => Promise<{ paintMs: number }>;
  /** Zooms out to every bar (the product opens on the latest 120). */
  showAll: () => Promise<void>;
  /** Pushes each bar as one KLINE tick, waiting until it was drawn before the next. */
  tick: (bars: KlineBar[]) => Promise<KlineTickSample[]>;
};

declare global {
  interface Window {
    __klineBench?: KlineBenchApi;
    /** Set by the driver's init script: JavaScript ms spent in animation-frame callbacks. */
    __frameWork?: number;
    /** The unwrapped requestAnimationFrame, so the bench's own frames are not counted. */
    __nativeRaf?: (callback: FrameRequestCallback) => number;
  }
}

/** The product chart's width on a 1280 px trade screen, and the same for the peer page. */
const CHART_WIDTH = 1200;
/** Frames to wait for a draw before giving up on a tick (it is then counted as it stands). */
const MAX_FRAMES = 60;

const nextFrame = (): Promise<number> =>
  new Promise((resolve) => (window.__nativeRaf ?? requestAnimationFrame)(resolve));

/** Resolves in the first frame (after the chart's callbacks in it) where `done` holds. */
const frameWhere = async (done: () => boolean): Promise<number> => {
  let frames = 0;
  do {
    await nextFrame();
    frames += 1;
  } while (!done() && frames < MAX_FRAMES);
  return frames;
};

/** A task after the current frame, as a socket message would arrive between frames. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

type Harness = {
  ticks$: Subject<KlineTick>;
  /** The "server's" bars: later polls answer from them, so a poll never looks like a repair. */
  truth: KlineBar[];
  answer: Promise<KlineBar[]>;
  deliver: (bars: KlineBar[]) => void;
  /** The base chart (the first created): zoom actions go to it. */
  instance: EChartsType | null;
  /** Render events of every chart instance (the base and the live chart over it). */
  renders: number;
  /** Instances with a render whose `finished` (progressive chunks included) is still to come. */
  pending: Set<EChartsType>;
  /** Every chart instance created, and those that rendered since the bars were handed over. */
  created: EChartsType[];
  rendered: Set<EChartsType>;
};

const createHarness = (): Harness => {
  let deliver: (bars: KlineBar[]) => void = () => undefined;
  const answer = new Promise<KlineBar[]>((resolve) => {
    deliver = resolve;
  });
  return {
    ticks$: new Subject(),
    truth: [],
    answer,
    deliver,
    instance: null,
    renders: 0,
    pending: new Set(),
    created: [],
    rendered: new Set(),
  };
};

const harness = createHarness();
let firstFetch = true;

/** The first call is the view's opening window (held for the driver), later ones are polls. */
const fetchBars = (_window: KlineWindow): Promise<KlineBar[]> => {
  if (firstFetch) {
    firstFetch = false;
    return harness.answer;
  }
  // A poll asks for the last 60 bars; the same values as on screen change nothing.
  return Promise.resolve(harness.truth.slice(-60));
};

/** Drawn: something rendered since `mark`, and every chart that rendered has finished. */
const drawnSince = (mark: number): boolean => harness.renders > mark && harness.pending.size === 0;

/** The product's engine; the raw instances are kept to hear when ECharts has finished drawing. */
const loadEngine: ChartEngineLoader = () =>
  loadEcharts().then((engine) => ({
    init: (element, options) => {
      const chart = engine.init(element, options);
      const instance = getInstanceByDom(element) ?? null;
      if (instance) harness.created.push(instance);
      instance?.on('rendered', () => {
        harness.renders += 1;
        harness.pending.add(instance);
        harness.rendered.add(instance);
      });
      instance?.on('finished', () => {
        harness.renders += 1;
        harness.pending.delete(instance);
      });
      harness.instance ??= instance;
      api.ready = harness.instance !== null;
      return chart;
    },
  }));

const applyToTruth = (bar: KlineBar): void => {
  const last = harness.truth[harness.truth.length - 1];
  if (last && last.time === bar.time) harness.truth[harness.truth.length - 1] = bar;
  else harness.truth.push(bar);
};

const api: KlineBenchApi = {
  library: 'echarts',
  ready: false,
  load: async (bars) => {
    harness.truth = bars.slice();
    // Let the chart instance reach KlineChart's effects so only data → paint is timed.
    await nextFrame();
    await nextFrame();
    harness.rendered.clear();
    const start = performance.now();
    harness.deliver(bars);
    // KlineChart draws the base chart in the answer's callback and the live chart (the forming
    // bar) one frame later; its loading skeleton covers the chart until React commits. The
    // first frame with no skeleton and both charts drawn shows the whole chart. Double rAF:
    // the next frame starts after that one was presented.
    await frameWhere(
      () =>
        document.querySelector('[data-testid="kline-loading"]') === null &&
        harness.created.every((instance) => harness.rendered.has(instance)) &&
        harness.pending.size === 0,
    );
    await nextFrame();
    return { paintMs: performance.now() - start };
  },
  showAll: async () => {
    const mark = harness.renders;
    harness.instance?.dispatchAction({ type: 'dataZoom', start: 0, end: 100 });
    await frameWhere(() => drawnSince(mark));
  },
  tick: async (bars) => {
    const samples: KlineTickSample[] = [];
    for (const bar of bars) {
      await nextTask();
      applyToTruth(bar);
      const mark = harness.renders;
      window.__frameWork = 0;
      const start = performance.now();
      harness.ticks$.next({ period: '1min', kline: bar });
      const syncMs = performance.now() - start;
      const frames = await frameWhere(() => drawnSince(mark));
      samples.push({
        syncMs,
        workMs: syncMs + (window.__frameWork ?? 0),
        frames,
        latencyMs: performance.now() - start,
      });
    }
    return samples;
  },
};

// Published when this chunk loads: it is only ever loaded for this page.
window.__klineBench = api;

export const KlineBench = (): ReactElement => {
  return (
    <Box sx={{ width: CHART_WIDTH }} data-testid="kline-bench">
      <KlineChart
        fetchBars={fetchBars}
        ticks$={harness.ticks$}
        loadEngine={loadEngine}
        priceDecimals={2}
      />
    </Box>
  );
};
