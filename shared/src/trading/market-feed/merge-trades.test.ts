import type { TxComplete } from '../../contract';
import { mergeTrades } from './merge-trades';

const trade = (id: number, timestamp = id * 1000): TxComplete => ({
  id,
  timestamp,
  time: '00:00:00',
  price: '1',
  number: '1',
  amount: '1',
  way: 2,
});

const ids = (trades: TxComplete[]): number[] => trades.map((item) => item.id);

describe('mergeTrades', () => {
  it('puts new completes on top, newest first', () => {
    expect(ids(mergeTrades([trade(2), trade(1)], [trade(4), trade(3)]))).toEqual([4, 3, 2, 1]);
  });

  it('lists a trade once when a snapshot and a push both carry it', () => {
    expect(ids(mergeTrades([trade(3), trade(2)], [trade(3), trade(1)]))).toEqual([3, 2, 1]);
  });

  it('is capped at 30 (docs/product.md#public-and-spot-constants)', () => {
    const old = Array.from({ length: 30 }, (_, index) => trade(30 - index));
    const merged = mergeTrades(old, [trade(32), trade(31)]);
    expect(merged).toHaveLength(30);
    expect(ids(merged).slice(0, 3)).toEqual([32, 31, 30]);
    expect(ids(merged)).not.toContain(1);
    expect(ids(merged)).not.toContain(2);
  });

  it('orders by time, then id, whatever order they came in', () => {
    expect(ids(mergeTrades([trade(1, 5000)], [trade(2, 1000), trade(3, 5000)]))).toEqual([3, 1, 2]);
  });
});
