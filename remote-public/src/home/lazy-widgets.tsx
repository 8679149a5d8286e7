import type { QrCodeCardProps } from '@exchange/shared/qr';
import type { SafeHtmlProps } from '@exchange/shared/safe-html';
import { Box, Skeleton } from '@exchange/shared/ui-kit';
import { lazy, Suspense, type ReactElement } from 'react';

// The QR codes sit below the fold and the popup opens after its own request, so their libraries
// (qrcode.react, DOMPurify) load after the first paint instead of with it.
const QrCodeCardModule = lazy(() =>
  import('@exchange/shared/qr').then((module) => ({ default: module.QrCodeCard })),
);
const SafeHtmlModule = lazy(() =>
  import('@exchange/shared/safe-html').then((module) => ({ default: module.SafeHtml })),
);

/** QrCodeCard, loaded on first render; the space it takes is reserved meanwhile (no shift). */
export const LazyQrCodeCard = (props: QrCodeCardProps): ReactElement => (
  <Suspense
    fallback={
      <Box sx={{ textAlign: 'center' }}>
        <Skeleton
          variant="rounded"
          width={props.size + 24}
          height={props.size + 24}
          sx={{ display: 'inline-block' }}
        />
        <Box sx={{ height: 28 }} />
      </Box>
    }
  >
    <QrCodeCardModule {...props} />
  </Suspense>
);

/** SafeHtml, loaded on first render. */
export const LazySafeHtml = (props: SafeHtmlProps): ReactElement => (
  <Suspense fallback={<Skeleton variant="text" width="80%" />}>
    <SafeHtmlModule {...props} />
  </Suspense>
);
