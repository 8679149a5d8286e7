import type { P2POrder } from '@exchange/shared/contract/p2p';

/** The side the caller (or, for an agent, the merchant they act for) takes in an order. */
export const mySide = (
  order: Pick<P2POrder, 'role' | 'buyer' | 'merchant_uid'>,
): 'buy' | 'sell' => {
  if (order.role === 'buyer') return 'buy';
  if (order.role === 'seller') return 'sell';
  return order.buyer.uid === order.merchant_uid ? 'buy' : 'sell';
};

/** The other party's name as the caller sees it. */
export const counterpartyName = (
  order: Pick<P2POrder, 'role' | 'buyer' | 'seller' | 'merchant_uid'>,
): string => (mySide(order) === 'buy' ? order.seller.name : order.buyer.name);

/** Whether the caller acts as the seller (the seller themselves or the merchant's agent). */
export const actsAsSeller = (order: Pick<P2POrder, 'role' | 'buyer' | 'merchant_uid'>): boolean =>
  mySide(order) === 'sell';
