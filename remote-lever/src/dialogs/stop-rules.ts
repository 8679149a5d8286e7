import { compare, isPositive, mul, sub } from '@exchange/shared';
import { LEVER_DIRECTION, type LeverOrder } from '@exchange/shared/contract/lever';

type Position = Pick<LeverOrder, 'type' | 'price' | 'number' | 'update_price'>;

/**
 * Profit of the position if it closed at `price` (docs/decisions.md#lever): (price - open) x
 * quantity for a long, reversed for a short. Null while the price is not set.
 */
export const profitAt = (position: Position, price: string): string | null => {
  if (!isPositive(price)) return null;
  const move = sub(price, position.price);
  const signed = position.type === LEVER_DIRECTION.long ? move : sub(0, move);
  return mul(signed, position.number);
};

export type StopProblem = 'tpInvalid' | 'slInvalid';

/**
 * A set take-profit must lie beyond both the open and the current price on the profit side, a
 * set stop-loss beyond both on the loss side (above for a long's TP, below for its SL; mirrored
 * for a short). Empty or 0 means "not set" and always passes.
 */
export const validateStops = (
  position: Position,
  takeProfit: string,
  stopLoss: string,
): StopProblem | null => {
  const long = position.type === LEVER_DIRECTION.long;
  const beyond = (price: string, side: 1 | -1): boolean =>
    [position.price, position.update_price].every(
      (reference) => !isPositive(reference) || compare(price, reference) === side,
    );
  if (isPositive(takeProfit) && !beyond(takeProfit, long ? 1 : -1)) return 'tpInvalid';
  if (isPositive(stopLoss) && !beyond(stopLoss, long ? -1 : 1)) return 'slInvalid';
  return null;
};

/** "0" from the server means "not set": the input shows it empty. */
export const stopInputOf = (price: string): string => (isPositive(price) ? price : '');
