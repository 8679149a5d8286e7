import type { Match } from '@exchange/shared';
import { filterMatches, matchesOfTab } from './filter-matches';
import { groupOf, pairOf } from './test-fixtures';

const symbols = (matches: Match[]): string[] => matches.map((match) => match.symbol);

const groups = [
  groupOf('USDT', '7.1', [pairOf('BTC/USDT'), pairOf('ETH/USDT'), pairOf('DOGE/USDT')]),
  groupOf('BTC', '680000', [pairOf('ETH/BTC'), pairOf('LTC/BTC')]),
];

describe('filterMatches', () => {
  const all = matchesOfTab(groups, 0);

  it('matches the symbol case-insensitively', () => {
    expect(symbols(filterMatches(all, 'eth'))).toEqual(['ETH/USDT', 'ETH/BTC']);
    expect(symbols(filterMatches(all, 'Eth/Bt'))).toEqual(['ETH/BTC']);
  });

  it('is case-insensitive on both sides', () => {
    const mixed = [pairOf('wBtc/USDT'), pairOf('ETH/USDT')];
    expect(symbols(filterMatches(mixed, 'WBTC'))).toEqual(['wBtc/USDT']);
    expect(symbols(filterMatches(mixed, 'wbtc'))).toEqual(['wBtc/USDT']);
  });

  it('matches the quote part of the symbol too', () => {
    expect(symbols(filterMatches(all, 'btc'))).toEqual(['BTC/USDT', 'ETH/BTC', 'LTC/BTC']);
  });

  it('ignores surrounding spaces and keeps everything for a blank query', () => {
    expect(symbols(filterMatches(all, '  doge '))).toEqual(['DOGE/USDT']);
    expect(symbols(filterMatches(all, '   '))).toEqual(symbols(all));
    expect(symbols(filterMatches(all, ''))).toEqual(symbols(all));
  });

  it('is empty when nothing matches', () => {
    expect(filterMatches(all, 'xyz')).toEqual([]);
  });
});

describe('matchesOfTab', () => {
  it('tab 0 shows every pair of every quote currency, in server order', () => {
    expect(symbols(matchesOfTab(groups, 0))).toEqual([
      'BTC/USDT',
      'ETH/USDT',
      'DOGE/USDT',
      'ETH/BTC',
      'LTC/BTC',
    ]);
  });

  it('tab n shows the n-th quote currency only', () => {
    expect(symbols(matchesOfTab(groups, 1))).toEqual(['BTC/USDT', 'ETH/USDT', 'DOGE/USDT']);
    expect(symbols(matchesOfTab(groups, 2))).toEqual(['ETH/BTC', 'LTC/BTC']);
  });

  it('a tab beyond the groups is empty', () => {
    expect(matchesOfTab(groups, 3)).toEqual([]);
    expect(matchesOfTab([], 0)).toEqual([]);
  });
});
