import type { Match } from '@exchange/shared';
import { ChangeText } from '@exchange/shared/ui';
import { Box } from '@exchange/shared/ui-kit';
import { Tab, Tabs } from '@exchange/shared/ui-kit/forms';
import { memo, type ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';

/** The option pairs as a tab row (spec 02 §2), each with its latest price and 24 h change. */
export const SecondPairTabs = memo(function SecondPairTabs({
  pairs,
  selectedId,
  onSelect,
}: {
  pairs: readonly Match[];
  selectedId: number;
  onSelect: (match: Match) => void;
}): ReactElement {
  const { t } = useTranslation('second');
  return (
    <Tabs
      value={selectedId}
      onChange={(_, id: number) => {
        const match = pairs.find((item) => item.id === id);
        if (match) onSelect(match);
      }}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('pairs')}
      data-testid="second-pairs"
    >
      {pairs.map((match) => (
        <Tab
          key={match.id}
          value={match.id}
          data-testid={`pair-${match.symbol}`}
          sx={{ textTransform: 'none', alignItems: 'flex-start', minWidth: 120 }}
          label={
            <Box sx={{ textAlign: 'left', fontVariantNumeric: 'tabular-nums' }}>
              <Box sx={{ fontWeight: 700 }}>{match.symbol}</Box>
              <Box sx={{ fontSize: 12, display: 'flex', gap: 1 }}>
                <span>{match.currency_quotation.close}</span>
                <ChangeText change={match.currency_quotation.change} />
              </Box>
            </Box>
          }
        />
      ))}
    </Tabs>
  );
});
