import { Box } from '@exchange/shared/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import type { LayoutKind } from '../routes/route-table';

const WIDTH: Record<LayoutKind, string> = { full: '100%', narrow: '70%', wide: '80%' };

/** The two width wrappers of docs/product.md#public-and-spot-screens (70 % and 80 %), plus full width; narrow screens use all of it. */
export const PageLayout = ({
  kind,
  children,
}: {
  kind: LayoutKind;
  children: ReactNode;
}): ReactElement => (
  <Box
    component="main"
    data-layout={kind}
    sx={{
      width: { xs: '100%', md: WIDTH[kind] },
      mx: 'auto',
      px: kind === 'full' ? 0 : { xs: 2, md: 0 },
      py: kind === 'full' ? 0 : 3,
    }}
  >
    {children}
  </Box>
);
