import { Box, Typography } from '@exchange/shared/ui-kit';
import { Paper } from '@exchange/shared/ui-kit/forms';
import { Stack } from '@exchange/shared/ui-kit/extras';
import type { FormEvent, ReactElement, ReactNode } from 'react';

export type PageCardProps = {
  title: string;
  subtitle?: ReactNode;
  testId?: string;
  /** With it the body is a real <form>: Enter in any field submits. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  footer?: ReactNode;
  /** `page` is a screen of its own (centred card); `section` sits inside an area's layout. */
  variant?: 'page' | 'section';
};

/** The card the logged-in areas put a screen's content in. */
export const PageCard = ({
  title,
  subtitle,
  testId,
  onSubmit,
  children,
  footer,
  variant = 'section',
}: PageCardProps): ReactElement => (
  <Paper
    component="section"
    variant="outlined"
    data-testid={testId}
    aria-label={title}
    sx={{
      width: '100%',
      maxWidth: variant === 'page' ? 520 : undefined,
      mx: variant === 'page' ? 'auto' : undefined,
      p: { xs: 2, sm: 3 },
      borderRadius: 2,
    }}
  >
    <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
      {title}
    </Typography>
    {subtitle ? (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {subtitle}
      </Typography>
    ) : undefined}
    <Box sx={{ mt: 2.5 }}>
      {onSubmit ? (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
          <Stack spacing={2.25}>{children}</Stack>
        </Box>
      ) : (
        children
      )}
    </Box>
    {footer ? (
      <Box sx={{ mt: 2.5, typography: 'body2', color: 'text.secondary' }}>{footer}</Box>
    ) : undefined}
  </Paper>
);
