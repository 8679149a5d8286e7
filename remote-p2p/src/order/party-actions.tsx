import { useTranslation } from '@exchange/shared';
import { P2P_ORDER_STATUS, type P2POrderDetail } from '@exchange/shared/contract/p2p';
import { Box, Button } from '@exchange/shared/ui-kit';
import { useState, type ReactElement } from 'react';
import { p2pApi } from '../api/p2p-api';
import { AppealDialog } from './appeal-dialog';
import { actsAsSeller } from './order-parties';
import { ReleaseDialog } from './release-dialog';

/** Paid or delayed: the states in which the seller confirms and either side may appeal. */
const awaitsSeller = (status: P2POrderDetail['status']): boolean =>
  status === P2P_ORDER_STATUS.paid || status === P2P_ORDER_STATUS.delayed;

/**
 * The actions of a paid order: the seller (or the merchant's agent) confirms receipt and
 * releases, or delays once; either side appeals. Nothing once the order is final or under
 * appeal.
 */
export const PartyActions = ({
  order,
  onChange,
}: {
  order: P2POrderDetail;
  onChange: (detail: P2POrderDetail) => void;
}): ReactElement | null => {
  const { t } = useTranslation('p2p');
  const [dialog, setDialog] = useState<'release' | 'appeal' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!awaitsSeller(order.status)) return null;
  const seller = actsAsSeller(order);
  const done = (detail: P2POrderDetail): void => {
    setDialog(null);
    onChange(detail);
  };
  const delay = (): void => {
    setBusy(true);
    p2pApi
      .delay(order.id)
      .then(onChange)
      .catch(() => undefined) // Toasted by the api client.
      .finally(() => setBusy(false));
  };
  return (
    <Box data-testid="p2p-party-actions" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {seller ? (
        <Button
          variant="contained"
          disableElevation
          onClick={() => setDialog('release')}
          data-testid="p2p-release"
        >
          {t('order.release')}
        </Button>
      ) : undefined}
      {seller && order.status === P2P_ORDER_STATUS.paid && !order.delayed ? (
        <Button variant="outlined" disabled={busy} onClick={delay} data-testid="p2p-delay">
          {t('order.delay')}
        </Button>
      ) : undefined}
      <Button
        variant="outlined"
        color="warning"
        onClick={() => setDialog('appeal')}
        data-testid="p2p-appeal"
      >
        {t('order.appeal')}
      </Button>
      {seller ? (
        <ReleaseDialog
          order={order}
          open={dialog === 'release'}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : undefined}
      <AppealDialog
        order={order}
        open={dialog === 'appeal'}
        onClose={() => setDialog(null)}
        onDone={done}
      />
    </Box>
  );
};
