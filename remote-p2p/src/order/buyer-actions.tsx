import { useTranslation } from '@exchange/shared';
import { ImageUploadField } from '@exchange/shared/area-kit';
import type { P2POrderDetail } from '@exchange/shared/contract/p2p';
import { ConfirmDialog } from '@exchange/shared/ui';
import { Box, Button, Typography } from '@exchange/shared/ui-kit';
import { useState, type ReactElement } from 'react';
import { p2pApi } from '../api/p2p-api';

/** Buyer cancellations in one UTC day that stop buying (docs/p2p.md#decisions, `p2p_cancel_limit`). */
const CANCEL_LIMIT = 3;

/**
 * The buyer's part of an unpaid order: upload the payment voucher, then "I have paid" (refused
 * until a voucher is uploaded, and says why); or cancel, after a warning about the daily limit.
 */
export const BuyerActions = ({
  order,
  onChange,
}: {
  order: P2POrderDetail;
  onChange: (detail: P2POrderDetail) => void;
}): ReactElement => {
  const { t } = useTranslation('p2p');
  const [voucher, setVoucher] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const run = (action: () => Promise<P2POrderDetail>): void => {
    setBusy(true);
    action()
      .then(onChange)
      .catch(() => undefined) // The api client showed why.
      .finally(() => {
        setBusy(false);
        setConfirming(false);
      });
  };

  return (
    <Box data-testid="p2p-buyer-actions" sx={{ display: 'grid', gap: 1.5 }}>
      <ImageUploadField
        label={t('order.voucher')}
        value={voucher}
        onChange={setVoucher}
        upload={p2pApi.uploadImage}
        testId="p2p-voucher-upload"
      />
      {voucher ? undefined : (
        <Typography variant="body2" color="text.secondary" data-testid="p2p-paid-hint">
          {t('order.voucherFirst')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disableElevation
          disabled={!voucher || busy}
          onClick={() => run(() => p2pApi.markPaid(order.id, voucher))}
          data-testid="p2p-paid"
        >
          {t('order.paid')}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          disabled={busy}
          onClick={() => setConfirming(true)}
          data-testid="p2p-cancel"
        >
          {t('order.cancel')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('order.cancelTitle')}
        busy={busy}
        confirmLabel={t('order.cancelConfirm')}
        onClose={() => setConfirming(false)}
        onConfirm={() => run(() => p2pApi.cancel(order.id))}
      >
        <Typography variant="body2" data-testid="p2p-cancel-warning">
          {t('order.cancelWarning', { limit: CANCEL_LIMIT })}
        </Typography>
      </ConfirmDialog>
    </Box>
  );
};
