import { acceptsSnapshot, needsResync, relateSeq, SEQ_RESET_DISTANCE } from './depth-seq';

describe('relateSeq: MARKET_DEPTH sequence numbers', () => {
  it('takes the first push and the exact next one', () => {
    expect(relateSeq(null, 41)).toBe('first');
    expect(relateSeq(41, 42)).toBe('next');
  });

  it('sees a gap when a push was skipped', () => {
    expect(relateSeq(41, 43)).toBe('gap');
    expect(relateSeq(41, 500)).toBe('gap');
  });

  it('drops a repeated or late push', () => {
    expect(relateSeq(41, 41)).toBe('stale');
    expect(relateSeq(41, 30)).toBe('stale');
  });

  it('sees a restarted counter when the seq falls far back', () => {
    expect(relateSeq(SEQ_RESET_DISTANCE + 5, 5)).toBe('reset');
  });

  it('re-syncs on a gap or a reset only', () => {
    expect(
      ['first', 'next', 'gap', 'stale', 'reset'].filter((r) => needsResync(r as never)),
    ).toEqual(['gap', 'reset']);
  });
});

describe('acceptsSnapshot', () => {
  it('takes a snapshot when nothing is shown or it is not older than the pushes shown', () => {
    expect(acceptsSnapshot(null, 3)).toBe(true);
    expect(acceptsSnapshot(10, 10)).toBe(true);
    expect(acceptsSnapshot(10, 12)).toBe(true);
    expect(acceptsSnapshot(10, 9)).toBe(false);
  });
});
