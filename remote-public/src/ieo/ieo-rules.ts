import {
  acceptsDecimalInput,
  add,
  compare,
  div,
  floorTo,
  isDecimalString,
  mul,
  roundUpTo,
  sub,
} from '@exchange/shared';
import type { IEOProject, IEOState } from '@exchange/shared/contract/ieo';

/** USDT's decimals: the cost is quantity × price rounded up to them, as the server charges. */
export const USDT_DECIMALS = 8;

/** The state at `serverNow` (docs/ieo.md#states): start inclusive, end exclusive. */
export const stateAt = (
  project: Pick<IEOProject, 'start_ms' | 'end_ms'>,
  serverNow: number,
): IEOState =>
  serverNow < project.start_ms ? 'upcoming' : serverNow < project.end_ms ? 'subscribing' : 'ended';

/** The exact cost in USDT of `quantity`, or null while the quantity is not a number. */
export const costOf = (quantity: string, price: string): string | null =>
  isDecimalString(quantity) ? roundUpTo(mul(quantity, price), USDT_DECIMALS) : null;

/** sold / total in percent with 2 decimals, floored (100.00 only when sold out). */
export const progressPercent = (sold: string, total: string): string =>
  compare(total, '0') <= 0 ? '0.00' : floorTo(div(mul(sold, '100'), total), 2);

export type BuyProblem =
  | { key: 'quantity'; values: { decimals: number } }
  | { key: 'min'; values: { min: string; code: string } }
  | { key: 'max'; values: { left: string; code: string } }
  | { key: 'soldOut'; values: Record<string, never> }
  | { key: 'remaining'; values: { left: string; code: string } };

/** The server's rules 3–5 (docs/ieo.md#rules) checked before sending, in the same order. */
export const buyProblem = (project: IEOProject, quantity: string): BuyProblem | null => {
  const text = quantity.trim();
  if (
    text === '' ||
    !/^\d+(\.\d+)?$/.test(text) ||
    !acceptsDecimalInput(text, project.decimals) ||
    compare(text, '0') <= 0
  ) {
    return { key: 'quantity', values: { decimals: project.decimals } };
  }
  if (compare(text, project.min_per_user) < 0) {
    return { key: 'min', values: { min: project.min_per_user, code: project.code } };
  }
  if (compare(add(project.my_total, text), project.max_per_user) > 0) {
    const left = sub(project.max_per_user, project.my_total);
    return {
      key: 'max',
      values: { left: compare(left, '0') > 0 ? left : '0', code: project.code },
    };
  }
  const remaining = sub(project.total, project.sold);
  if (compare(remaining, '0') <= 0) return { key: 'soldOut', values: {} };
  if (compare(text, remaining) > 0) {
    return { key: 'remaining', values: { left: remaining, code: project.code } };
  }
  return null;
};

/** A fixed decimal without its trailing zeros ("6.25000000" → "6.25", "5.000" → "5"). */
export const trimZeros = (value: string): string =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;

const two = (value: number): string => String(value).padStart(2, '0');

/** `YYYY-MM-DD HH:mm` of a moment in the browser's time zone. */
export const localDateTime = (ms: number): string => {
  const date = new Date(ms);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
};
