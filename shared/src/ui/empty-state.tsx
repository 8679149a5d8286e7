import { Box, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement, ReactNode } from 'react';

export const EmptyState = ({
  message,
  action,
}: {
  message: string;
  action?: ReactNode;
}): ReactElement => (
  <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }} role="status">
    <Typography variant="body2">{message}</Typography>
    {action ? <Box sx={{ mt: 2 }}>{action}</Box> : undefined}
  </Box>
);
