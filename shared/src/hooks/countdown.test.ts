import { act, renderHook } from '@testing-library/react';
import { CODE_COUNTDOWN_SECONDS, secondsLeft, useCountdown } from './countdown';

describe('secondsLeft', () => {
  it('is 0 when idle or past the deadline', () => {
    expect(secondsLeft(null, 1_000)).toBe(0);
    expect(secondsLeft(5_000, 5_000)).toBe(0);
    expect(secondsLeft(5_000, 9_000)).toBe(0);
  });

  it('rounds a partial second up', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 1)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
  });
});

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('defaults to the 60 s of docs/product.md#public-and-spot-constants', () => {
    expect(CODE_COUNTDOWN_SECONDS).toBe(60);
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start());
    expect(result.current.remaining).toBe(60);
  });

  it('is idle until started, then ticks down once a second and ends at 0', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: 3, running: true });
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(2);
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(1);
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('supports the 59 s of the address binding page', () => {
    const { result } = renderHook(() => useCountdown(59));
    act(() => result.current.start());
    act(() => jest.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.running).toBe(false);
  });

  it('reset stops it at once', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    act(() => jest.advanceTimersByTime(5_000));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('ends on time even when ticks were delayed (throttled background tab)', () => {
    const { result } = renderHook(() => useCountdown(10));
    act(() => result.current.start());
    // The clock moves 9.5 s while only one tick fires.
    jest.setSystemTime(Date.now() + 9_500);
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.running).toBe(false);
  });
});
