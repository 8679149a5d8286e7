import {
  SECOND_ORDER_STATUS,
  type SecondListAnswer,
  type SecondOrder,
  type SecondOrderStatus,
} from '@exchange/shared/contract/second';

/** The two history tabs (docs/product.md#logged-in-areas-screens). */
export type HistoryTab = 'inProgress' | 'closed';
export const STATUS_OF_TAB: Record<HistoryTab, SecondOrderStatus> = {
  inProgress: SECOND_ORDER_STATUS.inProgress,
  closed: SECOND_ORDER_STATUS.closed,
};

/** Pages of a list; the paginator shows only when the total exceeds one page (docs/product.md#logged-in-areas-screens). */
export const lastPageOf = (answer: Pick<SecondListAnswer, 'total' | 'per_page'>): number =>
  answer.per_page > 0 && answer.total > answer.per_page
    ? Math.ceil(answer.total / answer.per_page)
    : 1;

/** When an in-progress order is due on this clock, from `remain_milli_seconds` at arrival. */
export const dueAtOf = (order: Pick<SecondOrder, 'remain_milli_seconds'>, now: number): number =>
  now + Math.max(0, order.remain_milli_seconds);

/** Whole seconds shown by the countdown (rounded up, so it reads 1 until the last instant). */
export const countdownSeconds = (dueAt: number, now: number): number =>
  Math.max(0, Math.ceil((dueAt - now) / 1000));

/** A closed push replaces the row of the same order; other rows stay as they are. */
export const applyClosed = (rows: readonly SecondOrder[], closed: SecondOrder): SecondOrder[] =>
  rows.some((row) => row.id === closed.id)
    ? rows.map((row) => (row.id === closed.id ? closed : row))
    : (rows as SecondOrder[]);

/** Removes a row by id (the closed row leaving the in-progress list). */
export const withoutOrder = (rows: readonly SecondOrder[], id: number): SecondOrder[] =>
  rows.filter((row) => row.id !== id);
