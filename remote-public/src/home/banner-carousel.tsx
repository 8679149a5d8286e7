import { NEWS_CATEGORY, useRequest } from '@exchange/shared';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchNews, noticeHref } from './home-api';

export const BANNER_HEIGHT = 460;
const SLIDE_MS = 5000;

/** Banner carousel 460 px high, fed by news category 1 (spec 01 §2). */
export const BannerCarousel = (): ReactElement => {
  const { t } = useTranslation('public');
  const banners = useRequest(() => fetchNews(NEWS_CATEGORY.banners, 10), []);
  const slides = (banners.data ?? []).filter((item) => item.banner);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (slides.length < 2 || paused) return undefined;
    const timer = setInterval(() => setIndex((value) => (value + 1) % slides.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, [slides.length, paused]);

  if (banners.status === 'loading' && slides.length === 0) {
    return <Skeleton variant="rectangular" height={BANNER_HEIGHT} data-testid="banner-loading" />;
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
        position: 'relative',
        height: BANNER_HEIGHT,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Link to={noticeHref(active)} aria-label={active.title}>
        <Box
          component="img"
          src={active.banner}
          alt={active.title}
          sx={{
            width: '100%',
            height: BANNER_HEIGHT,
            objectFit: 'cover',
            objectPosition: 'left center',
            display: 'block',
          }}
        />
      </Link>
      <Box
        sx={{
          position: 'absolute',
          bottom: 16,
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
