import { TRADE_COLOR } from '@exchange/shared';
import { Box, Button, useTheme } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { readableTextOn } from '../contrast';
import { PHONE_BAR_HEIGHT } from './phone-layout';

/** One side of a phone's trade bar: buy / sell, long / short, up / down. */
export type PhoneTradeSide<S extends string> = {
  value: S;
  label: string;
  /** The rise colour (buy, long, up) or the fall colour (sell, short, down). */
  tone: 'up' | 'down';
};

/** The two sides of a page's form, in the order the bar shows them. */
export type PhoneTradeSides<S extends string> = readonly [PhoneTradeSide<S>, PhoneTradeSide<S>];

/**
 * A phone's trade bar, fixed at the bottom of a trading page whatever the trader has scrolled:
 * a tap asks for that side of the order form (the page opens it in a bottom sheet).
 */
export const PhoneTradeBar = <S extends string>({
  sides,
  onSide,
}: {
  sides: PhoneTradeSides<S>;
  onSide: (side: S) => void;
}): ReactElement => {
  const colours = TRADE_COLOR[useTheme().palette.mode];
  return (
    <Box
      data-testid="phone-trade-bar"
      sx={{
        display: 'flex',
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
      {sides.map((side) => {
        const colour = colours[side.tone];
        return (
          <Button
            key={side.value}
            variant="contained"
            disableElevation
            fullWidth
            onClick={() => onSide(side.value)}
            data-testid={`phone-${side.value}`}
            sx={{
              bgcolor: colour,
              // docs/product.md#colour-contrast: white on the rise green reads at 2.4 : 1.
              color: readableTextOn(colour),
              fontWeight: 700,
              '&:hover': { bgcolor: colour },
            }}
          >
            {side.label}
          </Button>
        );
      })}
    </Box>
  );
};
