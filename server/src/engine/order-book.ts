/**
 * One pair's limit order book with price-time priority. Plain data structures, no I/O:
 * prices are bigint ticks, quantities bigint lots (the pair's decimals scale them).
 *
 * Each side is an array of price levels kept sorted worst → best, so the best level is the
 * last element (matching takes it with pop()); each level is a FIFO doubly linked list, so a
 * cancel anywhere in the queue is O(1) once the level is found.
 *
 * A level that empties behind the best one stays in its array, empty, to be reused by the next
 * order at its price: removing and re-inserting levels in the middle of the array (a splice
 * shifting ~200 levels, 1.2 times per command of the exchange-core mix) was most of the cost
 * of a move. Empty levels at the best end are popped at once, so the last level of a side is
 * never empty; the rest are swept out when they outnumber the live ones (`EMPTY_SLACK`).
 *
 * A move makes almost no garbage (82 % of the exchange-core mix): levels that leave their array
 * go to a free list for the next new price, and a level keeps no running bigint total (every
 * `+=` on a bigint allocates a new one): `depth()` sums its orders when asked, off the matching
 * path. Garbage per command sets how often the young generation is collected, and each
 * collection stalls every command queued behind it (bench/README.md, "Engine results (2026-11-27)"): this
 * took the mix from ~149 to ~45 bytes a command. (`splice` still allocates its empty result;
 * shifting by hand instead was 25 % slower.) What survives a collection matters as much: ids
 * are in an `OrderIndex`, not a Map (see there), and a node that leaves drops its links.
 */

import { OrderIndex } from './order-index';

export type Side = 'buy' | 'sell';

export type BookOrder = {
  readonly id: number;
  readonly userId: number;
  readonly side: Side;
  /** Limit price in ticks: changed only by OrderBook.move. */
  price: bigint;
  /** Quantity still to fill, in lots. */
  remaining: bigint;
};

/** A fill against a resting (maker) order: always at the maker's price. */
export type BookFill = {
  maker: BookOrder;
  price: bigint;
  quantity: bigint;
  /** True when this fill completed the maker (it has left the book). */
  makerDone: boolean;
  /**
   * Self-trade prevention: the maker belonged to the taker's user, so it was taken out of the
   * book unfilled (quantity 0n, makerDone true) instead of trading.
   */
  selfCancelled?: true;
};

export type OrderBookOptions = {
  /**
   * An incoming order never trades with a resting order of the same user: the resting one is
   * cancelled ("cancel oldest") and matching goes on. Off by default for the bare book (the
   * engine bench compares it with a peer that has no users); the spot engine turns it on.
   */
  selfTradePrevention?: boolean;
};

export type DepthLevel = { price: bigint; quantity: bigint; count: number };

const NO_FILLS: BookFill[] = Object.freeze([]) as unknown as BookFill[];

/** Empty levels a side may keep beyond its live ones before they are swept out (amortised O(1)). */
const EMPTY_SLACK = 64;

type Node = { order: BookOrder; prev: Node | null; next: Node | null; level: Level };
type Level = {
  price: bigint;
  head: Node | null;
  tail: Node | null;
  count: number;
};

/** Levels kept for reuse at most (their arrays hold a few hundred live ones). */
const FREE_LEVELS_MAX = 1024;
/** Nodes kept for reuse at most: enough for a busy book's turnover between collections. */
const FREE_NODES_MAX = 4096;
/** What a free node points at instead of the order that left (so it keeps nothing alive). */
const VACANT: BookOrder = Object.freeze({
  id: -1,
  userId: -1,
  side: 'buy',
  price: 0n,
  remaining: 0n,
}) as BookOrder;

export class OrderBook {
  /** Ascending by price: the best (highest) bid is last. */
  private readonly bids: Level[] = [];
  /** Descending by price: the best (lowest) ask is last. */
  private readonly asks: Level[] = [];
  private readonly nodes = new OrderIndex<Node>();
  private readonly selfTradePrevention: boolean;
  /** Empty levels kept in `bids` / `asks` (never the last one of a side). */
  private emptyBids = 0;
  private emptyAsks = 0;
  /** Levels that left `bids` / `asks`, reused by `levelFor`. */
  private readonly freeLevels: Level[] = [];
  /** Nodes of orders that left the book, reused by `add`. */
  private readonly freeNodes: Node[] = [];

  constructor(options: OrderBookOptions = {}) {
    this.selfTradePrevention = options.selfTradePrevention === true;
  }

  get size(): number {
    return this.nodes.size;
  }

  has(id: number): boolean {
    return this.nodes.has(id);
  }

  get(id: number): BookOrder | undefined {
    return this.nodes.get(id)?.order;
  }

  bestBid(): bigint | null {
    return this.bids.length ? this.bids[this.bids.length - 1].price : null;
  }

  bestAsk(): bigint | null {
    return this.asks.length ? this.asks[this.asks.length - 1].price : null;
  }

  /** True when the best bid reaches the best ask: never the case after matching. */
  isCrossed(): boolean {
    const bid = this.bestBid();
    const ask = this.bestAsk();
    return bid !== null && ask !== null && bid >= ask;
  }

  /**
   * Matches an incoming order against the opposite side (best price first, then arrival
   * order), each fill at the maker's price, and rests what is left unless `rest` is false
   * (immediate-or-cancel). The caller owns `order.remaining`: it is decremented here.
   */
  place(order: BookOrder, rest = true): BookFill[] {
    if (order.remaining <= 0n) throw new Error(`order ${order.id}: quantity must be positive`);
    if (this.nodes.has(order.id)) throw new Error(`order ${order.id} is already in the book`);
    const fills = this.match(order);
    if (rest && order.remaining > 0n) this.add(order);
    return fills;
  }

  /** Rests an order without matching (rebuilding from storage, in arrival order). */
  add(order: BookOrder): void {
    if (order.remaining <= 0n) throw new Error(`order ${order.id}: nothing left to rest`);
    if (this.nodes.has(order.id)) throw new Error(`order ${order.id} is already in the book`);
    const level = this.levelFor(order.side, order.price);
    const node = this.freeNodes.pop() ?? { order, prev: null, next: null, level };
    node.order = order;
    this.link(node, level);
  }

  /**
   * Re-prices a resting order (exchange-core's move): it keeps its id and remaining quantity,
   * loses its time priority (it joins the back of the new level, even at the same price) and
   * trades if the new price crosses, exactly like cancel + place. The same order object and
   * node are reused, which spares the allocations of a cancel + place (82 % of the
   * exchange-core mix is moves). Undefined when the order is not in the book.
   */
  move(id: number, price: bigint): BookFill[] | undefined {
    const node = this.nodes.get(id);
    if (!node) return undefined;
    const order = node.order;
    // The id stays in the map while the order moves: a delete + set per move churned the
    // map's table (rehash garbage) on 82 % of the exchange-core mix.
    this.unlink(node, true);
    order.price = price;
    const fills = this.match(order);
    if (order.remaining > 0n) this.link(node, this.levelFor(order.side, price));
    else {
      this.nodes.delete(id);
      this.releaseNode(node);
    }
    return fills;
  }

  /** Takes an order out of the book; undefined when it is not there. */
  cancel(id: number): BookOrder | undefined {
    const node = this.nodes.get(id);
    if (!node) return undefined;
    const order = node.order;
    this.unlink(node);
    return order;
  }

  /** The best `levels` price levels of each side, best first. */
  depth(levels: number): { bids: DepthLevel[]; asks: DepthLevel[] } {
    const top = (side: Level[]): DepthLevel[] => {
      const rows: DepthLevel[] = [];
      for (let i = side.length - 1; i >= 0 && rows.length < levels; i--) {
        const level = side[i];
        if (level.count === 0) continue;
        let quantity = 0n;
        for (let node = level.head; node; node = node.next) quantity += node.order.remaining;
        rows.push({ price: level.price, quantity, count: level.count });
      }
      return rows;
    };
    return { bids: top(this.bids), asks: top(this.asks) };
  }

  /** True when an order of `side` at `price` would trade at once (post-only refuses it). */
  crosses(side: Side, price: bigint): boolean {
    const best = side === 'buy' ? this.bestAsk() : this.bestBid();
    return best !== null && (side === 'buy' ? best <= price : best >= price);
  }

  /**
   * Whether the resting orders an order of `side` at `price` reaches hold at least `quantity`
   * (fill-or-kill). With self-trade prevention the user's own orders do not count: matching
   * would cancel them, not fill against them. Read only; stops as soon as it has enough.
   */
  canFill(side: Side, price: bigint, quantity: bigint, userId: number): boolean {
    const levels = side === 'buy' ? this.asks : this.bids;
    let found = 0n;
    for (let i = levels.length - 1; i >= 0; i--) {
      const level = levels[i];
      if (side === 'buy' ? level.price > price : level.price < price) return false;
      for (let node = level.head; node; node = node.next) {
        if (this.selfTradePrevention && node.order.userId === userId) continue;
        found += node.order.remaining;
        if (found >= quantity) return true;
      }
    }
    return false;
  }

  /** Every resting order of a side in priority order (best price first, then arrival). */
  *ordersOf(side: Side): Generator<BookOrder> {
    const levels = side === 'buy' ? this.bids : this.asks;
    for (let i = levels.length - 1; i >= 0; i--) {
      for (let node = levels[i].head; node; node = node.next) yield node.order;
    }
  }

  private match(taker: BookOrder): BookFill[] {
    const opposite = taker.side === 'buy' ? this.asks : this.bids;
    // Most commands fill nothing: they share one frozen empty array instead of allocating one.
    let fills: BookFill[] = NO_FILLS;
    while (taker.remaining > 0n && opposite.length > 0) {
      const level = opposite[opposite.length - 1];
      const reachable =
        taker.side === 'buy' ? level.price <= taker.price : level.price >= taker.price;
      if (!reachable) break;
      const node = level.head as Node;
      const maker = node.order;
      if (this.selfTradePrevention && maker.userId === taker.userId) {
        this.unlink(node);
        if (fills === NO_FILLS) fills = [];
        fills.push({
          maker,
          price: level.price,
          quantity: 0n,
          makerDone: true,
          selfCancelled: true,
        });
        continue;
      }
      const quantity = maker.remaining < taker.remaining ? maker.remaining : taker.remaining;
      maker.remaining -= quantity;
      taker.remaining -= quantity;
      const makerDone = maker.remaining === 0n;
      if (makerDone) this.unlink(node);
      if (fills === NO_FILLS) fills = [];
      fills.push({ maker, price: level.price, quantity, makerDone });
    }
    return fills;
  }

  /** Appends a node (new or moved) to the back of its level's queue. */
  private link(node: Node, level: Level): void {
    if (level.count === 0) {
      // A kept empty level (or a new one, counted as empty by levelFor) comes back to life.
      if (node.order.side === 'buy') this.emptyBids -= 1;
      else this.emptyAsks -= 1;
    }
    node.level = level;
    node.prev = level.tail;
    node.next = null;
    if (level.tail) level.tail.next = node;
    else level.head = node;
    level.tail = node;
    level.count += 1;
    this.nodes.set(node.order.id, node);
  }

  private unlink(node: Node, keepId = false): void {
    const level = node.level;
    if (node.prev) node.prev.next = node.next;
    else level.head = node.next;
    if (node.next) node.next.prev = node.prev;
    else level.tail = node.prev;
    // A node that left keeps no link to the queue: once promoted, a dead node's links would be
    // roots for the young-generation collector, keeping the younger neighbours it points at
    // (the rule OrderIndex follows; no measurable effect in the bench's mix).
    node.prev = null;
    node.next = null;
    level.count -= 1;
    const side = node.order.side;
    if (!keepId) {
      this.nodes.delete(node.order.id);
      this.releaseNode(node);
    }
    if (level.count === 0) this.levelEmptied(side, level);
  }

  /**
   * Keeps the node of an order that left for the next order to rest. Orders are the young
   * objects that survive collections (~940 rest in the bench's book at any time): reusing nodes
   * halves what each scavenge copies. The node drops its order, so it keeps nothing alive.
   */
  private releaseNode(node: Node): void {
    node.order = VACANT;
    if (this.freeNodes.length < FREE_NODES_MAX) this.freeNodes.push(node);
  }

  /** Pops the empty levels at the best end; keeps one elsewhere for reuse, sweeping if many. */
  private levelEmptied(side: Side, level: Level): void {
    const levels = side === 'buy' ? this.bids : this.asks;
    let empty = (side === 'buy' ? this.emptyBids : this.emptyAsks) + 1;
    if (levels[levels.length - 1] === level) {
      this.releaseLevel(levels.pop() as Level);
      empty -= 1;
      while (levels.length > 0 && levels[levels.length - 1].count === 0) {
        this.releaseLevel(levels.pop() as Level);
        empty -= 1;
      }
    } else if (empty > levels.length - empty + EMPTY_SLACK) {
      let kept = 0;
      for (const each of levels) {
        if (each.count > 0) levels[kept++] = each;
        else this.releaseLevel(each);
      }
      levels.length = kept;
      empty = 0;
    }
    if (side === 'buy') this.emptyBids = empty;
    else this.emptyAsks = empty;
  }

  /**
   * Keeps a level that left its array for the next new price. It is empty: its last unlink left
   * `head` and `tail` null, and no node points at it any more.
   */
  private releaseLevel(level: Level): void {
    if (this.freeLevels.length < FREE_LEVELS_MAX) this.freeLevels.push(level);
  }

  private levelFor(side: Side, price: bigint): Level {
    const levels = side === 'buy' ? this.bids : this.asks;
    const index = this.search(levels, side, price);
    const found = levels[index];
    if (found && found.price === price) return found;
    const level = this.freeLevels.pop() ?? { price, head: null, tail: null, count: 0 };
    level.price = price;
    levels.splice(index, 0, level);
    // Empty until link() puts its first order in, which counts it live again.
    if (side === 'buy') this.emptyBids += 1;
    else this.emptyAsks += 1;
    return level;
  }

  /**
   * Index of the level with `price`, or where it would be inserted. Bids ascend (best last),
   * asks descend (best last).
   */
  private search(levels: Level[], side: Side, price: bigint): number {
    let low = 0;
    let high = levels.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const before = side === 'buy' ? levels[mid].price < price : levels[mid].price > price;
      if (before) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
