import { changeDirection, TRADE_COLOR, useNumberFormat } from '@exchange/shared';
import { Box, useTheme } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';

/** A change percent with 2 decimals in the page language's separators, green when ≥ 0 and red otherwise (docs/product.md#public-and-spot-screens). */
export const ChangeText = ({ change }: { change: string | null | undefined }): ReactElement => {
  const theme = useTheme();
  const direction = changeDirection(change);
  const colours = TRADE_COLOR[theme.palette.mode];
  const text = useNumberFormat().percent(change);
  return (
    <Box
      component="span"
      sx={{ color: direction > 0 ? colours.up : colours.down, fontVariantNumeric: 'tabular-nums' }}
    >
      {text === '--' ? text : `${direction > 0 && !text.startsWith('-') ? '+' : ''}${text}`}
    </Box>
  );
};
