import { Box, Skeleton } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';

/** Placeholder with the rough shape of a page while an area's code arrives. */
export const AreaSkeleton = (): ReactElement => (
  <Box sx={{ p: 3 }} aria-busy="true" data-testid="area-skeleton">
    <Skeleton variant="rounded" height={160} sx={{ mb: 2 }} />
    <Skeleton variant="text" width="60%" />
    <Skeleton variant="text" width="80%" />
    <Skeleton variant="text" width="40%" />
  </Box>
);
