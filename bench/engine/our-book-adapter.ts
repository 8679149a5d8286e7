/**
 * Our bare OrderBook (matching only). A move goes through OrderBook.move: the order keeps its
 * id and remaining quantity, joins the back of its new level and trades if the new price
 * crosses (exchange-core's move; the same as cancel + place, ~20 % faster here).
 *
 * The book leaves its orders to the caller (it stores the object it is given), and this caller
 * reuses them: an order the book has let go of (cancel returned it, a fill completed it, an IOC
 * or a filled place never rested) is kept for the next place. Resting orders are the young
 * objects that survive each young-generation collection; without the pool ~400 KB were copied
 * per scavenge (1.5–3 ms pauses), with it ~100 KB (bench/README.md, "Engine results"). An
 * order filled by its own move is not seen leaving (move returns the makers only): it is left
 * to the collector, 1 % of the mix.
 */
import { OrderBook, type BookFill, type BookOrder, type Side } from 'server/src/engine';
import { CANCEL, IOC, MOVE, PLACE, SIDES, type CommandStream } from './command-stream';
import type { EngineAdapter } from './engine-adapter';
import { ourBookState } from './our-book-state';

/** A BookOrder this adapter may fill in again once the book has let go of it. */
type PooledOrder = { id: number; userId: number; side: Side; price: bigint; remaining: bigint };

export function ourBookAdapter(stream: CommandStream): EngineAdapter {
  const book = new OrderBook();
  const pool: PooledOrder[] = [];
  const { kind, id, side, user, ticks, lots } = stream;
  const reclaimMakers = (fills: BookFill[]): void => {
    for (let f = 0; f < fills.length; f++) {
      // Every order in this book came from the pool.
      if (fills[f].makerDone) pool.push(fills[f].maker as PooledOrder);
    }
  };
  const place = (i: number, rest: boolean): void => {
    const order = pool.pop() ?? { id: 0, userId: 0, side: 'buy', price: 0n, remaining: 0n };
    order.id = id[i];
    order.userId = user[i];
    order.side = SIDES[side[i]];
    order.price = ticks[i];
    order.remaining = lots[i];
    reclaimMakers(book.place(order, rest));
    if (!rest || order.remaining === 0n) pool.push(order);
  };
  return {
    run(i: number): void {
      switch (kind[i]) {
        case PLACE:
          place(i, true);
          break;
        case IOC:
          place(i, false);
          break;
        case CANCEL: {
          const order: BookOrder | undefined = book.cancel(id[i]);
          if (order) pool.push(order as PooledOrder);
          break;
        }
        case MOVE: {
          const fills = book.move(id[i], ticks[i]);
          if (fills) reclaimMakers(fills);
          break;
        }
      }
    },
    state: () => ourBookState(book),
  };
}
