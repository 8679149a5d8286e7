import type * as OverlaysModule from '@exchange/shared/ui-kit/overlays';
import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';

type Overlays = typeof OverlaysModule;

const loadOverlays = (): Promise<Overlays> => import('@exchange/shared/ui-kit/overlays');

/**
 * Starts loading the overlays entry ahead of an open (a trigger's pointer-enter or focus), so
 * the first menu or dialog shows without waiting for the download.
 */
export const preloadOverlays = (): void => {
  void loadOverlays().catch(() => undefined);
};

/**
 * A stand-in for an overlay of `@exchange/shared/ui-kit/overlays` with the same props: it
 * renders nothing until first opened, then loads the overlays entry and renders the real
 * component (kept mounted afterwards, so closing still animates). Pages that never open a
 * dialog, menu, drawer or toast never download Modal, Popover and the transitions.
 */
export const lazyOverlay = <P extends { open?: boolean }>(
  pick: (overlays: Overlays) => ComponentType<P>,
  displayName: string,
): ComponentType<P> => {
  const Real = lazy(() => loadOverlays().then((overlays) => ({ default: pick(overlays) })));
  const Overlay = (props: P): ReactElement | null => {
    const [opened, setOpened] = useState(Boolean(props.open));
    // Adjusting state while rendering (React's documented pattern): no extra effect pass.
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Real {...props} />
      </Suspense>
    );
  };
  Overlay.displayName = displayName;
  return Overlay;
};
