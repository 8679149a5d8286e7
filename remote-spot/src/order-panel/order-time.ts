const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string | undefined): Intl.DateTimeFormat => {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * An order's `YYYY-MM-DD HH:mm:ss` (UTC on the wire, contract spot.ts) in the browser's time
 * zone (or `timeZone`), same shape; the text as it came when it is not in that shape.
 */
export const localOrderTime = (utc: string, timeZone?: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(utc);
  if (!match) return utc;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(Date.UTC(year, month - 1, day, hour, minute, second))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};
