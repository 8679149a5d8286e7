import { act, renderHook } from '@testing-library/react';
import {
  browserTimeZone,
  chooseTimeZone,
  clockTime,
  dateTime,
  readTimeZone,
  useTimeZone,
  wireTime,
} from './time-zone';
import type * as TimeZoneModule from './time-zone';

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

const browserIn = (zone: string): void => {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone };
  });
};

describe('the page clock (docs/decisions.md#one-clock)', () => {
  it("is the browser's own zone until one is chosen", () => {
    browserIn('Asia/Bangkok');
    expect(browserTimeZone()).toBe('Asia/Bangkok');
    expect(readTimeZone()).toBe('Asia/Bangkok');
  });

  it('keeps a choice for this browser and ignores unknown zones', () => {
    chooseTimeZone('Asia/Tokyo');
    expect(window.localStorage.getItem('chartTimezone')).toBe('Asia/Tokyo');
    expect(readTimeZone()).toBe('Asia/Tokyo');
    chooseTimeZone('Not/AZone');
    expect(window.localStorage.getItem('chartTimezone')).toBe('Asia/Tokyo');
    window.localStorage.setItem('chartTimezone', 'Mars/Olympus');
    browserIn('Europe/Paris');
    expect(readTimeZone()).toBe('Europe/Paris');
  });

  it('tells every user of the clock when the zone changes', () => {
    chooseTimeZone('UTC');
    const first = renderHook(() => useTimeZone());
    const second = renderHook(() => useTimeZone());
    act(() => chooseTimeZone('America/New_York'));
    expect(first.result.current).toBe('America/New_York');
    expect(second.result.current).toBe('America/New_York');
  });
});

describe('loading the clock module', () => {
  it('reads no zone until the clock is first used (Intl is a long task on a phone)', () => {
    const resolved = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof TimeZoneModule>('./time-zone');
      expect(resolved).not.toHaveBeenCalled();
      fresh
        .timeZone$()
        .subscribe(() => undefined)
        .unsubscribe();
      expect(resolved).toHaveBeenCalled();
    });
  });
});

describe('times on the page', () => {
  it('clockTime and dateTime give a moment in a zone, zero-padded', () => {
    const at = Date.UTC(2025, 0, 2, 23, 4, 5);
    expect(clockTime(at, 'UTC')).toBe('23:04:05');
    expect(dateTime(at, 'Asia/Tokyo')).toBe('2025-01-03 08:04:05');
  });

  it('wireTime moves a server time (UTC) into the zone, and leaves odd text alone', () => {
    expect(wireTime('2025-01-02 23:04:05', 'Asia/Tokyo')).toBe('2025-01-03 08:04:05');
    expect(wireTime('2025-01-02 03:04:05', 'America/New_York')).toBe('2025-01-01 22:04:05');
    expect(wireTime('2025-07-01T00:00:00', 'UTC')).toBe('2025-07-01 00:00:00');
    expect(wireTime('yesterday', 'UTC')).toBe('yesterday');
    expect(wireTime(null, 'UTC')).toBe('--');
  });
});
