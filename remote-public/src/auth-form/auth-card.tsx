import { Box, Typography } from '@exchange/shared/ui-kit';
import { Paper } from '@exchange/shared/ui-kit/forms';
import type { ReactElement, ReactNode } from 'react';

export type AuthCardProps = {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links under the card body (register / log in). */
  footer?: ReactNode;
  testId?: string;
};

/** The centred ~420 px card the three screens share. */
export const AuthCard = ({
  title,
  subtitle,
  children,
  footer,
  testId,
}: AuthCardProps): ReactElement => (
  // A section, not <main>: the shell's layout already wraps every page in <main>.
  <Box
    component="section"
    data-testid={testId}
    sx={{
      minHeight: 'calc(100vh - 64px)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      px: 2,
      py: { xs: 4, sm: 8 },
    }}
  >
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 2 }}
    >
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {subtitle}
        </Typography>
      ) : undefined}
      <Box sx={{ mt: 3 }}>{children}</Box>
      {footer ? (
        <Box sx={{ mt: 3, textAlign: 'center', typography: 'body2', color: 'text.secondary' }}>
          {footer}
        </Box>
      ) : undefined}
    </Paper>
  </Box>
);
