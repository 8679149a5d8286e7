import { LoadFailed, LoadingRows, PageCard } from '@exchange/shared/area-kit';
import {
  compare,
  useRequest,
  type AccountGroup,
  type AssetAccount,
  useNumberFormat,
  useTranslation,
} from '@exchange/shared';
import { Link as RouterLink } from '@exchange/shared/router';
import { EmptyState } from '@exchange/shared/ui';
import { Box, Button, Link, Typography } from '@exchange/shared/ui-kit';
import { Checkbox, FormControlLabel, Stack } from '@exchange/shared/ui-kit/extras';
import { TextField, Paper } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import {
  canCharge,
  canMention,
  MY_SAVINGS_PATH,
  type AccountPageInfo,
} from '../../common/accounts';
import { assetsApi } from '../../common/assets-api';
import { useLiveAccounts } from '../../common/use-live-accounts';
import { ChargePanel } from './charge-panel';
import { MentionPanel } from './mention-panel';

export { LIVE_RELOAD_MS } from '../../common/use-live-accounts';

type Panel = { currencyId: number; kind: 'charge' | 'mention' } | null;

const isZero = (account: AssetAccount): boolean =>
  compare(account.balance, '0') === 0 && compare(account.lock_balance, '0') === 0;

/** The rows shown: the search matches the currency code; "hide zero" drops empty accounts. */
export const filterAccounts = (
  accounts: AssetAccount[],
  search: string,
  hideZero: boolean,
): AssetAccount[] => {
  const needle = search.trim().toUpperCase();
  return accounts.filter(
    (account) =>
      (!needle || account.currency_code.toUpperCase().includes(needle)) &&
      !(hideZero && isZero(account)),
  );
};

/** Columns of the balance list: one grid row per currency, stacked into a card on phones. */
const COLUMNS = { xs: '1fr 1fr 1fr', md: '1.1fr 1.4fr 1.2fr 1.2fr auto' };
const NUMBER_CELL = {
  fontVariantNumeric: 'tabular-nums',
  textAlign: { xs: 'left', md: 'right' },
  minWidth: 0,
  overflowWrap: 'anywhere',
} as const;

/** A value with its column name (shown above it on phones, where there is no header row). */
const Cell = ({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: string;
}): ReactElement => (
  <Box role="cell" sx={NUMBER_CELL}>
    <Typography
      component="span"
      variant="caption"
      color="text.secondary"
      sx={{ display: { xs: 'block', md: 'none' } }}
    >
      {label}
    </Typography>
    <span data-testid={testId}>{children}</span>
  </Box>
);

const AccountTable = ({
  group,
  rows,
  panel,
  onPanel,
  reload,
}: {
  group: AccountGroup;
  rows: AssetAccount[];
  panel: Panel;
  onPanel: (panel: Panel) => void;
  reload: () => void;
}): ReactElement => {
  const { t } = useTranslation('assets');
  // Balances at their currency's display decimals (docs/decisions.md#display-numbers).
  const format = useNumberFormat();
  const actions = group.is_recharge === 1 || group.is_withdraw === 1;
  const toggle = (currencyId: number, kind: 'charge' | 'mention'): void =>
    onPanel(panel?.currencyId === currencyId && panel.kind === kind ? null : { currencyId, kind });
  const row = {
    display: 'grid',
    gridTemplateColumns: COLUMNS,
    columnGap: 2,
    rowGap: 0.5,
    alignItems: 'center',
    px: { xs: 0, md: 1.5 },
    py: 1.25,
    borderBottom: 1,
    borderColor: 'divider',
  } as const;
  return (
    <Box role="table" aria-label={group.name}>
      <Box
        role="row"
        sx={{
          ...row,
          display: { xs: 'none', md: 'grid' },
          typography: 'body2',
          color: 'text.secondary',
        }}
      >
        <span role="columnheader">{t('account.currency')}</span>
        <Box role="columnheader" sx={NUMBER_CELL}>
          {t('account.available')}
        </Box>
        <Box role="columnheader" sx={NUMBER_CELL}>
          {t('account.locked')}
        </Box>
        <Box role="columnheader" sx={NUMBER_CELL}>
          {t('account.usdt')}
        </Box>
        <Box role="columnheader" sx={{ textAlign: 'right', minWidth: 150 }}>
          {actions ? t('account.actions') : ''}
        </Box>
      </Box>
      {rows.map((account) => {
        const open = panel?.currencyId === account.currency_id ? panel : null;
        return (
          <Box role="rowgroup" key={account.id}>
            <Box
              role="row"
              data-testid={`account-row-${account.currency_code}`}
              sx={{ ...row, typography: 'body2' }}
            >
              <Box role="cell" sx={{ fontWeight: 600, gridColumn: { xs: '1 / 2', md: 'auto' } }}>
                {account.currency_code}
              </Box>
              <Cell label={t('account.available')} testId="balance">
                {format.amount(account.balance, account.currency_code, account.currency?.decimals)}
              </Cell>
              <Cell label={t('account.locked')} testId="lock-balance">
                {format.amount(
                  account.lock_balance,
                  account.currency_code,
                  account.currency?.decimals,
                )}
              </Cell>
              <Cell label={t('account.usdt')}>{format.amount(account.convert_usd, 'USD')}</Cell>
              <Box
                role="cell"
                sx={{
                  textAlign: 'right',
                  whiteSpace: 'nowrap',
                  gridColumn: { xs: '2 / -1', md: 'auto' },
                  gridRow: { xs: 1, md: 'auto' },
                  minWidth: { md: 150 },
                }}
              >
                {actions ? (
                  <>
                    <Button
                      size="small"
                      disabled={!canCharge(group, account.currency.open_recharge)}
                      onClick={() => toggle(account.currency_id, 'charge')}
                      aria-expanded={open?.kind === 'charge'}
                      data-testid="charge-button"
                    >
                      {t('account.charge')}
                    </Button>
                    <Button
                      size="small"
                      disabled={!canMention(group, account.currency.open_draw)}
                      onClick={() => toggle(account.currency_id, 'mention')}
                      aria-expanded={open?.kind === 'mention'}
                      data-testid="mention-button"
                    >
                      {t('account.mention')}
                    </Button>
                  </>
                ) : undefined}
              </Box>
            </Box>
            {open ? (
              <Box
                role="row"
                sx={{
                  bgcolor: 'action.hover',
                  px: { xs: 1.5, sm: 2 },
                  py: 2,
                  borderRadius: 1,
                  mt: 1,
                }}
              >
                <Box role="cell" sx={{ maxWidth: 640 }}>
                  {open.kind === 'charge' ? (
                    <ChargePanel currency={account.currency} onRequested={reload} />
                  ) : (
                    <MentionPanel
                      currency={account.currency}
                      balance={account.balance}
                      onDone={reload}
                    />
                  )}
                </Box>
              </Box>
            ) : undefined}
          </Box>
        );
      })}
    </Box>
  );
};

/** /assets/<tradeAccount|legalAccount|…>: one account group's balances (docs/product.md#logged-in-areas-screens). */
export const AccountPage = ({ account }: { account: AccountPageInfo }): ReactElement => {
  const { t } = useTranslation('assets');
  const format = useNumberFormat();
  const list = useRequest(() => assetsApi.accounts(), []);
  useLiveAccounts(account.id, list.reload);
  const [search, setSearch] = useState('');
  const [hideZero, setHideZero] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const group = list.data?.find((item) => item.id === account.id) ?? null;
  const title = t(`menu.${account.path}`);

  let body: ReactElement;
  if (!list.data) {
    body =
      list.status === 'failed' ? (
        <LoadFailed message={t('common.loadFailed')} onRetry={list.reload} />
      ) : (
        <LoadingRows rows={5} />
      );
  } else if (!group) {
    body = <EmptyState message={t('account.empty')} />;
  } else {
    const rows = filterAccounts(group.accounts, search, hideZero);
    body = (
      <Stack spacing={2}>
        <Paper
          variant="outlined"
          sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
        >
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <Typography variant="body2" color="text.secondary">
              {t('account.total')}
            </Typography>
            <Typography variant="h5" data-testid="total-usd" sx={{ fontWeight: 700 }}>
              {format.amount(group.convert_usd, 'USD')}{' '}
              <Typography component="span">USD</Typography>
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {/* The savings account holds locked principal: its holdings are "My savings". */}
            {account.type === 'financial' ? (
              <Link component={RouterLink} to={MY_SAVINGS_PATH} data-testid="my-savings-link">
                {t('deposit.tabMine')}
              </Link>
            ) : undefined}
            <Link
              component={RouterLink}
              to={`/assets/dealRecords?types=${account.code}`}
              data-testid="records-link"
            >
              {t('account.records')}
            </Link>
          </Box>
        </Paper>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            size="small"
            label={t('account.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'account-search' } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={hideZero}
                onChange={(event) => setHideZero(event.target.checked)}
                slotProps={{ input: { 'aria-label': t('account.hideZero') } }}
              />
            }
            label={t('account.hideZero')}
          />
        </Box>
        {rows.length === 0 ? (
          <EmptyState message={t('account.noMatch')} />
        ) : (
          <Box
            aria-busy={list.status === 'loading'}
            sx={{ opacity: list.status === 'loading' ? 0.6 : 1 }}
          >
            <AccountTable
              group={group}
              rows={rows}
              panel={panel}
              onPanel={setPanel}
              reload={list.reload}
            />
          </Box>
        )}
      </Stack>
    );
  }
  return (
    <PageCard title={title} testId={`account-${account.path}`}>
      {body}
    </PageCard>
  );
};
