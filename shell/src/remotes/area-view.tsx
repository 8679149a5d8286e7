import type { AreaName } from '@exchange/shared';
import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { releaseState } from '../releases/release-state';
import { AreaErrorBoundary } from './area-error-boundary';
import { AreaSkeleton } from './area-skeleton';
import { loadAreaModule, readyAreaScreen } from './load-area-module';
import { reloadManifest } from './remotes-manifest';

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

type ScreenLoad = { key: string; screen: ComponentType | null; error: unknown };

const readyLoad = (key: string, area: AreaName, module: string): ScreenLoad => ({
  key,
  screen: readyAreaScreen(area, module),
  error: null,
});

/** Set once the page's first area screen has mounted. */
let firstScreenMounted = false;

/**
 * The area's screen, once its module has loaded; a skeleton until then, and a failed load is
 * thrown to the error boundary. The page's first screen always comes in a transition after the
 * shell's first commit, even when its module was loaded early (first-screen.ts): the header
 * paints at once and the screen's render is sliced into short tasks. Later screens whose module
 * has loaded render at once. Not React.lazy: a lazy screen commits its Suspense fallback, and
 * React then holds the loaded screen back until 300 ms after that fallback (its reveal
 * throttle), which on a cold /home was the largest single wait before the banner.
 */
const AreaScreen = (props: { area: AreaName; module: string; attempt: number }): ReactElement => {
  const { area, module, attempt } = props;
  const key = `${area}/${module}#${attempt}`;
  const [loaded, setLoaded] = useState<ScreenLoad>(() =>
    firstScreenMounted ? readyLoad(key, area, module) : { key, screen: null, error: null },
  );
  const current = loaded.key === key ? loaded : readyLoad(key, area, module);
  const missing = current.screen === null && current.error === null;
  useEffect(() => {
    firstScreenMounted = true;
    if (!missing) return undefined;
    let active = true;
    const show = (next: ScreenLoad): void => {
      if (active) startTransition(() => setLoaded(next));
    };
    const ready = readyAreaScreen(area, module);
    if (ready) show({ key, screen: ready, error: null });
    else
      loadAreaModule(area, module).then(
        (exposed) => show({ key, screen: exposed.default, error: null }),
        (error: unknown) => show({ key, screen: null, error }),
      );
    return () => {
      active = false;
    };
  }, [area, module, key, missing]);
  if (current.error !== null) throw current.error;
  const Screen = current.screen;
  if (!Screen) return <AreaSkeleton />;
  return (
    <>
      <Screen />
      <RenderedMarker area={area} />
    </>
  );
};

/**
 * One area screen inside the shell's tree: loaded at run time from the operator manifest, with a
 * skeleton while it loads and a fallback with Retry if it fails. A failure stays inside this box:
 * the header and every other area keep working.
 */
export const AreaView = ({ area, module }: { area: AreaName; module: string }): ReactElement => {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(async (): Promise<void> => {
    // Read the operator's current manifest: the fix may be a manifest edit.
    await reloadManifest().catch(() => undefined);
    setAttempt((value) => value + 1);
  }, []);
  return (
    <AreaErrorBoundary key={`${area}/${module}#${attempt}`} area={area} onRetry={retry}>
      {/* For what the screen itself loads lazily. */}
      <Suspense fallback={<AreaSkeleton />}>
        <AreaScreen area={area} module={module} attempt={attempt} />
      </Suspense>
    </AreaErrorBoundary>
  );
};
