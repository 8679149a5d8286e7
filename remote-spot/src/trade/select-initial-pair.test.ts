import { tradeInfoOf } from '@exchange/shared';
import { groupOf, pairOf } from '../test-kit/spot-fixtures';
import { findPair, selectInitialPair } from './select-initial-pair';

const btc = pairOf('BTC/USDT', 1);
const eth = pairOf('ETH/USDT', 2);
const hidden = pairOf('XRP/USDT', 3, { open_change: 0 });
const ethBtc = pairOf('ETH/BTC', 4);

const groups = [groupOf('USDT', [btc, eth, hidden]), groupOf('BTC', [ethBtc])];

describe('selectInitialPair (docs/product.md#public-and-spot-screens)', () => {
  it('opens the pair saved in tradeinfo when it is still open', () => {
    expect(selectInitialPair(groups, tradeInfoOf(ethBtc))).toBe(ethBtc);
  });

  it('falls back to the first pair of the first quote currency when the saved one is closed', () => {
    expect(selectInitialPair(groups, tradeInfoOf(hidden))).toBe(btc);
  });

  it('falls back when the saved pair no longer exists or nothing is saved', () => {
    expect(selectInitialPair(groups, { ...tradeInfoOf(eth), match_id: 99 })).toBe(btc);
    expect(selectInitialPair(groups, null)).toBe(btc);
  });

  it('skips a first quote currency without open pairs', () => {
    const closedFirst = [groupOf('USDT', [hidden]), groupOf('BTC', [ethBtc])];
    expect(selectInitialPair(closedFirst, null)).toBe(ethBtc);
  });

  it('is null when no pair is open', () => {
    expect(selectInitialPair([groupOf('USDT', [hidden])], null)).toBeNull();
    expect(selectInitialPair([], null)).toBeNull();
  });
});

describe('findPair', () => {
  it('finds the live pair by id, open pairs only', () => {
    expect(findPair(groups, 4)).toBe(ethBtc);
    expect(findPair(groups, 3)).toBeNull();
    expect(findPair(groups, null)).toBeNull();
  });
});
