import {
  type Match,
  type QuoteGroup,
  useNumberFormat,
  useTranslation,
  WIDGETS_NAMESPACE,
} from '@exchange/shared';
import { ChangeText } from '@exchange/shared/ui';
import {
  Box,
  ButtonBase,
  IconButton,
  Skeleton,
  SvgIcon,
  type SvgIconProps,
  Typography,
} from '@exchange/shared/ui-kit';
import { Tab, Tabs, TextField } from '@exchange/shared/ui-kit/forms';
import { memo, useMemo, useState, type ReactElement } from 'react';
import { FAVOURITES_TAB, pairsOfTab, quoteTabs } from './pair-filter';

// shared carries no icon package: the two star glyphs of Material Icons, inline.
const StarIcon = (props: SvgIconProps): ReactElement => (
  <SvgIcon {...props}>
    <path d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z" />
  </SvgIcon>
);
const StarBorderIcon = (props: SvgIconProps): ReactElement => (
  <SvgIcon {...props}>
    <path d="m22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z" />
  </SvgIcon>
);

// A row holds two buttons side by side (star, select), never one inside the other.
const PairRow = memo(function PairRow({
  match,
  selected,
  starred,
  onSelect,
  onToggleFavourite,
}: {
  match: Match;
  selected: boolean;
  starred: boolean;
  onSelect: (match: Match) => void;
  onToggleFavourite: (matchId: number) => void;
}): ReactElement {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const format = useNumberFormat();
  return (
    <Box
      role="listitem"
      aria-current={selected ? 'true' : undefined}
      data-testid="pair-row"
      data-symbol={match.symbol}
      sx={{
        display: 'grid',
        gridTemplateColumns: '28px 1fr',
        alignItems: 'center',
        height: 30,
        fontSize: 12,
        fontVariantNumeric: 'tabular-nums',
        // The chosen pair: the light hover shade and a bar at its start. The stronger selected
        // shade left its red change at 3.5 : 1 (docs/product.md#colour-contrast).
        bgcolor: selected ? 'action.hover' : undefined,
        boxShadow: selected ? (theme) => `inset 2px 0 0 ${theme.palette.primary.main}` : undefined,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <IconButton
        size="small"
        aria-label={t(starred ? 'pairList.unstar' : 'pairList.star', { symbol: match.symbol })}
        aria-pressed={starred}
        data-testid="pair-star"
        onClick={() => onToggleFavourite(match.id)}
        sx={{ p: 0.25, justifySelf: 'center', color: starred ? 'primary.main' : 'text.disabled' }}
      >
        {starred ? <StarIcon sx={{ fontSize: 16 }} /> : <StarBorderIcon sx={{ fontSize: 16 }} />}
      </IconButton>
      <ButtonBase
        onClick={() => onSelect(match)}
        data-testid="pair-select"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr 72px',
          alignItems: 'center',
          height: '100%',
          pr: 1,
          fontSize: 'inherit',
          textAlign: 'left',
          '&.Mui-focusVisible': { bgcolor: 'action.focus' },
        }}
      >
        <Box component="span" sx={{ fontWeight: 600 }} data-testid="pair-base">
          {match.base_currency_code}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            /{match.quote_currency_code}
          </Box>
        </Box>
        <Box component="span" sx={{ textAlign: 'right' }} data-testid="pair-latest">
          {format.price(match.currency_quotation.close, match)}
        </Box>
        <Box component="span" sx={{ textAlign: 'right' }} data-testid="pair-change">
          <ChangeText change={match.currency_quotation.change} />
        </Box>
      </ButtonBase>
    </Box>
  );
});

const TABS_SX = {
  minHeight: 36,
  '& .MuiTab-root': { minHeight: 36, minWidth: 0, px: 1.5, fontSize: 12 },
} as const;

type QuoteTabsProps = {
  tab: string;
  tabs: readonly string[];
  onChange: (tab: string) => void;
};

const sameQuoteTabs = (before: QuoteTabsProps, after: QuoteTabsProps): boolean =>
  before.tab === after.tab &&
  before.onChange === after.onChange &&
  before.tabs.length === after.tabs.length &&
  before.tabs.every((code, index) => code === after.tabs[index]);

/**
 * The favourites and quote-currency tabs. The quotes re-render the list many times a second;
 * this row only when its tabs or the choice change.
 */
const QuoteTabs = memo(function QuoteTabs({ tab, tabs, onChange }: QuoteTabsProps): ReactElement {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  return (
    <Tabs
      value={tab}
      onChange={(_, value: string) => onChange(value)}
      variant="scrollable"
      scrollButtons={false}
      aria-label={t('pairList.tabs')}
      sx={TABS_SX}
    >
      <Tab
        value={FAVOURITES_TAB}
        label={t('pairList.favourites')}
        data-testid="pair-tab-favourites"
      />
      {tabs.map((code) => (
        <Tab key={code} value={code} label={code} data-testid="pair-tab" />
      ))}
    </Tabs>
  );
}, sameQuoteTabs);

export type PairListProps = {
  groups: readonly QuoteGroup[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (match: Match) => void;
  favourites: ReadonlySet<number>;
  onToggleFavourite: (matchId: number) => void;
  stale?: boolean;
};

/**
 * The trade page's pair list (docs/product.md#public-and-spot-screens): a favourites tab and one tab per quote currency, a
 * search box, rows of base code, latest price and change % (green ≥ 0, red < 0), kept live by
 * the caller (DAY_MARKET). Only pairs with open_change 1 appear.
 */
export const PairList = ({
  groups,
  loading,
  selectedId,
  onSelect,
  favourites,
  onToggleFavourite,
  stale = false,
}: PairListProps): ReactElement => {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const tabs = useMemo(() => quoteTabs(groups), [groups]);
  const selectedQuote = useMemo(
    () => groups.find((group) => group.matches.some((match) => match.id === selectedId))?.code,
    [groups, selectedId],
  );
  const [chosenTab, setTab] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  // Until the user picks a tab, show the one holding the selected pair.
  const tab =
    chosenTab && (chosenTab === FAVOURITES_TAB || tabs.includes(chosenTab))
      ? chosenTab
      : (selectedQuote ?? tabs[0] ?? FAVOURITES_TAB);
  const rows = useMemo(
    () => pairsOfTab(groups, tab, favourites, query),
    [groups, tab, favourites, query],
  );
  const emptyText = query.trim()
    ? t('pairList.noMatch', { query: query.trim() })
    : tab === FAVOURITES_TAB
      ? t('pairList.noFavourites')
      : t('pairList.empty');

  return (
    <Box data-testid="pair-list" data-stale={stale} sx={{ opacity: stale ? 0.6 : 1 }}>
      <Box sx={{ px: 1, pt: 1 }}>
        <TextField
          size="small"
          fullWidth
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('pairList.searchPlaceholder')}
          slotProps={{ htmlInput: { 'aria-label': t('pairList.search') } }}
        />
      </Box>
      <QuoteTabs tab={tab} tabs={tabs} onChange={setTab} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '28px 1fr 1fr 72px',
          pr: 1,
          py: 0.5,
          fontSize: 12,
          color: 'text.secondary',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <span />
        <span>{t('pairList.pair')}</span>
        <Box component="span" sx={{ textAlign: 'right' }}>
          {t('pairList.latest')}
        </Box>
        <Box component="span" sx={{ textAlign: 'right' }}>
          {t('pairList.change')}
        </Box>
      </Box>
      <Box role="list" aria-label={t('pairList.pairs')} sx={{ maxHeight: 560, overflowY: 'auto' }}>
        {loading && groups.length === 0 ? (
          Array.from({ length: 8 }, (_, index) => (
            <Skeleton
              key={index}
              variant="text"
              height={30}
              sx={{ mx: 1 }}
              data-testid="pair-loading"
            />
          ))
        ) : rows.length === 0 ? (
          <Typography
            variant="caption"
            color="text.secondary"
            role="status"
            sx={{ display: 'block', p: 2, textAlign: 'center' }}
          >
            {emptyText}
          </Typography>
        ) : (
          rows.map((match) => (
            <PairRow
              key={match.id}
              match={match}
              selected={match.id === selectedId}
              starred={favourites.has(match.id)}
              onSelect={onSelect}
              onToggleFavourite={onToggleFavourite}
            />
          ))
        )}
      </Box>
    </Box>
  );
};
