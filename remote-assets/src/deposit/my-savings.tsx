import { LoadFailed, LoadingRows } from '@exchange/shared/area-kit';
import {
  loginPathReturningTo,
  session,
  useObservable,
  useRequest,
  useTranslation,
} from '@exchange/shared';
import { Link as RouterLink } from '@exchange/shared/router';
import { EmptyState, Paginator } from '@exchange/shared/ui';
import { Box, Button } from '@exchange/shared/ui-kit';
import { useMemo, useState, type ReactElement } from 'react';
import { recordsPageCount } from '../assets/deal-records/records-list';
import { MY_SAVINGS_PATH } from '../common/accounts';
import { assetsApi } from '../common/assets-api';
import { HoldingCard } from './holding-card';

const Holdings = (): ReactElement => {
  const { t } = useTranslation('assets');
  const [page, setPage] = useState(1);
  const list = useRequest(() => assetsApi.lockHoldings(page), [page]);
  const data = list.data;
  if (list.status === 'failed')
    return <LoadFailed message={t('common.loadFailed')} onRetry={list.reload} />;
  if (!data) return <LoadingRows rows={4} />;
  if (data.data.length === 0) return <EmptyState message={t('savings.empty')} />;
  return (
    <Box
      aria-busy={list.status === 'loading'}
      sx={{ opacity: list.status === 'loading' ? 0.6 : 1 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {data.data.map((holding) => (
          <HoldingCard key={holding.id} holding={holding} />
        ))}
      </Box>
      <Paginator
        page={page}
        lastPage={recordsPageCount(data.total, data.last_page)}
        onChange={setPage}
        disabled={list.status === 'loading'}
      />
    </Box>
  );
};

/**
 * "My savings" on /deposit (docs/product.md#my-savings): the caller's holdings, newest first,
 * 15 a page. /deposit is open to visitors: they are asked to log in instead.
 */
export const MySavings = (): ReactElement => {
  const { t } = useTranslation('assets');
  const loggedIn$ = useMemo(() => session.isLoggedIn$(), []);
  const loggedIn = useObservable(loggedIn$, session.token !== null);
  if (loggedIn) return <Holdings />;
  return (
    <EmptyState
      message={t('savings.login')}
      action={
        <Button
          component={RouterLink}
          to={loginPathReturningTo(MY_SAVINGS_PATH)}
          variant="contained"
          disableElevation
          data-testid="savings-login"
        >
          {t('savings.loginButton')}
        </Button>
      }
    />
  );
};
