import {
  changeDirection,
  decimals,
  isPositive,
  LEVER_DIRECTION,
  LEVER_LIST_VIEW,
  type LeverListView,
  type LeverOrder,
  roundTo,
  type TRADE_COLOR,
  type TFunction,
} from '@exchange/shared';
import { wireTime } from '@exchange/shared/trading';
import { Box } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { MARGIN_DECIMALS } from '../order-form/lever-form-rules';
import { isPositionView } from './positions-rules';

export type Column = {
  key: string;
  align?: 'right';
  cell: (row: LeverOrder) => ReactElement | string;
};

/** A price of the row at its pair's price decimals (docs/product.md#lever-page). */
export const priceOf = (row: LeverOrder, price: string): string =>
  roundTo(price, row.price_decimals);

/** An amount of the row at its quote currency's decimals. */
export const amountOf = (row: LeverOrder, amount: string): string =>
  decimals(amount, row.quote_decimals);

/** "0" means not set. */
const stopText = (row: LeverOrder, price: string): string =>
  isPositive(price) ? priceOf(row, price) : '--';

/**
 * The row columns of docs/product.md#lever-page for a list view (the actions column is added by
 * the panel): open positions add the estimated liquidation price, closed ones the close price,
 * close time and reason.
 */
export const positionColumns = (
  t: TFunction,
  colours: (typeof TRADE_COLOR)['dark'],
  view: LeverListView,
  timeZone: string,
): Column[] => {
  const signed = (row: LeverOrder): ReactElement => (
    <Box
      component="span"
      sx={{ color: changeDirection(row.profits) > 0 ? colours.up : colours.down }}
    >
      {amountOf(row, row.profits)}
    </Box>
  );
  const head: Column[] = [
    {
      key: 'direction',
      cell: (row) => (
        <Box
          component="span"
          sx={{ color: row.type === LEVER_DIRECTION.long ? colours.up : colours.down }}
        >
          {t(row.type === LEVER_DIRECTION.long ? 'long' : 'short')} {row.multiple}x
        </Box>
      ),
    },
    { key: 'pair', cell: (row) => row.currency_match.symbol },
    { key: 'lots', align: 'right', cell: (row) => String(row.share) },
    { key: 'openPrice', align: 'right', cell: (row) => priceOf(row, row.price) },
  ];
  const margin: Column = {
    key: 'margin',
    align: 'right',
    cell: (row) => decimals(row.caution_money, MARGIN_DECIMALS),
  };
  const money: Column[] = [
    { key: 'fee', align: 'right', cell: (row) => amountOf(row, row.trade_fee) },
    { key: 'overnight', align: 'right', cell: (row) => amountOf(row, row.overnight_money) },
    { key: 'profit', align: 'right', cell: signed },
  ];
  const time: Column = { key: 'time', cell: (row) => wireTime(row.time, timeZone) };
  if (view === LEVER_LIST_VIEW.closed) {
    return [
      ...head,
      { key: 'closePrice', align: 'right', cell: (row) => priceOf(row, row.update_price) },
      margin,
      ...money,
      time,
      { key: 'closeTime', cell: (row) => wireTime(row.closed_at, timeZone) },
      {
        key: 'closeReason',
        cell: (row) => (row.close_reason ? t(`closeReason.${row.close_reason}`) : '--'),
      },
    ];
  }
  return [
    ...head,
    { key: 'currentPrice', align: 'right', cell: (row) => priceOf(row, row.update_price) },
    ...(isPositionView(view)
      ? [
          {
            key: 'liquidation',
            align: 'right',
            cell: (row) =>
              isPositive(row.liquidation_price)
                ? priceOf(row, row.liquidation_price)
                : t('panel.noLiquidation'),
          } satisfies Column,
        ]
      : []),
    margin,
    { key: 'takeProfit', align: 'right', cell: (row) => stopText(row, row.target_profit_price) },
    { key: 'stopLoss', align: 'right', cell: (row) => stopText(row, row.stop_loss_price) },
    time,
    ...money,
  ];
};
