import { LoadFailed, LoadingRows, PageCard, useFormSubmit } from '@exchange/shared/area-kit';
import { notify, session, useObservable, useRequest, useTranslation } from '@exchange/shared';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { InputAdornment, MenuItem, TextField } from '@exchange/shared/ui-kit/forms';
import { useMemo, useState, type ReactElement } from 'react';
import { assetsApi } from '../../common/assets-api';
import { MemoField } from '../../common/memo-field';
import { FORM_TEXTS, type ErrorKey } from '../../common/rules';
import { ChainPicker } from '../account/chain-picker';
import { BindCodeButton } from './bind-code-button';
import { bindForm } from './bind-sign';
import { SavedAddresses } from './saved-addresses';

/**
 * /assets/bindAddr, the withdrawal address book: the saved addresses of a currency, and a form
 * that adds one (label, address, the chain's memo/tag) with a type-6 code through the address
 * service's BindDrawAddress. The server checks the address for the chosen chain.
 */
export const BindAddrPage = (): ReactElement => {
  const { t } = useTranslation('assets');
  const state$ = useMemo(() => session.state$(), []);
  const user = useObservable(state$, session.snapshot).user;
  const list = useRequest(() => assetsApi.accounts(), []);
  const form = useFormSubmit<ErrorKey>(FORM_TEXTS);
  const currencies = (list.data?.find((group) => group.id === 1)?.accounts ?? []).filter(
    (account) => account.currency.open_draw === 1,
  );
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const [chain, setChain] = useState<number | null>(null);
  const [label, setLabel] = useState('');
  const [address, setAddress] = useState('');
  const [memo, setMemo] = useState('');
  const [code, setCode] = useState('');
  const current = currencies.find((item) => item.currency_id === currencyId) ?? currencies[0];
  const protocols = current?.currency.currency_protocols ?? [];
  const protocol = protocols.find((item) => item.id === chain) ?? protocols[0];
  const shownCurrency = current?.currency_id ?? null;
  const saved = useRequest(
    () =>
      shownCurrency === null
        ? Promise.resolve([])
        : assetsApi.addressBook({ currency_id: shownCurrency }),
    [shownCurrency],
  );

  const chooseChain = (id: number | null): void => {
    setChain(id);
    // A memo belongs to one chain.
    setMemo('');
  };

  const sendCode = async (): Promise<boolean> => {
    if (!user) return false;
    try {
      await assetsApi.sendBindCode(user.id);
      notify.success(t('bind.codeSent'));
      return true;
    } catch {
      return false; // The api client showed the server's reason.
    }
  };

  let body: ReactElement;
  if (!list.data || !user)
    body =
      list.status === 'failed' ? (
        <LoadFailed message={t('common.loadFailed')} onRetry={list.reload} />
      ) : (
        <LoadingRows rows={4} />
      );
  else
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 620 }}>
        <Box
          component="form"
          noValidate
          aria-label={t('bind.title')}
          onSubmit={form.submitWith(
            () => (!address.trim() ? 'pbtwaf' : !code.trim() ? 'errors.code' : null),
            async () => {
              const data = await bindForm({
                user_id: user.id,
                address: address.trim(),
                coin_name: current?.currency_code ?? '',
                contract_address: protocol?.token_address ?? '',
                verificationcode: code.trim(),
                label: label.trim(),
                memo: memo.trim(),
              });
              await assetsApi.bindAddress(data);
              notify.success(t('bind.done'));
              setCode('');
              setAddress('');
              setMemo('');
              setLabel('');
              saved.reload();
            },
          )}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography variant="subtitle1" component="h2">
            {t('bind.title')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('bind.currency')}
            value={current?.currency_id ?? ''}
            onChange={(event) => {
              setCurrencyId(Number(event.target.value));
              chooseChain(null);
            }}
            slotProps={{ htmlInput: { 'data-testid': 'book-currency' } }}
          >
            {currencies.map((item) => (
              <MenuItem key={item.currency_id} value={item.currency_id}>
                {item.currency_code}
              </MenuItem>
            ))}
          </TextField>
          <ChainPicker protocols={protocols} value={protocol?.id ?? null} onChange={chooseChain} />
          <TextField
            size="small"
            label={t('book.label')}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 30 } }}
          />
          <TextField
            size="small"
            label={t('bind.address')}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={form.invalid === 'pbtwaf'}
            helperText={
              protocol ? t('book.chainHint', { chain: protocol.chain_protocol.code }) : ''
            }
          />
          <MemoField kind={protocol?.memo_kind ?? 'none'} value={memo} onChange={setMemo} />
          <TextField
            size="small"
            label={t('bind.code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={form.invalid === 'errors.code'}
            autoComplete="one-time-code"
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: 16 },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <BindCodeButton send={sendCode} />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box>
            <Button type="submit" variant="contained" disableElevation loading={form.busy}>
              {t('bind.submit')}
            </Button>
          </Box>
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {t('book.saved', { code: current?.currency_code ?? '' })}
          </Typography>
          {saved.data ? (
            <SavedAddresses entries={saved.data} onChanged={saved.reload} />
          ) : saved.status === 'failed' ? (
            <LoadFailed message={t('common.loadFailed')} onRetry={saved.reload} />
          ) : (
            <LoadingRows rows={2} />
          )}
        </Box>
      </Box>
    );
  return (
    <PageCard title={t('book.title')} subtitle={t('bind.subtitle')} testId="bind-addr">
      {body}
    </PageCard>
  );
};
