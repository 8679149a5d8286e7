import type { SecondService } from '../src/second/second-service';
import type { SecondOrderRow } from '../src/second/second-store';
import { SettlementScheduler } from '../src/second/settlement-scheduler';

/** A stand-in service: orders are just settle instants; settling removes the ones reached. */
function fakeService(clock: () => number, dueAts: number[], failing = new Set<number>()) {
  const calls: number[] = [];
  const service = {
    settleDue(onError: (error: unknown, orderId: number) => void): SecondOrderRow[] {
      calls.push(clock());
      const ready = dueAts.filter((at) => at <= clock());
      const settled: SecondOrderRow[] = [];
      for (const at of ready) {
        if (failing.has(at)) {
          onError(new Error('house empty'), at);
          continue;
        }
        dueAts.splice(dueAts.indexOf(at), 1);
        settled.push({ id: at } as SecondOrderRow);
      }
      return settled;
    },
    nextSettleAt: (): number | null => (dueAts.length ? Math.min(...dueAts) : null),
  };
  return { service: service as unknown as SecondService, calls };
}

describe('settlement scheduler', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('settles overdue orders at start, then fires at each next settle instant', () => {
    const now = (): number => Date.now();
    const dueAts = [999_000, 1_000_500, 1_003_000];
    const { service, calls } = fakeService(now, dueAts);
    const settled: number[] = [];
    const scheduler = new SettlementScheduler({
      service,
      now,
      onSettled: (row) => settled.push(row.id),
      onError: () => undefined,
    });
    scheduler.start();
    expect(settled).toEqual([999_000]);
    jest.advanceTimersByTime(499);
    expect(settled).toEqual([999_000]);
    jest.advanceTimersByTime(1);
    expect(settled).toEqual([999_000, 1_000_500]);
    // A new order due sooner than the armed timer moves it forward.
    dueAts.push(1_001_000);
    scheduler.poke();
    jest.advanceTimersByTime(500);
    expect(settled).toEqual([999_000, 1_000_500, 1_001_000]);
    jest.advanceTimersByTime(2000);
    expect(settled).toEqual([999_000, 1_000_500, 1_001_000, 1_003_000]);
    expect(calls).toEqual([1_000_000, 1_000_500, 1_001_000, 1_003_000]);
    scheduler.stop();
  });

  it('retries a failing settlement after a pause instead of spinning, and stops cleanly', () => {
    const now = (): number => Date.now();
    const failing = new Set([1_000_000]);
    const { service, calls } = fakeService(now, [1_000_000], failing);
    const errors: unknown[] = [];
    const scheduler = new SettlementScheduler({
      service,
      now,
      onSettled: () => undefined,
      onError: (_error, id) => errors.push(id),
    });
    scheduler.start();
    jest.advanceTimersByTime(4999);
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(calls).toHaveLength(2);
    expect(errors).toEqual([1_000_000, 1_000_000]);
    scheduler.stop();
    jest.advanceTimersByTime(60_000);
    expect(calls).toHaveLength(2);
  });
});
