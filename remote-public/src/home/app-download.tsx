import { useTranslation } from '@exchange/shared';
import { LazyQrCodeCard } from './lazy-widgets';

import { Box, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';

/** App download section with a QR code of `app_download_url`. */
export const AppDownload = ({ url }: { url: string }): ReactElement | null => {
  const { t } = useTranslation('public');
  if (!url) return null;
  return (
    <Box
      component="section"
      aria-label={t('home.appTitle')}
      data-testid="app-download"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 6,
        px: 2,
        py: 6,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ maxWidth: 420 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('home.appTitle')}
        </Typography>
        <Typography color="text.secondary">{t('home.appBody')}</Typography>
      </Box>
      <LazyQrCodeCard
        value={url}
        size={132}
        testId="app-qr"
        label={t('home.appQr')}
        caption={t('home.scanToDownload')}
      />
    </Box>
  );
};
