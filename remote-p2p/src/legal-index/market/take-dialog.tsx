import {
  decimalInputOf,
  isRefusedDecimalKey,
  useNumberFormat,
  useRequest,
  useTranslation,
} from '@exchange/shared';
import { LoadFailed, LoadingRows, PasswordField } from '@exchange/shared/area-kit';
import {
  P2P_FIAT_DECIMALS,
  type P2PMarketAd,
  type P2PMe,
  type P2PTakeRequest,
} from '@exchange/shared/contract/p2p';
import { Link as RouterLink, useNavigate } from '@exchange/shared/router';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Typography,
} from '@exchange/shared/ui-kit';
import { TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { p2pApi } from '../../api/p2p-api';
import { localDateTime } from '../../common/format-time';
import { PayMethodBadges } from '../../common/pay-method-badges';
import {
  fiatForQuantity,
  quantityForFiat,
  takeProblem,
  type TakeProblem,
} from '../../common/p2p-rules';
import { refusalOf } from '../../order/refusal';

type Loaded = { me: P2PMe; ad: P2PMarketAd };

/** The caller's state and the ad as it is now (its available quantity may have moved). */
const loadTake = async (ad: P2PMarketAd): Promise<Loaded> => {
  const [me, fresh] = await Promise.all([p2pApi.me(), p2pApi.ad(ad.id).catch(() => ad)]);
  return { me, ad: fresh };
};

const Fact = ({ label, children }: { label: string; children: ReactNode }): ReactElement => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" component="span" sx={{ fontWeight: 600, textAlign: 'right' }}>
      {children}
    </Typography>
  </Box>
);

/** Why the caller cannot take this ad at all (identity, receiving methods), as a message with a link. */
const Blocker = ({ me, selling }: { me: P2PMe; selling: boolean }): ReactElement | null => {
  const { t } = useTranslation('p2p');
  if (!me.verified)
    return (
      <Alert severity="info" data-testid="p2p-take-verify">
        {t('take.notVerified')}{' '}
        <Link component={RouterLink} to="/personal/authentication">
          {t('take.verifyLink')}
        </Link>
      </Alert>
    );
  if (selling && !me.has_pay_methods)
    return (
      <Alert severity="info" data-testid="p2p-take-methods">
        {t('take.noMethods')}{' '}
        <Link component={RouterLink} to="/personal/collectionSettings">
          {t('take.methodsLink')}
        </Link>
      </Alert>
    );
  return null;
};

const TakeForm = ({
  loaded: { me, ad },
  onClose,
}: {
  loaded: Loaded;
  onClose: () => void;
}): ReactElement => {
  const { t } = useTranslation('p2p');
  const format = useNumberFormat();
  const navigate = useNavigate();
  const selling = ad.side === 'buy';
  const [fiat, setFiat] = useState('');
  const [quantity, setQuantity] = useState('');
  const [typed, setTyped] = useState<'fiat' | 'quantity'>('fiat');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<TakeProblem | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const blocked = !selling && me.buy_blocked_until !== null;
  const blocker = <Blocker me={me} selling={selling} />;
  const canTake = me.verified && (!selling || me.has_pay_methods);

  const typeFiat = (typed: string): void => {
    const text = decimalInputOf(typed, P2P_FIAT_DECIMALS);
    if (text === null) return;
    setFiat(text);
    setTyped('fiat');
    setQuantity(quantityForFiat(text, ad.price, ad.decimals));
  };
  const typeQuantity = (typed: string): void => {
    const text = decimalInputOf(typed, ad.decimals);
    if (text === null) return;
    setQuantity(text);
    setTyped('quantity');
    setFiat(fiatForQuantity(text, ad.price));
  };

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (busy || blocked || !canTake) return;
    setRefusal(null);
    const found = takeProblem(ad, { fiat, quantity, password, selling });
    setProblem(found);
    if (found) return;
    const request: P2PTakeRequest = {
      ad_id: ad.id,
      ...(typed === 'fiat' ? { fiat_amount: fiat.trim() } : { quantity: quantity.trim() }),
      ...(selling ? { pay_password: password } : {}),
    };
    setBusy(true);
    p2pApi
      .createOrder(request, { silentError: true })
      .then((order) => {
        onClose();
        void navigate(`/legalIndex/orderdetail?id=${order.id}`);
      })
      .catch((error: unknown) => {
        setRefusal(refusalOf(error));
        setBusy(false);
      });
  };

  const values = {
    min: format.decimal(ad.min_fiat, 2),
    max: format.decimal(ad.max_fiat, 2),
    fiat: ad.fiat,
    available: format.decimal(ad.available, ad.decimals),
    asset: ad.currency_code,
    decimals: ad.decimals,
  };
  const amountError =
    problem === 'fiatEmpty' ||
    problem === 'fiatInvalid' ||
    problem === 'belowMin' ||
    problem === 'aboveMax';
  const quantityError =
    problem === 'quantityInvalid' || problem === 'quantityZero' || problem === 'aboveAvailable';
  const action = t(selling ? 'market.sell' : 'market.buy', { asset: ad.currency_code });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="p2p-take-dialog">
      <DialogTitle>{action}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Fact label={t('take.merchant')}>{ad.merchant.name}</Fact>
          <Fact label={t('take.price')}>
            <span data-testid="p2p-take-price">
              {format.decimal(ad.price, 2)} {ad.fiat}
            </span>
          </Fact>
          <Fact label={t('take.available')}>
            {values.available} {ad.currency_code}
          </Fact>
          <Fact label={t('take.limits')}>
            {values.min} – {values.max} {ad.fiat}
          </Fact>
          <Fact label={t('take.payWindow')}>{t('take.minutes', { count: ad.pay_window })}</Fact>
          <Fact label={t('take.methods')}>
            <PayMethodBadges methods={ad.pay_methods} />
          </Fact>
        </Box>
        {ad.terms ? (
          <Box>
            <Typography variant="caption" color="text.secondary">
              {t('take.terms')}
            </Typography>
            <Typography
              variant="body2"
              data-testid="p2p-take-terms"
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            >
              {ad.terms}
            </Typography>
          </Box>
        ) : undefined}
        {blocker}
        {blocked && me.buy_blocked_until !== null ? (
          <Alert severity="warning" data-testid="p2p-take-blocked">
            {t('take.blocked', { time: localDateTime(me.buy_blocked_until) })}
          </Alert>
        ) : undefined}
        {canTake ? (
          <>
            <TextField
              name="fiat_amount"
              label={t('take.fiatAmount', { fiat: ad.fiat })}
              value={fiat}
              onChange={(event) => typeFiat(event.target.value)}
              onKeyDown={(event) => {
                if (isRefusedDecimalKey(event.key)) event.preventDefault();
              }}
              error={amountError}
              helperText={amountError && problem ? t(`errors.${problem}`, values) : undefined}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'p2p-take-fiat' } }}
              autoFocus
              fullWidth
            />
            <TextField
              name="quantity"
              label={t('take.quantity', { asset: ad.currency_code })}
              value={quantity}
              onChange={(event) => typeQuantity(event.target.value)}
              onKeyDown={(event) => {
                if (isRefusedDecimalKey(event.key)) event.preventDefault();
              }}
              error={quantityError}
              helperText={quantityError && problem ? t(`errors.${problem}`, values) : undefined}
              slotProps={{
                htmlInput: { inputMode: 'decimal', 'data-testid': 'p2p-take-quantity' },
              }}
              fullWidth
            />
            {selling ? (
              <PasswordField
                label={t('take.password')}
                name="pay_password"
                value={password}
                onChange={setPassword}
                autoComplete="current-password"
                error={problem === 'passwordEmpty'}
                helperText={problem === 'passwordEmpty' ? t('errors.passwordEmpty') : undefined}
              />
            ) : undefined}
            {refusal ? (
              <Alert severity="error" data-testid="p2p-take-error">
                {refusal}
              </Alert>
            ) : undefined}
          </>
        ) : undefined}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('dialog.close')}
        </Button>
        {canTake ? (
          <Button
            type="submit"
            variant="contained"
            disableElevation
            color={selling ? 'error' : 'success'}
            disabled={blocked}
            loading={busy}
            data-testid="p2p-take-submit"
          >
            {action}
          </Button>
        ) : undefined}
      </DialogActions>
    </Box>
  );
};

/**
 * Taking an ad (docs/p2p.md#decisions): the ad's terms, two linked exact inputs (a fiat amount
 * gives quantity = fiat ÷ price floored to the asset's decimals; a quantity gives fiat =
 * quantity × price, half-up to cents), checks shown before sending and the server's refusal
 * inline; selling asks for the trade password. The new order opens on success.
 */
export const TakeDialog = ({
  ad,
  onClose,
}: {
  ad: P2PMarketAd;
  onClose: () => void;
}): ReactElement => {
  const { t } = useTranslation('p2p');
  const loaded = useRequest(() => loadTake(ad), [ad.id]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={t('take.title')}>
      {loaded.data ? (
        <TakeForm loaded={loaded.data} onClose={onClose} />
      ) : (
        <DialogContent>
          {loaded.status === 'failed' ? (
            <LoadFailed message={t('take.loadFailed')} onRetry={loaded.reload} />
          ) : (
            <LoadingRows rows={4} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
};
