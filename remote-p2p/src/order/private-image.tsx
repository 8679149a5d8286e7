import { usePrivateImage, useTranslation } from '@exchange/shared';
import { Box, Skeleton, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';

/**
 * An uploaded image (voucher, appeal evidence, payment QR code): served to the parties of the
 * order only, so fetched with the session rather than put in a bare `<img src>`.
 */
export const PrivateImage = ({
  url,
  label,
  testId,
}: {
  url: string;
  label: string;
  testId: string;
}): ReactElement => {
  const { t } = useTranslation('p2p');
  const image = usePrivateImage(url);
  return (
    <Box
      data-testid={testId}
      sx={{
        width: '100%',
        maxWidth: 240,
        aspectRatio: '1 / 1',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {image.src ? (
        <Box
          component="img"
          src={image.src}
          alt={label}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : image.status === 'failed' ? (
        <Typography variant="caption" color="text.secondary">
          {t('order.imageUnavailable')}
        </Typography>
      ) : (
        <Skeleton variant="rectangular" width="100%" height="100%" />
      )}
    </Box>
  );
};
