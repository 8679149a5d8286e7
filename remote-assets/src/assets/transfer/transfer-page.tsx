import { LoadFailed, LoadingRows, PageCard, useFormSubmit } from '@exchange/shared/area-kit';
import { useNumberFormat, useRequest, type AccountGroup, useTranslation } from '@exchange/shared';
import { Link as RouterLink } from '@exchange/shared/router';
import { EmptyState } from '@exchange/shared/ui';
import { Box, Button, Link, Typography } from '@exchange/shared/ui-kit';
import { MenuItem, TextField } from '@exchange/shared/ui-kit/forms';
import { useEffect, useState, type ReactElement } from 'react';
import { accountPageById } from '../../common/accounts';
import { assetsApi } from '../../common/assets-api';
import { FORM_TEXTS, validateTransfer, type ErrorKey } from '../../common/rules';
import { maxAmount, otherSide } from './transfer-sides';

/** After a transfer the balances reload after this long (docs/product.md#logged-in-areas-states). */
export const TRANSFER_RELOAD_MS = 1000;

const TransferForm = ({
  groups,
  accountIds,
  reload,
}: {
  groups: AccountGroup[];
  accountIds: number[];
  reload: () => void;
}): ReactElement => {
  const { t } = useTranslation('assets');
  const form = useFormSubmit<ErrorKey>(FORM_TEXTS);
  const ids = accountIds.filter((id) => groups.some((group) => group.id === id));
  const currencies = groups.find((group) => group.id === ids[0])?.accounts ?? [];
  const [currencyId, setCurrencyId] = useState<number>(
    () =>
      (currencies.find((item) => item.currency_code === 'USDT') ?? currencies[0])?.currency_id ?? 0,
  );
  const [from, setFrom] = useState<number>(ids[0] ?? 1);
  const [to, setTo] = useState<number>(() => otherSide(ids, ids[0] ?? 1, ids[0] ?? 1));
  const [amount, setAmount] = useState('');
  // Each success bumps it; the balances reload 1 s later (cancelled when the page closes).
  const [done, setDone] = useState(0);
  useEffect(() => {
    if (done === 0) return undefined;
    const timer = setTimeout(reload, TRANSFER_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [done, reload]);
  const account = groups
    .find((group) => group.id === from)
    ?.accounts.find((item) => item.currency_id === currencyId);
  const balance = account?.balance ?? '0';
  const code = account?.currency_code ?? '';
  const places = account?.currency.decimals ?? 8;
  const format = useNumberFormat();
  const label = (id: number): string => {
    const page = accountPageById(id);
    return page ? t(`menu.${page.path}`) : String(id);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('transfer.title')}
      onSubmit={form.submitWith(
        () => validateTransfer(amount, places, balance, from, to),
        async () => {
          await assetsApi.transfer({ currency_id: currencyId, balance: amount.trim(), from, to });
          setAmount('');
          setDone((count) => count + 1);
        },
      )}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 520 }}
    >
      <TextField
        select
        size="small"
        label={t('transfer.currency')}
        value={currencyId}
        onChange={(event) => setCurrencyId(Number(event.target.value))}
        slotProps={{
          select: { SelectDisplayProps: { 'data-testid': 'transfer-currency' } as object },
        }}
      >
        {currencies.map((item) => (
          <MenuItem key={item.currency_id} value={item.currency_id}>
            {item.currency_code}
          </MenuItem>
        ))}
      </TextField>
      <Box
        sx={{
          display: 'flex',
          gap: { xs: 1, sm: 2 },
          alignItems: 'center',
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <TextField
          select
          fullWidth
          size="small"
          label={t('transfer.from')}
          value={from}
          onChange={(event) => {
            const next = Number(event.target.value);
            setFrom(next);
            setTo(otherSide(ids, next, to));
          }}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'transfer-from' } as object },
          }}
        >
          {ids.map((id) => (
            <MenuItem key={id} value={id}>
              {label(id)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          size="small"
          aria-label={t('transfer.swap')}
          title={t('transfer.swap')}
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
          data-testid="transfer-swap"
          sx={{ minWidth: 40, flexShrink: 0, transform: { xs: 'rotate(90deg)', sm: 'none' } }}
        >
          ⇄
        </Button>
        <TextField
          select
          fullWidth
          size="small"
          label={t('transfer.to')}
          value={to}
          onChange={(event) => {
            const next = Number(event.target.value);
            setTo(next);
            setFrom(otherSide(ids, next, from));
          }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'transfer-to' } as object } }}
        >
          {ids.map((id) => (
            <MenuItem key={id} value={id}>
              {label(id)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('transfer.balance')}{' '}
        <strong data-testid="from-balance">{format.amount(balance, code, places)}</strong> {code}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label={t('transfer.amount')}
          name="balance"
          value={amount}
          onChange={(event) => setAmount(event.target.value.trim())}
          error={form.invalid !== null}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'transfer-amount' } }}
        />
        <Button
          variant="outlined"
          aria-label={t('transfer.maxLabel')}
          title={t('transfer.maxLabel')}
          onClick={() => setAmount(maxAmount(balance, places))}
          data-testid="transfer-max"
          sx={{ flexShrink: 0, height: 40 }}
        >
          {t('transfer.max')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disableElevation loading={form.busy}>
          {t('transfer.confirm')}
        </Button>
        <Link
          component={RouterLink}
          to={`/assets/transferLog?currency_id=${currencyId}&currency_code=${encodeURIComponent(code)}`}
          data-testid="transfer-log-link"
        >
          {t('transfer.log')}
        </Link>
      </Box>
    </Box>
  );
};

/** /assets/transfer: moves one currency between two of the user's account types. */
export const TransferPage = ({ accountIds }: { accountIds: number[] }): ReactElement => {
  const { t } = useTranslation('assets');
  const list = useRequest(() => assetsApi.accounts(), []);
  const groups = list.data;
  return (
    <PageCard title={t('menu.transfer')} subtitle={t('transfer.subtitle')} testId="transfer-page">
      {groups ? (
        accountIds.length < 2 ? (
          <EmptyState message={t('transfer.unavailable')} />
        ) : (
          <TransferForm groups={groups} accountIds={accountIds} reload={list.reload} />
        )
      ) : list.status === 'failed' ? (
        <LoadFailed message={t('common.loadFailed')} onRetry={list.reload} />
      ) : (
        <LoadingRows rows={4} />
      )}
    </PageCard>
  );
};
