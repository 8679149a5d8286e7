import {
  decimalInputOf,
  isRefusedDecimalKey,
  usePagedList,
  useTranslation,
} from '@exchange/shared';
import { type PayMethodCode } from '@exchange/shared/contract/personal';
import { LoadFailed, LoadingRows } from '@exchange/shared/area-kit';
import {
  P2P_FIAT_DECIMALS,
  type P2PConfig,
  type P2PMarketAd,
  type P2PMarketQuery,
  type P2PSide,
} from '@exchange/shared/contract/p2p';
import { EmptyState, Paginator } from '@exchange/shared/ui';
import { Box, Button } from '@exchange/shared/ui-kit';
import { MenuItem, Tab, Tabs, TextField } from '@exchange/shared/ui-kit/forms';
import { lazy, Suspense, useState, type FormEvent, type ReactElement } from 'react';
import { p2pApi } from '../../api/p2p-api';
import { goToLogin, useLoggedIn } from '../../common/login-gate';
import { amountFilterProblem } from '../../common/p2p-rules';
import { useP2pConfig } from '../../common/use-p2p-config';
import { AdList } from './ad-list';

// The dialog (inputs, password field, the caller's state) loads when someone takes an ad.
const TakeDialog = lazy(() =>
  import('./take-dialog').then((module) => ({ default: module.TakeDialog })),
);

const PAY_FILTERS: ('all' | PayMethodCode)[] = ['all', 'bank', 'alipay', 'wxpay'];

type Filters = {
  side: P2PSide;
  currencyId: number;
  fiat: string;
  payMethod: 'all' | PayMethodCode;
  amount: string;
};

/** The market's query from the filters: only what narrows the list is sent. */
export const marketQuery = (filters: Filters, page: number): P2PMarketQuery => ({
  side: filters.side,
  currency_id: filters.currencyId,
  fiat: filters.fiat,
  ...(filters.payMethod === 'all' ? {} : { pay_method: filters.payMethod }),
  ...(filters.amount === '' ? {} : { amount: filters.amount }),
  page,
});

const Market = ({ config }: { config: P2PConfig }): ReactElement => {
  const { t } = useTranslation('p2p');
  const loggedIn = useLoggedIn();
  const [filters, setFilters] = useState<Filters>({
    side: 'buy',
    currencyId: config.assets[0]?.currency_id ?? 0,
    fiat: config.fiats[0] ?? '',
    payMethod: 'all',
    amount: '',
  });
  const [amountText, setAmountText] = useState('');
  const [amountProblem, setAmountProblem] = useState(false);
  const [page, setPage] = useState(1);
  const [taking, setTaking] = useState<P2PMarketAd | null>(null);
  const query = marketQuery(filters, page);
  const list = usePagedList(() => p2pApi.ads(query), [JSON.stringify(query)]);

  const change = (next: Partial<Filters>): void => {
    setFilters((now) => ({ ...now, ...next }));
    setPage(1);
  };
  const applyAmount = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const problem = amountFilterProblem(amountText);
    setAmountProblem(problem !== null);
    if (problem === null) change({ amount: amountText.trim() });
  };
  const take = (ad: P2PMarketAd): void => {
    if (!loggedIn) goToLogin();
    else setTaking(ad);
  };

  const rows = list.data?.data ?? [];
  const body = (): ReactElement => {
    if (list.status === 'failed' && !list.data)
      return <LoadFailed message={t('market.loadFailed')} onRetry={list.reload} />;
    if (!list.data) return <LoadingRows rows={6} />;
    if (rows.length === 0) return <EmptyState message={t('market.empty')} />;
    return <AdList ads={rows} onTake={take} />;
  };

  return (
    <Box data-testid="p2p-market-page" sx={{ minWidth: 0 }}>
      <Tabs
        value={filters.side}
        onChange={(_, side: P2PSide) => change({ side })}
        aria-label={t('market.sides')}
      >
        <Tab value="buy" label={t('market.sideBuy')} data-testid="p2p-side-buy" />
        <Tab value="sell" label={t('market.sideSell')} data-testid="p2p-side-sell" />
      </Tabs>
      <Tabs
        value={filters.currencyId}
        onChange={(_, currencyId: number) => change({ currencyId })}
        aria-label={t('market.assets')}
        variant="scrollable"
      >
        {config.assets.map((asset) => (
          <Tab
            key={asset.currency_id}
            value={asset.currency_id}
            label={asset.code}
            data-testid={`p2p-asset-${asset.code}`}
          />
        ))}
      </Tabs>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          my: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: '160px 180px minmax(0, 320px)' },
          alignItems: 'start',
        }}
      >
        <TextField
          select
          size="small"
          label={t('market.fiat')}
          value={filters.fiat}
          onChange={(event) => change({ fiat: event.target.value })}
          data-testid="p2p-filter-fiat"
        >
          {config.fiats.map((fiat) => (
            <MenuItem key={fiat} value={fiat}>
              {fiat}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('market.payMethod')}
          value={filters.payMethod}
          onChange={(event) => change({ payMethod: event.target.value as Filters['payMethod'] })}
          data-testid="p2p-filter-method"
        >
          {PAY_FILTERS.map((code) => (
            <MenuItem key={code} value={code}>
              {t(code === 'all' ? 'market.allMethods' : `payMethod.${code}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box
          component="form"
          noValidate
          onSubmit={applyAmount}
          sx={{ display: 'flex', gap: 1, gridColumn: { xs: '1 / -1', md: 'auto' } }}
        >
          <TextField
            size="small"
            fullWidth
            name="amount"
            label={t('market.amount', { fiat: filters.fiat })}
            value={amountText}
            error={amountProblem}
            helperText={amountProblem ? t('errors.amountInvalid') : undefined}
            onChange={(event) => {
              const value = decimalInputOf(event.target.value, P2P_FIAT_DECIMALS);
              if (value !== null) setAmountText(value);
            }}
            onKeyDown={(event) => {
              if (isRefusedDecimalKey(event.key)) event.preventDefault();
            }}
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'data-testid': 'p2p-filter-amount' },
            }}
          />
          <Button type="submit" variant="outlined" data-testid="p2p-filter-apply">
            {t('market.search')}
          </Button>
        </Box>
      </Box>
      {body()}
      <Paginator
        page={page}
        lastPage={list.data?.last_page ?? 1}
        onChange={setPage}
        disabled={list.status === 'loading'}
      />
      {taking ? (
        <Suspense fallback={null}>
          <TakeDialog ad={taking} onClose={() => setTaking(null)} />
        </Suspense>
      ) : undefined}
    </Box>
  );
};

/**
 * /legalIndex/legal (docs/product.md#p2p-market): the public market. Visitors browse; taking an
 * ad asks them to log in and brings them back.
 */
export const MarketPage = (): ReactElement => {
  const { t } = useTranslation('p2p');
  const config = useP2pConfig();
  if (!config.data)
    return config.status === 'failed' ? (
      <LoadFailed message={t('market.loadFailed')} onRetry={config.reload} />
    ) : (
      <LoadingRows rows={6} />
    );
  return <Market config={config.data} />;
};
