import { LoadFailed, LoadingRows, PageCard, useFormSubmit } from '@exchange/shared/area-kit';
import {
  decimalInputOf,
  ApiError,
  useNumberFormat,
  useRequest,
  useTranslation,
} from '@exchange/shared';
import { PAY_METHOD_CODES, type PayMethodCode } from '@exchange/shared/contract/personal';
import {
  P2P_FIAT_DECIMALS,
  P2P_TERMS_MAX,
  type P2PAd,
  type P2PConfig,
} from '@exchange/shared/contract/p2p';
import { Link as RouterLink } from '@exchange/shared/router';
import { Alert, Box, Button, Link, Typography } from '@exchange/shared/ui-kit';
import { Checkbox, FormControlLabel } from '@exchange/shared/ui-kit/extras';
import { TextField, ToggleButton, ToggleButtonGroup } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement, type ReactNode } from 'react';
import { p2pApi } from '../api/p2p-api';
import {
  adRequestOf,
  adUpdateOf,
  assetOf,
  draftOfAd,
  emptyDraft,
  priceBandOf,
  smallestOrderOf,
  typableBand,
  validateAd,
  type AdDraft,
  type AdErrorKey,
} from './ad-rules';

type FormData = { config: P2PConfig; methods: PayMethodCode[] };

/** The caller's saved receiving methods: one look-up per method type. */
const loadOwnMethods = async (): Promise<PayMethodCode[]> => {
  const types = await p2pApi.payMethodTypes();
  const saved = await Promise.all(types.map((type) => p2pApi.payMethodByType(type.id)));
  return types.filter((_, index) => saved[index] !== null).map((type) => type.code);
};

const loadFormData = async (): Promise<FormData> => {
  const [config, methods] = await Promise.all([p2pApi.config(), loadOwnMethods()]);
  return { config, methods };
};

/** Which field shows each error. */
const FIELD_OF: Record<AdErrorKey, string> = {
  side: 'side',
  asset: 'asset',
  fiat: 'fiat',
  window: 'window',
  price: 'price',
  priceBand: 'price',
  total: 'total',
  totalLower: 'total',
  minFiat: 'minFiat',
  minBelowSmallest: 'minFiat',
  maxFiat: 'maxFiat',
  maxBelowMin: 'maxFiat',
  methods: 'methods',
  terms: 'terms',
};

/** A sell ad locks its total in the legal account: what is there now, and where to top it up. */
const SellBalance = ({
  currencyId,
  asset,
}: {
  currencyId: number;
  asset: string;
}): ReactElement => {
  const { t } = useTranslation('p2p-shop');
  const format = useNumberFormat();
  const balance = useRequest(() => p2pApi.legalBalance(currencyId), [currencyId]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
      <Typography variant="body2" color="text.secondary" data-testid="ad-form-balance">
        {t('adForm.balance', { balance: format.amount(balance.data, asset), asset })}
      </Typography>
      <Link
        component={RouterLink}
        to="/assets/transfer"
        variant="body2"
        data-testid="ad-form-transfer"
      >
        {t('adForm.transfer')}
      </Link>
    </Box>
  );
};

const NativeSelect = ({
  label,
  value,
  onChange,
  disabled,
  error,
  helperText,
  testId,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  disabled: boolean;
  error: boolean;
  helperText?: string;
  testId: string;
  children: ReactNode;
}): ReactElement => (
  <TextField
    select
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    disabled={disabled}
    error={error}
    helperText={helperText}
    fullWidth
    slotProps={{ select: { native: true }, htmlInput: { 'data-testid': testId } }}
  >
    {children}
  </TextField>
);

const AdForm = ({
  data,
  ad,
  onClose,
  onSaved,
}: {
  data: FormData;
  ad: P2PAd | null;
  onClose: () => void;
  onSaved: () => void;
}): ReactElement => {
  const { t } = useTranslation('p2p-shop');
  const format = useNumberFormat();
  const { config } = data;
  const [draft, setDraft] = useState<AdDraft>(() => (ad ? draftOfAd(ad) : emptyDraft(config)));
  const [refusal, setRefusal] = useState<string | null>(null);
  const asset = assetOf(config, draft.asset);
  const decimals = asset?.decimals ?? 0;
  const band = priceBandOf(config, draft.asset, draft.fiat);
  const shownBand = band ? typableBand(band) : null;
  const smallest = smallestOrderOf(config, draft.asset, draft.fiat);
  const fiat2 = (value: string | null): string => format.decimal(value, P2P_FIAT_DECIMALS);
  // The values the error texts name, as shown (useFormSubmit reads them when it translates).
  const values = {
    decimals,
    current: ad ? format.decimal(ad.total, ad.decimals) : '',
    smallest: fiat2(smallest),
    fiat: draft.fiat,
    low: fiat2(shownBand?.low ?? null),
    high: fiat2(shownBand?.high ?? null),
    max: P2P_TERMS_MAX,
  };
  const form = useFormSubmit<AdErrorKey>({
    namespace: 'p2p-shop',
    keyPrefix: 'adForm.errors.',
    values,
  });
  const set = <K extends keyof AdDraft>(key: K, value: AdDraft[K]): void =>
    setDraft((current) => ({ ...current, [key]: value }));
  // A stray key never wipes what was typed: text the field cannot hold is refused.
  const setAmount =
    (key: 'price' | 'total' | 'minFiat' | 'maxFiat', places: number) =>
    (typed: string): void => {
      const text = decimalInputOf(typed, places);
      if (text !== null) set(key, text);
    };
  const errorAt = (field: string): string | undefined =>
    form.invalid && FIELD_OF[form.invalid] === field ? form.message(form.invalid) : undefined;
  const methodOptions = PAY_METHOD_CODES.filter(
    (code) => data.methods.includes(code) || draft.methods.includes(code),
  );
  const toggleMethod = (code: PayMethodCode, on: boolean): void =>
    set(
      'methods',
      PAY_METHOD_CODES.filter((item) => (item === code ? on : draft.methods.includes(item))),
    );
  const editing = ad !== null;

  const submit = form.submitWith(
    () => {
      setRefusal(null);
      return validateAd(draft, config, ad);
    },
    async () => {
      try {
        if (ad) await p2pApi.updateAd(adUpdateOf(draft, ad), { silentError: true });
        else await p2pApi.createAd(adRequestOf(draft, config), { silentError: true });
        onSaved();
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'rejected') setRefusal(error.message);
        else throw error;
      }
    },
  );

  const amountField = (
    key: 'price' | 'total' | 'minFiat' | 'maxFiat',
    label: string,
    places: number,
    testId: string,
    helper?: string,
  ): ReactElement => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(event) => setAmount(key, places)(event.target.value)}
      error={errorAt(key) !== undefined}
      helperText={errorAt(key) ?? helper}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': testId } }}
    />
  );

  return (
    <PageCard
      title={t(editing ? 'adForm.editTitle' : 'adForm.createTitle')}
      subtitle={editing ? t('adForm.fixed') : undefined}
      testId="ad-form"
      onSubmit={submit}
    >
      <Box>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
          {t('adForm.side')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={draft.side}
          onChange={(_, next: string | null) =>
            (next === 'sell' || next === 'buy') && set('side', next)
          }
          disabled={editing}
          aria-label={t('adForm.side')}
          size="small"
        >
          <ToggleButton value="sell" data-testid="ad-form-side-sell" sx={{ px: 2 }}>
            {t('ads.side.sell')}
          </ToggleButton>
          <ToggleButton value="buy" data-testid="ad-form-side-buy" sx={{ px: 2 }}>
            {t('ads.side.buy')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <NativeSelect
          label={t('adForm.asset')}
          value={draft.asset}
          onChange={(value) => set('asset', value)}
          disabled={editing}
          error={errorAt('asset') !== undefined}
          helperText={errorAt('asset')}
          testId="ad-form-asset"
        >
          {config.assets.map((item) => (
            <option key={item.code} value={item.code}>
              {item.code}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t('adForm.fiat')}
          value={draft.fiat}
          onChange={(value) => set('fiat', value)}
          disabled={editing}
          error={errorAt('fiat') !== undefined}
          helperText={errorAt('fiat')}
          testId="ad-form-fiat"
        >
          {config.fiats.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label={t('adForm.window')}
          value={draft.window}
          onChange={(value) => set('window', Number(value))}
          disabled={editing}
          error={errorAt('window') !== undefined}
          helperText={errorAt('window')}
          testId="ad-form-window"
        >
          {config.pay_windows.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('ads.minutes', { minutes: format.decimal(minutes, 0) })}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <Box>
        {amountField(
          'price',
          `${t('adForm.price')} (${draft.fiat})`,
          P2P_FIAT_DECIMALS,
          'ad-form-price',
        )}
        <Typography variant="caption" color="text.secondary" data-testid="price-band">
          {band && shownBand
            ? t('adForm.reference', {
                price: fiat2(band.reference),
                fiat: draft.fiat,
                low: fiat2(shownBand.low),
                high: fiat2(shownBand.high),
              })
            : t('adForm.noReference')}
        </Typography>
      </Box>
      <Box>
        {amountField(
          'total',
          `${t('adForm.total')} (${draft.asset})`,
          decimals,
          'ad-form-total',
          ad ? t('adForm.totalOnlyUp', { total: values.current }) : undefined,
        )}
        {draft.side === 'sell' && asset ? (
          <SellBalance currencyId={asset.currency_id} asset={asset.code} />
        ) : undefined}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {amountField(
          'minFiat',
          `${t('adForm.minFiat')} (${draft.fiat})`,
          P2P_FIAT_DECIMALS,
          'ad-form-min',
          smallest
            ? t('adForm.smallest', { smallest: fiat2(smallest), fiat: draft.fiat })
            : undefined,
        )}
        {amountField(
          'maxFiat',
          `${t('adForm.maxFiat')} (${draft.fiat})`,
          P2P_FIAT_DECIMALS,
          'ad-form-max',
        )}
      </Box>
      <Box
        component="fieldset"
        sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
        data-testid="ad-form-methods"
      >
        <Typography component="legend" variant="caption" color="text.secondary">
          {t('adForm.methods')}
        </Typography>
        {methodOptions.length === 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
            <Typography variant="body2">{t('adForm.noMethods')}</Typography>
            <Link component={RouterLink} to="/personal/collectionSettings" variant="body2">
              {t('adForm.addMethods')}
            </Link>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
            {methodOptions.map((code) => (
              <FormControlLabel
                key={code}
                label={t(`methods.${code}`)}
                control={
                  <Checkbox
                    checked={draft.methods.includes(code)}
                    onChange={(event) => toggleMethod(code, event.target.checked)}
                    slotProps={{ input: { 'data-testid': `ad-form-method-${code}` } as object }}
                  />
                }
              />
            ))}
          </Box>
        )}
        {errorAt('methods') ? (
          <Typography
            variant="caption"
            color="error"
            role="alert"
            data-testid="ad-form-methods-error"
          >
            {errorAt('methods')}
          </Typography>
        ) : undefined}
      </Box>
      <TextField
        label={t('adForm.terms')}
        value={draft.terms}
        onChange={(event) => set('terms', event.target.value)}
        error={errorAt('terms') !== undefined}
        helperText={
          errorAt('terms') ??
          t('adForm.termsCount', { count: draft.terms.length, max: P2P_TERMS_MAX })
        }
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: P2P_TERMS_MAX, 'data-testid': 'ad-form-terms' } }}
      />
      {refusal ? (
        <Alert severity="error" data-testid="ad-form-refusal">
          {refusal}
        </Alert>
      ) : undefined}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          loading={form.busy}
          data-testid="ad-form-submit"
        >
          {t(editing ? 'adForm.submitEdit' : 'adForm.submitCreate')}
        </Button>
        <Button type="button" onClick={onClose} disabled={form.busy} data-testid="ad-form-cancel">
          {t('adForm.cancel')}
        </Button>
      </Box>
    </PageCard>
  );
};

/**
 * The ad form, to post an ad (`ad` null) or edit one (docs/product.md#merchant-store-myshop):
 * loads the market settings and the caller's receiving methods first.
 */
export const AdFormPanel = ({
  ad,
  onClose,
  onSaved,
}: {
  ad: P2PAd | null;
  onClose: () => void;
  onSaved: () => void;
}): ReactElement => {
  const { t } = useTranslation('p2p-shop');
  const data = useRequest(loadFormData, []);
  if (data.status === 'failed')
    return <LoadFailed message={t('loadFailed')} onRetry={data.reload} />;
  if (!data.data) return <LoadingRows rows={6} />;
  return <AdForm data={data.data} ad={ad} onClose={onClose} onSaved={onSaved} />;
};
