import {
  type Match,
  saveTradeInfo,
  useLiveStale,
  useQuoteGroups,
  useNumberFormat,
  useTranslation,
} from '@exchange/shared';
import { useNavigate } from '@exchange/shared/router';
import { EmptyState } from '@exchange/shared/ui';
import { Alert, Box, Typography } from '@exchange/shared/ui-kit';
import { SearchIcon } from '@exchange/shared/ui-kit/extras';
import { InputAdornment, TextField } from '@exchange/shared/ui-kit/forms';
import { useMemo, useState, type ReactElement } from 'react';
import { quoteFiatRate } from './fiat-rate';
import { filterMatches, matchesOfTab } from './filter-matches';
import { MarketTabs } from './market-tabs';
import { MarketsTable } from './markets-table';
import { sortMatches, toggleSort, type MarketSort, type SortKey } from './sort-matches';
import { PAGES_NAMESPACE } from '../page-texts/page-texts';

/** /markets (docs/product.md#public-and-spot-screens "All-markets page"): every pair, live from DAY_MARKET. */
export const MarketsPage = (): ReactElement => {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const navigate = useNavigate();
  const { status, groups } = useQuoteGroups();
  const stale = useLiveStale();
  const [tab, setTab] = useState(0);
  const [sort, setSort] = useState<MarketSort | null>(null);
  const [query, setQuery] = useState('');

  // A tab whose quote currency disappeared from the answer falls back to "All".
  const activeTab = tab <= groups.length ? tab : 0;
  const rows = useMemo(
    () => sortMatches(filterMatches(matchesOfTab(groups, activeTab), query), sort),
    [groups, activeTab, query, sort],
  );
  const { fiatCurrency } = useNumberFormat();
  const rateOf = (quoteCode: string): string => quoteFiatRate(groups, quoteCode, fiatCurrency);
  const onSort = (column: SortKey): void => setSort((current) => toggleSort(current, column));
  const open = (match: Match): void => {
    saveTradeInfo(match);
    navigate('/trade');
  };
  const emptyMessage = query.trim()
    ? t('markets.noMatch', { query: query.trim() })
    : t('markets.noPairs');

  return (
    <Box data-testid="markets-page">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1,
        }}
      >
        <Typography variant="h5" component="h1">
          {t('markets.title')}
        </Typography>
        <TextField
          size="small"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('markets.searchPlaceholder')}
          slotProps={{
            htmlInput: { 'aria-label': t('markets.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
      </Box>
      <MarketTabs groups={groups} tab={activeTab} onTab={setTab} />
      {stale ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="markets-stale">
          {t('markets.stale')}
        </Alert>
      ) : undefined}
      {status === 'failed' && groups.length === 0 ? (
        <EmptyState message={t('markets.failed')} />
      ) : (
        <MarketsTable
          loading={status === 'loading'}
          rows={rows}
          rateOf={rateOf}
          sort={sort}
          onSort={onSort}
          onOpen={open}
          emptyMessage={emptyMessage}
          stale={stale}
        />
      )}
    </Box>
  );
};
