import type { QrCodeCardProps } from '@exchange/shared/qr';
import type { SafeHtmlProps } from '@exchange/shared/safe-html';
import { Box, Skeleton } from '@exchange/shared/ui-kit';
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';

// The QR codes sit below the fold and the popup opens after its own request, so their libraries
// (qrcode.react, DOMPurify) load after the first paint instead of with it; the QR library only
// once a code is about to scroll into view (a visitor who never scrolls never downloads it).
const QrCodeCardModule = lazy(() =>
  import('@exchange/shared/qr').then((module) => ({ default: module.QrCodeCard })),
);
const SafeHtmlModule = lazy(() =>
  import('@exchange/shared/safe-html').then((module) => ({ default: module.SafeHtml })),
);

/** How far below the viewport a QR code starts loading, so it is drawn before it is seen. */
const QR_LOAD_MARGIN = '300px';

/** True once the element is within QR_LOAD_MARGIN of the viewport (at once without the API). */
const useNearViewport = (): [(element: HTMLElement | null) => void, boolean] => {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  // A callback ref kept in state, so the observer starts once the placeholder is in the DOM.
  const [tracked, setTracked] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (near || !tracked) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: QR_LOAD_MARGIN },
    );
    observer.observe(tracked);
    return () => observer.disconnect();
  }, [near, tracked]);
  return [setTracked, near];
};

/** QrCodeCard, loaded as it nears the viewport; the space it takes is reserved meanwhile (no shift). */
export const LazyQrCodeCard = (props: QrCodeCardProps): ReactElement => {
  const [track, near] = useNearViewport();
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
