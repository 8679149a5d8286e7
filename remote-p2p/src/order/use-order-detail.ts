import { P2P_ORDER_STATUS, type P2POrderDetail } from '@exchange/shared/contract/p2p';
import { useCallback, useEffect, useState } from 'react';
import { p2pApi } from '../api/p2p-api';
import { clockOffset } from '../common/countdown';
import { useOrderPushes } from './use-order-pushes';

export type OrderDetailState = {
  status: 'loading' | 'ready' | 'failed';
  detail: P2POrderDetail | null;
  /** Server clock minus browser clock, from the last full answer (docs/p2p.md#decisions). */
  offset: number;
  /** Takes an answer that carries the whole order (a load or an action's answer). */
  accept: (detail: P2POrderDetail) => void;
  reload: () => void;
};

type Held = { id: number; detail: P2POrderDetail; offset: number };

/**
 * One order, kept current: loaded once, replaced by each action's answer and merged with every
 * `P2P_ORDER` push for it, so the page follows the other party without a reload. A push that
 * changes the state also reads the order again for what pushes leave out (the voucher, the
 * payment details).
 */
export const useOrderDetail = (id: number): OrderDetailState => {
  const [held, setHeld] = useState<Held | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  const [round, setRound] = useState(0);

  const accept = useCallback(
    (detail: P2POrderDetail) =>
      setHeld({ id: detail.id, detail, offset: clockOffset(detail.server_time, Date.now()) }),
    [],
  );

  useEffect(() => {
    let active = true;
    p2pApi.order(id).then(
      (detail) => active && accept(detail),
      () => active && setFailed(id),
    );
    return () => {
      active = false;
    };
  }, [id, round, accept]);

  useOrderPushes((order) => {
    if (order.id !== id) return;
    const before = held?.id === id ? held.detail : null;
    setHeld((current) =>
      current && current.id === id
        ? {
            ...current,
            detail: {
              ...current.detail,
              ...order,
              // Payment details are withdrawn once an order is cancelled (docs/product.md#p2p-market).
              pay_details:
                order.status === P2P_ORDER_STATUS.cancelled ? null : current.detail.pay_details,
            },
          }
        : current,
    );
    if (before && before.status !== order.status) p2pApi.order(id).then(accept, () => undefined);
  });

  const reload = useCallback(() => {
    setFailed(null);
    setRound((value) => value + 1);
  }, []);
  const detail = held?.id === id ? held.detail : null;
  return {
    status: detail ? 'ready' : failed === id ? 'failed' : 'loading',
    detail,
    offset: held?.offset ?? 0,
    accept,
    reload,
  };
};
