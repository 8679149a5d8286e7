import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type KlineBar,
  type KlinePeriod,
  type Observable,
  useTranslation,
  WIDGETS_NAMESPACE,
} from '@exchange/shared';
import { chooseTimeZone, useTimeZone } from '../time-zone';
import { Box, Button, Skeleton, Typography, useTheme } from '@exchange/shared/ui-kit';
import { MenuItem, Select, ToggleButton, ToggleButtonGroup } from '@exchange/shared/ui-kit/forms';
import {
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { ChartEngineLoader, ChartInstance } from '../chart-engine';
import { labelStepMs, plotWidth } from './axis-labels';
import { BarReadoutPanel } from './bar-readout-panel';
import { CHART_TIMEZONES, timeZoneLabel } from './chart-time';
import {
  createKlineFeed,
  type KlineFeedEvent,
  type KlineTick,
  type KlineWindow,
} from './kline-feed';
import {
  CHART_VIEWS,
  chartLocaleOf,
  DEFAULT_CHART_VIEW,
  intlLocaleOf,
  periodOfView,
  type ChartView,
} from './kline-math';
import {
  baseTickOption,
  buildKlineOption,
  buildLiveOption,
  labelStepOption,
  liveRangeOption,
  liveTickOption,
  VISIBLE_BARS,
  type KlineLook,
} from './kline-option';
import { fitsRanges, readRanges, type ValueRanges } from './kline-ranges';
import { type PriceLine, type PriceLineLook, priceLineSeries, withPriceLines } from './price-lines';
import { buildSeries, syncSeries, type KlineSeries } from './kline-series';
import { useChartInstance } from './use-chart-instance';
import {
  type BarWindow,
  followWindow,
  latestWindow,
  windowOfZoom,
  type ZoomEvent,
  zoomOption,
} from './zoom-follow';

/** Chart height of docs/product.md#public-and-spot-constants. */
export const KLINE_CHART_HEIGHT = 516;

export type KlineChartProps = {
  /** market/kline for one window of the current pair; must keep its identity per pair. */
  fetchBars: (window: KlineWindow) => Promise<KlineBar[]>;
  /** KLINE pushes of the current pair; must keep its identity per pair. */
  ticks$: Observable<KlineTick>;
  loadEngine: ChartEngineLoader;
  /**
   * The pair's price decimals: the price axis, pointer and readout show exactly this many
   * (docs/product.md#chart-bars), whatever digits the latest price happens to have.
   */
  priceDecimals: number;
  height?: number;
  /** Extra controls at the end of the toolbar (e.g. a candles / depth switch). */
  toolbarEnd?: ReactNode;
  /** The view to open with (a page that remembers the trader's last choice). */
  initialView?: ChartView;
  /** Told when the trader picks another view (e.g. to remember it: leverPeriod, secondPeriod). */
  onViewChange?: (view: ChartView) => void;
  /** Horizontal lines across the prices (price-lines.ts), labelled at `priceDecimals`. */
  priceLines?: readonly PriceLine[];
};

const NO_PRICE_LINES: readonly PriceLine[] = [];

type Status = 'loading' | 'ready' | 'error';

/** The label step for `visibleBars` bars across the chart in `container` (axis-labels.ts). */
const labelStepIn = (
  container: HTMLElement | null,
  period: KlinePeriod,
  visibleBars: number,
): number => labelStepMs(period, visibleBars, plotWidth(container?.clientWidth ?? 0));

/**
 * The drawn bars' count and newest bar time on the chart's container (`data-bars`,
 * `data-last-bar`): set where the chart draws, outside React renders, for tests and support.
 */
const markBars = (root: HTMLElement | null, series: KlineSeries): void => {
  if (!root) return;
  root.dataset.bars = String(series.times.length);
  root.dataset.lastBar = series.times.at(-1) ?? '';
};

/**
 * A zone's label as an element, not a string built in the chart's render: the closed selector
 * renders only the chosen zone's, the others are computed when the menu opens (each label
 * costs two Intl look-ups; all 16 on every chart render were tens of ms on /trade's load).
 */
const TimeZoneName = memo(function TimeZoneName({
  zone,
  locale,
  at,
}: {
  zone: string;
  locale: string;
  at: number;
}): ReactElement {
  return <>{timeZoneLabel(zone, locale, at)}</>;
});

/**
 * Candlestick chart (docs/product.md#public-and-spot-screens, docs/product.md#public-and-spot-constants): the interval buttons, MA 15 and the MA 10/20 cross, a
 * time axis in the chosen time zone (America/New_York unless this browser chose another),
 * live bars drawn incrementally, a 10 s poll and an error state when it brings fewer than 2
 * bars. The chart library is loaded lazily through `loadEngine`.
 */
export const KlineChart = ({
  fetchBars,
  ticks$,
  loadEngine,
  priceDecimals,
  height = KLINE_CHART_HEIGHT,
  toolbarEnd,
  initialView = DEFAULT_CHART_VIEW,
  onViewChange,
  priceLines = NO_PRICE_LINES,
}: KlineChartProps): ReactElement => {
  const { t, i18n } = useTranslation(WIDGETS_NAMESPACE);
  const mode = useTheme().palette.mode;
  const [view, setView] = useState<ChartView>(() =>
    CHART_VIEWS.includes(initialView) ? initialView : DEFAULT_CHART_VIEW,
  );
  const timeZone = useTimeZone();
  const [attempt, setAttempt] = useState(0);
  // Zone offsets are labelled as of when the chart opened (daylight saving moves them).
  const [now] = useState(() => Date.now());
  // The base chart (history, axes, axis pointers, zoom) and the live chart over it (the forming bar).
  const {
    containerRef: baseContainerRef,
    chart: baseChart,
    failed: baseFailed,
    retry: retryBase,
  } = useChartInstance(loadEngine);
  const {
    containerRef: liveContainerRef,
    chart: liveChart,
    failed: liveFailed,
    retry: retryLive,
  } = useChartInstance(loadEngine);
  const chart = baseChart && liveChart ? baseChart : null;
  const failed = baseFailed || liveFailed;

  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const locale = intlLocaleOf(chartLocaleOf(language));
  const precision = Math.max(0, Math.min(8, Math.floor(priceDecimals)));
  const look = useMemo<KlineLook>(
    () => ({
      view,
      period: periodOfView(view),
      precision,
      mode,
      timeZone,
      locale,
      language,
      texts: {
        open: t('kline.open'),
        high: t('kline.high'),
        low: t('kline.low'),
        close: t('kline.close'),
        volume: t('kline.volume'),
        ma: (length) => t('kline.ma', { length }),
        golden: t('kline.golden'),
        death: t('kline.death'),
      },
    }),
    [view, precision, mode, timeZone, locale, language, t],
  );

  const feed$ = useMemo(
    () => createKlineFeed({ period: periodOfView(view), fetchBars, ticks$ }),
    // `attempt` is not read: a new value restarts the feed after an error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view, fetchBars, ticks$, attempt],
  );
  const [settled, setSettled] = useState<{ feed: unknown; status: Status } | null>(null);
  const status: Status = settled?.feed === feed$ ? settled.status : 'loading';

  // Draws happen outside React renders: the latest charts, look and data live in refs.
  const chartRef = useRef<ChartInstance | null>(null);
  const liveRef = useRef<ChartInstance | null>(null);
  const lookRef = useRef(look);
  const seriesRef = useRef<KlineSeries | null>(null);
  const rangesRef = useRef<ValueRanges | null>(null);
  const priceLinesRef = useRef({ lines: priceLines, drawn: 0 });
  const priceLineLook = (): PriceLineLook => ({
    decimals: lookRef.current.precision,
    mode: lookRef.current.mode,
    language: lookRef.current.language,
  });
  /** The base chart's option with the price lines over `series`' bars. */
  const linedOption = (option: object, series: KlineSeries): object =>
    withPriceLines(option, priceLinesRef.current.lines, series.times.length, priceLineLook());

  /** The base chart's value ranges, to pin the live chart to after the base chart changed. */
  const readBaseRanges = (): ValueRanges | null => {
    const element = baseContainerRef.current;
    const ranges =
      chartRef.current && element ? readRanges(chartRef.current, element.clientHeight) : null;
    rangesRef.current = ranges;
    return ranges;
  };

  /** The live chart that has had its first full draw (until then it holds no option). */
  const liveDrawnRef = useRef<ChartInstance | null>(null);
  const liveFrameRef = useRef<{ id: number; live: ChartInstance; resetZoom: boolean } | null>(null);

  /** The bars the time axis shows (kept to move it along with new bars). */
  const windowRef = useRef<BarWindow | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);

  const drawLive = (
    live: ChartInstance,
    resetZoom: boolean,
    follow: BarWindow | null = null,
  ): void => {
    const series = seriesRef.current;
    if (!series) return;
    live.setOption(
      {
        ...buildLiveOption(series, lookRef.current, { resetZoom, ranges: readBaseRanges() }),
        ...zoomOption(follow),
      },
      { notMerge: resetZoom },
    );
  };

  /** The time axis's label step (axis-labels.ts): set when a view opens, changed by zooms. */
  const labelStepRef = useRef<number | null>(null);

  const drawFull = (resetZoom: boolean, follow: BarWindow | null = null): void => {
    const series = seriesRef.current;
    const [base, live] = [chartRef.current, liveRef.current];
    if (!base || !live || !series) return;
    if (resetZoom) windowRef.current = latestWindow(series.times.length, VISIBLE_BARS);
    else if (follow) windowRef.current = follow;
    if (resetZoom || labelStepRef.current === null) {
      labelStepRef.current = labelStepIn(
        baseContainerRef.current,
        lookRef.current.period,
        Math.min(VISIBLE_BARS, series.times.length),
      );
    }
    const labelStepMs = labelStepRef.current;
    base.setOption(
      linedOption(
        {
          ...buildKlineOption(series, lookRef.current, { resetZoom, labelStepMs }),
          ...(resetZoom ? {} : zoomOption(follow)),
        },
        series,
      ),
      { notMerge: resetZoom },
    );
    priceLinesRef.current.drawn = priceLinesRef.current.lines.length;
    markBars(rootRef.current, series);
    if (liveDrawnRef.current === live) {
      drawLive(live, resetZoom, resetZoom ? null : follow);
      return;
    }
    // A fresh pair of charts: the live chart's first draw waits for the next animation frame.
    // ECharts' first draw runs cold code: the base chart's is ≈ 150 ms on a cold /trade and the
    // live chart's ≈ 15–20 ms more, which no longer lengthen the same task. Until then the live
    // chart holds nothing to go stale: ticks and zoom skip it, and the frame draws the latest bars.
    const pending = liveFrameRef.current;
    if (pending?.live === live) {
      pending.resetZoom ||= resetZoom;
      return;
    }
    if (pending) cancelAnimationFrame(pending.id);
    const frame = { id: 0, live, resetZoom };
    frame.id = requestAnimationFrame(() => {
      liveFrameRef.current = null;
      if (liveRef.current !== live) return;
      liveDrawnRef.current = live;
      drawLive(live, frame.resetZoom);
    });
    liveFrameRef.current = frame;
  };
  const drawFullRef = useRef(drawFull);
  const linedOptionRef = useRef(linedOption);
  const readRangesRef = useRef(readBaseRanges);

  // The feed effect comes first: on a view change it drops the old bars before the redraw.
  useEffect(() => {
    seriesRef.current = null;
    const subscription = feed$.subscribe((event: KlineFeedEvent) => {
      if (event.type === 'error') {
        setSettled({ feed: feed$, status: 'error' });
        return;
      }
      if (event.type === 'reset') {
        const before = seriesRef.current?.times.length ?? 0;
        seriesRef.current = buildSeries(event.bars);
        setSettled({ feed: feed$, status: 'ready' });
        drawFullRef.current(
          event.first,
          followWindow(windowRef.current, before, event.bars.length),
        );
        return;
      }
      const series = seriesRef.current;
      const [baseChart, liveChart] = [chartRef.current, liveRef.current];
      if (!series || !baseChart || !liveChart) return;
      const before = series.times.length;
      const sync = syncSeries(series, event.bars);
      const follow = followWindow(windowRef.current, before, series.times.length);
      if (sync === 'full') {
        drawFullRef.current(false, follow);
        return;
      }
      if (follow) windowRef.current = follow;
      // Drawn now, in this animation frame (the feed hands over at most one tick per frame);
      // a lazy update would wait for ECharts' next frame. The base chart only when a bar was
      // added or the forming bar left its ranges: most ticks touch the live chart alone.
      const appended = sync === 'append';
      const look = lookRef.current;
      let ranges: ValueRanges | null | undefined;
      if (appended || !fitsRanges(series, look.view, rangesRef.current)) {
        const option = { ...baseTickOption(series, look, appended), ...zoomOption(follow) };
        // A new bar: the price lines reach it too.
        baseChart.setOption(appended ? linedOptionRef.current(option, series) : option);
        ranges = readRangesRef.current();
      } else if (!rangesRef.current && baseChart.convertFromPixel) {
        // No reading yet (the chart had no size): pin the live chart once one is possible.
        ranges = readRangesRef.current() ?? undefined;
      }
      markBars(rootRef.current, series);
      if (liveDrawnRef.current !== liveChart) return;
      liveChart.setOption({
        ...liveTickOption(series, look, { appended, ranges }),
        ...zoomOption(follow),
      });
    });
    return () => subscription.unsubscribe();
  }, [feed$]);

  useEffect(
    () => () => {
      const pending = liveFrameRef.current;
      if (pending) cancelAnimationFrame(pending.id);
      liveFrameRef.current = null;
    },
    [],
  );

  // The live chart follows the base chart's zoom and its new value ranges.
  useEffect(() => {
    if (!chart || !liveChart || !chart.on) return undefined;
    return chart.on('datazoom', (params) => {
      const event = params as ZoomEvent & { batch?: ZoomEvent[] };
      const { start, end, startValue, endValue } = event.batch?.[0] ?? event;
      const series = seriesRef.current;
      if (series) {
        windowRef.current = windowOfZoom({ start, end, startValue, endValue }, series.times.length);
        const visibleBars =
          startValue !== undefined && endValue !== undefined
            ? endValue - startValue + 1
            : (((end ?? 100) - (start ?? 0)) / 100) * series.times.length;
        const step = labelStepIn(baseContainerRef.current, lookRef.current.period, visibleBars);
        if (step !== labelStepRef.current) {
          labelStepRef.current = step;
          // After ECharts has finished this zoom: a chart takes no option while it dispatches.
          void Promise.resolve().then(() => {
            if (chartRef.current === chart && labelStepRef.current === step) {
              chart.setOption(labelStepOption(series, lookRef.current, step));
            }
          });
        }
      }
      if (liveDrawnRef.current !== liveChart) return;
      liveChart.setOption(
        liveRangeOption(readRangesRef.current(), { start, end, startValue, endValue }),
      );
    });
  }, [chart, liveChart, baseContainerRef]);

  useEffect(() => {
    // A new chart or another view starts at the latest bars; a theme, zone or precision change
    // keeps the range the user scrolled to.
    const fresh = chartRef.current !== chart || lookRef.current.view !== look.view;
    chartRef.current = chart;
    liveRef.current = chart ? liveChart : null;
    lookRef.current = look;
    drawFullRef.current = drawFull;
    linedOptionRef.current = linedOption;
    readRangesRef.current = readBaseRanges;
    drawFull(fresh);
    // drawFull and readBaseRanges read refs only (the container's too).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chart, liveChart, look]);

  // Lines added or gone (an order placed or settled): drawn onto the base chart at once, then
  // the live chart is pinned again, as the lines may have moved the price axis.
  useEffect(() => {
    const state = priceLinesRef.current;
    if (state.lines === priceLines) return;
    priceLinesRef.current = { lines: priceLines, drawn: state.drawn };
    const [base, live, series] = [chartRef.current, liveRef.current, seriesRef.current];
    if (!base || !series) return;
    base.setOption({
      series: priceLineSeries(priceLines, series.times.length, priceLineLook(), state.drawn),
    });
    priceLinesRef.current.drawn = priceLines.length;
    if (live && liveDrawnRef.current === live)
      live.setOption(liveRangeOption(readRangesRef.current()));
  }, [priceLines]);

  const busy = status === 'loading' || (!chart && !failed);
  const showError = status === 'error' || failed;

  return (
    <Box
      ref={rootRef}
      data-testid="kline-chart"
      data-status={showError ? 'error' : busy ? 'loading' : 'ready'}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: ChartView | null) => {
            if (!next) return;
            setView(next);
            onViewChange?.(next);
          }}
          aria-label={t('kline.interval')}
          sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { py: 0.25, px: 1, border: 0 } }}
        >
          {CHART_VIEWS.map((item) => (
            <ToggleButton key={item} value={item} data-testid={`kline-view-${item}`}>
              {t(`kline.views.${item}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Select
          size="small"
          variant="standard"
          value={timeZone}
          onChange={(event) => chooseTimeZone(event.target.value)}
          inputProps={{ 'aria-label': t('kline.timezone'), 'data-testid': 'kline-timezone' }}
          sx={{ fontSize: 12, ml: 'auto' }}
        >
          {(CHART_TIMEZONES.includes(timeZone)
            ? CHART_TIMEZONES
            : [timeZone, ...CHART_TIMEZONES]
          ).map((zone) => (
            <MenuItem key={zone} value={zone} sx={{ fontSize: 13 }}>
              <TimeZoneName zone={zone} locale={locale} at={now} />
            </MenuItem>
          ))}
        </Select>
        {toolbarEnd}
      </Box>
      <Box sx={{ position: 'relative', height }}>
        <Box ref={baseContainerRef} sx={{ position: 'absolute', inset: 0 }} />
        {/* Over the base chart, transparent; pointer events go to the base chart. */}
        <Box
          ref={liveContainerRef}
          data-testid="kline-live-layer"
          sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
        />
        <BarReadoutPanel chart={chart} seriesRef={seriesRef} lookRef={lookRef} />
        {busy && !showError ? (
          <Skeleton
            variant="rectangular"
            data-testid="kline-loading"
            aria-label={t('common:loading')}
            sx={{ position: 'absolute', inset: 8, height: 'auto', borderRadius: 1 }}
          />
        ) : undefined}
        {showError ? (
          <Box
            role="alert"
            data-testid="kline-error"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 1.5,
              bgcolor: 'background.paper',
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {failed ? t('kline.engineFailed') : t('kline.failed')}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              onClick={() => {
                if (!failed) setAttempt((value) => value + 1);
                if (baseFailed) retryBase();
                if (liveFailed) retryLive();
              }}
            >
              {t('common:retry')}
            </Button>
          </Box>
        ) : undefined}
      </Box>
    </Box>
  );
};
