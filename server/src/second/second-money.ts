import { ACCOUNT_TYPE, type AccountsRepo } from '../accounts/accounts-repo';
import type { Dec } from '../money/decimal';

/** balance_logs reasons of option trading (user-facing ones are translated in memo-text.ts). */
export const SECOND_REASON = {
  stake: 'second_stake',
  fee: 'second_fee',
  win: 'second_win',
  refund: 'second_refund',
  houseStake: 'second_house_stake',
  housePayout: 'second_house_payout',
  feeIncome: 'second_fee_income',
} as const;

const MEMO: Record<(typeof SECOND_REASON)[keyof typeof SECOND_REASON], string> = {
  second_stake: 'Option stake',
  second_fee: 'Option fee',
  second_win: 'Option won',
  second_refund: 'Option tie refund',
  second_house_stake: 'Option stake received',
  second_house_payout: 'Option payout',
  second_fee_income: 'Option fee income',
};

export type Parties = { houseId: number; feeUserId: number };

type Move = {
  userId: number;
  currencyId: number;
  amount: Dec;
  reason: (typeof SECOND_REASON)[keyof typeof SECOND_REASON];
  orderId: number;
};

function move(accounts: AccountsRepo, entry: Move): void {
  if (entry.amount.isZero()) return;
  accounts.change({
    userId: entry.userId,
    currencyId: entry.currencyId,
    accountTypeId: ACCOUNT_TYPE.micro,
    amount: entry.amount,
    reason: entry.reason,
    memo: `${MEMO[entry.reason]} #${entry.orderId}`,
    extra: { order_id: entry.orderId },
  });
}

/**
 * Submit: the stake and the fee leave the user's micro account; the stake goes to the house,
 * the fee to the fee income account. Runs inside the caller's transaction.
 */
export function takeStake(
  accounts: AccountsRepo,
  parties: Parties,
  order: { id: number; userId: number; currencyId: number; stake: Dec; fee: Dec },
): void {
  const { id: orderId, currencyId } = order;
  move(accounts, {
    userId: order.userId,
    currencyId,
    amount: order.stake.neg(),
    reason: 'second_stake',
    orderId,
  });
  move(accounts, {
    userId: order.userId,
    currencyId,
    amount: order.fee.neg(),
    reason: 'second_fee',
    orderId,
  });
  move(accounts, {
    userId: parties.houseId,
    currencyId,
    amount: order.stake,
    reason: 'second_house_stake',
    orderId,
  });
  move(accounts, {
    userId: parties.feeUserId,
    currencyId,
    amount: order.fee,
    reason: 'second_fee_income',
    orderId,
  });
}

/** Settlement: the house pays the payout (nothing on a loss). Inside the caller's transaction. */
export function payOut(
  accounts: AccountsRepo,
  parties: Parties,
  order: { id: number; userId: number; currencyId: number; payout: Dec; tie: boolean },
): void {
  if (order.payout.isZero()) return;
  move(accounts, {
    userId: parties.houseId,
    currencyId: order.currencyId,
    amount: order.payout.neg(),
    reason: 'second_house_payout',
    orderId: order.id,
  });
  move(accounts, {
    userId: order.userId,
    currencyId: order.currencyId,
    amount: order.payout,
    reason: order.tie ? 'second_refund' : 'second_win',
    orderId: order.id,
  });
}
