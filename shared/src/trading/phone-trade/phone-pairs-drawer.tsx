import { Box, Drawer } from '@exchange/shared/ui-kit';
import type { ReactElement, ReactNode } from 'react';

/**
 * A phone's pair list, opened from the price header: a drawer from the left over the page
 * (the kit's Drawer, loaded on first open). The page closes it when a pair is chosen.
 */
export const PhonePairsDrawer = ({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
}): ReactElement => (
  <Drawer anchor="left" open={open} onClose={onClose}>
    <Box
      role="region"
      aria-label={label}
      data-testid="phone-pairs"
      sx={{ width: 'min(360px, 88vw)', minWidth: 0 }}
    >
      {children}
    </Box>
  </Drawer>
);
