import { PageCard } from '@exchange/shared/area-kit';
import { useTranslation } from '@exchange/shared';
import { Link as RouterLink, useSearchParams } from '@exchange/shared/router';
import { Box, Link } from '@exchange/shared/ui-kit';
import { Tab, Tabs } from '@exchange/shared/ui-kit/forms';
import type { ReactElement } from 'react';
import { MY_SAVINGS_TAB } from '../common/accounts';
import { LockProducts } from './lock-products';
import { MySavings } from './my-savings';

type DepositTab = 'products' | typeof MY_SAVINGS_TAB;

/**
 * /deposit: the lock products (docs/product.md#deposit-page) and, on the "My savings" tab
 * (`?tab=mine`, docs/product.md#my-savings), the caller's holdings.
 */
export const DepositPage = (): ReactElement => {
  const { t } = useTranslation('assets');
  const [params, setParams] = useSearchParams();
  const tab: DepositTab = params.get('tab') === MY_SAVINGS_TAB ? MY_SAVINGS_TAB : 'products';
  const choose = (next: DepositTab): void =>
    setParams(next === MY_SAVINGS_TAB ? { tab: MY_SAVINGS_TAB } : {}, { replace: true });
  return (
    <PageCard
      title={t('deposit.title')}
      subtitle={t('deposit.subtitle')}
      testId="deposit-page"
      footer={
        <Link component={RouterLink} to="/coinlog" underline="hover" data-testid="coinlog-link">
          {t('deposit.coinlog')}
        </Link>
      }
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, next: DepositTab) => choose(next)}
          aria-label={t('deposit.title')}
        >
          <Tab
            value="products"
            label={t('deposit.tabProducts')}
            data-testid="deposit-tab-products"
          />
          <Tab value={MY_SAVINGS_TAB} label={t('deposit.tabMine')} data-testid="deposit-tab-mine" />
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        aria-label={t(tab === 'products' ? 'deposit.tabProducts' : 'deposit.tabMine')}
      >
        {tab === 'products' ? <LockProducts /> : <MySavings />}
      </Box>
    </PageCard>
  );
};
