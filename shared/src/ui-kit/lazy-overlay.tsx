import type * as OverlaysModule from '@exchange/shared/ui-kit/overlays';
import { useState, type ComponentType, type ReactElement } from 'react';
import { createEntryLoader, type EntryLoader, useLoadedEntry } from './entry-loader';

type Overlays = typeof OverlaysModule;

export const kitOverlays = createEntryLoader<Overlays>(
  () => import('@exchange/shared/ui-kit/overlays'),
);

/**
 * Starts loading the overlays entry ahead of an open (a trigger's pointer-enter or focus), so
 * the first menu or dialog shows without waiting for the download.
 */
export const preloadOverlays = (): void => {
  void kitOverlays.load().catch(() => undefined);
};

/**
 * A stand-in for an overlay of `@exchange/shared/ui-kit/overlays` with the same props: it
 * renders nothing until first opened, then loads the entry and renders the real component
 * (kept mounted afterwards, so closing still animates). Pages that never open a dialog, menu,
 * drawer or toast never download Modal, Popover and the transitions. Not React.lazy: a lazy
 * component whose download failed (a trader gone offline) would throw on every render after;
 * here the overlay stays away and the next open tries again.
 */
export const lazyOverlay = <P extends { open?: boolean; onClose?: unknown }>(
  pick: (overlays: Overlays) => ComponentType<P>,
  displayName: string,
  overlays: EntryLoader<Overlays> = kitOverlays,
): ComponentType<P> => {
  const Overlay = (props: P): ReactElement | null => {
    const [opened, setOpened] = useState(Boolean(props.open));
    // Adjusting state while rendering (React's documented pattern): no extra effect pass.
    if (props.open && !opened) setOpened(true);
    // Offline, the overlay cannot come: it closes, as if dismissed, so its owner is not left
    // "open" with nothing on screen (a select would stay expanded and dead); the next open
    // tries the download again.
    const close = props.onClose as ((event: object, reason: 'escapeKeyDown') => void) | undefined;
    const loaded = useLoadedEntry(overlays, opened || Boolean(props.open), props.open, () => {
      if (props.open) close?.({}, 'escapeKeyDown');
    });
    if (!loaded) return null;
    const Real = pick(loaded);
    return <Real {...props} />;
  };
  Overlay.displayName = displayName;
  return Overlay;
};
