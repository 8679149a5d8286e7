import { changeDirection, type Quotation, TRADE_COLOR, useTranslation } from '@exchange/shared';
import { ChangeText } from '@exchange/shared/ui';
import { Box, Skeleton, Typography, useTheme } from '@exchange/shared/ui-kit';
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
}: {
  symbol: string;
  quotation: Quotation | null;
  stale?: boolean;
}): ReactElement => {
  const { t } = useTranslation('common');
  const mode = useTheme().palette.mode;
  const colours = TRADE_COLOR[mode];
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
      <Typography variant="h6" component="h2" data-testid="market-symbol" sx={{ fontWeight: 700 }}>
        {symbol}
      </Typography>
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
            {quotation.close}
          </Typography>
          <Figure
            label={t('kline.change24')}
            value={<ChangeText change={quotation.change} />}
            testId="market-change"
          />
          <Figure label={t('kline.high24')} value={quotation.high} testId="market-high" />
          <Figure label={t('kline.low24')} value={quotation.low} testId="market-low" />
          <Figure label={t('kline.volume24')} value={quotation.volume} testId="market-volume" />
        </>
      ) : (
        <Skeleton variant="text" width={320} data-testid="market-header-loading" />
      )}
    </Box>
  );
};
