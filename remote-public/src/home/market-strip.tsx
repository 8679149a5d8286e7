import {
  type Match,
  saveTradeInfo,
  useLiveStale,
  useNumberFormat,
  useQuoteGroups,
  useTranslation,
} from '@exchange/shared';
import { useNavigate } from '@exchange/shared/router';
import { ChangeText } from '@exchange/shared/ui';
import { Box, ButtonBase, Skeleton, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { HOME_TILE_COUNT, pickHomeTiles } from './pick-home-tiles';

/** A tile's height (padding, symbol line, price, volume): the skeleton takes the same, so no jump. */
const TILE_HEIGHT = 108;

const Tile = ({
  match,
  stale,
  onOpen,
}: {
  match: Match;
  stale: boolean;
  onOpen: () => void;
}): ReactElement => {
  const { t } = useTranslation('public');
  const format = useNumberFormat();
  const quote = match.currency_quotation;
  return (
    <ButtonBase
      onClick={onOpen}
      data-testid="market-tile"
      data-symbol={match.symbol}
      sx={{
        display: 'block',
        textAlign: 'left',
        minHeight: TILE_HEIGHT,
        p: 2,
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        opacity: stale ? 0.6 : 1,
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="span">
          {match.symbol}
        </Typography>
        <Typography variant="body2" component="span">
          <ChangeText change={quote.change} />
        </Typography>
      </Box>
      <Typography
        variant="h6"
        component="div"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid="tile-price"
      >
        {format.price(quote.close, match)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {t('home.volume24h')} {format.quantity(quote.volume, match)}
      </Typography>
    </ButtonBase>
  );
};

/** Up to 6 live market tiles (pairs with open_change 1), updated from DAY_MARKET. */
export const MarketStrip = (): ReactElement => {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const { status, groups } = useQuoteGroups();
  const stale = useLiveStale();
  const tiles = pickHomeTiles(groups);
  const open = (match: Match): void => {
    saveTradeInfo(match);
    navigate('/trade');
  };
  return (
    <Box
      component="section"
      aria-label={t('home.markets')}
      sx={{ px: { xs: 2, md: '10%' }, py: 3 }}
    >
      <Box
        data-testid="market-strip"
        data-stale={stale}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
        }}
      >
        {status === 'loading'
          ? Array.from({ length: HOME_TILE_COUNT }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={TILE_HEIGHT} />
            ))
          : tiles.map((match) => (
              <Tile key={match.id} match={match} stale={stale} onOpen={() => open(match)} />
            ))}
      </Box>
      {status === 'failed' ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('home.marketsFailed')}
        </Typography>
      ) : undefined}
    </Box>
  );
};
