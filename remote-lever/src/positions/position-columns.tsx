import {
  changeDirection,
  decimals,
  isPositive,
  LEVER_DIRECTION,
  type LeverOrder,
  type TRADE_COLOR,
  type TFunction,
} from '@exchange/shared';
import { Box } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { localTime } from './order-time';

export type Column = {
  key: string;
  align?: 'right';
  cell: (row: LeverOrder) => ReactElement | string;
};

/** "0" means not set. */
const stopText = (price: string): string => (isPositive(price) ? price : '--');

/** The row columns of docs/product.md#logged-in-areas-screens, in its order (the actions column is added by the panel). */
export const positionColumns = (t: TFunction, colours: (typeof TRADE_COLOR)['dark']): Column[] => {
  const signed = (value: string): ReactElement => (
    <Box component="span" sx={{ color: changeDirection(value) > 0 ? colours.up : colours.down }}>
      {decimals(value, 4)}
    </Box>
  );
  return [
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
    { key: 'openPrice', align: 'right', cell: (row) => row.price },
    { key: 'currentPrice', align: 'right', cell: (row) => row.update_price },
    { key: 'margin', align: 'right', cell: (row) => decimals(row.caution_money, 4) },
    { key: 'takeProfit', align: 'right', cell: (row) => stopText(row.target_profit_price) },
    { key: 'stopLoss', align: 'right', cell: (row) => stopText(row.stop_loss_price) },
    { key: 'time', cell: (row) => localTime(row.time) },
    { key: 'fee', align: 'right', cell: (row) => decimals(row.trade_fee, 4) },
    { key: 'overnight', align: 'right', cell: (row) => decimals(row.overnight_money, 4) },
    { key: 'profit', align: 'right', cell: (row) => signed(row.profits) },
  ];
};
