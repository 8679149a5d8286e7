import { labelBucket, labelStepMs, startsLabelStep, zoneOffsetMs } from './axis-labels';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (iso: string): number => Date.parse(iso);
/** Labelled bar indices of `times` at `stepMs` in `zone`. */
const labelled = (times: number[], stepMs: number, zone: string): number[] =>
  times.map((_, index) => index).filter((index) => startsLabelStep(times, index, stepMs, zone));
/** The UTC time of day of the bars at `indices`, "HH:MM HH:MM …". */
const utcClock = (times: number[], indices: number[]): string =>
  indices.map((index) => new Date(times[index]).toISOString().slice(11, 16)).join(' ');
/** `count` bars of `barMs` from `startIso`. */
const bars = (startIso: string, barMs: number, count: number): number[] =>
  Array.from({ length: count }, (_, index) => at(startIso) + index * barMs);

describe('labelStepMs (round steps about 80 px apart)', () => {
  it('picks 15 minutes for 120 one-minute bars across 720 px, 10 across 1,000 px, longer as bars shrink', () => {
    // 720 px: 6 px a bar, 80 px is 13.3 bars, so 15 minutes. 1,000 px: 9.6 bars, so 10.
    expect(labelStepMs('1min', 120, 720)).toBe(15 * MINUTE);
    expect(labelStepMs('1min', 120, 1000)).toBe(10 * MINUTE);
    expect(labelStepMs('1min', 500, 1000)).toBe(HOUR);
    expect(labelStepMs('1min', 30, 1200)).toBe(2 * MINUTE);
  });

  it('is never shorter than a bar, and days, weeks and months for the long periods', () => {
    expect(labelStepMs('60min', 4, 1000)).toBe(HOUR);
    // 120 days in 1,000 px: a label every 9.6 days at least, so a month.
    expect(labelStepMs('1day', 120, 1000)).toBe(31 * DAY);
    expect(labelStepMs('1day', 20, 1000)).toBe(2 * DAY);
    expect(labelStepMs('1week', 200, 1000)).toBe(6 * 31 * DAY);
    expect(labelStepMs('1mon', 1000, 400)).toBe(12 * 31 * DAY);
  });
});

describe('zoneOffsetMs and labelBucket (the chart time zone’s wall clock)', () => {
  it('reads offsets from Intl, summer time and half-hour zones included', () => {
    expect(zoneOffsetMs(at('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-5 * HOUR);
    expect(zoneOffsetMs(at('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * HOUR);
    expect(zoneOffsetMs(at('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(zoneOffsetMs(at('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('starts weeks on Mondays and months on the 1st, in the zone', () => {
    // Monday 2026-11-23 00:00 in Tokyo is Sunday 15:00 UTC.
    const sunday = at('2026-11-22T14:59:00Z');
    const monday = at('2026-11-22T15:00:00Z');
    expect(labelBucket(monday, 7 * DAY, 'Asia/Tokyo')).toBe(
      labelBucket(sunday, 7 * DAY, 'Asia/Tokyo') + 1,
    );
    expect(labelBucket(monday, 7 * DAY, 'UTC')).toBe(labelBucket(sunday, 7 * DAY, 'UTC'));
    // 1 December in New York begins at 05:00 UTC.
    expect(labelBucket(at('2026-12-01T05:00:00Z'), 31 * DAY, 'America/New_York')).toBe(
      labelBucket(at('2026-12-01T04:59:00Z'), 31 * DAY, 'America/New_York') + 1,
    );
  });
});

describe('startsLabelStep (which bars carry a label)', () => {
  it('labels one-minute bars on round quarters, not every n-th bar', () => {
    const times = bars('2026-11-27T06:07:00Z', MINUTE, 60);
    expect(utcClock(times, labelled(times, 15 * MINUTE, 'America/New_York'))).toBe(
      '06:15 06:30 06:45 07:00',
    );
  });

  it('puts hour labels on the zone’s round hours (Kolkata is on :30 UTC)', () => {
    const times = bars('2026-11-27T00:00:00Z', 15 * MINUTE, 16);
    expect(utcClock(times, labelled(times, HOUR, 'Asia/Kolkata'))).toBe('00:30 01:30 02:30 03:30');
  });

  it('labels the first bar after a gap in the data, and never the first bar', () => {
    const times = [
      at('2026-11-27T06:58:00Z'),
      at('2026-11-27T06:59:00Z'),
      at('2026-11-27T07:03:00Z'),
    ];
    expect(labelled(times, 10 * MINUTE, 'UTC')).toEqual([2]);
    expect(startsLabelStep(times.map(String), 2, 10 * MINUTE, 'UTC')).toBe(true);
    expect(startsLabelStep(times, 0, 10 * MINUTE, 'UTC')).toBe(false);
  });
});
