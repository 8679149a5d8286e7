import { useNumberFormat, useTranslation, type LockHolding } from '@exchange/shared';
import { Box, Typography } from '@exchange/shared/ui-kit';
import { Paper } from '@exchange/shared/ui-kit/forms';
import type { ReactElement } from 'react';

const FIGURE = { fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' } as const;

const Figure = ({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}): ReactElement => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ ...FIGURE, fontWeight: 600 }} data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

/**
 * One holding of "My savings" (docs/product.md#my-savings): product, state, quantity, period,
 * daily dividend, cumulative income, remaining period and term. The dividend and the income are
 * shown at the currency's own decimals: they are exact amounts smaller than a cent, which the
 * usual 2 decimals of a stablecoin would show as 0.01 and 0.00.
 */
export const HoldingCard = ({ holding }: { holding: LockHolding }): ReactElement => {
  const { t } = useTranslation('assets');
  const format = useNumberFormat();
  const { code, decimals } = holding.currency;
  const inForce = holding.status === 1;
  const exact = (value: string): string => `${format.decimal(value, decimals)} ${code}`;
  return (
    <Paper
      variant="outlined"
      data-testid={`holding-${holding.id}`}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>{holding.name}</Typography>
        <Typography
          variant="caption"
          data-testid="holding-state"
          sx={{
            px: 1,
            py: 0.25,
            borderRadius: 1,
            fontWeight: 600,
            color: inForce ? 'success.main' : 'text.secondary',
            border: 1,
            borderColor: inForce ? 'success.main' : 'divider',
          }}
        >
          {t(inForce ? 'savings.inForce' : 'savings.expired')}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <Figure
          label={t('savings.quantity')}
          value={`${format.amount(holding.amount, code, decimals)} ${code}`}
          testId="holding-amount"
        />
        <Figure
          label={t('savings.period')}
          value={t('savings.days', { days: holding.limit_days })}
          testId="holding-period"
        />
        <Figure
          label={t('savings.daily')}
          value={exact(holding.daily_interest)}
          testId="holding-daily"
        />
        <Figure
          label={t('savings.income')}
          value={exact(holding.interest_paid)}
          testId="holding-income"
        />
        <Figure
          label={t('savings.remaining')}
          value={t('savings.days', { days: holding.remaining_days })}
          testId="holding-remaining"
        />
        <Figure
          label={t('savings.term')}
          value={`${holding.start_date} – ${holding.end_date}`}
          testId="holding-term"
        />
      </Box>
    </Paper>
  );
};
