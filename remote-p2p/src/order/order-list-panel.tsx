import { usePagedList, useNumberFormat, useTranslation } from '@exchange/shared';
import { LoadFailed, LoadingRows } from '@exchange/shared/area-kit';
import type { P2POrder, P2POrderScope, P2POrdersPage } from '@exchange/shared/contract/p2p';
import { useNavigate } from '@exchange/shared/router';
import { EmptyState, Paginator } from '@exchange/shared/ui';
import { Box, ButtonBase, Typography } from '@exchange/shared/ui-kit';
import {
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
} from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { localDateTime } from '../common/format-time';
import { statusName } from '../common/status-labels';
import { useNarrow } from '../common/use-narrow';
import { counterpartyName, mySide } from './order-parties';
import { OrderStatusChip } from './order-status-chip';
import { useOrderPushes } from './use-order-pushes';

export type OrderListPanelProps = {
  /** One page of the caller's orders in a scope (`p2pApi.orders`, `p2pApi.shopOrders`). */
  load: (scope: P2POrderScope, page: number) => Promise<P2POrdersPage>;
  /** Where a row leads: the order page of the area showing the list. */
  detailPath: (id: number) => string;
  testId?: string;
};

type Scope = Extract<P2POrderScope, 'active' | 'done'>;

/** One order's cells, shared by the table row and the phone card. */
const useCells = (): ((order: P2POrder) => { key: string; value: ReactElement | string }[]) => {
  const { t } = useTranslation('p2p');
  const format = useNumberFormat();
  return (order) => [
    { key: 'id', value: String(order.id) },
    { key: 'side', value: t(`side.${mySide(order)}`) },
    { key: 'asset', value: order.currency_code },
    { key: 'fiatAmount', value: `${format.decimal(order.fiat_amount, 2)} ${order.fiat}` },
    { key: 'quantity', value: format.decimal(order.quantity, order.decimals) },
    { key: 'price', value: `${format.decimal(order.price, 2)} ${order.fiat}` },
    { key: 'counterparty', value: counterpartyName(order) },
    { key: 'status', value: <OrderStatusChip status={order.status} /> },
    { key: 'created', value: localDateTime(order.created_at) },
  ];
};

/**
 * The caller's orders in two tabs, running and finished (docs/product.md#p2p-market): a table
 * on a desktop, cards on a phone; a row opens the order page. A `P2P_ORDER` push for an order
 * on screen updates its row in place.
 */
export const OrderListPanel = ({
  load,
  detailPath,
  testId = 'p2p-orders',
}: OrderListPanelProps): ReactElement => {
  const { t } = useTranslation('p2p');
  const navigate = useNavigate();
  const narrow = useNarrow();
  const cellsOf = useCells();
  const [scope, setScope] = useState<Scope>('active');
  const [page, setPage] = useState(1);
  const list = usePagedList(() => load(scope, page), [scope, page]);
  useOrderPushes((order) =>
    list.update((data) =>
      data.data.some((row) => row.id === order.id)
        ? { ...data, data: data.data.map((row) => (row.id === order.id ? order : row)) }
        : data,
    ),
  );
  const open = (id: number): void => void navigate(detailPath(id));

  const rows = list.data?.data ?? [];
  const body = (): ReactElement => {
    if (list.status === 'failed' && !list.data)
      return <LoadFailed message={t('orders.loadFailed')} onRetry={list.reload} />;
    if (!list.data) return <LoadingRows rows={5} />;
    if (rows.length === 0) return <EmptyState message={t('orders.empty')} />;
    if (narrow)
      return (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {rows.map((order) => (
            <ButtonBase
              key={order.id}
              data-testid="p2p-order-row"
              data-order-id={order.id}
              data-status={statusName(order.status)}
              onClick={() => open(order.id)}
              sx={{
                display: 'block',
                textAlign: 'left',
                width: '100%',
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1.5,
              }}
            >
              {cellsOf(order).map((cell) => (
                <Box
                  key={cell.key}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25 }}
                >
                  <Typography variant="caption" color="text.secondary">
                    {t(`orders.columns.${cell.key}`)}
                  </Typography>
                  <Typography variant="body2" component="span" sx={{ textAlign: 'right' }}>
                    {cell.value}
                  </Typography>
                </Box>
              ))}
            </ButtonBase>
          ))}
        </Box>
      );
    return (
      <TableContainer>
        <Table size="small" aria-label={t('orders.title')}>
          <TableHead>
            <TableRow>
              {cellsOf(rows[0]).map((cell) => (
                <TableCell key={cell.key}>{t(`orders.columns.${cell.key}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((order) => (
              <TableRow
                key={order.id}
                hover
                data-testid="p2p-order-row"
                data-order-id={order.id}
                data-status={statusName(order.status)}
                onClick={() => open(order.id)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') open(order.id);
                }}
                tabIndex={0}
                sx={{ cursor: 'pointer' }}
              >
                {cellsOf(order).map((cell) => (
                  <TableCell key={cell.key} sx={{ whiteSpace: 'nowrap' }}>
                    {cell.value}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  };

  return (
    <Box data-testid={testId}>
      <Tabs
        value={scope}
        onChange={(_, next: Scope) => {
          setScope(next);
          setPage(1);
        }}
        aria-label={t('orders.scopes')}
      >
        <Tab value="active" label={t('orders.active')} data-testid="p2p-orders-active" />
        <Tab value="done" label={t('orders.done')} data-testid="p2p-orders-done" />
      </Tabs>
      <Box sx={{ mt: 2 }}>{body()}</Box>
      <Paginator
        page={page}
        lastPage={list.data?.last_page ?? 1}
        onChange={setPage}
        disabled={list.status === 'loading'}
      />
    </Box>
  );
};
