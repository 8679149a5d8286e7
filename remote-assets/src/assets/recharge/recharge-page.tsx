import { LoadFailed, LoadingRows, PageCard } from '@exchange/shared/area-kit';
import { ACCOUNT_TYPE_ID, useRequest, useTranslation } from '@exchange/shared';
import { EmptyState } from '@exchange/shared/ui';
import { Box } from '@exchange/shared/ui-kit';
import { MenuItem, TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { assetsApi } from '../../common/assets-api';
import { ChargePanel } from '../account/charge-panel';

/** /assets/recharge: pick a currency that takes deposits, then its charge panel. */
export const RechargePage = (): ReactElement => {
  const { t } = useTranslation('assets');
  const list = useRequest(() => assetsApi.accounts(), []);
  const spot = list.data?.find((group) => group.id === ACCOUNT_TYPE_ID.change);
  const currencies =
    spot && spot.is_recharge === 1
      ? spot.accounts.filter((account) => account.currency.open_recharge === 1)
      : [];
  const [chosen, setChosen] = useState<number | null>(null);
  const current =
    currencies.find((account) => account.currency_id === chosen) ??
    currencies.find((account) => account.currency_code === 'USDT') ??
    currencies[0];
  let body: ReactElement;
  if (!list.data)
    body =
      list.status === 'failed' ? (
        <LoadFailed message={t('common.loadFailed')} onRetry={list.reload} />
      ) : (
        <LoadingRows rows={4} />
      );
  else if (!current) body = <EmptyState message={t('recharge.none')} />;
  else
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }}>
        <TextField
          select
          size="small"
          label={t('recharge.currency')}
          value={current.currency_id}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ maxWidth: 240 }}
        >
          {currencies.map((account) => (
            <MenuItem key={account.currency_id} value={account.currency_id}>
              {account.currency_code}
            </MenuItem>
          ))}
        </TextField>
        <ChargePanel
          key={current.currency_id}
          currency={current.currency}
          onRequested={list.reload}
        />
      </Box>
    );
  return (
    <PageCard title={t('menu.recharge')} subtitle={t('recharge.subtitle')} testId="recharge-page">
      {body}
    </PageCard>
  );
};
