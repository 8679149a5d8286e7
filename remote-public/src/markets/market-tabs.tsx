import { type QuoteGroup, useNumberFormat, useTranslation } from '@exchange/shared';
import { Box } from '@exchange/shared/ui-kit';
import { Chip } from '@exchange/shared/ui-kit/extras';
import { Tab, Tabs } from '@exchange/shared/ui-kit/forms';
import type { ReactElement } from 'react';
import { fiatValue, groupFiatRate } from './fiat-rate';
import { PAGES_NAMESPACE } from '../page-texts/page-texts';

/**
 * Reading of docs/product.md#public-and-spot-screens "Tabs: all quotes, plus a legal-currency tab row shown only when the tab
 * index is above 0": the top row holds tab 0 "All" (every pair of every quote currency) followed
 * by one tab per quote currency. "Legal currency" is the original's name for the quote currency
 * (tradeinfo keeps it as legal_id/legal_name), so the legal-currency row is a second row of
 * quote-currency chips, each with its rate in the estimate currency ($ or ¥); it appears only while a tab above 0 is selected
 * and shares the selection with the top row.
 */
export const MarketTabs = ({
  groups,
  tab,
  onTab,
}: {
  groups: readonly QuoteGroup[];
  tab: number;
  onTab: (tab: number) => void;
}): ReactElement => {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const format = useNumberFormat();
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: number) => onTab(value)}
        aria-label={t('markets.tabsLabel')}
        variant="scrollable"
        scrollButtons="auto"
      >
        <Tab label={t('markets.tabAll')} value={0} data-testid="market-tab" />
        {groups.map((group, index) => (
          <Tab key={group.code} label={group.code} value={index + 1} data-testid="market-tab" />
        ))}
      </Tabs>
      {tab > 0 ? (
        <Box
          role="group"
          aria-label={t('markets.quoteRowLabel')}
          data-testid="quote-row"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 1.5, pb: 1 }}
        >
          {groups.map((group, index) => {
            const selected = index + 1 === tab;
            return (
              <Chip
                key={group.code}
                label={t('markets.quoteRate', {
                  code: group.code,
                  rate: format.fiat(fiatValue('1', groupFiatRate(group, format.fiatCurrency))),
                })}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                aria-pressed={selected}
                onClick={() => onTab(index + 1)}
                size="small"
              />
            );
          })}
        </Box>
      ) : undefined}
    </Box>
  );
};
