import { LoadFailed, LoadingRows, PageCard } from '@exchange/shared/area-kit';
import { notify, session, useObservable, useRequest, useTranslation } from '@exchange/shared';
import { Box, Button } from '@exchange/shared/ui-kit';
import { InputAdornment, MenuItem, TextField } from '@exchange/shared/ui-kit/forms';
import { useMemo, useState, type ReactElement } from 'react';
import { assetsApi } from '../../common/assets-api';
import { useFormSubmit } from '../../common/use-form-submit';
import { ChainPicker } from '../account/chain-picker';
import { BindCodeButton } from './bind-code-button';
import { bindForm } from './bind-sign';

/** /assets/bindAddr: binds a withdrawal address (address service, a type-6 code). */
export const BindAddrPage = (): ReactElement => {
  const { t } = useTranslation('assets');
  const state$ = useMemo(() => session.state$(), []);
  const user = useObservable(state$, session.snapshot).user;
  const list = useRequest(() => assetsApi.accounts(), []);
  const form = useFormSubmit();
  const currencies = (list.data?.find((group) => group.id === 1)?.accounts ?? []).filter(
    (account) => account.currency.open_draw === 1,
  );
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const [chain, setChain] = useState<number | null>(null);
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const current = currencies.find((item) => item.currency_id === currencyId) ?? currencies[0];
  const protocols = current?.currency.currency_protocols ?? [];
  const protocol = protocols.find((item) => item.id === chain) ?? protocols[0];

  const sendCode = async (): Promise<boolean> => {
    if (!user) return false;
    try {
      await assetsApi.sendBindCode(user.id);
      notify.success(t('bind.codeSent'));
      return true;
    } catch {
      notify.error(t('bind.codeFailed'));
      return false;
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
            });
            try {
              await assetsApi.bindAddress(data);
            } catch (error) {
              notify.error(t('bind.failed'));
              throw error;
            }
            notify.success(t('bind.done'));
            setCode('');
          },
        )}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 520 }}
      >
        <TextField
          select
          size="small"
          label={t('bind.currency')}
          value={current?.currency_id ?? ''}
          onChange={(event) => {
            setCurrencyId(Number(event.target.value));
            setChain(null);
          }}
        >
          {currencies.map((item) => (
            <MenuItem key={item.currency_id} value={item.currency_id}>
              {item.currency_code}
            </MenuItem>
          ))}
        </TextField>
        <ChainPicker protocols={protocols} value={protocol?.id ?? null} onChange={setChain} />
        <TextField
          size="small"
          label={t('bind.address')}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={form.invalid === 'pbtwaf'}
        />
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
    );
  return (
    <PageCard title={t('bind.title')} subtitle={t('bind.subtitle')} testId="bind-addr">
      {body}
    </PageCard>
  );
};
