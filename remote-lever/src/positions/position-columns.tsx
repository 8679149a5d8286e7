import {
  amountDecimalsOf,
  changeDirection,
  formatDecimal,
  isPositive,
  type Language,
  type TRADE_COLOR,
  type TFunction,
} from '@exchange/shared';
import {
  LEVER_DIRECTION,
  LEVER_LIST_VIEW,
  type LeverListView,
  type LeverOrder,
} from '@exchange/shared/contract/lever';
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

/**
 * A price of the row at its pair's price decimals (docs/product.md#lever-page), half up as the
 * server rounds it, in the page language's separators (docs/decisions.md#display-numbers).
 */
export const priceOf = (row: LeverOrder, price: string, language: Language): string =>
  formatDecimal(price, row.price_decimals, language, { mode: 'half-up' });

/** An amount of the row at its quote currency's display decimals, never more than its own. */
export const amountOf = (row: LeverOrder, amount: string, language: Language): string =>
  formatDecimal(
    amount,
    amountDecimalsOf(row.currency_match.symbol.split('/')[1] ?? '', row.quote_decimals),
    language,
  );

/** "0" means not set. */
const stopText = (row: LeverOrder, price: string, language: Language): string =>
  isPositive(price) ? priceOf(row, price, language) : '--';

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
  language: Language,
): Column[] => {
  const signed = (row: LeverOrder): ReactElement => (
    <Box
      component="span"
      sx={{ color: changeDirection(row.profits) > 0 ? colours.up : colours.down }}
    >
      {amountOf(row, row.profits, language)}
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
    { key: 'openPrice', align: 'right', cell: (row) => priceOf(row, row.price, language) },
  ];
  const margin: Column = {
    key: 'margin',
    align: 'right',
    // The spec's 4 decimals for margin (docs/product.md#lever-page).
    cell: (row) => formatDecimal(row.caution_money, MARGIN_DECIMALS, language),
  };
  const money: Column[] = [
    { key: 'fee', align: 'right', cell: (row) => amountOf(row, row.trade_fee, language) },
    {
      key: 'overnight',
      align: 'right',
      cell: (row) => amountOf(row, row.overnight_money, language),
    },
    { key: 'profit', align: 'right', cell: signed },
  ];
  const time: Column = { key: 'time', cell: (row) => wireTime(row.time, timeZone) };
  if (view === LEVER_LIST_VIEW.closed) {
    return [
      ...head,
      {
        key: 'closePrice',
        align: 'right',
        cell: (row) => priceOf(row, row.update_price, language),
      },
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
    {
      key: 'currentPrice',
      align: 'right',
      cell: (row) => priceOf(row, row.update_price, language),
    },
    ...(isPositionView(view)
      ? [
          {
            key: 'liquidation',
            align: 'right',
            cell: (row) =>
              isPositive(row.liquidation_price)
                ? priceOf(row, row.liquidation_price, language)
                : t('panel.noLiquidation'),
          } satisfies Column,
        ]
      : []),
    margin,
    {
      key: 'takeProfit',
      align: 'right',
      cell: (row) => stopText(row, row.target_profit_price, language),
    },
    {
      key: 'stopLoss',
      align: 'right',
      cell: (row) => stopText(row, row.stop_loss_price, language),
    },
    time,
    ...money,
  ];
};
