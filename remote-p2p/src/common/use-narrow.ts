import { useCallback, useSyncExternalStore } from 'react';

/** At this width and below the area's tables become cards (a 390 px phone never scrolls sideways). */
export const NARROW_MAX_WIDTH = 760;
const NARROW_QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;

const hasMatchMedia = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * True at phone width. A few lines on React rather than the trading kit's hook: the market must
 * not pull `@exchange/shared/trading`. Without `matchMedia` (jsdom) it is the desktop layout.
 */
export const useNarrow = (): boolean => {
  const subscribe = useCallback((onChange: () => void): (() => void) => {
    if (!hasMatchMedia()) return () => undefined;
    const list = window.matchMedia(NARROW_QUERY);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
};
