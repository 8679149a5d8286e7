/**
 * Our bare OrderBook (matching only). A move goes through OrderBook.move: the order keeps its
 * id and remaining quantity, joins the back of its new level and trades if the new price
 * crosses (exchange-core's move; the same as cancel + place, ~20 % faster here).
 */
import { OrderBook } from 'server/src/engine';
import { CANCEL, IOC, MOVE, PLACE, SIDES, type CommandStream } from './command-stream';
import type { EngineAdapter } from './engine-adapter';
import { ourBookState } from './our-book-state';

export function ourBookAdapter(stream: CommandStream): EngineAdapter {
  const book = new OrderBook();
  const { kind, id, side, user, ticks, lots } = stream;
  return {
    run(i: number): void {
      switch (kind[i]) {
        case PLACE:
        case IOC:
          book.place(
            {
              id: id[i],
              userId: user[i],
              side: SIDES[side[i]],
              price: ticks[i],
              remaining: lots[i],
            },
            kind[i] === PLACE,
          );
          break;
        case CANCEL:
          book.cancel(id[i]);
          break;
        case MOVE:
          book.move(id[i], ticks[i]);
          break;
      }
    },
    state: () => ourBookState(book),
  };
}
