/**
 * The balance_logs rows (alias `l`) an account's records show (docs/product.md#assets-area):
 * movements of the available balance, and the savings account's locked principal going in
 * (`lock_buy`) and out (`lock_return`), which is all that account ever holds. Other locks (an
 * order's, a withdrawal's) stay out: their available-balance row already shows the movement.
 */
export const RECORD_ROWS = `(l.field = 'balance'
  OR (l.field = 'lock_balance' AND l.reason IN ('lock_buy', 'lock_return')))`;
