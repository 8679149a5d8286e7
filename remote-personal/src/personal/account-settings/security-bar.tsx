import { Box, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';
import type { SecurityLevel } from '../../common/security-level';

const COLOR: Record<SecurityLevel['label'], string> = {
  middle: 'warning.main',
  high: 'info.main',
  strong: 'success.main',
};

/** The security bar: 50 % base, +25 % per bound phone, bound e-mail, verified identity. */
export const SecurityBar = ({ level }: { level: SecurityLevel }): ReactElement => {
  const { t } = useTranslation('personal');
  const label = t(`security.${level.label}`);
  return (
    <Box data-testid="security-bar" data-percent={level.percent} data-level={level.label}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75, gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('security.title')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, color: COLOR[level.label] }}>
          {t('security.value', { level: label, percent: level.percent })}
        </Typography>
      </Box>
      <Box
        role="meter"
        aria-label={t('security.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level.percent}
        aria-valuetext={t('security.value', { level: label, percent: level.percent })}
        sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box
          sx={{
            width: `${level.percent}%`,
            height: '100%',
            borderRadius: 4,
            bgcolor: COLOR[level.label],
            transition: 'width 300ms ease',
          }}
        />
      </Box>
      {level.percent < 100 ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75 }}>
          {t('security.hint')}
        </Typography>
      ) : undefined}
    </Box>
  );
};
