import { usePagedList, useTranslation, type Paged } from '@exchange/shared';
import type { IEOSubscription } from '@exchange/shared/contract/ieo';
import { LoadFailed, LoadingRows } from '@exchange/shared/area-kit';
import { EmptyState } from '@exchange/shared/ui';
import { Box, Typography } from '@exchange/shared/ui-kit';
import { Pagination } from '@exchange/shared/ui-kit/extras';
import { Paper } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { ieoApi } from './ieo-api';
import { localDateTime } from './ieo-rules';
import { IEO_NAMESPACE } from './ieo-texts';
import { useExactFormat } from './use-exact-format';

/** The caller's subscriptions, newest first; `version` changes after each purchase. */
export const MySubscriptions = ({ version }: { version: number }): ReactElement => {
  const { t } = useTranslation(IEO_NAMESPACE);
  const exact = useExactFormat();
  const [page, setPage] = useState(1);
  const list = usePagedList<Paged<IEOSubscription>>(() => ieoApi.subscriptions(page), [page], {
    refresh: [version],
  });
  const rows = list.data?.data ?? [];

  let body: ReactElement;
  if (list.status === 'failed' && !list.data) {
    body = <LoadFailed message={t('my.loadFailed')} onRetry={list.reload} />;
  } else if (!list.data) {
    body = <LoadingRows rows={2} />;
  } else if (rows.length === 0) {
    body = <EmptyState message={t('my.empty')} />;
  } else {
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="ieo-my-list">
        {rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            data-testid="ieo-my-row"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'space-between',
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('my.row', { quantity: exact(row.quantity), code: row.code })}
            </Typography>
            <Typography variant="body2">
              {t('my.paid', { cost: exact(row.cost), price: exact(row.price) })}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
              {localDateTime(row.created_ms)}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('my.title')}
      data-testid="ieo-my"
      sx={{ p: 2, borderRadius: 2 }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('my.title')}
      </Typography>
      {body}
      {list.data && list.data.last_page > 1 ? (
        <Pagination
          count={list.data.last_page}
          page={page}
          size="small"
          onChange={(_event, next: number) => setPage(next)}
          sx={{ mt: 1 }}
        />
      ) : undefined}
    </Paper>
  );
};
