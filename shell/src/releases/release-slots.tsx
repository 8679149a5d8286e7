import { lazy, Suspense, type ReactElement } from 'react';
import type { SelectedArea } from './selection';
import { useReleaseState } from './use-release-state';

// Both are drawn only when there is something to say (a new version, an ignored or active
// override), which a visitor rarely meets: their code loads then, not on every first visit
// (docs/performance.md#page-weight).
const ReleaseNotices = lazy(() =>
  import('./release-notices').then((module) => ({ default: module.ReleaseNotices })),
);
const OverrideBadge = lazy(() =>
  import('./override-badge').then((module) => ({ default: module.OverrideBadge })),
);

/** The strip under the header: new versions and ignored overrides, when there are any. */
export const ReleaseNoticesSlot = (): ReactElement | null => {
  const { ignored, updates } = useReleaseState();
  if (ignored.length === 0 && updates.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ReleaseNotices />
    </Suspense>
  );
};

/** The header's badge while this browser runs an override. */
export const OverrideBadgeSlot = (): ReactElement | null => {
  const { selection } = useReleaseState();
  const overridden = (Object.values(selection) as SelectedArea[]).some(
    (selected) => selected.source === 'override',
  );
  if (!overridden) return null;
  return (
    <Suspense fallback={null}>
      <OverrideBadge />
    </Suspense>
  );
};
