import type { Database } from 'better-sqlite3';
import { ACCOUNT_TYPE, createAccountsRepo } from '../accounts/accounts-repo';

export const HOUSE_FUNDING_REASON = 'second_house_funding';
/**
 * What the house starts with per payable currency (credited once, with a balance log row, like
 * the market makers' funding): enough that a payout never finds it empty.
 */
export const HOUSE_FUNDING = '1000000000';

/**
 * The counterparty of every option order is the exchange's own account (the fee income system
 * user: no e-mail, no mobile, nobody can log in as it): stakes go into its micro account and
 * payouts come out of it. This funds its micro account once in each payable currency that has
 * no funding yet. Idempotent; answers `houseId`.
 */
export function fundSecondHouse(db: Database, houseId: number): number {
  const accounts = createAccountsRepo(db);
  db.transaction(() => {
    accounts.open(houseId);
    const unfunded = db
      .prepare(
        `SELECT c.id FROM second_currencies s JOIN currencies c ON c.code = s.code
          WHERE NOT EXISTS (SELECT 1 FROM balance_logs l WHERE l.user_id = ? AND l.currency_id = c.id
                              AND l.account_type_id = ${ACCOUNT_TYPE.micro} AND l.reason = ?)`,
      )
      .all(houseId, HOUSE_FUNDING_REASON) as { id: number }[];
    for (const currency of unfunded) {
      accounts.change({
        userId: houseId,
        currencyId: currency.id,
        accountTypeId: ACCOUNT_TYPE.micro,
        amount: HOUSE_FUNDING,
        reason: HOUSE_FUNDING_REASON,
        memo: 'Option house funding',
      });
    }
  })();
  return houseId;
}
