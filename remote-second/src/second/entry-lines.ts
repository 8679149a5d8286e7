import { type Observable, type TFunction, useTranslation } from '@exchange/shared';
import {
  SECOND_DIRECTION,
  SECOND_ORDER_STATUS,
  type SecondOrder,
} from '@exchange/shared/contract/second';
import type { PriceLine } from '@exchange/shared/trading';
import { useEffect, useMemo } from 'react';
import { useSecondOrders } from '../history/use-second-orders';

/**
 * The entry price of each running option of the pair as a line on the chart
 * (docs/product.md#logged-in-areas-screens "Second (option) page"): labelled and coloured by its
 * direction. Settled orders, and those of other pairs, draw none.
 */
export const entryLines = (
  orders: readonly SecondOrder[],
  pairId: number,
  t: TFunction,
): PriceLine[] =>
  orders
    .filter(
      (order) =>
        order.match_id === pairId &&
        order.status === SECOND_ORDER_STATUS.inProgress &&
        order.open_price !== '',
    )
    .map((order) =>
      order.type === SECOND_DIRECTION.up
        ? { price: order.open_price, label: t('direction.up'), tone: 'up' as const }
        : { price: order.open_price, label: t('direction.down'), tone: 'down' as const },
    );

const NO_LINES: PriceLine[] = [];
const ignore = (): void => undefined;

/**
 * The running options of the pair (the first page of "in progress", as the history shows it),
 * as chart lines: read again when this page places an order; a MICRO_CLOSED push settles its
 * row at once, so its line goes with it (use-second-orders.ts).
 */
export const useEntryLines = (
  pairId: number,
  loggedIn: boolean,
  placed$: Observable<unknown>,
): PriceLine[] => {
  const { t } = useTranslation('second');
  const running = useSecondOrders({ pairId, tab: 'inProgress', page: 1 }, loggedIn, ignore);
  const { reload, rows } = running;
  useEffect(() => {
    const subscription = placed$.subscribe(() => reload());
    return () => subscription.unsubscribe();
  }, [placed$, reload]);
  const lines = useMemo(() => entryLines(rows, pairId, t), [rows, pairId, t]);
  // One identity while nothing is drawn: the chart redraws its lines only when they change.
  return lines.length === 0 ? NO_LINES : lines;
};
