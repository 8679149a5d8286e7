import { type AreaName, useTranslation } from '@exchange/shared';
import { CancelIcon, Chip } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { clearOverride } from './overrides';
import type { SelectedArea } from './selection';
import { useReleaseState } from './use-release-state';

/**
 * Header badge while this browser runs an override (a version chosen with ?area-version=):
 * testers always see that they are not on the version everyone else gets. Its × clears the
 * override and reloads.
 */
export const OverrideBadge = (): ReactElement | null => {
  const { t } = useTranslation('shell');
  const { selection } = useReleaseState();
  const overridden = (Object.entries(selection) as [AreaName, SelectedArea][]).filter(
    ([, selected]) => selected.source === 'override',
  );
  if (overridden.length === 0) return null;
  return (
    <>
      {overridden.map(([area, selected]) => (
        <Chip
          key={area}
          data-testid="override-badge"
          data-area={area}
          data-version={selected.version}
          color="warning"
          size="small"
          label={t('releases.override.badge', {
            area: t(`areas.${area}`),
            version: selected.version,
          })}
          onDelete={() => {
            clearOverride(area);
            window.location.reload();
          }}
          deleteIcon={
            <CancelIcon titleAccess={t('releases.override.clear')} data-testid="override-clear" />
          }
        />
      ))}
    </>
  );
};
