import { useTranslation } from '@exchange/shared';
import { P2P_ORDER_STATUS, type P2POrderDetail } from '@exchange/shared/contract/p2p';
import { Alert, AlertTitle, Box } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { minutesAndSeconds, useServerCountdown } from '../common/countdown';
import { statusName, statusTone } from '../common/status-labels';

/** The clock a state runs against: paying while unpaid, the seller's confirmation once paid. */
const countdownKey = (status: P2POrderDetail['status']): 'pay' | 'confirm' | null => {
  if (status === P2P_ORDER_STATUS.unpaid) return 'pay';
  if (status === P2P_ORDER_STATUS.paid || status === P2P_ORDER_STATUS.delayed) return 'confirm';
  return null;
};

/**
 * The order's state, what it means, and the time left. The countdown runs from the server's
 * deadline shifted by the server/browser clock offset, never the browser's clock alone.
 */
export const OrderBanner = ({
  order,
  offset,
}: {
  order: P2POrderDetail;
  offset: number;
}): ReactElement => {
  const { t } = useTranslation('p2p');
  const name = statusName(order.status);
  const clock = countdownKey(order.status);
  const left = useServerCountdown(clock ? order.deadline_at : null, offset);
  return (
    <Alert severity={statusTone(order.status)} data-testid="p2p-order-banner" data-status={name}>
      <AlertTitle>
        <span data-testid="p2p-order-state">{t(`status.${name}`)}</span>
      </AlertTitle>
      <Box>{t(`statusHint.${name}`)}</Box>
      {order.status === P2P_ORDER_STATUS.cancelled && order.cancel_reason ? (
        <Box data-testid="p2p-cancel-reason">{t(`cancelReason.${order.cancel_reason}`)}</Box>
      ) : undefined}
      {clock && left !== null ? (
        <Box
          data-testid="p2p-countdown"
          data-seconds={left}
          sx={{ mt: 0.5, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {left > 0
            ? t(`countdown.${clock}`, { time: minutesAndSeconds(left) })
            : t('countdown.ended')}
        </Box>
      ) : undefined}
    </Alert>
  );
};
