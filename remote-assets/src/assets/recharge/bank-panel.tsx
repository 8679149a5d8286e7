import { useCopy } from '@exchange/shared/area-kit';
import { useTranslation, type PayInNext } from '@exchange/shared';
import { Alert, Box, Button, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';

type BankNext = Extract<PayInNext, { kind: 'bank' }>;

/** The exchange's bank details and the reference to put on the transfer, each copyable. */
export const BankPanel = ({
  next,
  amount,
  fiat,
}: {
  next: BankNext;
  amount: string;
  fiat: string;
}): ReactElement => {
  const { t } = useTranslation('assets');
  const copy = useCopy({ success: t('copy_success'), failure: t('copy_err') });
  const rows: { key: string; label: string; value: string }[] = [
    { key: 'amount', label: t('topUp.transferAmount'), value: `${amount} ${fiat}` },
    { key: 'bank', label: t('topUp.bankName'), value: next.bank_name },
    { key: 'name', label: t('topUp.accountName'), value: next.account_name },
    { key: 'number', label: t('topUp.accountNumber'), value: next.account_number },
    { key: 'reference', label: t('topUp.reference'), value: next.reference },
  ];
  return (
    <Alert severity="info" data-testid="bank-panel">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('topUp.bankTitle')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: 1, m: 0 }}
      >
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600, wordBreak: 'break-all' }}
              data-testid={`bank-${row.key}`}
            >
              {row.value}
            </Typography>
            <Button
              size="small"
              onClick={() => void copy(row.value)}
              aria-label={`${t('topUp.copy')} ${row.label}`}
              sx={{ minWidth: 0, py: 0 }}
            >
              {t('topUp.copy')}
            </Button>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('topUp.bankHint')}
      </Typography>
    </Alert>
  );
};
