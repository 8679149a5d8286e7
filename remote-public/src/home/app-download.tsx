import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

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
      <Box sx={{ textAlign: 'center' }}>
        <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, display: 'inline-block' }}>
          <QRCodeSVG
            value={url}
            size={132}
            data-testid="app-qr"
            data-value={url}
            aria-label={t('home.appQr')}
            role="img"
          />
        </Box>
        <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 1 }}>
          {t('home.scanToDownload')}
        </Typography>
      </Box>
    </Box>
  );
};
