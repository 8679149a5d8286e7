import { ConfirmDialog } from '@exchange/shared/ui';
import { Box, Typography } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { useTranslation } from '@exchange/shared';

export type OrderConfirmProps = {
  open: boolean;
  /** The figures shown, `[confirm.<key> label, value]`, in order. */
  rows: [string, string][];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The confirm-order dialog: adjusted price, value, margin, fee and the liquidation estimate. */
export const OrderConfirm = ({
  open,
  rows,
  busy,
  onConfirm,
  onClose,
}: OrderConfirmProps): ReactElement => {
  const { t } = useTranslation('lever');
  return (
    <ConfirmDialog
      title={t('form.confirmTitle')}
      open={open}
      onConfirm={onConfirm}
      onClose={onClose}
      busy={busy}
    >
      <Box
        data-testid="lever-confirm"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.75 }}
      >
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography variant="body2" color="text.secondary">
              {t(`confirm.${key}`)}
            </Typography>
            <Typography
              variant="body2"
              data-testid={`confirm-${key}`}
              sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
        {t('confirm.estimateNote')}
      </Typography>
    </ConfirmDialog>
  );
};
