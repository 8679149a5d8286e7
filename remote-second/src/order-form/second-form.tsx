import {
  decimalInputOf,
  isApiError,
  isPositive,
  isRefusedDecimalKey,
  loginPathReturningTo,
  type Match,
  notify,
  TRADE_COLOR,
  Trans,
  useNumberFormat,
  useTranslation,
} from '@exchange/shared';
import {
  SECOND_DIRECTION,
  type SecondDirection,
  type SecondDuration,
  type SecondOrder,
  type SecondPayableCurrency,
} from '@exchange/shared/contract/second';
import { readableTextOn } from '@exchange/shared/trading';
import { Link as RouterLink } from '@exchange/shared/router';
import { Box, Button, Link, Typography, useTheme } from '@exchange/shared/ui-kit';
import {
  InputAdornment,
  MenuItem,
  Select,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@exchange/shared/ui-kit/forms';
import { useState, type FormEvent, type ReactElement } from 'react';
import { secondApi } from '../second/second-api';
import { SecondConfirm, type PendingOption } from './second-confirm';
import { normalStake, ratioPercent, stakeProblem, totalCost } from './second-form-rules';

export const TRANSFER_PATH = '/assets/transfer';

export type SecondFormProps = {
  pair: Match;
  currencies: readonly SecondPayableCurrency[];
  durations: readonly SecondDuration[];
  onPlaced: (order: SecondOrder) => void;
  /** Only this direction's button (a phone's bottom sheet); else up and down. */
  direction?: 'up' | 'down';
};

const SMALL_TOGGLES = { flexWrap: 'wrap', gap: 0.5, '& .MuiToggleButton-root': { py: 0.25 } };

/**
 * The option form (docs/product.md#logged-in-areas-screens, docs/product.md#logged-in-areas-validation): payable currency with its micro-account balance, quantity
 * from presets or typed, duration with its profit ratio, then buy up or buy down and a
 * confirmation. Enter in the quantity field is "buy up"; both buttons take Enter or Space.
 */
export const SecondForm = ({
  pair,
  currencies,
  durations,
  onPlaced,
  direction: onlyDirection,
}: SecondFormProps): ReactElement => {
  const { t } = useTranslation('second');
  const format = useNumberFormat();
  const colours = TRADE_COLOR[useTheme().palette.mode];
  const [currencyId, setCurrencyId] = useState(currencies[0]?.id ?? 0);
  const [stake, setStake] = useState('');
  const [seconds, setSeconds] = useState(durations[0]?.seconds ?? 0);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState<PendingOption | null>(null);
  const [sending, setSending] = useState(false);

  const currency = currencies.find((item) => item.id === currencyId) ?? currencies[0];
  const duration = durations.find((item) => item.seconds === seconds) ?? durations[0];
  if (!currency || !duration) return <></>;
  const balance = currency.micro_account.balance;
  const problem = stakeProblem(stake, currency, balance);
  const shownProblem = problem === 'required' && !tried ? null : problem;
  const short = problem === 'insufficient' || !isPositive(balance);

  const problemText = (): string => {
    const code = currency.code;
    if (shownProblem === 'belowMin')
      return t('form.errors.belowMin', { min: currency.min_number, code });
    if (shownProblem === 'aboveMax')
      return t('form.errors.aboveMax', { max: currency.max_number, code });
    if (shownProblem === 'insufficient')
      return t('form.errors.insufficient', {
        cost: totalCost(normalStake(stake), currency.fee_rate),
        code,
      });
    return shownProblem === 'required' ? t('form.errors.required') : '';
  };

  const ask = (type: SecondDirection): void => {
    setTried(true);
    if (problem) return;
    setPending({
      type,
      stake: normalStake(stake),
      code: currency.code,
      seconds: duration.seconds,
      ratio: duration.profit_ratio,
      feeRate: currency.fee_rate,
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    ask(submitter?.value === 'down' ? SECOND_DIRECTION.down : SECOND_DIRECTION.up);
  };

  const confirm = async (): Promise<void> => {
    if (!pending) return;
    setSending(true);
    try {
      const order = await secondApi.submit({
        match_id: pair.id,
        currency_id: currency.id,
        type: pending.type,
        seconds: pending.seconds,
        number: pending.stake,
      });
      notify.success(t('placed'));
      setPending(null);
      setTried(false);
      onPlaced(order);
    } catch (error) {
      // The client toasted the refusal; the form keeps everything for another try.
      if (!isApiError(error)) throw error;
      setPending(null);
    } finally {
      setSending(false);
    }
  };

  const action = (type: SecondDirection): ReactElement => {
    const up = type === SECOND_DIRECTION.up;
    const colour = up ? colours.up : colours.down;
    return (
      <Button
        type="submit"
        value={up ? 'up' : 'down'}
        variant="contained"
        disableElevation
        data-testid={up ? 'buy-up' : 'buy-down'}
        sx={{
          flex: 1,
          bgcolor: colour,
          // docs/product.md#colour-contrast: white on the rise green reads at 2.4 : 1.
          color: readableTextOn(colour),
          '&:hover': { bgcolor: colour, filter: 'brightness(1.1)' },
        }}
      >
        {t(up ? 'form.buyUp' : 'form.buyDown')}
      </Button>
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('form.title')}
      data-testid="second-form"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Select
          size="small"
          value={currency.id}
          onChange={(event) => setCurrencyId(Number(event.target.value))}
          inputProps={{ 'aria-label': t('form.currency'), 'data-testid': 'pay-currency' }}
          sx={{ minWidth: 110 }}
        >
          {currencies.map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.code}
            </MenuItem>
          ))}
        </Select>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('form.balance')}
          </Typography>
          <Typography variant="body2" component="div" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            <span data-testid="micro-balance">
              {format.amount(balance, currency.code, currency.decimals)}
            </span>{' '}
            {currency.code}
          </Typography>
        </Box>
        {short ? (
          <Link
            component={RouterLink}
            to={TRANSFER_PATH}
            variant="body2"
            data-testid="transfer-link"
          >
            {t('form.transfer')}
          </Link>
        ) : undefined}
      </Box>
      <TextField
        size="small"
        label={t('form.quantity')}
        value={stake}
        error={shownProblem !== null}
        helperText={
          problemText() ||
          t('form.bounds', {
            min: currency.min_number,
            max: currency.max_number,
            code: currency.code,
          })
        }
        onKeyDown={(event) => isRefusedDecimalKey(event.key) && event.preventDefault()}
        onChange={(event) => {
          const value = decimalInputOf(event.target.value, currency.decimals);
          if (value !== null) setStake(value);
        }}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': 'stake' },
          input: { endAdornment: <InputAdornment position="end">{currency.code}</InputAdornment> },
          formHelperText: { 'data-testid': 'stake-help' } as object,
        }}
      />
      {currency.micro_numbers.length > 0 ? (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={stake}
          onChange={(_, next: string | null) => next && setStake(next)}
          aria-label={t('form.presets')}
          sx={SMALL_TOGGLES}
        >
          {currency.micro_numbers.map(({ number }) => (
            <ToggleButton key={number} value={number} data-testid={`preset-${number}`}>
              {number}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : undefined}
      <Box>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
          {t('form.duration')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={duration.seconds}
          onChange={(_, next: number | null) => next !== null && setSeconds(next)}
          aria-label={t('form.duration')}
          sx={SMALL_TOGGLES}
        >
          {durations.map((item) => (
            <ToggleButton
              key={item.seconds}
              value={item.seconds}
              data-testid={`duration-${item.seconds}`}
              sx={{ flexDirection: 'column', lineHeight: 1.2, minWidth: 72 }}
            >
              <span>{t('form.seconds', { count: item.seconds })}</span>
              <Box
                component="span"
                sx={{ fontSize: 11, opacity: 0.8 }}
                data-testid="duration-ratio"
              >
                {ratioPercent(item.profit_ratio)}
              </Box>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {onlyDirection === 'down' ? undefined : action(SECOND_DIRECTION.up)}
        {onlyDirection === 'up' ? undefined : action(SECOND_DIRECTION.down)}
      </Box>
      <SecondConfirm
        pair={pair}
        pending={pending}
        busy={sending}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Box>
  );
};

/** docs/product.md#logged-in-areas-roles: a visitor sees login and register links instead of the buy buttons. */
export const SecondLoginPrompt = (): ReactElement => {
  const { t } = useTranslation('second');
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="second-login-prompt"
      sx={{ textAlign: 'center', p: 2 }}
    >
      <Trans
        t={t}
        i18nKey="form.loginPrompt"
        components={{
          login: <Link component={RouterLink} to={loginPathReturningTo('/second')} />,
          register: <Link component={RouterLink} to="/register" />,
        }}
      />
    </Typography>
  );
};
