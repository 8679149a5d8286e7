import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactElement } from 'react';

/** A scannable QR code of `value` on white (dark themes would break scanning), with a caption. */
export const QrCodeCard = ({
  value,
  size,
  label,
  caption,
  testId,
}: {
  value: string;
  size: number;
  label: string;
  caption: string;
  testId: string;
}): ReactElement => (
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
