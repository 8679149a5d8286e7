import { type Match, type Quotation, useStableCallback, useTranslation } from '@exchange/shared';
import { ChangeText } from '@exchange/shared/ui';
import { Box } from '@exchange/shared/ui-kit';
import { Tab, Tabs } from '@exchange/shared/ui-kit/forms';
import { memo, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactElement } from 'react';

/** The latest quote of each pair, read by each tab's label on its own. */
type QuoteStore = {
  set: (pairs: readonly Match[]) => void;
  get: (id: number) => Quotation | undefined;
  subscribe: (listener: () => void) => () => void;
};

const createQuoteStore = (pairs: readonly Match[]): QuoteStore => {
  let quotes = new Map(pairs.map((match) => [match.id, match.currency_quotation]));
  const listeners = new Set<() => void>();
  return {
    set: (next) => {
      quotes = new Map(next.map((match) => [match.id, match.currency_quotation]));
      for (const listener of listeners) listener();
    },
    get: (id) => quotes.get(id),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

type TabEntry = { id: number; symbol: string };

const TAB_SX = { textTransform: 'none', alignItems: 'flex-start', minWidth: 120 } as const;

const PairTabLabel = ({ store, tab }: { store: QuoteStore; tab: TabEntry }): ReactElement => {
  const quote = useSyncExternalStore(store.subscribe, () => store.get(tab.id));
  return (
    <Box sx={{ textAlign: 'left', fontVariantNumeric: 'tabular-nums' }}>
      <Box sx={{ fontWeight: 700 }}>{tab.symbol}</Box>
      <Box sx={{ fontSize: 12, display: 'flex', gap: 1 }}>
        <span data-testid={`pair-close-${tab.symbol}`}>{quote?.close ?? '--'}</span>
        <ChangeText change={quote?.change} />
      </Box>
    </Box>
  );
};

// MUI's Tabs reads the layout after every render of its own: the row renders again only when
// the pairs or the choice change, while each label follows its pair's quotes by itself.
const PairTabRow = memo(function PairTabRow({
  tabs,
  store,
  selectedId,
  onSelectId,
}: {
  tabs: readonly TabEntry[];
  store: QuoteStore;
  selectedId: number;
  onSelectId: (id: number) => void;
}): ReactElement {
  const { t } = useTranslation('second');
  return (
    <Tabs
      value={selectedId}
      onChange={(_, id: number) => onSelectId(id)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('pairs')}
      data-testid="second-pairs"
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          value={tab.id}
          data-testid={`pair-${tab.symbol}`}
          sx={TAB_SX}
          label={<PairTabLabel store={store} tab={tab} />}
        />
      ))}
    </Tabs>
  );
});

/** The option pairs as a tab row (spec 02 §2), each with its latest price and 24 h change. */
export const SecondPairTabs = ({
  pairs,
  selectedId,
  onSelect,
}: {
  pairs: readonly Match[];
  selectedId: number;
  onSelect: (match: Match) => void;
}): ReactElement => {
  const [store] = useState(() => createQuoteStore(pairs));
  // Before paint, so a label never shows an older quote than the page around it.
  useLayoutEffect(() => store.set(pairs), [store, pairs]);
  // The row's identity changes with the pairs' ids and symbols only, not with their quotes.
  const tabsKey = JSON.stringify(pairs.map((match) => [match.id, match.symbol]));
  const tabs = useMemo(
    () =>
      (JSON.parse(tabsKey) as [number, string][]).map(([id, symbol]): TabEntry => ({ id, symbol })),
    [tabsKey],
  );
  const selectId = useStableCallback((id: number) => {
    const match = pairs.find((item) => item.id === id);
    if (match) onSelect(match);
  });
  return <PairTabRow tabs={tabs} store={store} selectedId={selectedId} onSelectId={selectId} />;
};
