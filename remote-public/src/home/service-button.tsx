import { ButtonBase, HeadsetMicOutlinedIcon as HeadsetMicOutlined } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';

// A round floating button in the primary colour (MUI's Fab look, drawn with the kit's
// ButtonBase: the Fab component would be 0.6 KB on every page for this one button).
const SERVICE_SX = {
  position: 'fixed',
  right: 24,
  bottom: 24,
  zIndex: 1200,
  width: 56,
  height: 56,
  borderRadius: '50%',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  boxShadow: 6,
  '&:hover': { bgcolor: 'primary.dark' },
} as const;

/** Floating online-service button that opens the service link (docs/product.md#public-and-spot-screens). */
export const ServiceButton = ({ url }: { url: string }): ReactElement | null => {
  const { t } = useTranslation('public');
  if (!url) return null;
  return (
    <ButtonBase
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('home.footer.onlineService')}
      data-testid="service-button"
      sx={SERVICE_SX}
    >
      <HeadsetMicOutlined />
    </ButtonBase>
  );
};
