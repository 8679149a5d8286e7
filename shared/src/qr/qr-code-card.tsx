import { Box, Typography } from '@exchange/shared/ui-kit';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactElement } from 'react';

export type QrCodeCardProps = {
  value: string;
  size: number;
  label: string;
  caption: string;
  testId: string;
};

/** A scannable QR code of `value` on white (dark themes would break scanning), with a caption. */
export const QrCodeCard = ({
  value,
  size,
  label,
  caption,
  testId,
}: QrCodeCardProps): ReactElement => (
  <Box sx={{ textAlign: 'center' }}>
    <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, display: 'inline-block', lineHeight: 0 }}>
      <QRCodeSVG
        value={value}
        size={size}
        data-testid={testId}
        data-value={value}
        aria-label={label}
        role="img"
      />
    </Box>
    <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 1 }}>
      {caption}
    </Typography>
  </Box>
);
