import { useTranslation } from '@exchange/shared';
import type { P2POrderStatus } from '@exchange/shared/contract/p2p';
import { Box } from '@exchange/shared/ui-kit';
import type { ReactElement } from 'react';
import { statusName, statusTone } from '../common/status-labels';

/** An order's state as a small coloured label. */
export const OrderStatusChip = ({ status }: { status: P2POrderStatus }): ReactElement => {
  const { t } = useTranslation('p2p');
  return (
    <Box
      component="span"
      data-testid="p2p-order-status"
      sx={{ color: `${statusTone(status)}.main`, fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {t(`status.${statusName(status)}`)}
    </Box>
  );
};
