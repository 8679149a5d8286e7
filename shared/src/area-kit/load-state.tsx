import { EmptyState } from '@exchange/shared/ui';
import { Box, Button, Skeleton } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';

/** Placeholder rows while a screen's data loads. */
export const LoadingRows = ({ rows = 4 }: { rows?: number }): ReactElement => {
  const { t } = useTranslation('common');
  return (
    <Box aria-busy="true" aria-label={t('loading')} data-testid="loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="text" height={40} />
      ))}
    </Box>
  );
};

/** A load that failed (the api client toasted why): says so, with Retry. */
export const LoadFailed = ({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}): ReactElement => {
  const { t } = useTranslation('common');
  return (
    <EmptyState
      message={message}
      action={
        <Button variant="outlined" size="small" onClick={onRetry} data-testid="retry">
          {t('retry')}
        </Button>
      }
    />
  );
};
