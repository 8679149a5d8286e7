import { Box } from '@exchange/shared/ui-kit';
import { useEffect, useRef, type ReactElement } from 'react';

/** The artwork drawn this small and stretched by the browser is already a soft blur of it. */
export const BAND_CANVAS = { width: 48, height: 12 } as const;

/**
 * From lg up the scaled artwork leaves bands above and below it (or beside it past 1920 px): a
 * tiny copy of the artwork, stretched tall, continues the colours of its edges into them. It was
 * a full-size copy under `filter: blur(24px)`; on a machine that paints in software that blur
 * over the whole banner held the home page's largest paint back by about 60 ms. Stretching a
 * 48 × 12 drawing gives the same soft colours at no cost.
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
      context.drawImage(image, 0, 0, BAND_CANVAS.width, BAND_CANVAS.height);
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
        display: { xs: 'none', lg: 'block' },
        position: 'absolute',
        top: '50%',
        left: -48,
        width: 'calc(100% + 96px)',
        height: 'auto',
        aspectRatio: aspect,
        transform: 'translateY(-50%) scaleY(1.8)',
      }}
    />
  );
};
