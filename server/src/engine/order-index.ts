/**
 * The book's orders by id: an open-addressing hash table (linear probing, backward-shift
 * deletion) over a Float64Array of ids and an array of values.
 *
 * Why not a Map: deleting from a Map leaves its table's slot dead until the table is rebuilt,
 * and a rebuild allocates a new table. The book deletes an id for every order that leaves, so
 * its Map was rebuilt every few hundred commands, and each old table, promoted to the old
 * generation and dead but not yet collected, still pointed at the orders it held. The
 * young-generation collector treats such pointers as roots: ~1.3 MB of dead orders survived
 * every scavenge and made each one ~3.5 ms (`--trace-gc-nvp`, bench/README.md "Engine results
 * (2026-11-27)"). Here a delete clears its slot at once and nothing is allocated except when
 * the table grows.
 */

/** Marks a free slot: ids are non-negative integers (SQLite row ids, the bench's counters). */
const FREE = -1;
const INITIAL_CAPACITY = 1024;

export class OrderIndex<Value> {
  private ids = new Float64Array(INITIAL_CAPACITY).fill(FREE);
  private values: (Value | undefined)[] = new Array<Value | undefined>(INITIAL_CAPACITY).fill(
    undefined,
  );
  private mask = INITIAL_CAPACITY - 1;
  /** 32 − log2(capacity): the hash's top bits pick the slot. */
  private shift = 32 - Math.log2(INITIAL_CAPACITY);
  private count = 0;

  get size(): number {
    return this.count;
  }

  has(id: number): boolean {
    return id >= 0 && this.ids[this.slotOf(id)] === id;
  }

  get(id: number): Value | undefined {
    if (!(id >= 0)) return undefined;
    const slot = this.slotOf(id);
    return this.ids[slot] === id ? this.values[slot] : undefined;
  }

  set(id: number, value: Value): void {
    if (!(id >= 0 && Number.isSafeInteger(id))) {
      throw new Error(`order id ${id}: must be a non-negative safe integer`);
    }
    const slot = this.slotOf(id);
    if (this.ids[slot] !== id) {
      this.ids[slot] = id;
      this.count += 1;
    }
    this.values[slot] = value;
    // Half full at most: probe runs stay short.
    if (this.count * 2 > this.ids.length) this.grow();
  }

  delete(id: number): boolean {
    if (!(id >= 0)) return false;
    let hole = this.slotOf(id);
    if (this.ids[hole] !== id) return false;
    const { ids, values, mask } = this;
    // Backward shift: move each later entry of the run into the hole when its home slot allows,
    // so no tombstones are left and lookups stop at the first free slot.
    for (let next = (hole + 1) & mask; ids[next] !== FREE; next = (next + 1) & mask) {
      const home = this.homeOf(ids[next]);
      const stays = hole <= next ? hole < home && home <= next : hole < home || home <= next;
      if (stays) continue;
      ids[hole] = ids[next];
      values[hole] = values[next];
      hole = next;
    }
    ids[hole] = FREE;
    values[hole] = undefined;
    this.count -= 1;
    return true;
  }

  /** The slot holding `id`, or the free slot where it would go. */
  private slotOf(id: number): number {
    const { ids, mask } = this;
    let slot = this.homeOf(id);
    while (ids[slot] !== id && ids[slot] !== FREE) slot = (slot + 1) & mask;
    return slot;
  }

  private homeOf(id: number): number {
    // Fibonacci hashing: the top bits of the product (ids above 2^32 mix their high half in).
    const high = (id / 4294967296) | 0;
    return Math.imul((id | 0) ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> this.shift;
  }

  private grow(): void {
    const { ids, values } = this;
    const capacity = ids.length * 2;
    this.ids = new Float64Array(capacity).fill(FREE);
    this.values = new Array<Value | undefined>(capacity).fill(undefined);
    this.mask = capacity - 1;
    this.shift -= 1;
    this.count = 0;
    for (let slot = 0; slot < ids.length; slot++) {
      if (ids[slot] !== FREE) this.set(ids[slot], values[slot] as Value);
    }
    // The old arrays are garbage now; emptying them keeps them from holding values up.
    values.fill(undefined);
  }
}
