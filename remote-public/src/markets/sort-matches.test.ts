import type { Match } from '@exchange/shared';
import { sortMatches, toggleSort, type MarketSort } from './sort-matches';
import { pairOf } from './test-fixtures';

const symbols = (matches: Match[]): string[] => matches.map((match) => match.symbol);
const closes = (matches: Match[]): string[] =>
  matches.map((match) => match.currency_quotation.close);
const changes = (matches: Match[]): string[] =>
  matches.map((match) => match.currency_quotation.change);

const asc = (key: MarketSort['key']): MarketSort => ({ key, direction: 'asc' });
const desc = (key: MarketSort['key']): MarketSort => ({ key, direction: 'desc' });

describe('sortMatches by pair', () => {
  // BTC comes before BCH in the input: only the first letter counts, so they keep that order.
  const pairs = [
    pairOf('TRX/USDT'),
    pairOf('BTC/USDT'),
    pairOf('ETH/BTC'),
    pairOf('BCH/USDT'),
    pairOf('DOGE/USDT'),
  ];

  it('ascending by the first letter of the base currency only', () => {
    expect(symbols(sortMatches(pairs, asc('pair')))).toEqual([
      'BTC/USDT',
      'BCH/USDT',
      'DOGE/USDT',
      'ETH/BTC',
      'TRX/USDT',
    ]);
  });

  it('descending by the first letter, ties in the server order', () => {
    expect(symbols(sortMatches(pairs, desc('pair')))).toEqual([
      'TRX/USDT',
      'ETH/BTC',
      'DOGE/USDT',
      'BTC/USDT',
      'BCH/USDT',
    ]);
  });

  it('uses the base currency, not the quote currency', () => {
    const sorted = sortMatches([pairOf('ZEC/BTC'), pairOf('ADA/ZUSD')], asc('pair'));
    expect(symbols(sorted)).toEqual(['ADA/ZUSD', 'ZEC/BTC']);
  });
});

describe('sortMatches by latest price', () => {
  const prices = ['10.1', '9.5', '100', '0.0009', '2.1891'];
  const pairs = prices.map((close, index) => pairOf(`P${index}/USDT`, { close }));

  it('ascending compares numbers, not text ("9.5" before "10.1")', () => {
    expect(closes(sortMatches(pairs, asc('price')))).toEqual([
      '0.0009',
      '2.1891',
      '9.5',
      '10.1',
      '100',
    ]);
  });

  it('descending', () => {
    expect(closes(sortMatches(pairs, desc('price')))).toEqual([
      '100',
      '10.1',
      '9.5',
      '2.1891',
      '0.0009',
    ]);
  });

  it('is exact beyond float precision', () => {
    // Both parse to the same binary float; an exact decimal compare still orders them.
    const big = [
      pairOf('A/USDT', { close: '9007199254740993' }),
      pairOf('B/USDT', { close: '9007199254740992' }),
    ];
    expect(closes(sortMatches(big, asc('price')))).toEqual([
      '9007199254740992',
      '9007199254740993',
    ]);
    const small = [
      pairOf('C/USDT', { close: '0.10000000000000000001' }),
      pairOf('D/USDT', { close: '0.1' }),
    ];
    expect(closes(sortMatches(small, asc('price')))).toEqual(['0.1', '0.10000000000000000001']);
  });
});

describe('sortMatches by change', () => {
  const values = ['-1.86', '1.05', '-10.2', '0.00', '-0.5', '9.5', '10.1'];
  const pairs = values.map((change, index) => pairOf(`C${index}/USDT`, { change }));

  it('ascending puts the biggest fall first', () => {
    expect(changes(sortMatches(pairs, asc('change')))).toEqual([
      '-10.2',
      '-1.86',
      '-0.5',
      '0.00',
      '1.05',
      '9.5',
      '10.1',
    ]);
  });

  it('descending puts the biggest rise first', () => {
    expect(changes(sortMatches(pairs, desc('change')))).toEqual([
      '10.1',
      '9.5',
      '1.05',
      '0.00',
      '-0.5',
      '-1.86',
      '-10.2',
    ]);
  });
});

describe('sortMatches edge cases', () => {
  it('keeps the server order and returns a copy without a sort', () => {
    const pairs = [pairOf('B/USDT'), pairOf('A/USDT')];
    const sorted = sortMatches(pairs, null);
    expect(symbols(sorted)).toEqual(['B/USDT', 'A/USDT']);
    expect(sorted).not.toBe(pairs);
  });

  it('does not reorder the array it was given', () => {
    const pairs = [pairOf('B/USDT', { close: '2' }), pairOf('A/USDT', { close: '1' })];
    sortMatches(pairs, asc('price'));
    expect(symbols(pairs)).toEqual(['B/USDT', 'A/USDT']);
  });

  it('puts malformed numbers last in both directions', () => {
    const pairs = [
      pairOf('X/USDT', { close: '' }),
      pairOf('A/USDT', { close: '2' }),
      pairOf('Y/USDT', { close: '1e3' }),
      pairOf('B/USDT', { close: '3' }),
    ];
    expect(symbols(sortMatches(pairs, asc('price')))).toEqual([
      'A/USDT',
      'B/USDT',
      'X/USDT',
      'Y/USDT',
    ]);
    expect(symbols(sortMatches(pairs, desc('price')))).toEqual([
      'B/USDT',
      'A/USDT',
      'X/USDT',
      'Y/USDT',
    ]);
  });
});

describe('toggleSort', () => {
  it('a first click sorts that column ascending', () => {
    expect(toggleSort(null, 'price')).toEqual({ key: 'price', direction: 'asc' });
  });

  it('clicking the sorted column flips ascending and descending', () => {
    const once = toggleSort(null, 'change');
    const twice = toggleSort(once, 'change');
    const thrice = toggleSort(twice, 'change');
    expect(twice).toEqual({ key: 'change', direction: 'desc' });
    expect(thrice).toEqual({ key: 'change', direction: 'asc' });
  });

  it('clicking another column starts it ascending', () => {
    expect(toggleSort({ key: 'pair', direction: 'desc' }, 'price')).toEqual({
      key: 'price',
      direction: 'asc',
    });
  });
});
