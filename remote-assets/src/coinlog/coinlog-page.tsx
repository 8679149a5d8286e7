import { LoadFailed, LoadingRows, PageCard } from '@exchange/shared/area-kit';
import { useNumberFormat, useRequest, useTranslation } from '@exchange/shared';
import { EmptyState, Paginator } from '@exchange/shared/ui';
import { Box, Link } from '@exchange/shared/ui-kit';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@exchange/shared/ui-kit/forms';
import { Link as RouterLink } from '@exchange/shared/router';
import { useState, type ReactElement } from 'react';
import { assetsApi } from '../common/assets-api';
import { recordsPageCount } from '../assets/deal-records/records-list';

/** /coinlog: lock purchases, daily interest and returned principal, 15 a page. */
export const CoinlogPage = (): ReactElement => {
  const { t } = useTranslation('assets');
  const format = useNumberFormat();
  const [page, setPage] = useState(1);
  const log = useRequest(() => assetsApi.lockLog(page), [page]);
  const data = log.data;
  let body: ReactElement;
  if (log.status === 'failed')
    body = <LoadFailed message={t('common.loadFailed')} onRetry={log.reload} />;
  else if (!data) body = <LoadingRows rows={6} />;
  else if (data.data.length === 0) body = <EmptyState message={t('coinlog.empty')} />;
  else
    body = (
      <Box
        aria-busy={log.status === 'loading'}
        sx={{ opacity: log.status === 'loading' ? 0.6 : 1 }}
      >
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('coinlog.title')} sx={{ minWidth: 360 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('coinlog.product')}</TableCell>
                <TableCell>{t('coinlog.type')}</TableCell>
                <TableCell align="right">{t('coinlog.amount')}</TableCell>
                <TableCell>{t('coinlog.time')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((row) => (
                <TableRow key={row.id} data-testid="coinlog-row">
                  <TableCell>{row.name}</TableCell>
                  <TableCell>
                    {row.type_name}
                    {row.day ? ` · ${row.day}` : ''}
                  </TableCell>
                  <TableCell
                    align="right"
                    data-testid="coinlog-value"
                    sx={{
                      whiteSpace: 'nowrap',
                      fontVariantNumeric: 'tabular-nums',
                      color: row.value.startsWith('-') ? 'error.main' : 'success.main',
                    }}
                  >
                    {format.amount(row.value, row.currency.code)} {row.currency.code}
                  </TableCell>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.created_at}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Paginator
          page={page}
          lastPage={recordsPageCount(data.total, data.last_page)}
          onChange={setPage}
          disabled={log.status === 'loading'}
        />
      </Box>
    );
  return (
    <PageCard
      title={t('coinlog.title')}
      testId="coinlog-page"
      footer={
        <Link component={RouterLink} to="/deposit" underline="hover">
          {t('coinlog.back')}
        </Link>
      }
    >
      {body}
    </PageCard>
  );
};
