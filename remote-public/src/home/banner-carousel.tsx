import { useRequest, useTranslation } from '@exchange/shared';
import { Link } from '@exchange/shared/router';
import { Box, ButtonBase, Skeleton } from '@exchange/shared/ui-kit';
import { useEffect, useState, type ReactElement } from 'react';
import { BannerBands } from './banner-bands';
import { loadBanners, noticeHref } from './home-api';

export const BANNER_HEIGHT = 460;
/** Banner artwork is 1920 × 460, its text laid out across most of that width. */
const BANNER_ASPECT = '1920 / 460';
const SLIDE_MS = 5000;
/** Below `md`: room for three lines of the title above the slide dots. */
const NARROW_BANNER_HEIGHT = 148;

/**
 * From `md` up the carousel takes the artwork's own shape, and from `lg` up it is 460 px high;
 * the artwork is scaled to fit, never cropped (its headline runs across ~1350 of its 1920 px, so
 * cropping cut it off). Below `md` the artwork's drawn words would shrink under 8 px (its subline
 * to about 6 px at 390 px): there the banner shows its title as text, wrapping, on the colours
 * of the artwork's edges (docs/product.md#home-hero).
 */
const BANNER_BOX = {
  aspectRatio: { xs: 'auto', md: BANNER_ASPECT, lg: 'auto' },
  height: { xs: NARROW_BANNER_HEIGHT, md: 'auto', lg: BANNER_HEIGHT },
} as const;

/** Banner carousel 460 px high on wide screens, fed by news category 1 (docs/product.md#public-and-spot-screens). */
export const BannerCarousel = (): ReactElement => {
  const { t } = useTranslation('public');
  const banners = useRequest(loadBanners, []);
  const slides = (banners.data ?? []).filter((item) => item.banner);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (slides.length < 2 || paused) return undefined;
    const timer = setInterval(() => setIndex((value) => (value + 1) % slides.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, [slides.length, paused]);

  if (banners.status === 'loading' && slides.length === 0) {
    return <Skeleton variant="rectangular" sx={BANNER_BOX} data-testid="banner-loading" />;
  }
  if (slides.length === 0) return <Box sx={{ height: 24 }} />;
  const active = slides[Math.min(index, slides.length - 1)];

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      data-testid="banner-carousel"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      sx={{
        ...BANNER_BOX,
        position: 'relative',
        overflow: 'hidden',
        bgcolor: 'background.paper',
        // The link covers the whole banner, so its focus ring does too.
        '& > a': { position: 'absolute', inset: 0, display: 'block' },
      }}
    >
      <BannerBands src={active.banner} aspect={BANNER_ASPECT} />
      <Link to={noticeHref(active)} aria-label={active.title}>
        <Box
          component="span"
          data-testid="banner-title"
          sx={{
            display: { xs: 'flex', md: 'none' },
            alignItems: 'center',
            position: 'absolute',
            inset: 0,
            px: 2,
            pb: 3,
            color: '#fff',
            bgcolor: 'rgba(0, 0, 0, 0.25)',
            fontSize: 20,
            fontWeight: 700,
            lineHeight: 1.3,
          }}
        >
          {active.title}
        </Box>
        <Box
          component="img"
          src={active.banner}
          alt={active.title}
          // The banner is the home page's largest paint: ahead of the scripts still loading.
          fetchPriority="high"
          sx={{
            display: { xs: 'none', md: 'block' },
            position: 'absolute',
            left: 0,
            top: '50%',
            transform: 'translateY(-50%)',
            width: '100%',
            height: 'auto',
            maxHeight: '100%',
            objectFit: 'contain',
            // From lg up the artwork's top and bottom edges melt into the blurred bands.
            maskImage: {
              lg: 'linear-gradient(transparent, #000 8%, #000 92%, transparent)',
            },
          }}
        />
      </Link>
      <Box
        sx={{
          position: 'absolute',
          bottom: { xs: 8, md: 16 },
          left: 0,
          right: 0,
          display: 'flex',
          justifyContent: 'center',
          gap: 1,
        }}
      >
        {slides.map((slide, slideIndex) => (
          <ButtonBase
            key={slide.id}
            onClick={() => setIndex(slideIndex)}
            aria-label={t('home.showBanner', { number: slideIndex + 1 })}
            aria-current={slideIndex === index}
            sx={{
              width: 28,
              height: 4,
              borderRadius: 2,
              bgcolor: slideIndex === index ? 'primary.main' : 'rgba(255,255,255,0.5)',
            }}
          />
        ))}
      </Box>
    </Box>
  );
};
