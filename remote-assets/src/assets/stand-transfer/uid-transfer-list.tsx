import { LoadFailed, LoadingRows } from '@exchange/shared/area-kit';
import { useNumberFormat, useRequest, useTranslation } from '@exchange/shared';
import {
  UID_TRANSFER_PAGE_SIZE,
  type UidTransferRow,
} from '@exchange/shared/contract/uid-transfer';
import { EmptyState, Paginator } from '@exchange/shared/ui';
import { Box, Typography } from '@exchange/shared/ui-kit';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { assetsApi } from '../../common/assets-api';

/** Page links only when there is more than one page of 15. */
const pageCount = (total: number): number => Math.max(1, Math.ceil(total / UID_TRANSFER_PAGE_SIZE));

const Rows = ({ rows }: { rows: UidTransferRow[] }): ReactElement => {
  const { t } = useTranslation('assets');
  const format = useNumberFormat();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={t('standTransfer.records')}
        sx={{ minWidth: { xs: 0, sm: 520 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('standTransfer.colDirection')}</TableCell>
            <TableCell>{t('standTransfer.colCounterparty')}</TableCell>
            <TableCell align="right">{t('standTransfer.colAmount')}</TableCell>
            <TableCell>{t('standTransfer.colTime')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const out = row.direction === 'out';
            const shown = format.amount(row.amount, row.currency_code);
            return (
              <TableRow key={row.id} data-testid="uid-record-row" data-direction={row.direction}>
                <TableCell>{t(out ? 'standTransfer.out' : 'standTransfer.in')}</TableCell>
                <TableCell>
                  <span data-testid="uid-record-account">{row.counterparty_account}</span>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('standTransfer.uidOf', { uid: row.counterparty_uid })}
                  </Typography>
                </TableCell>
                <TableCell
                  align="right"
                  data-testid="uid-record-amount"
                  sx={{
                    fontVariantNumeric: 'tabular-nums',
                    whiteSpace: 'nowrap',
                    color: out ? 'error.main' : 'success.main',
                  }}
                >
                  {out ? '-' : '+'}
                  {shown} {row.currency_code}
                </TableCell>
                <TableCell
                  sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: { sm: 'nowrap' } }}
                >
                  {row.created_at}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/**
 * The caller's UID transfers, sent and received, newest first, 15 a page
 * (`account/uid_transfer_list`). `version` changes after a transfer or a balance push: reload.
 */
export const UidTransferList = ({ version }: { version: number }): ReactElement => {
  const { t } = useTranslation('assets');
  const [page, setPage] = useState(1);
  const list = useRequest(() => assetsApi.uidTransfers(page), [page, version]);
  const data = list.data;
  let body: ReactElement;
  if (list.status === 'failed' && !data)
    body = <LoadFailed message={t('common.loadFailed')} onRetry={list.reload} />;
  else if (!data) body = <LoadingRows rows={4} />;
  else if (data.data.length === 0) body = <EmptyState message={t('standTransfer.empty')} />;
  else
    body = (
      <Box
        aria-busy={list.status === 'loading'}
        sx={{ opacity: list.status === 'loading' ? 0.6 : 1 }}
      >
        <Rows rows={data.data} />
        <Paginator
          page={page}
          lastPage={pageCount(data.total)}
          onChange={setPage}
          disabled={list.status === 'loading'}
        />
      </Box>
    );
  return (
    <Box component="section" aria-labelledby="uid-records-title" data-testid="uid-records">
      <Typography id="uid-records-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {t('standTransfer.records')}
      </Typography>
      {body}
    </Box>
  );
};
