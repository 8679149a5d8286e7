import type { QrCodeCardProps } from '@exchange/shared/qr';
import type { SafeHtmlProps } from '@exchange/shared/safe-html';
import { Box, Skeleton } from '@exchange/shared/ui-kit';
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';

// The QR codes sit below the fold and the popup opens after its own request, so their libraries
// (qrcode.react, DOMPurify) load after the first paint instead of with it; the QR library only
// once a code is on screen or the visitor starts scrolling (one who never scrolls never
// downloads it: with a margin below the viewport it loaded unseen on a 1440 × 900 window).
const QrCodeCardModule = lazy(() =>
  import('@exchange/shared/qr').then((module) => ({ default: module.QrCodeCard })),
);
const SafeHtmlModule = lazy(() =>
  import('@exchange/shared/safe-html').then((module) => ({ default: module.SafeHtml })),
);

/** Any scroll of the page or of a box in it: captured, as scroll events do not bubble. */
const SCROLL_LISTENER = { capture: true, passive: true } as const;

/**
 * True once the element is in the viewport or the page has scrolled (at once without
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
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(tracked);
    document.addEventListener('scroll', load, SCROLL_LISTENER);
    return () => {
      observer.disconnect();
      document.removeEventListener('scroll', load, SCROLL_LISTENER);
    };
  }, [near, tracked]);
  return [setTracked, near];
};

/** QrCodeCard, loaded once on screen or scrolled to; its space is reserved meanwhile (no shift). */
export const LazyQrCodeCard = (props: QrCodeCardProps): ReactElement => {
  const [track, near] = useOnScreenOrScrolled();
  const placeholder = (
    <Box sx={{ textAlign: 'center' }} ref={track}>
      <Skeleton
        variant="rounded"
        width={props.size + 24}
        height={props.size + 24}
        sx={{ display: 'inline-block' }}
      />
      <Box sx={{ height: 28 }} />
    </Box>
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <QrCodeCardModule {...props} />
    </Suspense>
  );
};

/** SafeHtml, loaded on first render. */
export const LazySafeHtml = (props: SafeHtmlProps): ReactElement => (
  <Suspense fallback={<Skeleton variant="text" width="80%" />}>
    <SafeHtmlModule {...props} />
  </Suspense>
);
