import { TRADE_COLOR, useTranslation } from '@exchange/shared';
import { Box, Button, useTheme } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';

/**
 * Long (duo) and short (kong): both submit the form; the form reads `data-direction` of the
 * button pressed (Enter in a field submits as the first one, a long). `only` keeps one of them
 * (a phone's bottom sheet with that side chosen; Enter then submits as that side).
 */
export const DirectionButtons = ({
  disabled,
  only,
}: {
  disabled: boolean;
  only?: 'long' | 'short';
}): ReactElement => {
  const { t } = useTranslation('lever');
  const colours = TRADE_COLOR[useTheme().palette.mode];
  const button = (direction: 'long' | 'short', colour: string, label: string): ReactElement => (
    <Button
      type="submit"
      variant="contained"
      data-direction={direction}
      data-testid={`lever-${direction}`}
      disabled={disabled}
      sx={{ bgcolor: colour, '&:hover': { bgcolor: colour, filter: 'brightness(1.1)' } }}
    >
      {label}
    </Button>
  );
  return (
    <Box
      className="lever-wide"
      sx={{ display: 'grid', gridTemplateColumns: only ? '1fr' : '1fr 1fr', gap: 1 }}
    >
      {only === 'short' ? undefined : button('long', colours.up, t('form.buyLong'))}
      {only === 'long' ? undefined : button('short', colours.down, t('form.sellShort'))}
    </Box>
  );
};
