import { type AreaName, useTranslation } from '@exchange/shared';
import { Box } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import type { LoadedArea } from './release-state';
import { useReleaseState } from './use-release-state';

/**
 * The page's "about" line: the version of each area running on this page, as the area's own
 * build reports it (`./release-info`), so support and testers can tell what a user sees.
 */
export const AreaVersions = (): ReactElement | null => {
  const { t } = useTranslation('shell');
  const { loaded } = useReleaseState();
  const areas = Object.entries(loaded) as [AreaName, LoadedArea][];
  if (areas.length === 0) return null;
  return (
    <Box
      component="footer"
      data-testid="area-versions"
      sx={{
        mt: 'auto',
        py: 1,
        px: 2,
        fontSize: 12,
        color: 'text.secondary',
        textAlign: 'center',
        display: 'flex',
        gap: 1.5,
        justifyContent: 'center',
        flexWrap: 'wrap',
      }}
    >
      <span>{t('releases.footer')}</span>
      {areas.map(([area, info]) => {
        const version = info.built ?? info.version;
        return (
          <span
            key={area}
            data-testid="area-version"
            data-area={area}
            data-version={version}
            data-built={info.built ?? ''}
            data-source={info.source}
          >
            {t('releases.areaVersion', { area: t(`areas.${area}`), version })}
          </span>
        );
      })}
    </Box>
  );
};
