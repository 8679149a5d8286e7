import {
  changeDirection,
  formatFixed,
  type Match,
  type Quotation,
  TRADE_COLOR,
  useNumberFormat,
  useTranslation,
  WIDGETS_NAMESPACE,
} from '@exchange/shared';
import { ChangeText } from '@exchange/shared/ui';
import { Box, ButtonBase, Skeleton, Typography, useTheme } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';

const Figure = ({
  label,
  value,
  testId,
}: {
  label: string;
  value: ReactElement | string;
  testId: string;
}): ReactElement => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div" noWrap>
      {label}
    </Typography>
    <Typography
      variant="body2"
      component="div"
      data-testid={testId}
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {value}
    </Typography>
  </Box>
);

/** The chart header of docs/product.md#public-and-spot-screens: symbol, latest price, change %, high, low, volume (24 h). */
export const MarketHeader = ({
  symbol,
  quotation,
  stale = false,
  pairsButton,
  decimals,
}: {
  symbol: string;
  quotation: Quotation | null;
  /** The pair's decimals: prices and the volume (in the base) are shown with them; without,
   * as the server sent them (docs/decisions.md#display-numbers). */
  decimals?: Pick<Match, 'price_decimals' | 'number_decimals'>;
  stale?: boolean;
  /** On a phone the symbol opens the pair list (docs/product.md#trade-pages-on-a-phone). */
  pairsButton?: { label: string; onClick: () => void };
}): ReactElement => {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const mode = useTheme().palette.mode;
  const colours = TRADE_COLOR[mode];
  const format = useNumberFormat();
  const price = (value: string): string =>
    decimals ? format.price(value, decimals) : formatFixed(value, format.language);
  const volume = (value: string): string =>
    decimals ? format.quantity(value, decimals) : formatFixed(value, format.language);
  return (
    <Box
      data-testid="market-header"
      data-stale={stale}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 3,
        rowGap: 1,
        px: 1.5,
        py: 1,
        opacity: stale ? 0.6 : 1,
      }}
    >
      {pairsButton ? (
        <ButtonBase
          onClick={pairsButton.onClick}
          aria-label={pairsButton.label}
          aria-haspopup="dialog"
          data-testid="phone-pairs-button"
          sx={{ borderRadius: 1, gap: 0.5 }}
        >
          <Typography
            variant="h6"
            component="h2"
            data-testid="market-symbol"
            sx={{ fontWeight: 700 }}
          >
            {symbol}
          </Typography>
          <Box component="span" aria-hidden sx={{ fontSize: 12, color: 'text.secondary' }}>
            ▼
          </Box>
        </ButtonBase>
      ) : (
        <Typography
          variant="h6"
          component="h2"
          data-testid="market-symbol"
          sx={{ fontWeight: 700 }}
        >
          {symbol}
        </Typography>
      )}
      {quotation ? (
        <>
          <Typography
            variant="h6"
            component="div"
            data-testid="market-latest"
            aria-label={t('kline.latest')}
            sx={{
              fontVariantNumeric: 'tabular-nums',
              color: changeDirection(quotation.change) > 0 ? colours.up : colours.down,
            }}
          >
            {price(quotation.close)}
          </Typography>
          <Figure
            label={t('kline.change24')}
            value={<ChangeText change={quotation.change} />}
            testId="market-change"
          />
          <Figure label={t('kline.high24')} value={price(quotation.high)} testId="market-high" />
          <Figure label={t('kline.low24')} value={price(quotation.low)} testId="market-low" />
          <Figure
            label={t('kline.volume24')}
            value={volume(quotation.volume)}
            testId="market-volume"
          />
        </>
      ) : (
        <Skeleton variant="text" width={320} data-testid="market-header-loading" />
      )}
    </Box>
  );
};
