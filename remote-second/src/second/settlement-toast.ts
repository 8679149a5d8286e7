import { type NumberFormat, notify, type TFunction } from '@exchange/shared';
import { type SecondOrder, type SecondPayableCurrency } from '@exchange/shared/contract/second';

/**
 * The toast of a settled option (docs/product.md#second-option-page): won with the profit,
 * lost with the stake, refunded with the stake, at the currency's decimals when the page knows
 * them. Nothing for a push without a result.
 */
export const announceSettlement = (
  t: TFunction,
  order: SecondOrder,
  currencies: readonly SecondPayableCurrency[] | null,
  format: Pick<NumberFormat, 'amount'>,
): void => {
  const places = currencies?.find((currency) => currency.id === order.currency_id)?.decimals;
  // The currency's display decimals, never more than its own (docs/decisions.md#display-numbers).
  const amountOf = (value: string): string => format.amount(value, order.currency_name, places);
  const vars = { symbol: order.symbol_name, code: order.currency_name };
  switch (order.result) {
    case 'win':
      notify.success(t('settled.win', { ...vars, amount: amountOf(order.fact_profits) }));
      return;
    case 'loss':
      notify.warning(t('settled.loss', { ...vars, amount: amountOf(order.number) }));
      return;
    case 'tie':
      notify.info(t('settled.tie', { ...vars, amount: amountOf(order.number) }));
      return;
    default:
      return;
  }
};
