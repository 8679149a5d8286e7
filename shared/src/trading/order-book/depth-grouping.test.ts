import type { DepthRow } from '../../contract';
import { barPercent, groupingSteps, groupLevels, maxAmount, spreadOf } from './depth-grouping';

const row = (price: string, amount: string): DepthRow => ({
  index: 0,
  price,
  number: amount,
  amount,
  sum: amount,
});

describe('groupingSteps', () => {
  it('offers the pair tick and ×10 steps', () => {
    expect(groupingSteps(2)).toEqual(['0.01', '0.1', '1', '10']);
    expect(groupingSteps(4)).toEqual(['0.0001', '0.001', '0.01', '0.1']);
    expect(groupingSteps(0)).toEqual(['1', '10', '100', '1000']);
  });
});

describe('groupLevels', () => {
  const bids = [row('100.57', '1'), row('100.51', '2'), row('100.49', '0.5'), row('99.99', '3')];
  const asks = [row('100.61', '1'), row('100.69', '2'), row('100.71', '0.25'), row('101.00', '1')];

  it('at the pair tick keeps every level, each with its own value (price × amount)', () => {
    expect(groupLevels(bids, '0.01', 'bid', 10)).toEqual([
      { price: '100.57', amount: '1', value: '100.57' },
      { price: '100.51', amount: '2', value: '201.02' },
      { price: '100.49', amount: '0.5', value: '50.245' },
      { price: '99.99', amount: '3', value: '299.97' },
    ]);
  });

  it('rounds bids down and asks up to the step, adding amounts exactly', () => {
    expect(groupLevels(bids, '0.1', 'bid', 10)).toEqual([
      { price: '100.5', amount: '3', value: '301.59' },
      { price: '100.4', amount: '0.5', value: '50.245' },
      { price: '99.9', amount: '3', value: '299.97' },
    ]);
    expect(groupLevels(asks, '0.1', 'ask', 10)).toEqual([
      { price: '100.7', amount: '3', value: '301.99' },
      { price: '100.8', amount: '0.25', value: '25.1775' },
      { price: '101.0', amount: '1', value: '101' },
    ]);
    expect(groupLevels(bids, '1', 'bid', 10).map((level) => level.price)).toEqual(['100', '99']);
    expect(groupLevels(asks, '1', 'ask', 10)).toEqual([
      { price: '101', amount: '4.25', value: '428.1675' },
    ]);
  });

  it('never shows a grouped bid at or above a grouped ask', () => {
    for (const step of groupingSteps(2)) {
      const bid = groupLevels(bids, step, 'bid', 1)[0];
      const ask = groupLevels(asks, step, 'ask', 1)[0];
      expect(Number(bid.price)).toBeLessThan(Number(ask.price));
    }
  });

  it('stops at the row limit', () => {
    expect(groupLevels(bids, '0.01', 'bid', 2)).toHaveLength(2);
  });

  it('adds tiny amounts without float drift', () => {
    const dust = [row('1.01', '0.1'), row('1.02', '0.2')];
    expect(groupLevels(dust, '0.1', 'ask', 5)).toEqual([
      { price: '1.1', amount: '0.3', value: '0.305' },
    ]);
  });
});

describe('row bars and spread', () => {
  it('scales a row bar by its amount over the largest drawn amount (docs/product.md#public-and-spot-constants)', () => {
    const levels = [
      { price: '1', amount: '2', value: '2' },
      { price: '2', amount: '8', value: '16' },
    ];
    const max = maxAmount(levels, [{ price: '0.5', amount: '4', value: '2' }]);
    expect(max).toBe(8);
    expect(barPercent('2', max)).toBe(25);
    expect(barPercent('8', max)).toBe(100);
    expect(barPercent('1', 0)).toBe(0);
  });

  it('is best ask minus best bid, with its percent of the ask', () => {
    expect(spreadOf('100.50', '100.00')).toEqual({ value: '0.50', percent: '0.50' });
    expect(spreadOf(undefined, '100')).toBeNull();
    expect(spreadOf('100', undefined)).toBeNull();
  });
});
