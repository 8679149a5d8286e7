import { socket, type Push } from '@exchange/shared';
import {
  P2P_TOPIC,
  type P2PMessage,
  type P2PMessagePush,
  type P2POrder,
  type P2POrderPush,
} from '@exchange/shared/contract/p2p';
import { useEffect, useRef } from 'react';

/**
 * Every `P2P_ORDER` push while the screen is open (docs/p2p.md#decisions, "Live"); the handler
 * is read when a push arrives, so a new handler never re-subscribes.
 */
export const useOrderPushes = (onOrder: (order: P2POrder) => void): void => {
  const handler = useRef(onOrder);
  useEffect(() => {
    handler.current = onOrder;
  });
  useEffect(() => {
    const subscription = socket.topic<Push & P2POrderPush>(P2P_TOPIC.order).subscribe((push) => {
      if (push.order) handler.current(push.order);
    });
    return () => subscription.unsubscribe();
  }, []);
};

/** `P2P_MESSAGE` pushes of one order. */
export const useMessagePushes = (
  orderId: number,
  onMessage: (message: P2PMessage) => void,
): void => {
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    const subscription = socket
      .topic<Push & P2PMessagePush>(P2P_TOPIC.message)
      .subscribe((push) => {
        if (push.message && push.message.order_id === orderId) handler.current(push.message);
      });
    return () => subscription.unsubscribe();
  }, [orderId]);
};
