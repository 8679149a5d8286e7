import {
  Box,
  LockOutlinedIcon as LockOutlined,
  SpeedOutlinedIcon as SpeedOutlined,
  SupportAgentOutlinedIcon as SupportAgentOutlined,
  Typography,
} from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';

const FEATURES = [
  { key: 'security', Icon: LockOutlined },
  { key: 'speed', Icon: SpeedOutlined },
  { key: 'service', Icon: SupportAgentOutlined },
] as const;

/** The three feature blocks of the home page. */
export const FeatureBlocks = (): ReactElement => {
  const { t } = useTranslation('public');
  return (
    <Box
      component="section"
      aria-label={t('home.features')}
      data-testid="feature-blocks"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        px: { xs: 2, md: '10%' },
        py: 5,
      }}
    >
      {FEATURES.map(({ key, Icon }) => (
        <Box key={key} sx={{ textAlign: 'center', p: 3 }}>
          <Icon color="primary" sx={{ fontSize: 44 }} aria-hidden />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            {t(`home.feature.${key}.title`)}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {t(`home.feature.${key}.body`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
