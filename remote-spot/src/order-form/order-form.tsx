import {
  decimalPlacesOf,
  distinctUntilChanged,
  isApiError,
  map,
  MARKET_BAND_PERCENT,
  type Match,
  notify,
  type Observable,
  type SpotOrder,
  type TimeInForce,
  useObservable,
  useNumberFormat,
  useStableCallback,
  useTranslation,
} from '@exchange/shared';
import type { MarketFeedState } from '@exchange/shared/trading';
import { ConfirmDialog } from '@exchange/shared/ui';
import { Box, Typography } from '@exchange/shared/ui-kit';
import { Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@exchange/shared/ui-kit/forms';
import { memo, useMemo, useState, type ReactElement } from 'react';
import type { Balances } from '../balances/use-balances';
import { stopPlaced$ } from '../order-panel/stop-events';
import { spotApi } from '../trade/spot-api';
import {
  bestPricesOf,
  estimateFee,
  marketPriceOf,
  ORDER_MODE,
  orderTotal,
  placedOutcome,
  placeRequest,
  priceDecimalsOf,
  quantityDecimalsOf,
  repriceMarket,
  sameBestPrices,
  stopRequest,
  TIME_IN_FORCE_OPTIONS,
  validateOrder,
  WAY_OF_SIDE,
  type BestPrices,
  type OrderMode,
  type PendingOrder,
  type Side,
} from './order-form-rules';
import {
  afterPlaced,
  followBest,
  initialOrderForm,
  pickPrice,
  setPercent,
  setPostOnly,
  setPrice,
  setQuantity,
  setStopPrice,
  setTimeInForce,
  switchMode,
  type FormContext,
  type OrderFormState,
} from './order-form-state';
import { OrderSide } from './order-side';

const NO_BEST: BestPrices = { ask: null, bid: null };

/** A book row's price handed to the form; `nonce` makes the same price clickable twice. */
export type PickedPrice = { price: string; nonce: number };

export type OrderFormProps = {
  pair: Match;
  loggedIn: boolean;
  feed$: Observable<MarketFeedState>;
  balances: Balances;
  picked: PickedPrice | null;
  onPlaced: (order: SpotOrder) => void;
  /** Only this side (a phone's bottom sheet, docs/product.md#trade-pages-on-a-phone); else both. */
  side?: Side;
};

const MODE_TABS_SX = { minHeight: 36, px: 1, '& .MuiTab-root': { minHeight: 36 } } as const;

/**
 * Limit / market. The form re-renders with every best-price change in market mode: this row
 * only with the mode.
 */
const ModeTabs = memo(function ModeTabs({
  mode,
  onChange,
}: {
  mode: OrderMode;
  onChange: (mode: OrderMode) => void;
}): ReactElement {
  const { t } = useTranslation('spot');
  return (
    <Tabs
      value={mode}
      onChange={(_, next: OrderMode) => onChange(next)}
      aria-label={t('form.modeLabel')}
      sx={MODE_TABS_SX}
    >
      <Tab value={ORDER_MODE.limit} label={t('form.limit')} data-testid="mode-limit" />
      <Tab value={ORDER_MODE.market} label={t('form.market')} data-testid="mode-market" />
      <Tab value={ORDER_MODE.stop} label={t('form.stopLimit')} data-testid="mode-stop" />
    </Tabs>
  );
});

/**
 * Limit orders' time in force and post-only flag; in market mode, the protection band
 * (docs/product.md#spot-order-types). Plain buttons and a check box: keyboard operable.
 */
const OrderOptions = memo(function OrderOptions({
  mode,
  tif,
  postOnly,
  onTif,
  onPostOnly,
}: {
  mode: OrderMode;
  tif: TimeInForce;
  postOnly: boolean;
  onTif: (tif: TimeInForce) => void;
  onPostOnly: (postOnly: boolean) => void;
}): ReactElement {
  const { t } = useTranslation('spot');
  if (mode === ORDER_MODE.market) {
    return (
      <Typography
        variant="caption"
        color="text.secondary"
        data-testid="market-band"
        sx={{ display: 'block', px: 2, pt: 1 }}
      >
        {t('form.marketBand', { percent: MARKET_BAND_PERCENT })}
      </Typography>
    );
  }
  if (mode === ORDER_MODE.stop) {
    return (
      <Typography
        variant="caption"
        color="text.secondary"
        data-testid="stop-hint"
        sx={{ display: 'block', px: 2, pt: 1 }}
      >
        {t('form.stopHint')}
      </Typography>
    );
  }
  return (
    <Box
      data-testid="order-options"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, pt: 1 }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={tif}
        onChange={(_, next: TimeInForce | null) => next && onTif(next)}
        aria-label={t('form.tif')}
      >
        {TIME_IN_FORCE_OPTIONS.map((option) => (
          <ToggleButton
            key={option}
            value={option}
            title={t(`form.tif${option}`)}
            data-testid={`tif-${option}`}
            sx={{ py: 0.25, px: 1.25 }}
          >
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* A native checkbox: the kit's Checkbox would add its own chunk to the first screen. */}
      <Box
        component="label"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          cursor: 'pointer',
          '& input': { accentColor: (theme) => theme.palette.primary.main, m: 0 },
        }}
      >
        <input
          type="checkbox"
          checked={postOnly}
          onChange={(event) => onPostOnly(event.target.checked)}
          data-testid="post-only"
        />
        <Typography variant="body2" component="span">
          {t('form.postOnly')}
        </Typography>
      </Box>
    </Box>
  );
});

/**
 * The buy/sell form (docs/product.md#public-and-spot-screens, docs/product.md#public-and-spot-states, docs/product.md#public-and-spot-validation): limit (index 0) and market (index 1) modes, both sides
 * with price, quantity, 25 % slider and total, the checks p_price / notbest / p_num, and a
 * confirmation before the order is sent. Mount one per pair (the page keys it by pair id).
 */
export const OrderForm = memo(function OrderForm({
  pair,
  loggedIn,
  feed$,
  balances,
  picked,
  onPlaced,
  side: onlySide,
}: OrderFormProps): ReactElement {
  const { t } = useTranslation('spot');
  const format = useNumberFormat();
  const [stored, setForm] = useState<OrderFormState>(initialOrderForm);
  const [pending, setPending] = useState<PendingOrder | null>(null);
  const [sending, setSending] = useState(false);
  const priceDecimals = priceDecimalsOf(pair);
  const quantityDecimals = quantityDecimalsOf(pair);

  // Only the best prices reach the form: it re-renders when they change, not on every frame.
  const best$ = useMemo(
    () =>
      feed$.pipe(
        map((state) => bestPricesOf(state.depth)),
        distinctUntilChanged(sameBestPrices),
      ),
    [feed$],
  );
  const best = useObservable(best$, NO_BEST);
  const context: FormContext = {
    balances: { buy: balances.quote, sell: balances.base },
    quantityDecimals,
  };

  // In market mode the prices are the book's best ones, derived on each render, never stale.
  const form = followBest(stored, best);
  const update = (change: (current: OrderFormState) => OrderFormState): void =>
    setForm((current) => change(followBest(current, best)));

  const [lastPick, setLastPick] = useState<PickedPrice | null>(null);
  if (picked && picked !== lastPick) {
    // A new book click: applied during render, like derived state, so no extra commit.
    setLastPick(picked);
    setForm(pickPrice(form, picked.price, context));
  }

  const chooseMode = (mode: OrderMode): void => {
    const result = switchMode(form, mode, best);
    setForm(result.state);
    if (result.notBest) notify.error(t('notbest'));
  };

  // Stable, so the memoised tab row does not re-render with every book update.
  const onModeChange = useStableCallback(chooseMode);
  const onTif = useStableCallback((tif: TimeInForce) =>
    update((current) => setTimeInForce(current, tif)),
  );
  const onPostOnly = useStableCallback((postOnly: boolean) =>
    update((current) => setPostOnly(current, postOnly)),
  );

  const submit = (side: Side): void => {
    const { price, quantity, stop } = form[side];
    const minimum = pair.min_order_value;
    const stopPrice = form.mode === ORDER_MODE.stop ? stop : undefined;
    const problem = validateOrder({
      mode: form.mode,
      side,
      price,
      quantity,
      best,
      minimum,
      stopPrice,
    });
    if (problem) {
      notify.error(
        t(problem, {
          min: minimum === undefined ? minimum : format.total(minimum, pair, { mode: 'up' }),
          code: pair.quote_currency_code,
        }),
      );
      return;
    }
    const orderPrice =
      form.mode === ORDER_MODE.market ? (marketPriceOf(side, best) as string) : price;
    setPending({
      side,
      mode: form.mode,
      price: orderPrice,
      quantity,
      total: orderTotal(orderPrice, quantity),
      ...(form.mode === ORDER_MODE.limit && { tif: form.tif, postOnly: form.postOnly }),
      ...(stopPrice !== undefined && { stopPrice }),
    });
  };

  /** A stop-limit order: stored and locked by the server, listed in the Stop orders tab. */
  const sendStop = async (order: PendingOrder): Promise<void> => {
    const stop = await spotApi.placeStop(stopRequest(order, pair.id));
    notify.success(t('form.stopPlaced'));
    stopPlaced$.next(stop);
  };

  // A market order is priced at the best price when the trader confirms, not when the dialog
  // opened: bots move the book every few hundred ms, and a stale ask would rest unfilled.
  const confirming = pending && repriceMarket(pending, best);
  const fee =
    confirming && estimateFee(confirming.side, confirming.price, confirming.quantity, pair);
  const feeDecimals =
    confirming?.side === 'buy' ? pair.base_currency_decimals : pair.quote_currency_decimals;

  const confirm = async (): Promise<void> => {
    if (!pending || !confirming) return;
    setSending(true);
    try {
      if (pending.mode === ORDER_MODE.stop) {
        await sendStop(pending);
        update((current) => afterPlaced(current, pending.side));
        setPending(null);
        balances.refresh();
        return;
      }
      const order = await spotApi.place(
        WAY_OF_SIDE[pending.side],
        placeRequest(confirming, pair.id),
      );
      // An IOC or market order says how much filled and that the rest was cancelled.
      const outcome = placedOutcome(order);
      if (outcome.kind === 'placed') notify.success(t('form.placed'));
      else if (outcome.kind === 'nothingFilled') notify.warning(t('form.nothingFilled'));
      else {
        notify.warning(
          t('form.partlyFilled', {
            filled: outcome.filled,
            rest: outcome.rest,
            code: pair.base_currency_code,
          }),
        );
      }
      update((current) => afterPlaced(current, pending.side));
      setPending(null);
      onPlaced(order);
      balances.refresh();
    } catch (error) {
      // The api client already told the user why; a 999 has left the page.
      if (!isApiError(error)) throw error;
    } finally {
      setSending(false);
    }
  };

  const sideProps = {
    mode: form.mode,
    priceDecimals,
    quantityDecimals,
    baseCode: pair.base_currency_code,
    quoteCode: pair.quote_currency_code,
    loggedIn,
    feeRules: pair,
    minimum: pair.min_order_value,
    onPrice: (side: Side, price: string) =>
      update((current) => setPrice(current, side, price, context)),
    onStop: (side: Side, stop: string) => update((current) => setStopPrice(current, side, stop)),
    onQuantity: (side: Side, quantity: string) =>
      update((current) => setQuantity(current, side, quantity)),
    onPercent: (side: Side, percent: number) =>
      update((current) => setPercent(current, side, percent, context)),
    onSubmit: submit,
  };

  return (
    <Box data-testid="order-form" data-mode={form.mode}>
      {/* The type tabs and their options share a row where it is wide enough: the form's
          buttons then stay inside a 1440 × 900 window (docs/product.md#trade-pages-on-a-desktop). */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
        <ModeTabs mode={form.mode} onChange={onModeChange} />
        <OrderOptions
          mode={form.mode}
          tif={form.tif}
          postOnly={form.postOnly}
          onTif={onTif}
          onPostOnly={onPostOnly}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: onlySide ? '1fr' : { xs: '1fr', sm: '1fr 1fr' },
          gap: 3,
          p: 2,
        }}
      >
        {onlySide === 'sell' ? undefined : (
          <OrderSide side="buy" form={form.buy} available={balances.quote} {...sideProps} />
        )}
        {onlySide === 'buy' ? undefined : (
          <OrderSide side="sell" form={form.sell} available={balances.base} {...sideProps} />
        )}
      </Box>
      <ConfirmDialog
        open={pending !== null}
        title={t('form.confirmTitle')}
        busy={sending}
        onClose={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {confirming ? (
          <Box
            data-testid="order-confirm"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.75 }}
          >
            {(
              [
                ['form.pair', pair.symbol],
                ['form.side', t(confirming.side === 'buy' ? 'form.sideBuy' : 'form.sideSell')],
                [
                  'form.type',
                  t(
                    confirming.mode === ORDER_MODE.market
                      ? 'form.market'
                      : confirming.mode === ORDER_MODE.stop
                        ? 'form.stopLimit'
                        : 'form.limit',
                  ),
                ],
                ...(confirming.stopPrice !== undefined
                  ? ([
                      [
                        'form.stopPrice',
                        `${format.price(confirming.stopPrice, pair)} ${pair.quote_currency_code}`,
                      ],
                    ] as const)
                  : []),
                ...(confirming.tif
                  ? ([
                      [
                        'form.tif',
                        `${t(`form.tif${confirming.tif}`)}${confirming.postOnly ? ` · ${t('form.postOnly')}` : ''}`,
                      ],
                    ] as const)
                  : []),
                [
                  confirming.stopPrice !== undefined ? 'form.limitPrice' : 'form.priceLabel',
                  `${format.price(confirming.price, pair)} ${pair.quote_currency_code}`,
                ],
                [
                  'form.amountLabel',
                  `${format.quantity(confirming.quantity, pair)} ${pair.base_currency_code}`,
                ],
                [
                  'form.totalLabel',
                  `${format.total(confirming.total, pair, { mode: 'up' })} ${pair.quote_currency_code}`,
                ],
                ...(fee
                  ? ([
                      ['form.feeRate', format.percent(fee.percent, decimalPlacesOf(fee.percent))],
                      ['form.fee', `${format.amount(fee.fee, fee.code, feeDecimals)} ${fee.code}`],
                      [
                        'form.receive',
                        `${format.amount(fee.net, fee.code, feeDecimals)} ${fee.code}`,
                      ],
                    ] as const)
                  : []),
              ] as const
            ).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography variant="body2" color="text.secondary">
                  {t(label)}
                </Typography>
                <Typography
                  variant="body2"
                  data-testid={`confirm-${label.split('.')[1]}`}
                  sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                >
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : undefined}
      </ConfirmDialog>
    </Box>
  );
});
