import { formatFixed, TRADE_COLOR, useNumberFormat, useTranslation } from '@exchange/shared';
import { SECOND_DIRECTION, type SecondOrder } from '@exchange/shared/contract/second';
import { Box, useTheme } from '@exchange/shared/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import { ratioPercent } from '../order-form/second-form-rules';
import { CountdownText } from './countdown-text';

/** One labelled figure of a row: a term and its value (the row is a description list). */
const Cell = ({
  label,
  testId,
  children,
  color,
}: {
  label: string;
  testId: string;
  children: ReactNode;
  color?: string;
}): ReactElement => (
  <Box sx={{ minWidth: 0, m: 0 }}>
    <Box
      component="dt"
      sx={{ typography: 'caption', color: 'text.secondary', whiteSpace: 'nowrap' }}
    >
      {label}
    </Box>
    <Box
      component="dd"
      data-testid={testId}
      sx={{
        m: 0,
        typography: 'body2',
        color,
        overflowWrap: 'anywhere',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {children}
    </Box>
  </Box>
);

/** A signed amount as shown (`shown`), the sign read from the raw value: "+0.85", "-1.00", "0.00". */
const signed = (value: string, shown: string): string =>
  value === '' ? '--' : value.startsWith('-') || /^0*\.?0*$/.test(value) ? shown : `+${shown}`;

export type OrderRowProps = {
  order: SecondOrder;
  /** When it is due on this clock (in progress only). */
  dueAt: number;
  /** The pair's latest trade price (in progress only). */
  livePrice: string | null;
};

/**
 * One option order as a card of labelled cells (two columns on a phone, one line on a wide
 * screen): in progress with countdown and live price, closed with end price, result and profit.
 */
export const OrderRow = ({ order, dueAt, livePrice }: OrderRowProps): ReactElement => {
  const { t } = useTranslation('second');
  // Amounts at the currency's display decimals, prices as sent, both grouped
  // (docs/decisions.md#display-numbers).
  const format = useNumberFormat();
  const amount = (value: string): string => format.amount(value, order.currency_name);
  const price = (value: string | null): string =>
    value === null ? '--' : formatFixed(value, format.language);
  const colours = TRADE_COLOR[useTheme().palette.mode];
  const up = order.type === SECOND_DIRECTION.up;
  const closed = order.result !== null;
  const resultColour =
    order.result === 'win' ? colours.up : order.result === 'loss' ? colours.down : undefined;
  return (
    <Box
      component="dl"
      data-testid={`order-row-${order.id}`}
      data-status={order.status}
      data-result={order.result ?? ''}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(8, minmax(0, 1fr))' },
        gap: 1,
        m: 0,
        px: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Cell label={t('history.pair')} testId="symbol">
        {order.symbol_name}
      </Cell>
      <Cell
        label={t('history.direction')}
        testId="direction"
        color={up ? colours.up : colours.down}
      >
        {t(up ? 'direction.up' : 'direction.down')}
      </Cell>
      <Cell label={t('history.stake')} testId="order-stake">
        {amount(order.number)} {order.currency_name}
      </Cell>
      <Cell label={t('history.duration')} testId="duration">
        {t('form.seconds', { count: order.seconds })} · {ratioPercent(order.profit_ratio)}
      </Cell>
      <Cell label={t('history.openPrice')} testId="open-price">
        {price(order.open_price)}
      </Cell>
      {closed ? (
        <>
          <Cell label={t('history.endPrice')} testId="end-price">
            {price(order.end_price)}
          </Cell>
          <Cell label={t('history.result')} testId="result" color={resultColour}>
            {order.result ? t(`result.${order.result}`) : '--'}
          </Cell>
          <Cell label={t('history.profit')} testId="fact-profit" color={resultColour}>
            {signed(order.fact_profits, amount(order.fact_profits))} {order.currency_name}
          </Cell>
        </>
      ) : (
        <>
          <Cell label={t('history.livePrice')} testId="live-price">
            {price(livePrice)}
          </Cell>
          <Cell label={t('history.countdown')} testId="remaining">
            <CountdownText dueAt={dueAt} />
          </Cell>
          <Cell label={t('history.fee')} testId="fee">
            {amount(order.fee)} {order.currency_name}
          </Cell>
        </>
      )}
    </Box>
  );
};
