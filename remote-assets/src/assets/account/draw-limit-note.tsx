import { useNumberFormat, useTranslation, type DrawLimit } from '@exchange/shared';
import { Link as RouterLink } from '@exchange/shared/router';
import { Link, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';

/** What is left of today's withdrawal limit, and how an unverified user raises it. */
export const DrawLimitNote = ({ limit }: { limit: DrawLimit | null }): ReactElement | null => {
  const { t } = useTranslation('assets');
  // The limit is counted in USDT (docs/decisions.md#display-numbers).
  const format = useNumberFormat();
  if (!limit) return null;
  return (
    <Typography variant="caption" color="text.secondary" data-testid="draw-limit">
      {t('limit.left', {
        left: format.amount(limit.left, 'USDT'),
        limit: format.amount(limit.limit, 'USDT'),
      })}
      {limit.verified ? undefined : (
        <>
          {' '}
          <Link component={RouterLink} to="/personal/authentication" underline="hover">
            {t('limit.raise')}
          </Link>
        </>
      )}
    </Typography>
  );
};
