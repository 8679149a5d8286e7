import {
  decimalInputOf,
  decimalPlacesOf,
  isPositive,
  isRefusedDecimalKey,
  mul,
  loginPathReturningTo,
  TRADE_COLOR,
  Trans,
  useNumberFormat,
  useTranslation,
} from '@exchange/shared';
import { readableTextOn } from '@exchange/shared/trading';
import { Link as RouterLink } from '@exchange/shared/router';
import { Box, Button, Link, Typography, useTheme } from '@exchange/shared/ui-kit';
import { InputAdornment, Slider, TextField } from '@exchange/shared/ui-kit/forms';
import type { FormEvent, KeyboardEvent, ReactElement } from 'react';
import {
  belowMinimum,
  estimateFee,
  ORDER_MODE,
  orderTotal,
  SLIDER_STEP,
  trimZeros,
  type FeeRules,
  type OrderMode,
  type Side,
} from './order-form-rules';
import type { SideForm } from './order-form-state';

const MARKS = [0, 25, 50, 75, 100].map((value) => ({ value }));

const blockRejectedKeys = (event: KeyboardEvent): void => {
  if (isRefusedDecimalKey(event.key)) event.preventDefault();
};

export type OrderSideProps = {
  side: Side;
  mode: OrderMode;
  form: SideForm;
  priceDecimals: number;
  quantityDecimals: number;
  baseCode: string;
  quoteCode: string;
  /** Available balance this side spends (quote for a buy, base for a sell). */
  available: string | null;
  loggedIn: boolean;
  /** The pair's fee rates and currency decimals (the fee estimate). */
  feeRules: FeeRules;
  /** The pair's minimum order value in the quote currency ("0" or missing: none). */
  minimum?: string;
  onPrice: (side: Side, price: string) => void;
  /** The stop price typed in stop-limit mode. */
  onStop: (side: Side, stop: string) => void;
  onQuantity: (side: Side, quantity: string) => void;
  onPercent: (side: Side, percent: number) => void;
  onSubmit: (side: Side) => void;
};

/** One side of the order form: price, quantity, 25 % slider, total and the action. */
export const OrderSide = ({
  side,
  mode,
  form,
  priceDecimals,
  quantityDecimals,
  baseCode,
  quoteCode,
  available,
  loggedIn,
  feeRules,
  minimum,
  onPrice,
  onStop,
  onQuantity,
  onPercent,
  onSubmit,
}: OrderSideProps): ReactElement => {
  const { t } = useTranslation('spot');
  const colours = TRADE_COLOR[useTheme().palette.mode];
  const colour = side === 'buy' ? colours.up : colours.down;
  const market = mode === ORDER_MODE.market;
  const stop = mode === ORDER_MODE.stop;
  const total = orderTotal(form.price, form.quantity);
  const estimate = estimateFee(side, form.price, form.quantity, feeRules);
  const rate = side === 'buy' ? feeRules.buy_fee_rate : feeRules.sell_fee_rate;
  const tooSmall = belowMinimum(form.price, form.quantity, minimum);
  const hasMinimum = minimum !== undefined && isPositive(minimum);
  const spendCode = side === 'buy' ? quoteCode : baseCode;
  // Shown values follow docs/decisions.md#display-numbers; the inputs keep what the user typed.
  const format = useNumberFormat();
  const spendDecimals =
    side === 'buy' ? feeRules.quote_currency_decimals : feeRules.base_currency_decimals;
  const feeDecimals =
    side === 'buy' ? feeRules.base_currency_decimals : feeRules.quote_currency_decimals;
  const ratePercent = rate === undefined ? undefined : trimZeros(mul(rate, 100));
  const testId = (name: string): string => `${side}-${name}`;

  // A form: Enter in any field submits the side (to its confirmation), like the button.
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (loggedIn) onSubmit(side);
      }}
      data-testid={`order-side-${side}`}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {t(side === 'buy' ? 'form.buyTitle' : 'form.sellTitle', { code: baseCode })}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid={testId('available')}>
          {t('form.available')}{' '}
          {available === null
            ? '--'
            : `${format.amount(available, spendCode, spendDecimals)} ${spendCode}`}
        </Typography>
      </Box>
      {stop ? (
        <TextField
          size="small"
          label={t('form.stopPrice')}
          value={form.stop}
          onKeyDown={blockRejectedKeys}
          onChange={(event) => {
            const value = decimalInputOf(event.target.value, priceDecimals);
            if (value !== null) onStop(side, value);
          }}
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              autoComplete: 'off',
              'data-testid': testId('stop'),
            },
            input: { endAdornment: <InputAdornment position="end">{quoteCode}</InputAdornment> },
          }}
        />
      ) : undefined}
      <TextField
        size="small"
        label={t(market ? 'form.marketPrice' : stop ? 'form.limitPrice' : 'form.price')}
        value={form.price}
        disabled={market}
        onKeyDown={blockRejectedKeys}
        onChange={(event) => {
          const value = decimalInputOf(event.target.value, priceDecimals);
          if (value !== null) onPrice(side, value);
        }}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'data-testid': testId('price') },
          input: { endAdornment: <InputAdornment position="end">{quoteCode}</InputAdornment> },
        }}
      />
      <TextField
        size="small"
        label={t('form.quantity')}
        value={form.quantity}
        onKeyDown={blockRejectedKeys}
        onChange={(event) => {
          const value = decimalInputOf(event.target.value, quantityDecimals);
          if (value !== null) onQuantity(side, value);
        }}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            autoComplete: 'off',
            'data-testid': testId('quantity'),
          },
          input: { endAdornment: <InputAdornment position="end">{baseCode}</InputAdornment> },
        }}
      />
      <Box sx={{ px: 1 }}>
        <Slider
          size="small"
          value={form.percent}
          step={SLIDER_STEP}
          marks={MARKS}
          min={0}
          max={100}
          disabled={!loggedIn}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value}%`}
          onChange={(_, value) => onPercent(side, Array.isArray(value) ? value[0] : value)}
          slotProps={{
            input: { 'aria-label': t('form.percent'), 'data-testid': testId('slider') } as object,
          }}
          sx={{ color: colour }}
        />
      </Box>
      <Typography
        variant="body2"
        data-testid={testId('total')}
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {t('form.total')}:{' '}
        {total ? `${format.total(total, feeRules, { mode: 'up' })} ${quoteCode}` : '--'}
      </Typography>
      <Box
        sx={{ display: 'grid', rowGap: 0.25, fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId('fees')}
      >
        <Typography variant="caption" color="text.secondary" data-testid={testId('fee-rate')}>
          {t('form.feeRate')}:{' '}
          {ratePercent === undefined
            ? '--'
            : format.percent(ratePercent, decimalPlacesOf(ratePercent))}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid={testId('fee')}>
          {t('form.fee')}:{' '}
          {estimate
            ? `${format.amount(estimate.fee, estimate.code, feeDecimals)} ${estimate.code}`
            : '--'}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid={testId('receive')}>
          {t('form.receive')}:{' '}
          {estimate
            ? `${format.amount(estimate.net, estimate.code, feeDecimals)} ${estimate.code}`
            : '--'}
        </Typography>
        {hasMinimum ? (
          <Typography
            variant="caption"
            color={tooSmall ? 'error' : 'text.secondary'}
            role={tooSmall ? 'alert' : undefined}
            data-testid={testId('minimum')}
            data-below={tooSmall ? 'true' : 'false'}
          >
            {t(tooSmall ? 'minValue' : 'form.minimum', {
              min: format.total(minimum, feeRules, { mode: 'up' }),
              code: quoteCode,
            })}
          </Typography>
        ) : undefined}
      </Box>
      {loggedIn ? (
        <Button
          type="submit"
          variant="contained"
          disableElevation
          data-testid={testId('submit')}
          sx={{
            bgcolor: colour,
            // White on the rise green reads at 2.4 : 1 (docs/product.md#colour-contrast).
            color: readableTextOn(colour),
            '&:hover': { bgcolor: colour, filter: 'brightness(1.1)' },
          }}
        >
          {t(side === 'buy' ? 'form.buy' : 'form.sell', { code: baseCode })}
        </Button>
      ) : (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid={testId('login-prompt')}
          sx={{ textAlign: 'center', py: 0.75 }}
        >
          <Trans
            t={t}
            i18nKey="form.loginPrompt"
            components={{
              login: <Link component={RouterLink} to={loginPathReturningTo('/trade')} />,
              register: <Link component={RouterLink} to="/register" />,
            }}
          />
        </Typography>
      )}
    </Box>
  );
};
