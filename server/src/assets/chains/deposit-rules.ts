import { Dec } from '../../money/decimal';

/**
 * Network confirmations after which a deposit on a chain is credited (docs/product.md#assets-area
 * "Charge panel"). The reference server has no node to count them, so they are constants per
 * chain code, chosen for each chain's finality: Bitcoin 2 blocks, Ethereum and its tokens 12,
 * TRON 20 (the super-representative rounds), XRP and EOS 1 (a closed ledger / an irreversible
 * block is final). A chain added later without an entry waits the cautious default.
 */
export const DEPOSIT_CONFIRMATIONS: Readonly<Record<string, number>> = {
  BTC: 2,
  ETH: 12,
  ERC20: 12,
  TRC20: 20,
  XRP: 1,
  EOS: 1,
};
export const DEFAULT_DEPOSIT_CONFIRMATIONS = 12;

export const depositConfirmations = (chainCode: string): number =>
  DEPOSIT_CONFIRMATIONS[chainCode] ?? DEFAULT_DEPOSIT_CONFIRMATIONS;

/** Operator settings naming a deposit minimum: per currency and chain, then per currency. */
export const rechargeMinKeys = (currencyCode: string, chainCode: string): [string, string] => [
  `recharge_min_${currencyCode}_${chainCode}`,
  `recharge_min_${currencyCode}`,
];

/**
 * The smallest deposit credited on one chain of a currency, a plain decimal string: the setting
 * `recharge_min_<CURRENCY>_<CHAIN>`, else `recharge_min_<CURRENCY>`, else the currency's
 * withdrawal minimum (`draw_min`), the smallest amount the exchange itself moves on chain, so a
 * smaller deposit could not be swept or sent back either. A setting that is not a non-negative
 * plain decimal is ignored rather than shown.
 */
export function rechargeMin(
  setting: (key: string) => string | undefined,
  currency: { code: string; draw_min: string },
  chainCode: string,
): string {
  for (const key of rechargeMinKeys(currency.code, chainCode)) {
    const value = setting(key)?.trim();
    if (value !== undefined && /^\d+(\.\d+)?$/.test(value)) return new Dec(value).toFixed();
  }
  return new Dec(currency.draw_min).toFixed();
}
