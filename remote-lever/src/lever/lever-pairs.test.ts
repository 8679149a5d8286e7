import { leverPair, quoteGroup } from '../test-kit/lever-fixtures';
import { leverGroups, readLeverPair, saveLeverPair, selectLeverPair } from './lever-pairs';

const BTC = leverPair('BTC/USDT', 1);
const ETH = leverPair('ETH/USDT', 2, { open_lever: 0 });
const XRP = leverPair('XRP/USDT', 3, { open_change: 0 });
const ETH_BTC = leverPair('ETH/BTC', 4, { open_lever: 0 });
const GROUPS = [quoteGroup('USDT', [BTC, ETH, XRP]), quoteGroup('BTC', [ETH_BTC])];

describe('lever pairs', () => {
  it('keeps only pairs with open_lever and quote currencies that have one', () => {
    const groups = leverGroups(GROUPS);
    expect(groups.map((group) => group.code)).toEqual(['USDT']);
    expect(groups[0]?.matches.map((match) => match.id)).toEqual([1, 3]);
    // The shared list shows listed pairs: a lever-only pair is handed over as listed.
    expect(groups[0]?.matches.every((match) => match.open_change === 1)).toBe(true);
  });

  it('opens on the chosen pair, then the one in leverData, then the first', () => {
    const groups = leverGroups(GROUPS);
    expect(selectLeverPair(groups, null, null)?.id).toBe(1);
    expect(selectLeverPair(groups, { match_id: 3, symbol: 'XRP/USDT' }, null)?.id).toBe(3);
    expect(selectLeverPair(groups, { match_id: 2, symbol: 'ETH/USDT' }, null)?.id).toBe(1);
    expect(selectLeverPair(groups, { match_id: 3, symbol: 'XRP/USDT' }, 1)?.id).toBe(1);
    expect(selectLeverPair([], null, null)).toBeNull();
  });

  it('remembers the pair in leverData', () => {
    saveLeverPair(XRP);
    expect(JSON.parse(window.localStorage.getItem('leverData') ?? '')).toEqual({
      match_id: 3,
      symbol: 'XRP/USDT',
    });
    expect(readLeverPair()).toEqual({ match_id: 3, symbol: 'XRP/USDT' });
    window.localStorage.setItem('leverData', '{bad');
    expect(readLeverPair()).toBeNull();
  });
});
