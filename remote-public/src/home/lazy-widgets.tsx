import type { QrCodeCardProps } from '@exchange/shared/qr';
import { Box } from '@exchange/shared/ui-kit';
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';

// The QR codes sit below the fold, so their library (qrcode.react) loads after the first paint
// instead of with it: only once a code is on screen or the visitor starts scrolling (one who
// never scrolls never downloads it: with a margin below the viewport it loaded unseen on a
// 1440 × 900 window). The pop-up's sanitizer loads with the pop-up (popup-notice.tsx).
const QrCodeCardModule = lazy(() =>
  import('@exchange/shared/qr').then((module) => ({ default: module.QrCodeCard })),
);

/** The caption line under a code: its top margin and one line of caption text. */
const QR_CAPTION_HEIGHT = 28;

/** Any scroll of the page or of a box in it: captured, as scroll events do not bubble. */
const SCROLL_LISTENER = { capture: true, passive: true } as const;

/**
 * Whether a scroll event moved its page or box down. A sideways scroll (a strip of tabs or
 * tickers settling on its selected item, which happens without the visitor) is not a step
 * towards the codes; counting it loaded them on pages nobody scrolled.
 */
const scrolledDown = (event: Event): boolean =>
  (event.target instanceof Element ? event.target.scrollTop : window.scrollY) > 0;

/**
 * True once the element is in the viewport or the page has scrolled down (at once without
 * IntersectionObserver). Scrolling starts the load before the code comes into view, so the
 * placeholder is rarely seen.
 */
const useOnScreenOrScrolled = (): [(element: HTMLElement | null) => void, boolean] => {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  // A callback ref kept in state, so the observer starts once the placeholder is in the DOM.
  const [tracked, setTracked] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (near || !tracked) return undefined;
    const load = (): void => setNear(true);
    const onScroll = (event: Event): void => {
      if (scrolledDown(event)) load();
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(tracked);
    document.addEventListener('scroll', onScroll, SCROLL_LISTENER);
    return () => {
      observer.disconnect();
      document.removeEventListener('scroll', onScroll, SCROLL_LISTENER);
    };
  }, [near, tracked]);
  return [setTracked, near];
};

/**
 * QrCodeCard, loaded once on screen or scrolled to. Meanwhile its space is kept (no shift) but
 * left empty: a grey box in its place read as a broken image wherever the code never loaded (a
 * page captured without scrolling).
 */
export const LazyQrCodeCard = (props: QrCodeCardProps): ReactElement => {
  const [track, near] = useOnScreenOrScrolled();
  const placeholder = (
    <Box
      ref={track}
      aria-hidden
      data-testid="qr-placeholder"
      sx={{ width: props.size + 24, height: props.size + 24 + QR_CAPTION_HEIGHT }}
    />
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <QrCodeCardModule {...props} />
    </Suspense>
  );
};
