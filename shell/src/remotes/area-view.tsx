import type { AreaName } from '@exchange/shared';
import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { releaseState } from '../releases/release-state';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaSkeleton } from './area-skeleton';
import { loadAreaModule } from './load-area-module';
import { reloadManifest } from './remotes-manifest';

const cache = new Map<string, ComponentType>();

const lazyScreen = (area: AreaName, module: string, attempt: number): ComponentType => {
  const key = `${area}/${module}#${attempt}`;
  let screen = cache.get(key);
  if (!screen) {
    screen = lazy(() => loadAreaModule(area, module));
    cache.set(key, screen);
  }
  return screen;
};

/**
 * Present once the area's screen rendered (it shares the Suspense and error boundaries): what
 * `pnpm remotes use --check` and the browser tests wait for, with the version this page selected.
 */
const RenderedMarker = ({ area }: { area: AreaName }): ReactElement => (
  <span
    hidden
    data-area-rendered={area}
    data-area-version={releaseState.snapshot.selection[area]?.version ?? ''}
  />
);

/**
 * One area screen inside the shell's tree: loaded at run time from the operator manifest, with a
 * skeleton while it loads and a fallback with Retry if it fails. A failure stays inside this box:
 * the header and every other area keep working.
 */
export const AreaView = ({ area, module }: { area: AreaName; module: string }): ReactElement => {
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo(() => lazyScreen(area, module, attempt), [area, module, attempt]);
  const retry = useCallback(async (): Promise<void> => {
    // Read the operator's current manifest: the fix may be a manifest edit.
    await reloadManifest().catch(() => undefined);
    setAttempt((value) => value + 1);
  }, []);
  return (
    <AreaErrorBoundary key={`${area}/${module}#${attempt}`} area={area} onRetry={retry}>
      <Suspense fallback={<AreaSkeleton />}>
        {/* Remote screens only exist at run time; lazyScreen caches each one so its identity is stable. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Screen />
        <RenderedMarker area={area} />
      </Suspense>
    </AreaErrorBoundary>
  );
};
