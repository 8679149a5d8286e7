import { useRequest } from '@exchange/shared';
import { Box } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { AppDownload } from './app-download';
import { BannerCarousel } from './banner-carousel';
import { FeatureBlocks } from './feature-blocks';
import { HeroActions } from './hero-actions';
import { loadSettings } from './home-api';
import { MarketStrip } from './market-strip';
import { NoticeStrip } from './notice-strip';
import { PopupNotice } from './popup-notice';
import { ServiceButton } from './service-button';
import { SiteFooter } from './site-footer';

/** /home (docs/product.md#public-and-spot-screens "Home page"), top to bottom as the spec lists it. */
export const HomePage = (): ReactElement => {
  const settings = useRequest(loadSettings, []);
  const values = settings.data ?? {};
  return (
    <Box data-testid="home-page">
      <BannerCarousel />
      <HeroActions />
      <NoticeStrip />
      <MarketStrip />
      <FeatureBlocks />
      <AppDownload url={values.app_download_url ?? ''} />
      <SiteFooter settings={values} />
      <ServiceButton url={values.service_url ?? ''} />
      {settings.status === 'ready' ? <PopupNotice popupOn={values.popup_on ?? '0'} /> : undefined}
    </Box>
  );
};
