import { Box } from '@exchange/shared/ui-kit';
import { useEffect, useRef, type ReactElement } from 'react';

/** The artwork drawn this small and stretched by the browser is already a soft blur of it. */
export const BAND_CANVAS = { width: 48, height: 12 } as const;

/** How much of the artwork's height, at its top and at its bottom, the bands are drawn from. */
export const BAND_EDGE = 0.04;

/**
 * Below md it is the banner's background behind the title (see banner-carousel.tsx). From lg up
 * the scaled artwork leaves bands above and below it (or beside it past 1920 px): a
 * tiny drawing stretched tall continues the colours of its edges into them. It was a full-size
 * copy under `filter: blur(24px)`; on a machine that paints in software that blur over the whole
 * banner held the home page's largest paint back by about 60 ms. The drawing is made from the
 * artwork's top and bottom edges only: drawn from the whole artwork, its headline, accent bar and
 * candles showed in the bands as blurred smudges by the banner's corners.
 */
export const BannerBands = ({ src, aspect }: { src: string; aspect: string }): ReactElement => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const image = new Image();
    image.onload = () => {
      const context = canvas.current?.getContext('2d');
      if (!context) return;
      // Uploaded artwork may be a large bitmap: average it down rather than pick pixels.
      context.imageSmoothingQuality = 'high';
      const { width, height } = BAND_CANVAS;
      const edge = Math.max(1, Math.round(image.naturalHeight * BAND_EDGE));
      const bottom = image.naturalHeight - edge;
      // Top half from the artwork's top edge, bottom half from its bottom edge.
      context.drawImage(image, 0, 0, image.naturalWidth, edge, 0, 0, width, height / 2);
      context.drawImage(
        image,
        0,
        bottom,
        image.naturalWidth,
        edge,
        0,
        height / 2,
        width,
        height / 2,
      );
    };
    image.src = src;
    // A slide change or unmount before the load: the old artwork is never drawn.
    return () => {
      image.onload = null;
    };
  }, [src]);
  return (
    <Box
      component="canvas"
      ref={canvas}
      aria-hidden
      width={BAND_CANVAS.width}
      height={BAND_CANVAS.height}
      sx={{
        display: { xs: 'block', md: 'none', lg: 'block' },
        position: 'absolute',
        // Below md the drawing is the banner's whole background, behind its title as text.
        top: { xs: 0, lg: '50%' },
        left: { xs: 0, lg: -48 },
        width: { xs: '100%', lg: 'calc(100% + 96px)' },
        height: { xs: '100%', lg: 'auto' },
        aspectRatio: { xs: 'auto', lg: aspect },
        transform: { xs: 'none', lg: 'translateY(-50%) scaleY(1.8)' },
      }}
    />
  );
};
