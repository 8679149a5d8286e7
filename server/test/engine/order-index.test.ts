import { OrderIndex } from '../../src/engine/order-index';

describe('OrderIndex (the book’s orders by id)', () => {
  it('agrees with a Map over random sets and deletes, through growth and colliding ids', () => {
    let seed = 4242;
    const rnd = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const index = new OrderIndex<string>();
    const reference = new Map<number, string>();
    // Sequential ids, ids strided by 4096 (one home slot at every small capacity) and ids past 2^32.
    const idOf = (k: number): number =>
      k % 3 === 0 ? k : k % 3 === 1 ? k * 4096 : 2 ** 33 + k * 4096;
    for (let step = 0; step < 60_000; step++) {
      const id = idOf(rnd(6000));
      if (rnd(3) === 0) {
        expect(index.delete(id)).toBe(reference.delete(id));
      } else {
        index.set(id, `v${step}`);
        reference.set(id, `v${step}`);
      }
      if (step % 4999 === 0) {
        expect(index.size).toBe(reference.size);
        for (let k = 0; k < 6000; k++) {
          const probe = idOf(k);
          expect(index.get(probe)).toBe(reference.get(probe));
          expect(index.has(probe)).toBe(reference.has(probe));
        }
      }
    }
    expect(index.size).toBe(reference.size);
    for (const [id, value] of reference) expect(index.get(id)).toBe(value);
  });

  it('empties and refills without losing entries (deleting every key, in insertion order)', () => {
    const index = new OrderIndex<number>();
    for (let round = 0; round < 3; round++) {
      for (let id = 0; id < 3000; id++) index.set(id * 7, id);
      expect(index.size).toBe(3000);
      for (let id = 0; id < 3000; id++) {
        expect(index.get(id * 7)).toBe(id);
        expect(index.delete(id * 7)).toBe(true);
        expect(index.has(id * 7)).toBe(false);
      }
      expect(index.size).toBe(0);
    }
  });

  it('knows no negative or fractional id, and refuses to store one', () => {
    const index = new OrderIndex<string>();
    index.set(0, 'zero');
    expect(index.has(-1)).toBe(false);
    expect(index.get(-1)).toBeUndefined();
    expect(index.delete(-1)).toBe(false);
    expect(index.size).toBe(1);
    expect(() => index.set(-1, 'x')).toThrow(/non-negative safe integer/);
    expect(() => index.set(1.5, 'x')).toThrow(/non-negative safe integer/);
    expect(index.get(0)).toBe('zero');
  });
});
