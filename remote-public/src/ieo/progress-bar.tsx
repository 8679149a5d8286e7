import { useNumberFormat, useTranslation } from '@exchange/shared';
import { Box, Typography } from '@exchange/shared/ui-kit';
import type { IEOProject } from '@exchange/shared/contract/ieo';
import type { ReactElement } from 'react';
import { IEO_NAMESPACE } from './ieo-texts';
import { progressPercent } from './ieo-rules';
import { useExactFormat } from './use-exact-format';

/** sold / total with the percent, as a bar (role progressbar) and in words. */
export const ProgressBar = ({ project }: { project: IEOProject }): ReactElement => {
  const { t } = useTranslation(IEO_NAMESPACE);
  const format = useNumberFormat();
  const exact = useExactFormat();
  const percent = progressPercent(project.sold, project.total);
  const width = `${Math.min(100, Number(percent))}%`;
  return (
    <Box data-testid="ieo-progress">
      <Box
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(percent)}
        sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box sx={{ width, height: '100%', bgcolor: 'primary.main', transition: 'width .3s' }} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('progressValue', {
          sold: exact(project.sold),
          total: exact(project.total),
          code: project.code,
          percent: format.percent(percent),
        })}
      </Typography>
    </Box>
  );
};
