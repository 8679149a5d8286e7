import { LoadFailed, LoadingRows } from '@exchange/shared/area-kit';
import {
  ASSETS_LOG_PAGE_SIZE,
  useNumberFormat,
  useRequest,
  useTranslation,
} from '@exchange/shared';
import { type AccountLogRow } from '@exchange/shared/contract/personal';
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
import { ACCOUNT_PAGES, type AccountPageInfo } from '../../common/accounts';
import { assetsApi } from '../../common/assets-api';

/** Page links only when the total is above 15 (docs/product.md#logged-in-areas-constants, docs/decisions.md#lists). */
export const recordsPageCount = (total: number, lastPage: number): number =>
  total > ASSETS_LOG_PAGE_SIZE ? Math.max(lastPage, Math.ceil(total / ASSETS_LOG_PAGE_SIZE)) : 1;

const isNegative = (value: string): boolean => value.trim().startsWith('-');
/** The shown text of a movement, "+" before a credit (the sign read from the raw value). */
const signed = (value: string, shown: string): string => (isNegative(value) ? shown : `+${shown}`);

/** The reader's name of an account code (`change_account` → "Spot account"); unknown as sent. */
const accountNameOf = (t: (key: string) => string, code: string): string => {
  const page = ACCOUNT_PAGES.find((item) => item.code === code);
  return page ? t(`menu.${page.path}`) : code;
};

const Memo = ({ row }: { row: AccountLogRow }): ReactElement => {
  const { t } = useTranslation('assets');
  return (
    <>
      {row.memo}
      {row.extra_data?.from ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {t('records.from', { from: accountNameOf(t, row.extra_data.from) })}
        </Typography>
      ) : undefined}
    </>
  );
};

const RecordsTable = ({ rows }: { rows: AccountLogRow[] }): ReactElement => {
  const { t } = useTranslation('assets');
  // Each movement at its currency's display decimals (docs/decisions.md#display-numbers).
  const format = useNumberFormat();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('records.title')} sx={{ minWidth: { xs: 0, sm: 480 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('records.currency')}</TableCell>
            <TableCell align="right">{t('records.amount')}</TableCell>
            <TableCell>{t('records.memo')}</TableCell>
            <TableCell>{t('records.time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="record-row">
              <TableCell data-testid="record-currency">{row.currency.code}</TableCell>
              <TableCell
                align="right"
                data-testid="record-value"
                sx={{
                  fontVariantNumeric: 'tabular-nums',
                  whiteSpace: 'nowrap',
                  color: isNegative(row.value) ? 'error.main' : 'success.main',
                }}
              >
                {signed(row.value, format.amount(row.value, row.currency.code))}
              </TableCell>
              <TableCell>
                <Memo row={row} />
              </TableCell>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: { sm: 'nowrap' } }}>
                {row.created_at}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** One account type's movements (`account_log/<type>`), optionally of one currency, 15 a page. */
export const RecordsList = ({
  account,
  currencyId,
}: {
  account: AccountPageInfo;
  currencyId: number | null;
}): ReactElement => {
  const { t } = useTranslation('assets');
  const [page, setPage] = useState(1);
  const [seen, setSeen] = useState(`${account.type}:${currencyId}`);
  const key = `${account.type}:${currencyId}`;
  if (seen !== key) {
    setSeen(key);
    setPage(1);
  }
  const logs = useRequest(
    () => assetsApi.accountLog(account.type, page, currencyId),
    [account.type, currencyId, page],
  );
  const data = logs.data;
  if (logs.status === 'failed')
    return <LoadFailed message={t('common.loadFailed')} onRetry={logs.reload} />;
  if (!data) return <LoadingRows rows={6} />;
  if (data.data.length === 0) return <EmptyState message={t('records.empty')} />;
  return (
    <Box
      aria-busy={logs.status === 'loading'}
      sx={{ opacity: logs.status === 'loading' ? 0.6 : 1 }}
    >
      <RecordsTable rows={data.data} />
      <Paginator
        page={page}
        lastPage={recordsPageCount(data.total, data.last_page)}
        onChange={setPage}
        disabled={logs.status === 'loading'}
      />
    </Box>
  );
};
