import type { FastifyInstance } from 'fastify';
import type {
  UidLookupAnswer,
  UidTransferAnswer,
  UidTransferListPage,
} from '@exchange/shared/contract/uid-transfer';
import { payPasswordSubject } from '../auth/secret-limiter';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import type { Params } from '../http/params';
import { Dec } from '../money/decimal';
import { maskAccount } from '../user/mask-account';
import { checkPayPassword, hasPayPassword } from '../personal/pay-password';
import { rawPassword } from '../user/password-input';
import { currencyParam } from './account-routes';
import { parseMoney } from './amounts';
import type { AssetsStore } from './assets-store';
import { callerOf, pageParam, paged } from './caller';
import {
  UID_TRANSFER_FROM_ACCOUNTS,
  UID_TRANSFER_PAGE_SIZE,
  type UidTransfers,
} from './uid-transfer';

/** `from`: 1 (spot) or 2 (fiat), as a number or its text. */
function fromAccountParam(params: Params): number {
  const value = params.from;
  const id = typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value;
  if (typeof id !== 'number' || !UID_TRANSFER_FROM_ACCOUNTS.includes(id)) {
    throw new ApiError('uidTransferFromInvalid');
  }
  return id;
}

/**
 * account/uid_lookup, account/uid_transfer, account/uid_transfer_list (docs/uid-transfer.md).
 * The transfer checks its rules in the documented order; a refusal writes nothing.
 */
export function registerUidTransferRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  store: AssetsStore,
  transfers: UidTransfers,
): void {
  apiRoute(app, 'GET', 'account/uid_lookup', ({ request, params }) => {
    const user = callerOf(ctx, request);
    transfers.countLookup(user.id);
    const recipient = transfers.recipient(user.id, params.uid);
    const answer: UidLookupAnswer = { uid: recipient.uid, account: recipient.account };
    return ok(answer);
  });

  apiRoute(app, 'POST', 'account/uid_transfer', async ({ request, params }) => {
    const user = callerOf(ctx, request);
    const currency = currencyParam(store, params);
    const from = fromAccountParam(params);
    const recipient = transfers.recipient(user.id, params.to_uid);
    const amount = parseMoney(params.amount, currency.decimals, 'uidTransferAmountRequired');
    const account = ctx.accounts.find(user.id, currency.id, from);
    if (!account || new Dec(account.balance).lt(amount)) throw new ApiError('insufficientBalance');
    const password = rawPassword(params, 'pay_password');
    if (password === undefined) throw new ApiError('payPasswordRequired');
    if (!hasPayPassword(ctx.db, user.id)) throw new ApiError('payPasswordNotSet');
    // The one trade-password count of the server (withdrawals, lever and P2P orders).
    await ctx.secretLimiter.check(
      payPasswordSubject(user.id),
      request.ip,
      () => checkPayPassword(ctx.db, user.id, password),
      'payPasswordWrong',
    );
    // The balance is checked again inside the transaction: the password check awaited.
    const done = transfers.transfer({
      userId: user.id,
      currency,
      fromAccountTypeId: from,
      recipient,
      amount,
    });
    const answer: UidTransferAnswer = {
      id: done.id,
      currency_code: currency.code,
      amount: amount.toFixed(),
      to_uid: recipient.uid,
      to_account: recipient.account,
      from: done.from,
    };
    return ok(answer, 'uidTransferDone');
  });

  apiRoute(app, 'GET', 'account/uid_transfer_list', ({ request, params }) => {
    const user = callerOf(ctx, request);
    const page = pageParam(params);
    const rows = transfers.page(
      user.id,
      UID_TRANSFER_PAGE_SIZE,
      (page - 1) * UID_TRANSFER_PAGE_SIZE,
    );
    const answer: UidTransferListPage = paged(
      transfers.count(user.id),
      UID_TRANSFER_PAGE_SIZE,
      page,
      rows.map((row) => {
        const out = row.from_user_id === user.id;
        return {
          id: row.id,
          direction: out ? 'out' : 'in',
          counterparty_uid: row.counterparty_uid,
          counterparty_account: maskAccount({
            uid: row.counterparty_uid,
            email: row.counterparty_email,
            mobile: row.counterparty_mobile,
          }),
          currency_code: row.code,
          amount: new Dec(row.amount).toFixed(),
          account_type_id: out ? row.from_account_type_id : 1,
          created_at: row.created_at,
        };
      }),
    );
    return ok(answer);
  });
}
