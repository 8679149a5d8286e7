import { PageCard } from '@exchange/shared/area-kit';
import { useRequest, useTranslation } from '@exchange/shared';
import { useSearchParams } from '@exchange/shared/router';
import { Box } from '@exchange/shared/ui-kit';
import { MenuItem, TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { accountPageOf } from '../../common/accounts';
import { assetsApi } from '../../common/assets-api';
import { RecordsList } from './records-list';

/** /assets/dealRecords?types=<account code>: that account's records, all currencies or one. */
export const DealRecordsPage = (): ReactElement => {
  const { t } = useTranslation('assets');
  const [params] = useSearchParams();
  const account = accountPageOf(params.get('types'));
  const list = useRequest(() => assetsApi.accounts(), []);
  const currencies = list.data?.find((group) => group.id === account.id)?.accounts ?? [];
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  return (
    <PageCard
      title={t('records.title')}
      subtitle={t('records.account', { name: t(`menu.${account.path}`) })}
      testId="deal-records"
    >
      <Box sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('records.currencyFilter')}
          value={currencyId ?? 0}
          onChange={(event) => setCurrencyId(Number(event.target.value) || null)}
          sx={{ minWidth: 180 }}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'records-currency' } as object },
          }}
        >
          <MenuItem value={0}>{t('records.all')}</MenuItem>
          {currencies.map((item) => (
            <MenuItem key={item.currency_id} value={item.currency_id}>
              {item.currency_code}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <RecordsList account={account} currencyId={currencyId} />
    </PageCard>
  );
};
