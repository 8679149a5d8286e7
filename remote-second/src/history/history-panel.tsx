import { type Observable, useTranslation } from '@exchange/shared';
import { type SecondOrder } from '@exchange/shared/contract/second';
import { LoadFailed, LoadingRows } from '@exchange/shared/area-kit';
import { EmptyState, Paginator } from '@exchange/shared/ui';
import { Box } from '@exchange/shared/ui-kit';
import { Tab, Tabs } from '@exchange/shared/ui-kit/forms';
import { useEffect, useState, type ReactElement } from 'react';
import { dueAtOf, type HistoryTab } from './history-rules';
import { OrderRow } from './order-row';
import { useSecondOrders } from './use-second-orders';

export type HistoryPanelProps = {
  pairId: number;
  livePrice: string | null;
  loggedIn: boolean;
  /** Orders this page placed: the list then shows in progress, page 1, reloaded. */
  placed$: Observable<unknown>;
  onClosed: (order: SecondOrder) => void;
};

/** The option history (docs/product.md#logged-in-areas-screens): in progress and closed tabs, 10 per page. */
export const HistoryPanel = ({
  pairId,
  livePrice,
  loggedIn,
  placed$,
  onClosed,
}: HistoryPanelProps): ReactElement => {
  const { t } = useTranslation('second');
  const [tab, setTab] = useState<HistoryTab>('inProgress');
  const [page, setPage] = useState(1);
  const list = useSecondOrders({ pairId, tab, page }, loggedIn, onClosed);
  const { reload } = list;

  useEffect(() => {
    const subscription = placed$.subscribe(() => {
      setTab('inProgress');
      setPage(1);
      reload();
    });
    return () => subscription.unsubscribe();
  }, [placed$, reload]);

  const body = ((): ReactElement => {
    if (!loggedIn) return <EmptyState message={t('history.loginFirst')} />;
    if (list.status === 'loading') return <LoadingRows rows={3} />;
    if (list.status === 'failed')
      return <LoadFailed message={t('history.failed')} onRetry={reload} />;
    if (list.rows.length === 0)
      return <EmptyState message={t(tab === 'closed' ? 'history.noClosed' : 'history.noOpen')} />;
    return (
      <Box data-testid={`history-${tab}`}>
        {list.rows.map((order) => (
          <OrderRow
            key={order.id}
            order={order}
            dueAt={dueAtOf(order, list.receivedAt)}
            livePrice={livePrice}
          />
        ))}
      </Box>
    );
  })();

  return (
    <Box component="section" aria-label={t('history.title')} data-testid="history-panel">
      <Tabs
        value={tab}
        onChange={(_, next: HistoryTab) => {
          setTab(next);
          setPage(1);
        }}
        variant="scrollable"
        aria-label={t('history.title')}
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        <Tab
          value="inProgress"
          label={t('history.inProgress')}
          data-testid="tab-in-progress"
          sx={{ minHeight: 40 }}
        />
        <Tab
          value="closed"
          label={t('history.closed')}
          data-testid="tab-closed"
          sx={{ minHeight: 40 }}
        />
      </Tabs>
      <Box aria-live="polite">{body}</Box>
      {loggedIn ? (
        <Paginator
          page={page}
          lastPage={list.lastPage}
          onChange={setPage}
          disabled={list.status === 'loading'}
        />
      ) : undefined}
    </Box>
  );
};
