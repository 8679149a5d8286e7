import { isTimeZone } from '../time-zone';
import { CHART_TIMEZONES, formatAxisTime, formatBarTime, timeZoneLabel } from './chart-time';

beforeEach(() => window.localStorage.clear());

// 2024-01-15 14:30:00 UTC
const AT = Date.UTC(2024, 0, 15, 14, 30);

describe('chart time zone', () => {
  it("offers New York first, as the spec's chart default", () => {
    expect(CHART_TIMEZONES[0]).toBe('America/New_York');
  });

  it('offers only valid zones, with distinct names', () => {
    expect(CHART_TIMEZONES.every(isTimeZone)).toBe(true);
    const labels = CHART_TIMEZONES.map((zone) => timeZoneLabel(zone, 'en', AT));
    expect(new Set(labels).size).toBe(labels.length);
    expect(timeZoneLabel('America/New_York', 'en', AT)).toBe('GMT-5 Eastern Time');
    expect(timeZoneLabel('UTC', 'en', AT)).toBe('GMT+0');
  });
});

describe('chart time labels', () => {
  it('intraday bars show the time of day in the chosen zone', () => {
    expect(formatAxisTime(AT, '1min', 'America/New_York', 'en')).toBe('09:30');
    expect(formatAxisTime(AT, '60min', 'Asia/Tokyo', 'en')).toBe('23:30');
    expect(formatBarTime(AT, '5min', 'America/New_York', 'en')).toBe('01/15/2024, 09:30');
  });

  it('day, week and month bars show dates', () => {
    expect(formatAxisTime(AT, '1day', 'America/New_York', 'en')).toBe('01/15');
    expect(formatBarTime(AT, '1week', 'America/New_York', 'en')).toBe('01/15/2024');
    expect(formatAxisTime(AT, '1mon', 'America/New_York', 'en')).toBe('01/2024');
  });

  it('follows the page language', () => {
    expect(formatBarTime(AT, '1day', 'Asia/Tokyo', 'ja')).toBe('2024/01/15');
    expect(formatBarTime(AT, '1day', 'Europe/Paris', 'de')).toBe('15.01.2024');
  });
});
