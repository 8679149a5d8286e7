import {
  LoadFailed,
  LoadingRows,
  PageCard,
  PasswordField,
  useFormSubmit,
} from '@exchange/shared/area-kit';
import {
  isApiError,
  session,
  useNumberFormat,
  useObservable,
  useRequest,
  useTranslation,
  type AccountGroup,
} from '@exchange/shared';
import {
  type UidLookupAnswer,
  type UidTransferAnswer,
  type UidTransferFromAccount,
} from '@exchange/shared/contract/uid-transfer';
import { Link as RouterLink } from '@exchange/shared/router';
import { ConfirmDialog, EmptyState } from '@exchange/shared/ui';
import { Alert, Box, Button, Link, Typography } from '@exchange/shared/ui-kit';
import { MenuItem, TextField } from '@exchange/shared/ui-kit/forms';
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { accountPageById } from '../../common/accounts';
import { assetsApi } from '../../common/assets-api';
import { FORM_TEXTS } from '../../common/rules';
import { useLiveAccounts } from '../../common/use-live-accounts';
import { maxAmount } from '../transfer/transfer-sides';
import { UidTransferList } from './uid-transfer-list';
import { isUid, validateUidTransfer, type UidTransferErrorKey } from './uid-transfer-rules';

/** The accounts a UID transfer may leave from: spot (1) and fiat (2). */
const FROM_ACCOUNTS: readonly UidTransferFromAccount[] = [1, 2];

type Lookup =
  | { state: 'idle' }
  | { state: 'checking'; uid: string }
  | { state: 'found'; recipient: UidLookupAnswer }
  | { state: 'failed'; uid: string; message: string };

const YourUid = (): ReactElement | null => {
  const { t } = useTranslation('assets');
  const state$ = useMemo(() => session.state$(), []);
  const user = useObservable(state$, session.snapshot).user;
  if (!user?.uid) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {t('standTransfer.myUid')} <strong data-testid="my-uid">{user.uid}</strong>{' '}
      <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
        {t('standTransfer.myUidHint')}
      </Box>
    </Typography>
  );
};

const UidTransferForm = ({
  groups,
  onDone,
}: {
  groups: AccountGroup[];
  onDone: () => void;
}): ReactElement => {
  const { t } = useTranslation('assets');
  const form = useFormSubmit<UidTransferErrorKey>(FORM_TEXTS);
  const format = useNumberFormat();
  const state$ = useMemo(() => session.state$(), []);
  const user = useObservable(state$, session.snapshot).user;
  const fromIds = FROM_ACCOUNTS.filter((id) => groups.some((group) => group.id === id));
  const currencies = groups.find((group) => group.id === fromIds[0])?.accounts ?? [];
  const [currencyId, setCurrencyId] = useState<number>(
    () =>
      (currencies.find((item) => item.currency_code === 'USDT') ?? currencies[0])?.currency_id ?? 0,
  );
  const [from, setFrom] = useState<UidTransferFromAccount>(fromIds[0] ?? 1);
  const [uid, setUid] = useState('');
  const [amount, setAmount] = useState('');
  const [payPassword, setPayPassword] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const [confirming, setConfirming] = useState<UidLookupAnswer | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<UidTransferAnswer | null>(null);

  const account = groups
    .find((group) => group.id === from)
    ?.accounts.find((item) => item.currency_id === currencyId);
  const balance = account?.balance ?? '0';
  const code = account?.currency_code ?? '';
  const places = account?.currency.decimals ?? 8;
  const accountName = (id: number): string => {
    const page = accountPageById(id);
    return page ? t(`menu.${page.path}`) : String(id);
  };

  /** The recipient of the typed UID, asked of the server unless already known. */
  const findRecipient = async (typed: string): Promise<UidLookupAnswer | null> => {
    const wanted = typed.trim();
    if (lookup.state === 'found' && lookup.recipient.uid === wanted) return lookup.recipient;
    setLookup({ state: 'checking', uid: wanted });
    try {
      const recipient = await assetsApi.uidLookup(wanted);
      setLookup({ state: 'found', recipient });
      return recipient;
    } catch (error) {
      setLookup({
        state: 'failed',
        uid: wanted,
        message:
          isApiError(error) && error.kind === 'rejected' ? error.message : t('common.loadFailed'),
      });
      return null;
    }
  };

  const check = (): void => {
    setDone(null);
    if (!uid.trim()) {
      setLookup({ state: 'failed', uid: '', message: t('standTransfer.errors.uidRequired') });
      return;
    }
    if (!isUid(uid)) {
      setLookup({ state: 'failed', uid, message: t('standTransfer.errors.uidFormat') });
      return;
    }
    void findRecipient(uid);
  };

  const send = async (recipient: UidLookupAnswer): Promise<void> => {
    setSending(true);
    try {
      const answer = await assetsApi.uidTransfer({
        currency_id: currencyId,
        from,
        to_uid: recipient.uid,
        amount: amount.trim(),
        pay_password: payPassword,
      });
      setUid('');
      setAmount('');
      setLookup({ state: 'idle' });
      setDone(answer);
      onDone();
    } catch {
      // The api client showed why; what was typed stays, but the trade password is asked again.
    } finally {
      setPayPassword('');
      setSending(false);
      setConfirming(null);
    }
  };

  const typedUid = uid.trim();
  const shownRecipient =
    lookup.state === 'found' && lookup.recipient.uid === typedUid ? lookup.recipient : null;

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('menu.standTransfer')}
      onSubmit={(event) => {
        setDone(null);
        form.submitWith(
          () => validateUidTransfer({ uid, amount, payPassword, balance, places }),
          async () => {
            const recipient = await findRecipient(uid);
            if (recipient) setConfirming(recipient);
          },
        )(event);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 520 }}
    >
      {user && !user.pay_password_set ? (
        <Alert severity="warning" data-testid="no-trade-password">
          {t('mention.noTradePassword')}{' '}
          <Link component={RouterLink} to="/tradePassword">
            {t('mention.setTradePassword')}
          </Link>
        </Alert>
      ) : undefined}
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <TextField
          select
          fullWidth
          size="small"
          label={t('standTransfer.currency')}
          value={currencyId}
          onChange={(event) => setCurrencyId(Number(event.target.value))}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'uid-currency' } as object },
          }}
        >
          {currencies.map((item) => (
            <MenuItem key={item.currency_id} value={item.currency_id}>
              {item.currency_code}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          size="small"
          label={t('standTransfer.from')}
          value={from}
          onChange={(event) => setFrom(Number(event.target.value) as UidTransferFromAccount)}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'uid-from' } as object } }}
        >
          {fromIds.map((id) => (
            <MenuItem key={id} value={id}>
              {accountName(id)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            label={t('standTransfer.uid')}
            name="to_uid"
            value={uid}
            onChange={(event) => {
              setUid(event.target.value);
              if (lookup.state === 'failed') setLookup({ state: 'idle' });
            }}
            error={
              form.invalid === 'standTransfer.errors.uidRequired' ||
              form.invalid === 'standTransfer.errors.uidFormat' ||
              (lookup.state === 'failed' && lookup.uid === typedUid)
            }
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'uid-input' },
            }}
          />
          <Button
            variant="outlined"
            onClick={check}
            loading={lookup.state === 'checking'}
            aria-label={t('standTransfer.checkLabel')}
            data-testid="uid-check"
            sx={{ flexShrink: 0, height: 40 }}
          >
            {t('standTransfer.check')}
          </Button>
        </Box>
        <Box aria-live="polite" sx={{ mt: 0.5, minHeight: 24 }}>
          {shownRecipient ? (
            <Typography variant="body2" data-testid="uid-recipient">
              {t('standTransfer.recipient')} <strong>{shownRecipient.account}</strong>
            </Typography>
          ) : lookup.state === 'failed' && lookup.uid === typedUid ? (
            <Typography variant="body2" color="error" role="alert" data-testid="uid-lookup-error">
              {lookup.message}
            </Typography>
          ) : undefined}
        </Box>
      </Box>
      <Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            fullWidth
            label={t('standTransfer.amount')}
            name="amount"
            value={amount}
            onChange={(event) => setAmount(event.target.value.trim())}
            error={
              form.invalid === 'standTransfer.errors.amountRequired' ||
              form.invalid === 'standTransfer.errors.amountFormat' ||
              form.invalid === 'standTransfer.errors.overBalance'
            }
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'uid-amount' } }}
          />
          <Button
            variant="outlined"
            aria-label={t('standTransfer.allLabel')}
            title={t('standTransfer.allLabel')}
            onClick={() => setAmount(maxAmount(balance, places))}
            data-testid="uid-all"
            sx={{ flexShrink: 0, height: 40 }}
          >
            {t('standTransfer.all')}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('standTransfer.available')}{' '}
          <strong data-testid="uid-available">{format.amount(balance, code, places)}</strong> {code}
        </Typography>
      </Box>
      <PasswordField
        label={t('standTransfer.payPassword')}
        name="pay_password"
        value={payPassword}
        onChange={setPayPassword}
        autoComplete="current-password"
        error={form.invalid === 'standTransfer.errors.payPassword'}
      />
      <Alert severity="warning" data-testid="uid-transfer-warning">
        {t('standTransfer.warning')}
      </Alert>
      <Box>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          loading={form.busy}
          data-testid="uid-submit"
        >
          {t('standTransfer.submit')}
        </Button>
      </Box>
      {done ? (
        <Alert severity="success" data-testid="uid-done" onClose={() => setDone(null)}>
          {t('standTransfer.done', {
            amount: format.amount(done.amount, done.currency_code),
            code: done.currency_code,
            uid: done.to_uid,
            account: done.to_account,
          })}
        </Alert>
      ) : undefined}
      <ConfirmDialog
        open={confirming !== null}
        title={t('standTransfer.confirmTitle')}
        busy={sending}
        confirmLabel={t('standTransfer.confirmOk')}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void send(confirming);
        }}
      >
        {confirming ? (
          <Box
            component="dl"
            data-testid="uid-confirm"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 1,
              m: 0,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
            }}
          >
            <dt>{t('standTransfer.confirmTo')}</dt>
            <dd data-testid="confirm-account">{confirming.account}</dd>
            <dt>{t('standTransfer.confirmUid')}</dt>
            <dd data-testid="confirm-uid">{confirming.uid}</dd>
            <dt>{t('standTransfer.confirmAmount')}</dt>
            <dd data-testid="confirm-amount">
              {format.amount(amount.trim(), code, places)} {code}
            </dd>
            <dt>{t('standTransfer.confirmFrom')}</dt>
            <dd>{accountName(from)}</dd>
          </Box>
        ) : undefined}
        <Typography variant="body2" color="warning.main" sx={{ mt: 2 }}>
          {t('standTransfer.confirmNote')}
        </Typography>
      </ConfirmDialog>
    </Box>
  );
};

/**
 * /assets/standTransfer: send a currency from the spot or fiat account to another user's spot
 * account by their UID (docs/uid-transfer.md), then the user's UID transfers, in and out.
 * Balances and records reload on a balance push, so a recipient's open page shows what arrived.
 */
export const StandTransferPage = (): ReactElement => {
  const { t } = useTranslation('assets');
  const accounts = useRequest(() => assetsApi.accounts(), []);
  const [version, setVersion] = useState(0);
  const reloadAccounts = accounts.reload;
  const reloadAll = useCallback(() => {
    reloadAccounts();
    setVersion((value) => value + 1);
  }, [reloadAccounts]);
  useLiveAccounts(null, reloadAll);
  const groups = accounts.data;
  const usable = groups?.some((group) => FROM_ACCOUNTS.includes(group.id as 1 | 2)) ?? false;
  return (
    <PageCard
      title={t('menu.standTransfer')}
      subtitle={t('standTransfer.subtitle')}
      testId="uid-transfer-page"
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <YourUid />
        {groups ? (
          usable ? (
            <UidTransferForm groups={groups} onDone={reloadAll} />
          ) : (
            <EmptyState message={t('standTransfer.unavailable')} />
          )
        ) : accounts.status === 'failed' ? (
          <LoadFailed message={t('common.loadFailed')} onRetry={accounts.reload} />
        ) : (
          <LoadingRows rows={5} />
        )}
        <UidTransferList version={version} />
      </Box>
    </PageCard>
  );
};
