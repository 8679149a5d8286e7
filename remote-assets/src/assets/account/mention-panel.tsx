import { PasswordField, useFormSubmit } from '@exchange/shared/area-kit';
import {
  formatFixed,
  session,
  useNumberFormat,
  useObservable,
  useRequest,
  useTranslation,
  type AccountCurrency,
  type AddressBookEntry,
} from '@exchange/shared';
import { Link as RouterLink } from '@exchange/shared/router';
import { Alert, Box, Button, Link, Typography } from '@exchange/shared/ui-kit';
import { Stack } from '@exchange/shared/ui-kit/extras';
import { TextField } from '@exchange/shared/ui-kit/forms';
import { useMemo, useState, type ReactElement } from 'react';
import { assetsApi } from '../../common/assets-api';
import {
  feePercent,
  FORM_TEXTS,
  receivedAmount,
  validateMention,
  type ErrorKey,
} from '../../common/rules';
import { MemoField } from '../../common/memo-field';
import { ChainPicker } from './chain-picker';
import { DrawLimitNote } from './draw-limit-note';
import { SavedAddressPicker } from './saved-address-picker';

type Target = { address: string; memo: string };

/**
 * Mention (withdraw) panel → `account/draw`: chain, a pick from the chain's saved addresses,
 * address, the chain's memo/tag (or a note), amount (draw_min as placeholder), fee % and the
 * amount received shown live with exact decimals, trade password, today's limit left.
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
  // Balance and what arrives at the currency's display decimals, floored; the limits as set
  // (docs/decisions.md#display-numbers). The amount field keeps what the user typed.
  const format = useNumberFormat();
  const amountOf = (value: string): string =>
    format.amount(value, currency.code, currency.decimals);
  const asSet = (value: string): string => formatFixed(value, format.language);
  const state$ = useMemo(() => session.state$(), []);
  const user = useObservable(state$, session.snapshot).user;
  const form = useFormSubmit<ErrorKey>({
    ...FORM_TEXTS,
    values: { min: currency.draw_min, max: currency.draw_max },
  });
  const protocols = currency.currency_protocols;
  const [chosen, setChosen] = useState<number | null>(null);
  const protocol = protocols.find((item) => item.id === chosen) ?? protocols[0];
  const protocolId = protocol?.id ?? null;
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const limit = useRequest(() => assetsApi.drawLimit(), []);
  // Only the chosen chain's saved addresses: another chain's address would be refused.
  const book = useRequest(
    () =>
      protocolId === null
        ? Promise.resolve([])
        : assetsApi.addressBook({ currency_protocol_id: protocolId }),
    [protocolId],
  );
  const entries = book.status === 'ready' ? (book.data ?? []) : [];
  // Until the user types or picks, the chain's newest saved address (if any) is the target;
  // a chain switch forgets what was typed for the other chain.
  const [typed, setTyped] = useState<Target | null>(null);
  const target: Target = typed ?? {
    address: entries[0]?.address ?? '',
    memo: entries[0]?.memo ?? '',
  };
  const { address, memo } = target;
  const chooseChain = (id: number): void => {
    if (id === protocolId) return;
    setChosen(id);
    setTyped(null);
  };
  const pick = (entry: AddressBookEntry | null): void =>
    setTyped({ address: entry?.address ?? '', memo: entry?.memo ?? '' });
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
          limit.reload();
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
        <ChainPicker protocols={protocols} value={protocolId} onChange={chooseChain} />
        <SavedAddressPicker entries={entries} address={address} memo={memo} onPick={pick} />
        <TextField
          size="small"
          label={t('mention.address')}
          name="address"
          value={address}
          onChange={(event) => setTyped({ ...target, address: event.target.value })}
          error={form.invalid === 'pbtwaf'}
          slotProps={{ htmlInput: { 'data-testid': 'mention-address' } }}
          helperText={
            <Link component={RouterLink} to="/assets/bindAddr" underline="hover">
              {t('book.manage')}
            </Link>
          }
        />
        <MemoField
          kind={protocol?.memo_kind ?? 'none'}
          value={memo}
          onChange={(next) => setTyped({ ...target, memo: next })}
          showNote
        />
        <TextField
          size="small"
          label={t('mention.amount', { code: currency.code })}
          name="number"
          value={amount}
          placeholder={t('mention.minPlaceholder', { min: currency.draw_min })}
          onChange={(event) => setAmount(event.target.value.trim())}
          error={
            form.invalid !== null && form.invalid !== 'pbtwaf' && form.invalid !== 'payPassword'
          }
          helperText={t('mention.available', { balance: amountOf(balance), code: currency.code })}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'mention-amount' } }}
        />
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', typography: 'body2' }}>
          <span>
            {t('mention.fee')}{' '}
            <strong data-testid="fee-percent">{feePercent(currency.draw_rate)}%</strong>
          </span>
          <span>
            {t('mention.received')}{' '}
            <strong data-testid="received">{received ? amountOf(received) : '--'}</strong>{' '}
            {currency.code}
          </span>
        </Box>
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
            ? t('mention.limits', {
                min: asSet(currency.draw_min),
                max: asSet(currency.draw_max),
              })
            : t('mention.minOnly', { min: asSet(currency.draw_min) })}
        </Typography>
        <DrawLimitNote limit={limit.data} />
        <Box>
          <Button type="submit" variant="contained" disableElevation loading={form.busy}>
            {t('mention.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
