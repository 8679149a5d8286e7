import { optionOrder, settled } from '../test-kit/second-kit';
import { applyClosed, countdownSeconds, dueAtOf, lastPageOf, withoutOrder } from './history-rules';

describe('history rules', () => {
  it('shows the paginator only when the total exceeds one page', () => {
    expect(lastPageOf({ total: 0, per_page: 10 })).toBe(1);
    expect(lastPageOf({ total: 10, per_page: 10 })).toBe(1);
    expect(lastPageOf({ total: 11, per_page: 10 })).toBe(2);
    expect(lastPageOf({ total: 35, per_page: 10 })).toBe(4);
    expect(lastPageOf({ total: 35, per_page: 0 })).toBe(1);
  });

  it('counts whole seconds from remain_milli_seconds, rounded up, never below 0', () => {
    const due = dueAtOf(optionOrder(1, { remain_milli_seconds: 2_500 }), 1_000);
    expect(due).toBe(3_500);
    expect(countdownSeconds(due, 1_000)).toBe(3);
    expect(countdownSeconds(due, 2_501)).toBe(1);
    expect(countdownSeconds(due, 3_500)).toBe(0);
    expect(countdownSeconds(due, 9_000)).toBe(0);
    expect(dueAtOf(optionOrder(1, { remain_milli_seconds: -5 }), 10)).toBe(10);
  });

  it('a closed push replaces its row and leaves the others', () => {
    const rows = [optionOrder(1), optionOrder(2)];
    const closed = settled(rows[1], '101', 'win');
    expect(applyClosed(rows, closed)).toEqual([rows[0], closed]);
    expect(applyClosed(rows, settled(optionOrder(9), '1', 'loss'))).toBe(rows);
    expect(withoutOrder(rows, 2)).toEqual([rows[0]]);
  });
});
