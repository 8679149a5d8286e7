import {
  formatFixed,
  isApiError,
  loginPathReturningTo,
  notify,
  type Observable,
  type OrderWay,
  type SpotOrder,
  TRADE_COLOR,
  Trans,
  useNumberFormat,
  useTranslation,
} from '@exchange/shared';
import { useTimeZone, wireTime } from '@exchange/shared/trading';
import { Link as RouterLink } from '@exchange/shared/router';
import { EmptyState, Paginator } from '@exchange/shared/ui';
import { Box, Button, Link, Typography, useTheme } from '@exchange/shared/ui-kit';
import { Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@exchange/shared/ui-kit/forms';
import { memo, useState, type ReactElement } from 'react';
import { spotApi } from '../trade/spot-api';
import { cancelColumn, OrderTable, type OrderColumn } from './order-table';
import { feeText, type OrderTab, type OrderView, quoteCodeOf } from './order-panel-rules';
import { StopOrdersTab } from './stop-orders-tab';
import { useOrderList } from './use-order-list';

/** The order lists, and the waiting stop-limit orders of the pair (docs/product.md#spot-order-types). */
type PanelTab = OrderTab | 'stops';
const TABS: readonly PanelTab[] = ['current', 'all', 'history', 'stops'];
type Column = OrderColumn<SpotOrder>;

export type OrderPanelProps = {
  pairId: number;
  loggedIn: boolean;
  /** Orders this page placed (the place answer), applied like TX_SUBMIT. */
  placed$: Observable<SpotOrder>;
  /** A cancel freed a locked amount: the form's balances must be read again. */
  onBalancesChanged: () => void;
};

/**
 * The order panel (docs/product.md#public-and-spot-screens, docs/product.md#public-and-spot-states): current orders (this pair), all open orders, history;
 * buy/sell sub-tabs and a per-row cancel on the first two; 10 rows a page; live updates.
 */
export const OrderPanel = memo(function OrderPanel({
  pairId,
  loggedIn,
  placed$,
  onBalancesChanged,
}: OrderPanelProps): ReactElement {
  const { t } = useTranslation('spot');
  const colours = TRADE_COLOR[useTheme().palette.mode];
  const timeZone = useTimeZone();
  // Prices and quantities come at the pair's decimals: shown as sent, grouped; the filled value
  // and the fee at their currency's display decimals (docs/decisions.md#display-numbers).
  const format = useNumberFormat();
  const fixed = (value: string): string => formatFixed(value, format.language);
  const [tab, setTab] = useState<PanelTab>('current');
  const stops = tab === 'stops';
  const [way, setWay] = useState<OrderWay>(1);
  // The page starts again at 1 whenever what the list shows changes.
  const scope = `${tab}|${way}|${pairId}`;
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  // The Stop orders tab keeps its own list: the order list then reads nothing.
  const view: OrderView = { tab: stops ? 'current' : tab, way, page, pairId };
  const list = useOrderList(view, loggedIn && !stops, placed$);
  const [cancelling, setCancelling] = useState<number | null>(null);

  const cancel = async (order: SpotOrder): Promise<void> => {
    setCancelling(order.id);
    try {
      await spotApi.cancel(order);
      list.remove(order.id);
      onBalancesChanged();
      notify.success(t('orders.cancelled'));
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Refused (the client already showed why): most often the order filled or was cancelled
      // elsewhere meanwhile, so the list is read again to show what is really open.
      list.reload();
    } finally {
      setCancelling(null);
    }
  };

  const wayCell = (order: SpotOrder): ReactElement => (
    <Box component="span" sx={{ color: order.way === 1 ? colours.up : colours.down }}>
      {order.way_name || t(order.way === 1 ? 'orders.buy' : 'orders.sell')}
    </Box>
  );
  const common: Column[] = [
    { key: 'time', label: t('orders.time'), cell: (order) => wireTime(order.created_at, timeZone) },
    { key: 'pair', label: t('orders.pair'), cell: (order) => order.currency_match.symbol },
    { key: 'side', label: t('orders.side'), cell: wayCell },
    { key: 'price', label: t('orders.price'), align: 'right', cell: (order) => fixed(order.price) },
    {
      key: 'amount',
      label: t('orders.amount'),
      align: 'right',
      cell: (order) => fixed(order.total_number),
    },
  ];
  const columns: Column[] =
    tab === 'history'
      ? [
          ...common,
          {
            key: 'volume',
            label: t('orders.totalVolume'),
            align: 'right',
            cell: (order) =>
              format.amount(order.transacted_volume, quoteCodeOf(order.currency_match.symbol)),
          },
          {
            key: 'fee',
            label: t('orders.fee'),
            align: 'right',
            cell: (order) => feeText(order, format),
          },
          {
            key: 'status',
            label: t('orders.status'),
            align: 'right',
            cell: (order) => order.status_name,
          },
        ]
      : [
          ...common,
          {
            key: 'filled',
            label: t('orders.filled'),
            align: 'right',
            cell: (order) => fixed(order.transacted_amount),
          },
          {
            key: 'remaining',
            label: t('orders.remaining'),
            align: 'right',
            cell: (order) => fixed(order.number),
          },
          cancelColumn<SpotOrder>({
            label: t('orders.action'),
            button: t('orders.cancel'),
            cancelling,
            onCancel: (row) => void cancel(row),
            testId: 'order-cancel',
          }),
        ];

  const body = (): ReactElement => {
    if (!loggedIn) {
      return (
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          data-testid="orders-login-prompt"
          sx={{ py: 6, textAlign: 'center' }}
        >
          <Trans
            t={t}
            i18nKey="orders.loginPrompt"
            components={{
              login: <Link component={RouterLink} to={loginPathReturningTo('/trade')} />,
            }}
          />
        </Typography>
      );
    }
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
    if (list.status === 'ready' && list.rows.length === 0)
      return <EmptyState message={t('orders.empty')} />;
    return (
      <OrderTable
        label={t(`orders.${tab}`)}
        columns={columns}
        rows={list.rows}
        loading={list.status === 'loading'}
        rowTestId="order-row"
      />
    );
  };

  return (
    <Box data-testid="order-panel">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs
          value={tab}
          onChange={(_, next: PanelTab) => setTab(next)}
          aria-label={t('orders.tabs')}
        >
          {TABS.map((item) => (
            <Tab
              key={item}
              value={item}
              label={t(`orders.${item}`)}
              data-testid={`orders-tab-${item}`}
            />
          ))}
        </Tabs>
        {tab !== 'history' && !stops ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={way}
            onChange={(_, next: OrderWay | null) => next && setWay(next)}
            aria-label={t('orders.sides')}
          >
            <ToggleButton value={1} data-testid="orders-way-buy" sx={{ py: 0.25, px: 1.5 }}>
              {t('orders.buy')}
            </ToggleButton>
            <ToggleButton value={2} data-testid="orders-way-sell" sx={{ py: 0.25, px: 1.5 }}>
              {t('orders.sell')}
            </ToggleButton>
          </ToggleButtonGroup>
        ) : undefined}
      </Box>
      {loggedIn && stops ? (
        <StopOrdersTab pairId={pairId} onBalancesChanged={onBalancesChanged} />
      ) : (
        body()
      )}
      {loggedIn && !stops ? (
        <Paginator
          page={page}
          lastPage={list.lastPage}
          onChange={(next) => setPaging({ scope, page: next })}
          disabled={list.status === 'loading'}
        />
      ) : undefined}
    </Box>
  );
});
