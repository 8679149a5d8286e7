import { Fab, HeadsetMicOutlinedIcon as HeadsetMicOutlined } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';

/** Floating online-service button that opens the service link (spec 01 §2). */
export const ServiceButton = ({ url }: { url: string }): ReactElement | null => {
  const { t } = useTranslation('public');
  if (!url) return null;
  return (
    <Fab
      color="primary"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('home.footer.onlineService')}
      data-testid="service-button"
      sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1200 }}
    >
      <HeadsetMicOutlined />
    </Fab>
  );
};
