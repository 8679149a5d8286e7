import { type AreaName, useTranslation } from '@exchange/shared';
import { Alert, Box, Button } from '@exchange/shared/ui-kit';
import { useState, type ReactElement } from 'react';
import type { AreaFailureKind } from './load-area-module';

/** What a reader sees where an area should be: why it is missing and, when it may help, Retry. */
export const AreaUnavailable = ({
  area,
  kind,
  onRetry,
}: {
  area: AreaName;
  kind: AreaFailureKind;
  onRetry: () => Promise<void>;
}): ReactElement => {
  const { t } = useTranslation('shell');
  const [retrying, setRetrying] = useState(false);
  const areaName = t(`areas.${area}`);
  const retry = (): void => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  return (
    <Box
      sx={{ py: 8, display: 'flex', justifyContent: 'center' }}
      data-testid="area-unavailable"
      data-kind={kind}
    >
      <Alert
        severity={kind === 'load-failed' ? 'error' : 'info'}
        sx={{ maxWidth: 560, width: '100%' }}
        action={
          <Button color="inherit" size="small" onClick={retry} disabled={retrying}>
            {t('common:retry')}
          </Button>
        }
      >
        <strong>{t(`unavailable.${kind}.title`, { area: areaName })}</strong>
        <Box component="p" sx={{ m: 0, mt: 0.5 }}>
          {t(`unavailable.${kind}.body`, { area: areaName })}
        </Box>
      </Alert>
    </Box>
  );
};
