import type { KlinePeriod } from '@exchange/shared';

/**
 * Time zones offered by the chart's selector (one per common trading region), New York first
 * as the spec's chart default; the browser's own zone is the page default
 * (docs/decisions.md#one-clock) and is offered first when not listed.
 */
export const CHART_TIMEZONES: readonly string[] = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Singapore',
  'Asia/Seoul',
  'Asia/Tokyo',
  'Australia/Sydney',
];

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached formatter: building one costs about a millisecond here. */
export const formatterFor = (
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat => {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone, hourCycle: 'h23' });
    formatters.set(key, formatter);
  }
  return formatter;
};

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const MONTH: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit' };

const isIntraday = (period: KlinePeriod): boolean =>
  period !== '1day' && period !== '1week' && period !== '1mon';

/** An axis label: the time of day for intraday bars, the date for days and weeks, the month. */
export const formatAxisTime = (
  ms: number,
  period: KlinePeriod,
  timeZone: string,
  locale: string,
): string => {
  if (period === '1mon') return formatterFor(locale, timeZone, MONTH).format(ms);
  if (!isIntraday(period)) {
    return formatterFor(locale, timeZone, { month: '2-digit', day: '2-digit' }).format(ms);
  }
  return formatterFor(locale, timeZone, TIME).format(ms);
};

/** The full time of a bar for the tooltip. */
export const formatBarTime = (
  ms: number,
  period: KlinePeriod,
  timeZone: string,
  locale: string,
): string => {
  if (period === '1mon') return formatterFor(locale, timeZone, MONTH).format(ms);
  if (!isIntraday(period)) return formatterFor(locale, timeZone, DATE).format(ms);
  return formatterFor(locale, timeZone, { ...DATE, ...TIME }).format(ms);
};

/**
 * A time zone's name in the page language with its current offset ("GMT-4 Eastern Time"), both
 * from Intl so no zone name needs translating by hand. The offered zones have distinct names.
 */
export const timeZoneLabel = (timeZone: string, locale: string, at: number): string => {
  // Cached formatters: building one costs about a millisecond here, and a label takes two.
  const part = (style: 'shortOffset' | 'longGeneric'): string => {
    try {
      return (
        formatterFor(locale, timeZone, { timeZoneName: style })
          .formatToParts(at)
          .find((item) => item.type === 'timeZoneName')?.value ?? ''
      );
    } catch {
      return '';
    }
  };
  const offset = part('shortOffset');
  const name = part('longGeneric');
  // UTC has no generic name: Intl repeats the offset ("GMT+00:00"), which adds nothing.
  return name && !/[+-]\d/.test(name) ? `${offset} ${name}` : offset || timeZone;
};
