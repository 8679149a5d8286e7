import { TRADE_COLOR } from '@exchange/shared';
import { Box, Button, Drawer, IconButton, Typography, useTheme } from '@exchange/shared/ui-kit';
import { useState, type ReactElement, type ReactNode } from 'react';
import { readableTextOn } from '../contrast';
import type { PhoneTradeSides } from './phone-trade-bar';

export type PhoneTradeSheetProps<S extends string> = {
  /** The side asked for; null while the sheet is closed. */
  side: S | null;
  sides: PhoneTradeSides<S>;
  /** The trader switched side inside the open sheet. */
  onSide: (side: S) => void;
  /** Escape, the backdrop or the close button (and the page, once an order is placed). */
  onClose: () => void;
  /** The sheet's heading, e.g. the pair. */
  title: string;
  closeLabel: string;
  /** The order form for one side. */
  children: (side: S) => ReactNode;
};

/**
 * The order form of a phone, in a sheet over the bottom of the page (the kit's Drawer, loaded
 * when it first opens, so the first screen carries none of it): the two sides as a switch at
 * the top, the chosen side's form under it. The form closing the sheet on a placed order is the
 * page's call (`onClose`), since only the form knows an order went through.
 */
export const PhoneTradeSheet = <S extends string>({
  side,
  sides,
  onSide,
  onClose,
  title,
  closeLabel,
  children,
}: PhoneTradeSheetProps<S>): ReactElement => {
  const colours = TRADE_COLOR[useTheme().palette.mode];
  // The last side shown stays drawn while the sheet slides away after closing.
  const [shown, setShown] = useState<S | null>(side);
  if (side !== null && side !== shown) setShown(side);
  return (
    <Drawer
      anchor="bottom"
      open={side !== null}
      onClose={onClose}
      slotProps={{
        paper: { sx: { maxHeight: '90dvh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } },
      }}
    >
      <Box data-testid="phone-trade-sheet" data-side={shown ?? ''} sx={{ minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            pt: 1.5,
            pb: 1,
          }}
        >
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: 1 }} noWrap>
            {title}
          </Typography>
          <IconButton
            size="small"
            aria-label={closeLabel}
            onClick={onClose}
            data-testid="phone-sheet-close"
          >
            <Box component="span" aria-hidden sx={{ fontSize: 20, lineHeight: 1, width: 20 }}>
              ×
            </Box>
          </IconButton>
        </Box>
        <Box
          role="group"
          aria-label={title}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, px: 2 }}
        >
          {sides.map((item) => {
            const chosen = item.value === shown;
            const colour = colours[item.tone];
            return (
              <Button
                key={item.value}
                size="small"
                variant={chosen ? 'contained' : 'outlined'}
                disableElevation
                aria-pressed={chosen}
                onClick={() => onSide(item.value)}
                data-testid={`phone-sheet-${item.value}`}
                sx={
                  chosen
                    ? {
                        bgcolor: colour,
                        color: readableTextOn(colour),
                        '&:hover': { bgcolor: colour },
                      }
                    : { color: colour, borderColor: colour }
                }
              >
                {item.label}
              </Button>
            );
          })}
        </Box>
        {shown !== null ? children(shown) : undefined}
      </Box>
    </Drawer>
  );
};
