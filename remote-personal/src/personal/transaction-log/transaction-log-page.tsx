import { LoadFailed, LoadingRows, PageCard } from '@exchange/shared/area-kit';
import { type NumberFormat, useNumberFormat, useRequest, useTranslation } from '@exchange/shared';
import { ACCOUNT_LOG_PAGE_SIZE, type AccountLogRow } from '@exchange/shared/contract/personal';
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
import { personalApi } from '../../common/personal-api';

/** Records page 15 rows at a time; the page links show only above 15 (docs/product.md#logged-in-areas-constants, docs/decisions.md). */
export const LOG_PAGE_SIZE = ACCOUNT_LOG_PAGE_SIZE;

/** Page links only when there is more than one page of 15. */
export const logPageCount = (total: number, lastPage: number): number =>
  total > LOG_PAGE_SIZE ? Math.max(lastPage, Math.ceil(total / LOG_PAGE_SIZE)) : 1;

const isNegative = (value: string): boolean => value.trim().startsWith('-');

/**
 * A movement at its currency's display decimals, "+" before a credit
 * (docs/decisions.md#display-numbers).
 */
const signed = (row: AccountLogRow, format: NumberFormat): string => {
  const shown = format.amount(row.value, row.currency.code);
  return isNegative(row.value) ? shown : `+${shown}`;
};

/** Phones: one stacked entry per row (a five-column table does not fit 390 px). */
const LogList = ({ rows }: { rows: AccountLogRow[] }): ReactElement => {
  const { t } = useTranslation('personal');
  const format = useNumberFormat();
  return (
    <Box
      component="ul"
      sx={{ display: { xs: 'block', sm: 'none' }, listStyle: 'none', m: 0, p: 0 }}
    >
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          data-testid="log-item"
          sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.currency.code}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {t(`log.accounts.${row.account_type_id}`, { defaultValue: '—' })}
              </Typography>
            </Typography>
            <Typography
              variant="body2"
              sx={{
                fontWeight: 600,
                fontVariantNumeric: 'tabular-nums',
                color: isNegative(row.value) ? 'error.main' : 'success.main',
              }}
            >
              {signed(row, format)}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary" component="div">
            {row.memo}
            {row.extra_data?.from
              ? ` · ${t('log.from', { from: accountNameOf(t, row.extra_data.from) })}`
              : ''}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {row.created_at}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

const LogTable = ({ rows }: { rows: AccountLogRow[] }): ReactElement => {
  const { t } = useTranslation('personal');
  const format = useNumberFormat();
  return (
    <TableContainer sx={{ overflowX: 'auto', display: { xs: 'none', sm: 'block' } }}>
      <Table size="small" aria-label={t('log.title')} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('log.time')}</TableCell>
            <TableCell>{t('log.account')}</TableCell>
            <TableCell>{t('log.currency')}</TableCell>
            <TableCell align="right">{t('log.amount')}</TableCell>
            <TableCell>{t('log.memo')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="log-row">
              <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {row.created_at}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {t(`log.accounts.${row.account_type_id}`, { defaultValue: '—' })}
              </TableCell>
              <TableCell>{row.currency.code}</TableCell>
              <TableCell
                align="right"
                sx={{
                  fontVariantNumeric: 'tabular-nums',
                  color: isNegative(row.value) ? 'error.main' : 'success.main',
                }}
              >
                {signed(row, format)}
              </TableCell>
              <TableCell>
                {row.memo}
                {row.extra_data?.from ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('log.from', { from: accountNameOf(t, row.extra_data.from) })}
                  </Typography>
                ) : undefined}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/**
 * /personal/transactionLog. The spec's page is an empty table; it shows the user's account logs
 * of every account type (`GET account_log/all`), newest first, 15 a page.
 */
/** Account codes on the wire (`extra_data.from`) and the type ids the log names them by. */
const ACCOUNT_CODE_IDS: Readonly<Record<string, number>> = {
  change_account: 1,
  legal_account: 2,
  lever_account: 3,
  micro_account: 4,
  financial_account: 5,
};

/** The reader's name of an account code (`lever_account` → "Leverage"); unknown as sent. */
const accountNameOf = (t: (key: string) => string, code: string): string => {
  const id = ACCOUNT_CODE_IDS[code];
  return id ? t(`log.accounts.${id}`) : code;
};

export const TransactionLogPage = (): ReactElement => {
  const { t } = useTranslation('personal');
  const [page, setPage] = useState(1);
  const logs = useRequest(() => personalApi.accountLogs(page), [page]);
  const data = logs.data;
  const body =
    data === null ? (
      logs.status === 'failed' ? (
        <LoadFailed message={t('common.loadFailed')} onRetry={logs.reload} />
      ) : (
        <LoadingRows rows={6} />
      )
    ) : logs.status === 'failed' ? (
      <LoadFailed message={t('common.loadFailed')} onRetry={logs.reload} />
    ) : data.data.length === 0 ? (
      <EmptyState message={t('log.empty')} />
    ) : (
      <Box
        aria-busy={logs.status === 'loading'}
        sx={{ opacity: logs.status === 'loading' ? 0.6 : 1 }}
      >
        <LogTable rows={data.data} />
        <LogList rows={data.data} />
        <Paginator
          page={page}
          lastPage={logPageCount(data.total, data.last_page)}
          onChange={setPage}
          disabled={logs.status === 'loading'}
        />
      </Box>
    );
  return (
    <PageCard title={t('log.title')} subtitle={t('log.subtitle')} testId="transaction-log">
      {body}
    </PageCard>
  );
};
