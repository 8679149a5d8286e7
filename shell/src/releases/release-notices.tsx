import { Alert, Box, Button } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';
import { releaseState } from './release-state';
import { useReleaseState } from './use-release-state';

/**
 * A strip under the header, never a dialog: "a new version of <area> is available — Reload"
 * (the page never reloads by itself: a trader may be mid-order), and overrides that were ignored.
 */
export const ReleaseNotices = (): ReactElement | null => {
  const { t } = useTranslation('shell');
  const { ignored, updates } = useReleaseState();
  if (ignored.length === 0 && updates.length === 0) return null;
  const areaName = (area: string): string => t(`areas.${area}`, { defaultValue: area });
  return (
    <Box sx={{ px: 2, pt: 1, display: 'grid', gap: 1 }}>
      {updates.length > 0 && (
        <Alert
          severity="info"
          role="status"
          data-testid="update-notice"
          data-areas={updates.join(' ')}
          action={
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={() => window.location.reload()}
              >
                {t('releases.update.reload')}
              </Button>
              <Button color="inherit" size="small" onClick={() => releaseState.dismissUpdates()}>
                {t('releases.update.later')}
              </Button>
            </Box>
          }
        >
          {updates.map((area) => (
            <div key={area}>{t('releases.update.available', { area: areaName(area) })}</div>
          ))}
        </Alert>
      )}
      {ignored.length > 0 && (
        <Alert
          severity="warning"
          role="status"
          data-testid="override-ignored"
          onClose={() => releaseState.dismissIgnored()}
          closeText={t('releases.dismiss')}
        >
          {ignored.map((item) => (
            <div key={`${item.area}@${item.version}:${item.reason}`}>
              {t(`releases.override.${item.reason === 'unchecked' ? 'unchecked' : 'ignored'}`, {
                area: areaName(item.area),
                version: item.version,
              })}
            </div>
          ))}
        </Alert>
      )}
    </Box>
  );
};
