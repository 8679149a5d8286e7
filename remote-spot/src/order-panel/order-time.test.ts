import { localOrderTime } from './order-time';

describe('localOrderTime', () => {
  it('shows a UTC time in the given time zone', () => {
    expect(localOrderTime('2025-01-02 23:04:05', 'Asia/Tokyo')).toBe('2025-01-03 08:04:05');
    expect(localOrderTime('2025-01-02 03:04:05', 'America/New_York')).toBe('2025-01-01 22:04:05');
    expect(localOrderTime('2025-07-01 00:00:00', 'UTC')).toBe('2025-07-01 00:00:00');
  });

  it('uses the browser time zone by default', () => {
    const at = new Date(Date.UTC(2025, 0, 2, 23, 4, 5));
    const pad = (value: number): string => String(value).padStart(2, '0');
    expect(localOrderTime('2025-01-02 23:04:05')).toBe(
      `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ` +
        `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`,
    );
  });

  it('keeps text it cannot read', () => {
    expect(localOrderTime('yesterday')).toBe('yesterday');
  });
});
