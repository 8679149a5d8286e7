import { LoadFailed, LoadingRows } from '@exchange/shared/area-kit';
import { useNumberFormat, useRequest, useTranslation } from '@exchange/shared';
import {
  P2P_AD_STATUS,
  P2P_FIAT_DECIMALS,
  type P2PAd,
  type P2PAdAction,
} from '@exchange/shared/contract/p2p';
import { ConfirmDialog, EmptyState, Paginator } from '@exchange/shared/ui';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { Paper } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { p2pApi } from '../api/p2p-api';

/** What the merchant may do with an ad in its state (docs/product.md#merchant-store-myshop). */
export const actionsOf = (ad: P2PAd): { edit: boolean; actions: P2PAdAction[] } => {
  switch (ad.status) {
    case P2P_AD_STATUS.open:
      return { edit: true, actions: ['pause', 'off'] };
    case P2P_AD_STATUS.paused:
      return { edit: true, actions: ['open', 'off'] };
    case P2P_AD_STATUS.insufficient:
      return { edit: true, actions: ['off'] };
    default:
      return { edit: false, actions: [] };
  }
};

const Field = ({
  label,
  children,
  testId,
}: {
  label: string;
  children: string;
  testId: string;
}): ReactElement => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography
      variant="body2"
      component="div"
      data-testid={testId}
      sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  </Box>
);

const AdRow = ({
  ad,
  busy,
  onEdit,
  onAction,
}: {
  ad: P2PAd;
  busy: boolean;
  onEdit: () => void;
  onAction: (action: P2PAdAction) => void;
}): ReactElement => {
  const { t } = useTranslation('p2p-shop');
  const format = useNumberFormat();
  // Display decimals (USDT 2, BTC 8), floored: an order page shows its own quantity exactly.
  const quantity = (value: string): string => format.amount(value, ad.currency_code, ad.decimals);
  const fiat = (value: string): string => format.decimal(value, P2P_FIAT_DECIMALS);
  const { edit, actions } = actionsOf(ad);
  // One card per ad at every width: ten fields read better as a grid than as a wide table,
  // and a phone never scrolls sideways.
  return (
    <Paper
      variant="outlined"
      data-testid="shop-ad-row"
      data-ad-id={ad.id}
      data-status={ad.status}
      sx={{ p: 2, borderRadius: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <Typography
          component="span"
          sx={{ fontWeight: 700, color: ad.side === 'sell' ? 'error.main' : 'success.main' }}
          data-testid="ad-side"
        >
          {t(`ads.side.${ad.side}`)}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 700 }} data-testid="ad-pair">
          {`${ad.currency_code}/${ad.fiat}`}
        </Typography>
        <Typography
          component="span"
          variant="caption"
          data-testid="ad-status"
          sx={{ ml: 'auto', px: 1, py: 0.25, borderRadius: 1, bgcolor: 'action.selected' }}
        >
          {t(`ads.status.${ad.status}`)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
        }}
      >
        <Field label={t('ads.price')} testId="ad-price">{`${fiat(ad.price)} ${ad.fiat}`}</Field>
        <Field label={t('ads.total')} testId="ad-total">
          {quantity(ad.total)}
        </Field>
        <Field label={t('ads.available')} testId="ad-available">
          {quantity(ad.available)}
        </Field>
        <Field label={t('ads.inOrders')} testId="ad-in-orders">
          {quantity(ad.in_orders)}
        </Field>
        <Field label={t('ads.done')} testId="ad-done">
          {quantity(ad.done)}
        </Field>
        <Field label={t('ads.limits')} testId="ad-limits">
          {`${fiat(ad.min_fiat)} – ${fiat(ad.max_fiat)} ${ad.fiat}`}
        </Field>
        <Field label={t('ads.methods')} testId="ad-methods">
          {ad.pay_methods.map((code) => t(`methods.${code}`)).join(', ')}
        </Field>
        <Field label={t('ads.window')} testId="ad-window">
          {t('ads.minutes', { minutes: format.decimal(ad.pay_window, 0) })}
        </Field>
      </Box>
      {edit || actions.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {edit ? (
            <Button size="small" variant="outlined" onClick={onEdit} data-testid="ad-edit">
              {t('ads.edit')}
            </Button>
          ) : undefined}
          {actions.map((action) => (
            <Button
              key={action}
              size="small"
              variant="outlined"
              color={action === 'off' ? 'error' : 'primary'}
              disabled={busy}
              onClick={() => onAction(action)}
              data-testid={`ad-${action}`}
            >
              {t(`ads.${action}`)}
            </Button>
          ))}
        </Box>
      ) : undefined}
    </Paper>
  );
};

/**
 * The merchant's ads (`p2p/shop/ads`, 10 a page) with the actions of each state; taking one off
 * shelf asks first. `round` changes after a save elsewhere: the page reloads.
 */
export const AdsList = ({
  round,
  onEdit,
}: {
  round: number;
  onEdit: (ad: P2PAd) => void;
}): ReactElement => {
  const { t } = useTranslation('p2p-shop');
  const [page, setPage] = useState(1);
  const ads = useRequest(() => p2pApi.shopAds(page), [page, round]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [offShelf, setOffShelf] = useState<P2PAd | null>(null);

  const act = (ad: P2PAd, action: P2PAdAction): void => {
    setBusyId(ad.id);
    p2pApi
      .adStatus(ad.id, action)
      .then(() => {
        setOffShelf(null);
        ads.reload();
      })
      .catch(() => undefined) // The api client already showed why.
      .finally(() => setBusyId(null));
  };

  const data = ads.data;
  if (ads.status === 'failed' && !data)
    return <LoadFailed message={t('loadFailed')} onRetry={ads.reload} />;
  if (!data) return <LoadingRows rows={4} />;
  if (data.data.length === 0) return <EmptyState message={t('ads.empty')} />;
  return (
    <Box aria-busy={ads.status === 'loading'} sx={{ opacity: ads.status === 'loading' ? 0.6 : 1 }}>
      <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="shop-ads-list">
        {data.data.map((ad) => (
          <AdRow
            key={ad.id}
            ad={ad}
            busy={busyId === ad.id}
            onEdit={() => onEdit(ad)}
            onAction={(action) => (action === 'off' ? setOffShelf(ad) : act(ad, action))}
          />
        ))}
      </Box>
      <Paginator
        page={page}
        lastPage={data.last_page}
        onChange={setPage}
        disabled={ads.status === 'loading'}
      />
      <ConfirmDialog
        open={offShelf !== null}
        title={t('ads.offTitle')}
        confirmLabel={t('ads.off')}
        busy={offShelf !== null && busyId === offShelf.id}
        onClose={() => setOffShelf(null)}
        onConfirm={() => offShelf && act(offShelf, 'off')}
      >
        <Typography variant="body2" data-testid="off-shelf-text">
          {offShelf?.side === 'buy' ? t('ads.offBuy') : t('ads.offSell')}
        </Typography>
      </ConfirmDialog>
    </Box>
  );
};
