import { useCallback, useSyncExternalStore } from 'react';

/**
 * The trading pages' one breakpoint (docs/product.md#trade-pages-on-a-phone): at this width and
 * below, /trade, /lever and /second are laid out for a phone.
 */
export const PHONE_MAX_WIDTH = 760;
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

/** Height of the fixed Buy / Sell bar; the page keeps this much room under its content. */
export const PHONE_BAR_HEIGHT = 64;

/**
 * Candle area of the trading pages' chart on a desktop: with the price header and the chart's
 * toolbar above it (≈ 93 px, ≈ 393 in all) the order form under it stays inside a 1440 × 900 window
 * (docs/product.md#trade-pages-on-a-desktop).
 */
export const TRADE_CHART_HEIGHT = 300;
/** Candle area on a phone: the chart comes first and the tabs still start on the first screen. */
export const PHONE_CHART_HEIGHT = 280;

const hasMatchMedia = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether `query` matches now, re-rendering when that changes. Not MUI's useMediaQuery: the
 * kit's first-screen entry is shared by /home, whose page-weight budget has no room for it,
 * and this one is a few lines on top of React. Without `matchMedia` (a test's jsdom) nothing
 * matches, i.e. the desktop layout.
 */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void): (() => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
};

/** True at phone width (PHONE_MAX_WIDTH and below). */
export const useIsPhone = (): boolean => useMediaQuery(PHONE_MEDIA_QUERY);
