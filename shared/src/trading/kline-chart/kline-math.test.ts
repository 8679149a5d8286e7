import type { KlineBar } from '../../contract';
import {
  applyTick,
  CHART_VIEWS,
  chartLocaleOf,
  crossAt,
  DEFAULT_CHART_VIEW,
  intlLocaleOf,
  KLINE_POLL_MS,
  klineWindow,
  mergeBars,
  MIN_POLL_BARS,
  nextPeriodStart,
  periodStartOf,
  rolloverBar,
  movingAverage,
  movingAverageAt,
  periodOfView,
} from './kline-math';

const bar = (time: number, close: string, extra: Partial<KlineBar> = {}): KlineBar => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume: '1',
  ...extra,
});

describe('chart constants (docs/product.md#public-and-spot-constants)', () => {
  it('has the spec buttons in order, 1hour asking for 60min, default 1min', () => {
    expect(CHART_VIEWS).toEqual([
      'line',
      '1min',
      '5min',
      '15min',
      '30min',
      '60min',
      '1day',
      '1week',
      '1mon',
    ]);
    expect(DEFAULT_CHART_VIEW).toBe('1min');
    expect(periodOfView('line')).toBe('1min');
    expect(periodOfView('60min')).toBe('60min');
  });

  it('polls every 10 s and needs at least 2 bars', () => {
    expect(KLINE_POLL_MS).toBe(10_000);
    expect(MIN_POLL_BARS).toBe(2);
  });

  it('asks market/kline for a window in unix seconds', () => {
    expect(klineWindow('1min', 1_700_000_000_999, 10)).toEqual({
      from: 1_700_000_000 - 600,
      to: 1_700_000_000,
    });
    expect(klineWindow('1day', 1_700_000_000_000, 2)).toEqual({
      from: 1_700_000_000 - 2 * 86_400,
      to: 1_700_000_000,
    });
  });
});

describe('moving averages', () => {
  it('averages the last n closes and leaves a gap before n closes exist', () => {
    expect(movingAverage([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    expect(movingAverage([1, 2], 3)).toEqual([null, null]);
  });

  it('movingAverageAt agrees with the full computation', () => {
    const closes = Array.from({ length: 40 }, (_, index) => 100 + Math.sin(index) * 5);
    const full = movingAverage(closes, 15);
    for (let index = 0; index < closes.length; index += 1) {
      const single = movingAverageAt(closes, 15, index);
      if (full[index] === null) expect(single).toBeNull();
      else expect(single).toBeCloseTo(full[index] as number, 10);
    }
  });

  it('marks the MA 10/20 cross: golden when the fast one rises through, death when it falls', () => {
    const fast = [null, 1, 2, 3, 2, 1];
    const slow = [null, 2, 2.5, 2.5, 2.5, 2.5];
    expect(crossAt(fast, slow, 1)).toBeNull();
    expect(crossAt(fast, slow, 2)).toBeNull();
    expect(crossAt(fast, slow, 3)).toBe('golden');
    expect(crossAt(fast, slow, 4)).toBe('death');
    expect(crossAt(fast, slow, 5)).toBeNull();
  });
});

describe('live bars', () => {
  const bars = [bar(60_000, '1'), bar(120_000, '2')];

  it('replaces the current bar', () => {
    const result = applyTick(bars, bar(120_000, '2.5'));
    expect(result.change).toBe('replace');
    expect(result.bars.map((item) => item.close)).toEqual(['1', '2.5']);
    expect(bars[1].close).toBe('2');
  });

  it('appends a bar of a newer period instead of re-dating the last one', () => {
    const next = applyTick(bars, bar(180_000, '3'));
    expect(next.change).toBe('append');
    expect(next.bars.map((item) => [item.time, item.close])).toEqual([
      [60_000, '1'],
      [120_000, '2'],
      [180_000, '3'],
    ]);
  });

  it('corrects a just-closed bar in place (a late push) and ignores older ones', () => {
    const four = [bar(0, '0'), ...bars, bar(180_000, '3')];
    const late = applyTick(four, bar(120_000, '2.4'));
    expect(late.change).toBe('history');
    expect(late.bars.map((item) => item.close)).toEqual(['0', '1', '2.4', '3']);
    const tooOld = applyTick(four, bar(0, '9'));
    expect(tooOld.change).toBe('ignore');
    expect(tooOld.bars).toBe(four);
    expect(applyTick(four, bar(30_000, '9')).change).toBe('ignore');
  });

  it('a poll answer wins at equal times, adds new ones and says whether anything changed', () => {
    const merged = mergeBars(bars, [bar(120_000, '2.2'), bar(180_000, '3')]);
    expect(merged.changed).toBe(true);
    expect(merged.bars.map((item) => [item.time, item.close])).toEqual([
      [60_000, '1'],
      [120_000, '2.2'],
      [180_000, '3'],
    ]);
    const same = mergeBars(bars, [bar(120_000, '2')]);
    expect(same.changed).toBe(false);
    expect(same.bars).toEqual(bars);
  });
});

describe('precision and locale', () => {
  it('maps hk to zh_TW and jp to ja for the chart (docs/product.md#public-and-spot-constants)', () => {
    expect(chartLocaleOf('hk')).toBe('zh_TW');
    expect(chartLocaleOf('jp')).toBe('ja');
    expect(chartLocaleOf('kr')).toBe('ko');
    expect(chartLocaleOf('en')).toBe('en');
    expect(chartLocaleOf('de')).toBe('de');
    expect(intlLocaleOf('zh_TW')).toBe('zh-TW');
  });
});

describe('period boundaries', () => {
  const at = (text: string): number => Date.parse(text);

  it('align as the server buckets: UTC, weeks from Monday, calendar months', () => {
    const ms = at('2024-02-29T13:47:31.500Z'); // a Thursday
    expect(periodStartOf('1min', ms)).toBe(at('2024-02-29T13:47:00Z'));
    expect(periodStartOf('15min', ms)).toBe(at('2024-02-29T13:45:00Z'));
    expect(periodStartOf('60min', ms)).toBe(at('2024-02-29T13:00:00Z'));
    expect(periodStartOf('1day', ms)).toBe(at('2024-02-29T00:00:00Z'));
    expect(periodStartOf('1week', ms)).toBe(at('2024-02-26T00:00:00Z'));
    expect(periodStartOf('1mon', ms)).toBe(at('2024-02-01T00:00:00Z'));
    expect(nextPeriodStart('1mon', at('2024-02-01T00:00:00Z'))).toBe(at('2024-03-01T00:00:00Z'));
    expect(nextPeriodStart('1week', at('2024-02-26T00:00:00Z'))).toBe(at('2024-03-04T00:00:00Z'));
  });

  it("the clock opens a flat bar at the previous close once the last bar's period ended", () => {
    const last: KlineBar = {
      time: at('2024-02-29T13:47:00Z'),
      open: '1.00',
      high: '1.30',
      low: '0.90',
      close: '1.20',
      volume: '5.000',
    };
    expect(rolloverBar([last], '1min', at('2024-02-29T13:47:59.999Z'))).toBeNull();
    expect(rolloverBar([last], '1min', at('2024-02-29T13:48:00Z'))).toEqual({
      time: at('2024-02-29T13:48:00Z'),
      open: '1.20',
      high: '1.20',
      low: '1.20',
      close: '1.20',
      volume: '0.000',
    });
    // A gap of more than one period is the poll's to fill (market/kline knows the history).
    expect(rolloverBar([last], '1min', at('2024-02-29T13:49:00Z'))).toBeNull();
    expect(rolloverBar([], '1min', at('2024-02-29T13:48:00Z'))).toBeNull();
  });
});
