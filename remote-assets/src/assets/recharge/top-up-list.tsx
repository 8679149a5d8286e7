import { LoadFailed, LoadingRows } from '@exchange/shared/area-kit';
import { useTranslation, type PayInPage, type PayInState } from '@exchange/shared';
import { EmptyState, Paginator } from '@exchange/shared/ui';
import { Box, Typography } from '@exchange/shared/ui-kit';
import { Chip } from '@exchange/shared/ui-kit/extras';
import type { ReactElement } from 'react';

const STATE_COLOR: Record<PayInState, 'default' | 'warning' | 'info' | 'success' | 'error'> = {
  pending: 'warning',
  paid: 'info',
  credited: 'success',
  failed: 'error',
  expired: 'default',
};

const two = (value: number): string => String(value).padStart(2, '0');

/** Local time as "2026-11-28 13:05", the same in every language. */
export const stamp = (ms: number): string => {
  const date = new Date(ms);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(
    date.getHours(),
  )}:${two(date.getMinutes())}`;
};

/** "My top-ups": newest first, each with its state, amounts, channel, reference and time. */
export const TopUpList = ({
  page,
  status,
  onPage,
  onRetry,
}: {
  page: PayInPage | null;
  status: 'loading' | 'ready' | 'failed';
  onPage: (page: number) => void;
  onRetry: () => void;
}): ReactElement => {
  const { t } = useTranslation('assets');
  let body: ReactElement;
  if (!page) {
    body =
      status === 'failed' ? (
        <LoadFailed message={t('common.loadFailed')} onRetry={onRetry} />
      ) : (
        <LoadingRows rows={3} />
      );
  } else if (page.data.length === 0) {
    body = <EmptyState message={t('topUp.empty')} />;
  } else {
    body = (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="top-up-list">
        {page.data.map((row) => (
          <Box
            component="li"
            key={row.id}
            data-testid={`top-up-${row.id}`}
            data-state={row.state}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
              justifyContent: 'space-between',
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {row.fiat_amount} {row.fiat} → {row.usdt_amount} USDT
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {t(`topUp.channels.${row.channel}`)} · {row.reference} · {stamp(row.created_at)}
              </Typography>
            </Box>
            <Chip
              size="small"
              color={STATE_COLOR[row.state]}
              label={t(`topUp.states.${row.state}`)}
              data-testid="top-up-state"
            />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('topUp.list')}
      </Typography>
      {body}
      {page ? (
        <Paginator page={page.current_page} lastPage={page.last_page} onChange={onPage} />
      ) : null}
    </Box>
  );
};
