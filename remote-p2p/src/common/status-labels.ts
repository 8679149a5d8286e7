import { P2P_ORDER_STATUS, type P2POrderStatus } from '@exchange/shared/contract/p2p';

export type OrderStatusName = keyof typeof P2P_ORDER_STATUS;

const NAMES = Object.fromEntries(
  Object.entries(P2P_ORDER_STATUS).map(([name, code]) => [code, name]),
) as Record<P2POrderStatus, OrderStatusName>;

/** The name of a status code ('unpaid', 'paid'…): the key of its label under `status.`. */
export const statusName = (status: P2POrderStatus): OrderStatusName => NAMES[status];

/** Completed and cancelled are final: nothing more happens to such an order. */
export const isFinal = (status: P2POrderStatus): boolean =>
  status === P2P_ORDER_STATUS.completed || status === P2P_ORDER_STATUS.cancelled;

/** The colour of a status: running ones warn, completed succeeds, the others are neutral. */
export const statusTone = (status: P2POrderStatus): 'warning' | 'success' | 'error' | 'info' => {
  if (status === P2P_ORDER_STATUS.completed) return 'success';
  if (status === P2P_ORDER_STATUS.cancelled) return 'info';
  if (status === P2P_ORDER_STATUS.appeal || status === P2P_ORDER_STATUS.abnormal) return 'error';
  return 'warning';
};
