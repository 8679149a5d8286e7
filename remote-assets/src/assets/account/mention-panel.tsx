import { PasswordField } from '@exchange/shared/area-kit';
import { session, useObservable, type AccountCurrency, useTranslation } from '@exchange/shared';
import { Link as RouterLink } from '@exchange/shared/router';
import { Alert, Box, Button, Link, Typography } from '@exchange/shared/ui-kit';
import { Stack } from '@exchange/shared/ui-kit/extras';
import { TextField } from '@exchange/shared/ui-kit/forms';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { assetsApi } from '../../common/assets-api';
import { feePercent, receivedAmount, validateMention } from '../../common/rules';
import { useFormSubmit } from '../../common/use-form-submit';
import { ChainPicker } from './chain-picker';

/**
 * Mention (withdraw) panel → `account/draw`: chain, address, amount (draw_min as placeholder),
 * fee % and the amount received shown live with exact decimals, memo, trade password.
 */
export const MentionPanel = ({
  currency,
  balance,
  onDone,
}: {
  currency: AccountCurrency;
  balance: string;
  onDone: () => void;
}): ReactElement => {
  const { t } = useTranslation('assets');
  const state$ = useMemo(() => session.state$(), []);
  const user = useObservable(state$, session.snapshot).user;
  const form = useFormSubmit({ min: currency.draw_min, max: currency.draw_max });
  const protocols = currency.currency_protocols;
  const [chosen, setChosen] = useState<number | null>(null);
  const protocol = protocols.find((item) => item.id === chosen) ?? protocols[0];
  const [address, setAddress] = useState('');
  // The address bound at /assets/bindAddr for this coin and chain fills an empty field.
  const userId = user?.id ?? null;
  const tokenAddress = protocol?.token_address ?? '';
  useEffect(() => {
    if (userId === null) return undefined;
    let active = true;
    assetsApi
      .boundAddress({ user_id: userId, coin_name: currency.code, contract_address: tokenAddress })
      .then((bound) => {
        if (active && bound) setAddress((typed) => typed || bound);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [userId, currency.code, tokenAddress]);
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const received = receivedAmount(amount, currency.draw_rate);

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('mention.title', { code: currency.code })}
      data-testid="mention-panel"
      onSubmit={form.submitWith(
        () => validateMention({ address, amount, payPassword }, currency),
        async () => {
          try {
            await assetsApi.draw({
              currency_id: currency.id,
              currency_protocol_id: protocol?.id ?? 0,
              address: address.trim(),
              number: amount.trim(),
              memo: memo.trim(),
              pay_password: payPassword,
            });
          } finally {
            setPayPassword('');
          }
          setAmount('');
          onDone();
        },
      )}
    >
      <Stack spacing={2}>
        {user && !user.pay_password_set ? (
          <Alert severity="warning" data-testid="no-trade-password">
            {t('mention.noTradePassword')}{' '}
            <Link component={RouterLink} to="/tradePassword">
              {t('mention.setTradePassword')}
            </Link>
          </Alert>
        ) : undefined}
        <ChainPicker protocols={protocols} value={protocol?.id ?? null} onChange={setChosen} />
        <TextField
          size="small"
          label={t('mention.address')}
          name="address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={form.invalid === 'pbtwaf'}
          helperText={
            <Link component={RouterLink} to="/assets/bindAddr" underline="hover">
              {t('mention.bindAddress')}
            </Link>
          }
        />
        <TextField
          size="small"
          label={t('mention.amount', { code: currency.code })}
          name="number"
          value={amount}
          placeholder={t('mention.minPlaceholder', { min: currency.draw_min })}
          onChange={(event) => setAmount(event.target.value)}
          error={
            form.invalid !== null && form.invalid !== 'pbtwaf' && form.invalid !== 'payPassword'
          }
          helperText={t('mention.available', { balance, code: currency.code })}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'mention-amount' } }}
        />
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', typography: 'body2' }}>
          <span>
            {t('mention.fee')}{' '}
            <strong data-testid="fee-percent">{feePercent(currency.draw_rate)}%</strong>
          </span>
          <span>
            {t('mention.received')} <strong data-testid="received">{received || '--'}</strong>{' '}
            {currency.code}
          </span>
        </Box>
        <TextField
          size="small"
          label={t('mention.memo')}
          name="memo"
          value={memo}
          onChange={(event) => setMemo(event.target.value)}
        />
        <PasswordField
          label={t('mention.payPassword')}
          name="pay_password"
          value={payPassword}
          onChange={setPayPassword}
          autoComplete="current-password"
          error={form.invalid === 'payPassword'}
        />
        <Typography variant="caption" color="text.secondary">
          {currency.draw_max !== '0'
            ? t('mention.limits', { min: currency.draw_min, max: currency.draw_max })
            : t('mention.minOnly', { min: currency.draw_min })}
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disableElevation loading={form.busy}>
            {t('mention.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
