import { PageCard } from '@exchange/shared/area-kit';
import { Link as RouterLink, useSearchParams } from '@exchange/shared/router';
import { Box, Link } from '@exchange/shared/ui-kit';
import { MenuItem, TextField } from '@exchange/shared/ui-kit/forms';
import { useState, type ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';
import { ACCOUNT_PAGES } from '../../common/accounts';
import { RecordsList } from '../deal-records/records-list';

/**
 * /assets/transferLog?currency_id=&currency_code=: the movements of that currency in one account
 * type (spot first); a transfer shows in both accounts' logs with the other side as "from".
 */
export const TransferLogPage = (): ReactElement => {
  const { t } = useTranslation('assets');
  const [params] = useSearchParams();
  const currencyId = Number(params.get('currency_id')) || null;
  const code = params.get('currency_code') ?? '';
  const [accountId, setAccountId] = useState<number>(1);
  const account = ACCOUNT_PAGES.find((page) => page.id === accountId) ?? ACCOUNT_PAGES[0];
  return (
    <PageCard
      title={t('transferLog.title', { code })}
      testId="transfer-log"
      footer={
        <Link component={RouterLink} to="/assets/transfer" underline="hover">
          {t('transferLog.back')}
        </Link>
      }
    >
      <Box sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('transferLog.account')}
          value={accountId}
          onChange={(event) => setAccountId(Number(event.target.value))}
          sx={{ minWidth: 180 }}
        >
          {ACCOUNT_PAGES.map((page) => (
            <MenuItem key={page.id} value={page.id}>
              {t(`menu.${page.path}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <RecordsList account={account} currencyId={currencyId} />
    </PageCard>
  );
};
