import {
  formatFixed,
  isApiError,
  notify,
  type StopOrder,
  TRADE_COLOR,
  useNumberFormat,
  useTranslation,
} from '@exchange/shared';
import { useTimeZone, wireTime } from '@exchange/shared/trading';
import { EmptyState, Paginator } from '@exchange/shared/ui';
import { Box, Button, useTheme } from '@exchange/shared/ui-kit';
import { useState, type ReactElement } from 'react';
import { spotApi } from '../trade/spot-api';
import { cancelColumn, OrderTable, type OrderColumn } from './order-table';
import { useStopList } from './use-stop-list';

type Column = OrderColumn<StopOrder>;

export type StopOrdersTabProps = {
  pairId: number;
  /** A cancel freed a locked amount: the form's balances must be read again. */
  onBalancesChanged: () => void;
};

/**
 * The "Stop orders" tab of the order panel (docs/product.md#spot-order-types): the caller's
 * waiting stop-limit orders of the pair, 10 a page, each with Cancel; live (use-stop-list.ts).
 * Shown to logged-in users only (the panel shows visitors its login prompt).
 */
export const StopOrdersTab = ({ pairId, onBalancesChanged }: StopOrdersTabProps): ReactElement => {
  const { t } = useTranslation('spot');
  const colours = TRADE_COLOR[useTheme().palette.mode];
  const timeZone = useTimeZone();
  // Stop orders come at the pair's decimals: shown as sent, grouped (docs/decisions.md#display-numbers).
  const { language } = useNumberFormat();
  const fixed = (value: string): string => formatFixed(value, language);
  const [paging, setPaging] = useState({ pairId, page: 1 });
  const page = paging.pairId === pairId ? paging.page : 1;
  const list = useStopList(pairId, page, true);
  const [cancelling, setCancelling] = useState<number | null>(null);

  const cancel = async (stop: StopOrder): Promise<void> => {
    setCancelling(stop.id);
    try {
      await spotApi.cancelStop(stop.id);
      list.remove(stop.id);
      onBalancesChanged();
      notify.success(t('orders.stopCancelled'));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setCancelling(null);
    }
  };

  const columns: Column[] = [
    { key: 'time', label: t('orders.time'), cell: (stop) => wireTime(stop.created_at, timeZone) },
    {
      key: 'side',
      label: t('orders.side'),
      cell: (stop) => (
        <Box component="span" sx={{ color: stop.way === 1 ? colours.up : colours.down }}>
          {stop.way_name || t(stop.way === 1 ? 'orders.buy' : 'orders.sell')}
        </Box>
      ),
    },
    {
      key: 'stop',
      label: t('orders.stopPrice'),
      align: 'right',
      cell: (stop) => fixed(stop.stop_price),
    },
    {
      key: 'price',
      label: t('orders.limitPrice'),
      align: 'right',
      cell: (stop) => fixed(stop.price),
    },
    {
      key: 'amount',
      label: t('orders.amount'),
      align: 'right',
      cell: (stop) => fixed(stop.number),
    },
    cancelColumn<StopOrder>({
      label: t('orders.action'),
      button: t('orders.cancel'),
      cancelling,
      onCancel: (row) => void cancel(row),
      testId: 'stop-cancel',
    }),
  ];

  const body = (): ReactElement => {
    if (list.status === 'failed') {
      return (
        <EmptyState
          message={t('orders.failed')}
          action={
            <Button size="small" variant="outlined" onClick={list.reload}>
              {t('orders.retry')}
            </Button>
          }
        />
      );
    }
    if (list.status === 'ready' && list.rows.length === 0) {
      return <EmptyState message={t('orders.stopsEmpty')} />;
    }
    return (
      <OrderTable
        label={t('orders.stops')}
        columns={columns}
        rows={list.rows}
        loading={list.status === 'loading'}
        rowTestId="stop-row"
      />
    );
  };

  return (
    <Box data-testid="stop-orders">
      {body()}
      <Paginator
        page={page}
        lastPage={list.lastPage}
        onChange={(next) => setPaging({ pairId, page: next })}
        disabled={list.status === 'loading'}
      />
    </Box>
  );
};
