import { acceptsSnapshot, needsResync, relateSeq } from './depth-seq';

const at = (seq: number, epoch = 'run-1'): { seq: number; epoch: string } => ({ seq, epoch });

describe('relateSeq: MARKET_DEPTH sequence numbers within one server run', () => {
  it('takes the first push and the exact next one', () => {
    expect(relateSeq(null, at(41))).toBe('first');
    expect(relateSeq(at(41), at(42))).toBe('next');
  });

  it('sees a gap when a push was skipped', () => {
    expect(relateSeq(at(41), at(43))).toBe('gap');
    expect(relateSeq(at(41), at(500))).toBe('gap');
  });

  it('drops a repeated or late push, however far back', () => {
    expect(relateSeq(at(41), at(41))).toBe('stale');
    expect(relateSeq(at(41), at(30))).toBe('stale');
    expect(relateSeq(at(50_000), at(1))).toBe('stale');
  });

  it('re-syncs on a gap or a reset only', () => {
    expect(
      ['first', 'next', 'gap', 'stale', 'reset'].filter((r) => needsResync(r as never)),
    ).toEqual(['gap', 'reset']);
  });
});

describe('relateSeq across a server restart (a new epoch)', () => {
  it('takes the new run at once, whatever its number, and asks for a snapshot', () => {
    // The restarted server counts from 1: below what the page saw, yet it is the live book.
    expect(relateSeq(at(5_000, 'run-1'), at(1, 'run-2'))).toBe('reset');
    // Also when the new run's count happens to be exactly the next number.
    expect(relateSeq(at(7, 'run-1'), at(8, 'run-2'))).toBe('reset');
    expect(relateSeq(at(7, 'run-1'), at(900, 'run-2'))).toBe('reset');
  });

  it('then orders the new run by its own count', () => {
    expect(relateSeq(at(1, 'run-2'), at(2, 'run-2'))).toBe('next');
    expect(relateSeq(at(3, 'run-2'), at(2, 'run-2'))).toBe('stale');
  });
});

describe('acceptsSnapshot', () => {
  it('takes a snapshot when nothing is shown or it is not older than the pushes shown', () => {
    expect(acceptsSnapshot(null, at(3))).toBe(true);
    expect(acceptsSnapshot(at(10), at(10))).toBe(true);
    expect(acceptsSnapshot(at(10), at(12))).toBe(true);
    expect(acceptsSnapshot(at(10), at(9))).toBe(false);
  });

  it("takes another run's snapshot whatever its number", () => {
    expect(acceptsSnapshot(at(5_000, 'run-1'), at(2, 'run-2'))).toBe(true);
  });
});
