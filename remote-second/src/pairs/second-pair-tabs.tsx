import {
  BehaviorSubject,
  formatFixed,
  type Match,
  type Quotation,
  useNumberFormat,
  useStableCallback,
  useTranslation,
} from '@exchange/shared';
import { ChangeText } from '@exchange/shared/ui';
import { Box } from '@exchange/shared/ui-kit';
import { Tab, Tabs } from '@exchange/shared/ui-kit/forms';
import { memo, useCallback, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { ReactElement } from 'react';

/** The latest quote of each pair by id, read by each tab's label on its own. */
type Quotes = ReadonlyMap<number, Quotation>;

const quotesOf = (pairs: readonly Match[]): Quotes =>
  new Map(pairs.map((match) => [match.id, match.currency_quotation]));

const TAB_SX = { textTransform: 'none', alignItems: 'flex-start', minWidth: 120 } as const;

const PairTabLabel = ({
  quotes$,
  id,
  symbol,
}: {
  quotes$: BehaviorSubject<Quotes>;
  id: number;
  symbol: string;
}): ReactElement => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = quotes$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [quotes$],
  );
  const quote = useSyncExternalStore(subscribe, () => quotes$.value.get(id));
  // The close as the server sends it (at the pair's decimals), grouped for the page language.
  const { language } = useNumberFormat();
  return (
    <Box sx={{ textAlign: 'left', fontVariantNumeric: 'tabular-nums' }}>
      <Box sx={{ fontWeight: 700 }}>{symbol}</Box>
      <Box sx={{ fontSize: 12, display: 'flex', gap: 1 }}>
        <span data-testid={`pair-close-${symbol}`}>{formatFixed(quote?.close, language)}</span>
        <ChangeText change={quote?.change} />
      </Box>
    </Box>
  );
};

type PairTabRowProps = {
  pairs: readonly Match[];
  quotes$: BehaviorSubject<Quotes>;
  selectedId: number;
  onSelectId: (id: number) => void;
};

// New quotes alone do not draw the row again: its labels follow them by themselves.
const sameTabRow = (before: PairTabRowProps, after: PairTabRowProps): boolean =>
  before.quotes$ === after.quotes$ &&
  before.selectedId === after.selectedId &&
  before.onSelectId === after.onSelectId &&
  before.pairs.length === after.pairs.length &&
  before.pairs.every(
    (match, index) =>
      match.id === after.pairs[index].id && match.symbol === after.pairs[index].symbol,
  );

// The row renders again only when the pairs or the choice change, while each label follows its
// pair's quotes by itself.
const PairTabRow = memo(function PairTabRow({
  pairs,
  quotes$,
  selectedId,
  onSelectId,
}: PairTabRowProps): ReactElement {
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
      {pairs.map(({ id, symbol }) => (
        <Tab
          key={id}
          value={id}
          data-testid={`pair-${symbol}`}
          sx={TAB_SX}
          label={<PairTabLabel quotes$={quotes$} id={id} symbol={symbol} />}
        />
      ))}
    </Tabs>
  );
}, sameTabRow);

/** The option pairs as a tab row (docs/product.md#logged-in-areas-screens), each with its latest price and 24 h change. */
export const SecondPairTabs = ({
  pairs,
  selectedId,
  onSelect,
}: {
  pairs: readonly Match[];
  selectedId: number;
  onSelect: (match: Match) => void;
}): ReactElement => {
  const [quotes$] = useState(() => new BehaviorSubject(quotesOf(pairs)));
  // Before paint, so a label never shows an older quote than the page around it.
  useLayoutEffect(() => quotes$.next(quotesOf(pairs)), [quotes$, pairs]);
  const selectId = useStableCallback((id: number) => {
    const match = pairs.find((item) => item.id === id);
    if (match) onSelect(match);
  });
  return (
    <PairTabRow pairs={pairs} quotes$={quotes$} selectedId={selectedId} onSelectId={selectId} />
  );
};
