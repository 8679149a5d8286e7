import { TRADE_COLOR, useTranslation } from '@exchange/shared';
import { Box, Button, useTheme } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';

/** Below this width the trade page is laid out for a phone (docs/product.md#spot-trade-page-trade). */
export const PHONE_BAR_HEIGHT = 64;

/**
 * A phone's Buy / Sell bar, fixed at the bottom of the trade page: a tap brings that side of the
 * order form into view with its first field focused, wherever the trader has scrolled.
 */
export const PhoneTradeBar = ({
  baseCode,
  onSide,
}: {
  baseCode: string;
  onSide: (side: 'buy' | 'sell') => void;
}): ReactElement => {
  const { t } = useTranslation('spot');
  const colours = TRADE_COLOR[useTheme().palette.mode];
  const side = (name: 'buy' | 'sell', colour: string): ReactElement => (
    <Button
      variant="contained"
      disableElevation
      fullWidth
      onClick={() => onSide(name)}
      data-testid={`phone-${name}`}
      sx={{ bgcolor: colour, color: '#fff', fontWeight: 700, '&:hover': { bgcolor: colour } }}
    >
      {t(`form.${name}`, { code: baseCode })}
    </Button>
  );
  return (
    <Box
      data-testid="phone-trade-bar"
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        gap: 1,
        p: 1.5,
        height: PHONE_BAR_HEIGHT,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {side('buy', colours.up)}
      {side('sell', colours.down)}
    </Box>
  );
};
