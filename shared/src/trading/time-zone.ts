import {
  BehaviorSubject,
  type Observable,
  storage,
  STORAGE_KEY,
  useObservable,
} from '@exchange/shared';

/** Whether `value` names a time zone this browser knows. */
export const isTimeZone = (value: string | null): value is string => {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** The browser's own time zone (UTC when it does not say). */
export const browserTimeZone = (): string => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
};

/** The zone this browser chose (stored under `chartTimezone`), else its own zone. */
export const readTimeZone = (): string => {
  const stored = storage.get(STORAGE_KEY.chartTimezone);
  return isTimeZone(stored) ? stored : browserTimeZone();
};

// Made on first use, not at import: the zone's first read (Intl's first DateTimeFormat) costs a
// phone a long task, which would lengthen the one that evaluates this module.
let zone$: BehaviorSubject<string> | null = null;
const zoneSubject = (): BehaviorSubject<string> => (zone$ ??= new BehaviorSubject(readTimeZone()));

/**
 * The page's one clock (docs/decisions.md#one-clock): the chart, recent trades, order lists and
 * histories show times in this zone; the chart's zone selector changes it for all of them.
 */
export const timeZone$ = (): Observable<string> => zoneSubject().asObservable();

/** Chooses the zone for every time on the page and keeps the choice for this browser. */
export const chooseTimeZone = (zone: string): void => {
  if (!isTimeZone(zone)) return;
  storage.set(STORAGE_KEY.chartTimezone, zone);
  const subject = zoneSubject();
  if (subject.value !== zone) subject.next(zone);
};

/** The zone times are shown in, following the choice. */
export const useTimeZone = (): string => {
  const subject = zoneSubject();
  return useObservable(subject, subject.value);
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Parts of a moment in a zone, numeric and zero-padded (one cached formatter per zone). */
const partsIn = (ms: number, zone: string): Record<string, string> => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(ms).map((part) => [part.type, part.value]));
};

/** `HH:mm:ss` of a moment in a zone (recent trades). */
export const clockTime = (ms: number, zone: string): string => {
  const parts = partsIn(ms, zone);
  return `${parts.hour}:${parts.minute}:${parts.second}`;
};

/** `YYYY-MM-DD HH:mm:ss` of a moment in a zone (order lists, histories). */
export const dateTime = (ms: number, zone: string): string => {
  const parts = partsIn(ms, zone);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};

/**
 * A server time (`YYYY-MM-DD HH:mm:ss`, UTC on the wire) in a zone, same shape; the text as it
 * came when it is not in that shape, `--` when there is none.
 */
export const wireTime = (utc: string | null | undefined, zone: string): string => {
  if (!utc) return '--';
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(utc);
  if (!match) return utc;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  return dateTime(Date.UTC(year, month - 1, day, hour, minute, second), zone);
};
