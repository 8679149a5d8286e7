import { Alert, AlertTitle } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';

/** The risk disclosure: the whole stake can be lost; only recorded prices decide. */
export const RiskNote = (): ReactElement => {
  const { t } = useTranslation('second');
  return (
    <Alert severity="warning" variant="outlined" data-testid="risk-note" sx={{ m: 1.5 }}>
      <AlertTitle>{t('risk.title')}</AlertTitle>
      {t('risk.body')}
    </Alert>
  );
};
