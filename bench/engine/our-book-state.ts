import type { OrderBook } from 'server/src/engine';
import { bookState, type BookState, type DepthRow } from './book-state';

/** The comparable state of our OrderBook (untimed). */
export function ourBookState(book: OrderBook): BookState {
  const { bids, asks } = book.depth(Number.MAX_SAFE_INTEGER);
  const rows = (levels: typeof bids): DepthRow[] =>
    levels.map((level) => [Number(level.price), Number(level.quantity)] as const);
  return bookState(book.size, rows(bids), rows(asks));
}
