import { useFormSubmit } from '@exchange/shared/area-kit';
import {
  decimalInputOf,
  PAY_IN_FIAT_DECIMALS,
  useTranslation,
  type PayInChannel,
  type PayInDetail,
  type PayInOptions,
} from '@exchange/shared';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import {
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { assetsApi } from '../../common/assets-api';
import { usdtFor, validateTopUp, type TopUpErrorKey } from './top-up-rules';

/**
 * The top-up form: fiat, amount (with the channel's limits and the exact USDT it buys), channel.
 * Enter or the button submits; `onCreated` gets what the server answered.
 */
export const TopUpForm = ({
  options,
  onSubmitStart,
  onCreated,
}: {
  options: PayInOptions;
  onSubmitStart: () => void;
  onCreated: (detail: PayInDetail) => void;
}): ReactElement => {
  const { t } = useTranslation('assets');
  const [fiat, setFiat] = useState(options.fiats[0]?.code ?? '');
  const [channel, setChannel] = useState<PayInChannel>(options.channels[0]?.channel ?? 'bank');
  const [amount, setAmount] = useState('');
  const rate = options.fiats.find((item) => item.code === fiat)?.rate;
  const limit = options.channels
    .find((item) => item.channel === channel)
    ?.limits.find((item) => item.fiat === fiat);
  const form = useFormSubmit<TopUpErrorKey>({
    namespace: 'assets',
    values: { min: limit?.min ?? '', max: limit?.max ?? '', fiat },
  });
  const receive = rate && amount.trim() ? usdtFor(amount, rate, options.usdt_decimals) : null;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('topUp.title')}
      onSubmit={form.submitWith(
        () => validateTopUp(amount, limit),
        async () => {
          onSubmitStart();
          const detail = await assetsApi.payInCreate({ fiat, amount: amount.trim(), channel });
          setAmount('');
          onCreated(detail);
        },
      )}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 520 }}
    >
      <TextField
        select
        size="small"
        label={t('topUp.fiat')}
        value={fiat}
        onChange={(event) => setFiat(event.target.value)}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'top-up-fiat' } as object } }}
        sx={{ maxWidth: 240 }}
      >
        {options.fiats.map((item) => (
          <MenuItem key={item.code} value={item.code} data-testid={`fiat-${item.code}`}>
            {item.code}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }} id="channel-label">
          {t('topUp.channel')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={channel}
          aria-labelledby="channel-label"
          onChange={(_, next: PayInChannel | null) => next !== null && setChannel(next)}
          sx={{ flexWrap: 'wrap' }}
        >
          {options.channels.map((item) => (
            <ToggleButton
              key={item.channel}
              value={item.channel}
              data-testid={`channel-${item.channel}`}
            >
              {t(`topUp.channels.${item.channel}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <TextField
        size="small"
        fullWidth
        label={`${t('topUp.amount')} (${fiat})`}
        name="amount"
        value={amount}
        onChange={(event) => {
          const value = decimalInputOf(event.target.value, PAY_IN_FIAT_DECIMALS);
          if (value !== null) setAmount(value);
        }}
        error={form.invalid !== null}
        helperText={limit ? t('topUp.limits', { min: limit.min, max: limit.max, fiat }) : undefined}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'data-testid': 'top-up-amount' },
          formHelperText: { 'data-testid': 'top-up-limits' } as object,
        }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="body2">
          {t('topUp.receive')} <strong data-testid="top-up-receive">{receive ?? '--'}</strong> USDT
        </Typography>
        {rate ? (
          <Typography variant="caption" color="text.secondary" data-testid="top-up-rate">
            {t('topUp.rate', { rate, fiat })}
          </Typography>
        ) : null}
      </Box>
      <Box>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          loading={form.busy}
          data-testid="top-up-submit"
        >
          {t('topUp.submit')}
        </Button>
      </Box>
    </Box>
  );
};
