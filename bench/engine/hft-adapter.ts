/**
 * hft-limit-order-book 7.0.2. Its modify(id, { price }) cancels the order and re-enters it
 * as a GTC limit order with the same id and remaining size at the new price (dist/cjs
 * orderbook.js): it loses time priority and trades if the price crosses, which is
 * exchange-core's move, so the move goes through modify.
 */
import { OrderBook, Side, type LimitOrderOptions } from 'hft-limit-order-book';
import { bookState, type BookState, type DepthRow } from './book-state';
import { CANCEL, IOC, MOVE, PLACE, type CommandStream } from './command-stream';
import type { EngineAdapter } from './engine-adapter';

type TimeInForce = NonNullable<LimitOrderOptions['timeInForce']>;
// The package exports TimeInForce only as a type; these are its values.
const GTC = 'GTC' as TimeInForce;
const IOC_TIF = 'IOC' as TimeInForce;
const SIDE_OF = [Side.BUY, Side.SELL] as const;

export function hftAdapter(stream: CommandStream): EngineAdapter {
  const book = new OrderBook();
  const { kind, idText, side, price, size } = stream;
  return {
    run(i: number): void {
      switch (kind[i]) {
        case PLACE:
        case IOC:
          book.limit({
            id: idText[i],
            side: SIDE_OF[side[i]],
            size: size[i],
            price: price[i],
            timeInForce: kind[i] === PLACE ? GTC : IOC_TIF,
          });
          break;
        case CANCEL:
          book.cancel(idText[i]);
          break;
        case MOVE:
          book.modify(idText[i], { price: price[i] });
          break;
      }
    },
    state: () => hftState(book),
  };
}

function hftState(book: OrderBook): BookState {
  // snapshot() lists each level's orders best first on both sides (its tree order).
  const { bids, asks } = book.snapshot();
  let live = 0;
  const rows = (levels: typeof bids): DepthRow[] =>
    levels.map((level) => {
      live += level.orders.length;
      const quantity = level.orders.reduce((sum, order) => sum + order.size, 0);
      return [level.price, quantity] as const;
    });
  const bidRows = rows(bids);
  const askRows = rows(asks);
  return bookState(live, bidRows, askRows);
}
