import { LoadFailed, LoadingRows } from '@exchange/shared/area-kit';
import {
  currentPath,
  formatFixed,
  loginPathReturningTo,
  navigateTo,
  session,
  useNumberFormat,
  useObservable,
  useRequest,
  type LockProduct,
  useTranslation,
} from '@exchange/shared';
import { ConfirmDialog, EmptyState } from '@exchange/shared/ui';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { Paper } from '@exchange/shared/ui-kit/forms';
import { useMemo, useRef, useState, type ReactElement } from 'react';
import { assetsApi, newNonce } from '../common/assets-api';

const ProductCard = ({
  product,
  loggedIn,
  onBuy,
}: {
  product: LockProduct;
  loggedIn: boolean;
  onBuy: (product: LockProduct) => void;
}): ReactElement => {
  const { t } = useTranslation('assets');
  const { language } = useNumberFormat();
  return (
    <Paper
      variant="outlined"
      data-testid={`lock-product-${product.id}`}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography sx={{ fontWeight: 700 }}>{product.name}</Typography>
      {/* Interest is simple: paid daily to the spot account, never added to the locked amount,
          so the yearly rate is an APR, not an APY (docs/product.md#deposit-page). */}
      <Typography
        variant="h5"
        color="success.main"
        sx={{ fontWeight: 700 }}
        title={t('deposit.aprHint')}
        data-testid="lock-rate"
      >
        {product.display_rate}{' '}
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {t('deposit.apr')}
        </Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('deposit.cycle', { days: product.limit_days })}
      </Typography>
      <Typography variant="body2">
        {t('deposit.limit')}{' '}
        <strong>
          {formatFixed(product.limit_number, language)} {product.currency.code}
        </strong>
      </Typography>
      {/* A visitor is sent to log in first and comes back here, rather than confirming a
          purchase the server can only answer with "your session has expired". */}
      <Button
        variant="contained"
        disableElevation
        onClick={() =>
          loggedIn ? onBuy(product) : navigateTo(loginPathReturningTo(currentPath()))
        }
        data-testid="lock-buy"
      >
        {t(loggedIn ? 'deposit.buy' : 'deposit.loginToBuy')}
      </Button>
    </Paper>
  );
};

/** The lock products on sale (docs/product.md#deposit-page), each bought after a confirmation. */
export const LockProducts = (): ReactElement => {
  const { t } = useTranslation('assets');
  const loggedIn$ = useMemo(() => session.isLoggedIn$(), []);
  const loggedIn = useObservable(loggedIn$, session.token !== null);
  const list = useRequest(() => assetsApi.lockList(), []);
  const [buying, setBuying] = useState<LockProduct | null>(null);
  const [busy, setBusy] = useState(false);
  // One nonce per confirmation dialog: a retry of the same purchase is not charged twice.
  const nonce = useRef('');
  const open = (product: LockProduct): void => {
    nonce.current = newNonce();
    setBuying(product);
  };
  const confirm = (): void => {
    if (!buying) return;
    setBusy(true);
    assetsApi
      .submitLock(buying.id, nonce.current)
      .then(() => setBuying(null))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const products = list.data;
  return (
    <>
      {!products ? (
        list.status === 'failed' ? (
          <LoadFailed message={t('common.loadFailed')} onRetry={list.reload} />
        ) : (
          <LoadingRows rows={4} />
        )
      ) : products.length === 0 ? (
        <EmptyState message={t('deposit.empty')} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {products.map((product) => (
            <ProductCard key={product.id} product={product} loggedIn={loggedIn} onBuy={open} />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={buying !== null}
        title={t('deposit.confirmTitle')}
        busy={busy}
        onClose={() => setBuying(null)}
        onConfirm={confirm}
      >
        {buying
          ? t('deposit.confirmText', {
              amount: buying.limit_number,
              code: buying.currency.code,
              name: buying.name,
              days: buying.limit_days,
            })
          : ''}
      </ConfirmDialog>
    </>
  );
};
