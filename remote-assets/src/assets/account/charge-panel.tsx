import { LoadFailed, LoadingRows, useCopy, useFormSubmit } from '@exchange/shared/area-kit';
import {
  formatFixed,
  useNumberFormat,
  useRequest,
  type AccountCurrency,
  useTranslation,
} from '@exchange/shared';
import { QrCodeCard } from '@exchange/shared/qr';
import { Alert, Box, Button, Typography } from '@exchange/shared/ui-kit';
import { Stack } from '@exchange/shared/ui-kit/extras';
import { TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { assetsApi } from '../../common/assets-api';
import { FORM_TEXTS, validateCharge, type ErrorKey } from '../../common/rules';
import { ChainPicker } from './chain-picker';

/**
 * Charge (deposit) panel: chain, deposit address with copy and QR, the chain's deposit minimum
 * and confirmations (docs/product.md#assets-area), tips; when the wallet has no
 * integration (`enable_udun` ≠ '1') the manual deposit form → `wallet/createPayOrder`.
 */
export const ChargePanel = ({
  currency,
  onRequested,
}: {
  currency: Pick<AccountCurrency, 'id' | 'code' | 'decimals'>;
  onRequested: () => void;
}): ReactElement => {
  const { t } = useTranslation('assets');
  const { language } = useNumberFormat();
  const wallet = useRequest(() => assetsApi.wallet(currency.id), [currency.id]);
  const copy = useCopy({ success: t('copy_success'), failure: t('copy_err') });
  const [chosen, setChosen] = useState<number | null>(null);
  const protocols = wallet.data?.currency_protocols ?? [];
  const protocol = protocols.find((item) => item.id === chosen) ?? protocols[0];
  const minimum = protocol?.min_recharge ?? '0';
  const form = useFormSubmit<ErrorKey>({ ...FORM_TEXTS, values: { min: minimum } });
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState('');

  const info = wallet.data;
  if (!info)
    return wallet.status === 'failed' ? (
      <LoadFailed message={t('common.loadFailed')} onRetry={wallet.reload} />
    ) : (
      <LoadingRows rows={3} />
    );
  const address = protocol?.in_address ?? '';

  return (
    <Stack spacing={2} data-testid="charge-panel">
      <ChainPicker protocols={protocols} value={protocol?.id ?? null} onChange={setChosen} />
      {address ? (
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          <QrCodeCard
            value={address}
            size={132}
            label={t('charge.qr', { code: currency.code })}
            caption={protocol?.chain_protocol.code ?? ''}
            testId="deposit-qr"
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('charge.address', { code: currency.code })}
            </Typography>
            <Typography
              data-testid="deposit-address"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all', my: 1 }}
            >
              {address}
            </Typography>
            <Button size="small" variant="outlined" onClick={() => void copy(address)}>
              {t('charge.copy')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Typography color="text.secondary">{t('charge.noAddress')}</Typography>
      )}
      {address && protocol && protocol.memo_kind !== 'none' ? (
        <Alert severity="warning" data-testid="deposit-memo-box">
          <Typography variant="body2">
            {t(protocol.memo_kind === 'tag' ? 'charge.memoTag' : 'charge.memoText')}
          </Typography>
          <Typography
            data-testid="deposit-memo"
            sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: '1.1rem', my: 0.5 }}
          >
            {protocol.in_memo}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('charge.memoWarning')}
          </Typography>
          <Button size="small" variant="outlined" onClick={() => void copy(protocol.in_memo)}>
            {t('charge.copyMemo')}
          </Button>
        </Alert>
      ) : undefined}
      {protocol ? (
        <Typography variant="body2" data-testid="deposit-min">
          {/* A limit as set, grouped (docs/decisions.md#display-numbers). */}
          {t('charge.minimum', { min: formatFixed(minimum, language), code: currency.code })}
        </Typography>
      ) : undefined}
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
        {protocol ? (
          <li data-testid="deposit-confirmations">
            {t(protocol.confirmations === 1 ? 'charge.tipConfirmOne' : 'charge.tipConfirmMany', {
              count: protocol.confirmations,
              chain: protocol.chain_protocol.code,
            })}
          </li>
        ) : undefined}
        <li>{t('charge.tipMinimum')}</li>
      </Box>
      {info.enable_udun !== '1' && address ? (
        <Box
          component="form"
          noValidate
          aria-label={t('charge.manualTitle')}
          onSubmit={form.submitWith(
            () => validateCharge(amount, from, currency.decimals, minimum),
            async () => {
              await assetsApi.createPayOrder({
                currency_id: currency.id,
                in_address: address,
                chargeNum: amount.trim(),
                walletAddress: from.trim(),
              });
              setAmount('');
              setFrom('');
              onRequested();
            },
          )}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <Typography variant="subtitle2">{t('charge.manualTitle')}</Typography>
          <TextField
            size="small"
            label={t('charge.amount')}
            name="chargeNum"
            value={amount}
            onChange={(event) => setAmount(event.target.value.trim())}
            error={form.invalid === 'p_chargeNum' || form.invalid === 'errors.amountFormat'}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            size="small"
            label={t('charge.walletAddress')}
            name="walletAddress"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={form.invalid === 'p_walletAddress'}
          />
          <Box>
            <Button type="submit" variant="contained" disableElevation loading={form.busy}>
              {t('charge.submit')}
            </Button>
          </Box>
        </Box>
      ) : undefined}
    </Stack>
  );
};
