import { PasswordField } from '@exchange/shared/area-kit';
import {
  decimalInputOf,
  formatFixed,
  isApiError,
  type Match,
  mul,
  notify,
  useNumberFormat,
  useTranslation,
} from '@exchange/shared';
import {
  LEVER_DIRECTION,
  LEVER_PRICE_MODE,
  type LeverDealAnswer,
  type LeverDirection,
  type LeverPriceMode,
} from '@exchange/shared/contract/lever';
import { Box, Button, Skeleton, Typography } from '@exchange/shared/ui-kit';
import { Chip } from '@exchange/shared/ui-kit/extras';
import {
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@exchange/shared/ui-kit/forms';
import { memo, useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { leverApi } from '../lever/lever-api';
import { DirectionButtons } from './direction-buttons';
import { OrderConfirm } from './order-confirm';
import {
  figure,
  isLotsInput,
  MARGIN_DECIMALS,
  MONEY_FALLBACK_DECIMALS,
  priceDecimalsOf,
  quoteOrder,
  validateLeverForm,
} from './lever-form-rules';

type Draft = { mode: LeverPriceMode; targetPrice: string; multiple: number | null; lots: string };

const emptyDraft = (mode: LeverPriceMode, multiple: number | null): Draft => ({
  mode,
  targetPrice: '',
  multiple,
  lots: '',
});

/** A book row's price handed to the form; `nonce` makes the same price clickable twice. */
export type PickedPrice = { price: string; nonce: number };

export type LeverOrderFormProps = {
  pair: Match;
  /** lever/deal of the pair; null while loading. */
  deal: LeverDealAnswer | null;
  dealFailed: boolean;
  /** Reads lever/deal again after a failure. */
  onRetry?: () => void;
  picked: PickedPrice | null;
  /** An order was accepted: lists and balance must be read again. */
  onPlaced: () => void;
  /** Only this direction's button (a phone's bottom sheet); else long and short. */
  direction?: 'long' | 'short';
};

/**
 * The lever order form (docs/product.md#logged-in-areas-screens, docs/product.md#logged-in-areas-states, docs/product.md#logged-in-areas-validation): market / fixed-price tabs, multiple, lots with the
 * quantity they mean, long and short, the trade password (component state only, never stored),
 * then a confirm dialog with the computed figures. Enter submits (as a long unless the short
 * button was the one pressed). Mount one per pair.
 */
export const LeverOrderForm = memo(function LeverOrderForm({
  pair,
  deal,
  dealFailed,
  onRetry,
  picked,
  onPlaced,
  direction: onlyDirection,
}: LeverOrderFormProps): ReactElement {
  const { t } = useTranslation('lever');
  const format = useNumberFormat();
  const multiples = deal?.multiple.muit.map((item) => item.value) ?? [];
  const [draft, setDraft] = useState<Draft>(emptyDraft(LEVER_PRICE_MODE.market, null));
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<LeverDirection | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const priceDecimals = priceDecimalsOf(pair);
  // The chosen multiple while the pair offers it, else the first one offered.
  const multiple =
    draft.multiple !== null && multiples.includes(draft.multiple)
      ? draft.multiple
      : (multiples[0] ?? null);

  const [lastPick, setLastPick] = useState<PickedPrice | null>(null);
  if (picked && picked !== lastPick) {
    // A book click: the target price of a fixed-price order, applied during render.
    setLastPick(picked);
    setDraft((current) => ({
      ...current,
      mode: LEVER_PRICE_MODE.fixed,
      targetPrice: picked.price,
    }));
  }
  const settings = deal?.settings ?? null;
  const lastPrice = pair.currency_quotation.close || deal?.last_price || '';
  const orderPrice = draft.mode === LEVER_PRICE_MODE.market ? lastPrice : draft.targetPrice;
  const lots = /^\d+$/.test(draft.lots) ? Number(draft.lots) : 0;

  const quote =
    pending !== null && settings && multiple !== null && lots > 0
      ? quoteOrder({
          direction: pending,
          price: orderPrice,
          lots,
          multiple,
          settings,
          priceDecimals: pair.price_decimals,
          quoteDecimals: deal?.quote_decimals ?? MONEY_FALLBACK_DECIMALS,
          balance: deal?.user_lever ?? null,
          liquidationRate: deal?.liquidation_rate ?? null,
          openMargins: deal?.open_margins ?? '0',
          openProfits: deal?.open_profits ?? '0',
        })
      : null;

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (!settings || sending) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const direction: LeverDirection =
      submitter?.getAttribute('data-direction') === 'short'
        ? LEVER_DIRECTION.short
        : LEVER_DIRECTION.long;
    const problem = validateLeverForm({ ...draft, multiple, password }, settings);
    if (problem) {
      notify.error(t(problem, { min: settings.lever_min_share, max: settings.lever_max_share }));
      return;
    }
    setPending(direction);
  };

  const confirm = async (): Promise<void> => {
    if (pending === null || multiple === null || sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      await leverApi.submit({
        share: lots,
        multiple,
        currency_match_id: pair.id,
        type: pending,
        status: draft.mode,
        ...(draft.mode === LEVER_PRICE_MODE.fixed ? { target_price: draft.targetPrice } : {}),
        password,
      });
      notify.success(
        t(draft.mode === LEVER_PRICE_MODE.fixed ? 'form.placedPending' : 'form.placed'),
      );
      setPending(null);
      setDraft(emptyDraft(draft.mode, draft.multiple));
      setPassword('');
      onPlaced();
    } catch (error) {
      // The api client already showed why; a 999 has left the page.
      if (!isApiError(error)) throw error;
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  // Enter in the open confirmation confirms (unless a button has the focus: it acts itself).
  const confirmRef = useRef(confirm);
  useEffect(() => {
    confirmRef.current = confirm;
  });
  useEffect(() => {
    if (pending === null) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Enter' || event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      void confirmRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [pending]);

  if (!deal) {
    return dealFailed ? (
      <Box role="status" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
        <Typography variant="body2">{t('form.failed')}</Typography>
        {onRetry ? (
          <Button size="small" variant="outlined" onClick={onRetry} sx={{ mt: 1.5 }}>
            {t('panel.retry')}
          </Button>
        ) : undefined}
      </Box>
    ) : (
      <Skeleton variant="rectangular" height={300} data-testid="lever-form-loading" />
    );
  }
  const base = pair.base_currency_code;
  const quoteCode = pair.quote_currency_code;
  const lotsQuantity =
    settings && lots > 0
      ? formatFixed(figure(mul(lots, settings.lever_share_num)), format.language)
      : null;
  // Prices at the pair's price decimals, amounts at the quote currency's display decimals, half
  // up as the server rounds them (docs/product.md#lever-page, docs/decisions.md#display-numbers).
  const halfUp = { mode: 'half-up' } as const;
  const priceText = (value: string): string =>
    `${format.decimal(value, pair.price_decimals, halfUp)} ${quoteCode}`;
  const moneyText = (value: string): string =>
    `${format.amount(value, quoteCode, deal.quote_decimals, halfUp)} ${quoteCode}`;

  const rows: [string, string][] = quote
    ? [
        ['pair', pair.symbol],
        ['direction', t(pending === LEVER_DIRECTION.long ? 'long' : 'short')],
        ['mode', t(draft.mode === LEVER_PRICE_MODE.market ? 'form.market' : 'form.fixed')],
        ['price', priceText(quote.price)],
        [
          'lots',
          `${lots} (${format.decimal(quote.quantity, pair.number_decimals, halfUp)} ${base})`,
        ],
        ['multiple', `${multiple}x`],
        ['value', moneyText(quote.value)],
        ['margin', `${format.decimal(quote.margin, MARGIN_DECIMALS)} ${quoteCode}`],
        ['fee', moneyText(quote.fee)],
        [
          'liquidation',
          quote.liquidation ? priceText(quote.liquidation) : t('confirm.noLiquidation'),
        ],
      ]
    : [];

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      data-testid="lever-form"
      data-mode={draft.mode}
      sx={{
        display: 'grid',
        gap: 1.5,
        p: 2,
        pt: 0,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        // Tabs, balance, password and the buttons take the whole width.
        '& > .lever-wide': { gridColumn: '1 / -1' },
      }}
    >
      <Tabs
        className="lever-wide"
        value={draft.mode}
        onChange={(_, mode: LeverPriceMode) => setDraft((current) => ({ ...current, mode }))}
        aria-label={t('form.modeLabel')}
        sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36 } }}
      >
        <Tab value={LEVER_PRICE_MODE.market} label={t('form.market')} data-testid="mode-market" />
        <Tab value={LEVER_PRICE_MODE.fixed} label={t('form.fixed')} data-testid="mode-fixed" />
      </Tabs>
      <Typography
        className="lever-wide"
        variant="body2"
        color="text.secondary"
        data-testid="lever-available"
      >
        {t('form.available', {
          amount: format.amount(deal.user_lever, quoteCode, deal.quote_decimals),
          code: quoteCode,
        })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        {draft.mode === LEVER_PRICE_MODE.fixed ? (
          <TextField
            size="small"
            label={t('form.targetPrice', { code: quoteCode })}
            value={draft.targetPrice}
            onChange={(event) => {
              const typed = decimalInputOf(event.target.value, priceDecimals);
              if (typed !== null) setDraft((current) => ({ ...current, targetPrice: typed }));
            }}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'lever-target-price' } }}
          />
        ) : (
          <TextField
            size="small"
            label={t('form.marketPrice', { code: quoteCode })}
            value={lastPrice}
            disabled
          />
        )}
        <Box>
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
            {t('form.multiple')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={multiple}
            onChange={(_, next: number | null) =>
              next !== null && setDraft((current) => ({ ...current, multiple: next }))
            }
            aria-label={t('form.multiple')}
            sx={{ flexWrap: 'wrap' }}
          >
            {multiples.map((value) => (
              <ToggleButton
                key={value}
                value={value}
                data-testid="lever-multiple"
                sx={{ py: 0.25, px: 1.25 }}
              >
                {value}x
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
        <TextField
          size="small"
          label={t('form.lots')}
          value={draft.lots}
          onChange={(event) =>
            isLotsInput(event.target.value) &&
            setDraft((current) => ({ ...current, lots: event.target.value }))
          }
          helperText={
            lotsQuantity
              ? t('form.lotsMean', { quantity: lotsQuantity, code: base })
              : t('form.lotSize', { size: settings?.lever_share_num ?? '--', code: base })
          }
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'data-testid': 'lever-lots' },
            formHelperText: { 'data-testid': 'lever-lots-quantity' } as object,
          }}
        />
        {deal.multiple.share.length > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {deal.multiple.share.map((item) => (
              <Chip
                key={item.value}
                size="small"
                label={item.label}
                variant={String(item.value) === draft.lots ? 'filled' : 'outlined'}
                onClick={() => setDraft((current) => ({ ...current, lots: String(item.value) }))}
                data-testid="lever-lots-preset"
              />
            ))}
          </Box>
        ) : undefined}
      </Box>
      <Box className="lever-wide">
        <PasswordField
          label={t('form.password')}
          name="lever_pay_password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
      </Box>
      <DirectionButtons disabled={sending} only={onlyDirection} />
      <OrderConfirm
        open={pending !== null}
        rows={rows}
        busy={sending}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Box>
  );
});
