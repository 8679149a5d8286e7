import { memoText } from '../accounts/memo-text';
import { logExtra } from '../accounts/log-extra';
import { RECORD_ROWS } from '../accounts/record-rows';
import type { FastifyInstance } from 'fastify';
import type {
  AccountGroup,
  AccountTypeLogPage,
  AssetAccount,
  PayInOpenAnswer,
  SimpleAccountGroup,
  TransferAnswer,
  WalletInfo,
} from '@exchange/shared/contract';
import type { AccountLogRow } from '@exchange/shared/contract/personal';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { apiRoute } from '../http/api-route';
import { ok } from '../http/envelope';
import { intParam, optionalString, type Params } from '../http/params';
import { Dec } from '../money/decimal';
import { parseMoney } from './amounts';
import type { AssetsStore, CurrencyRow } from './assets-store';
import { callerOf, pageParam, paged } from './caller';
import { ACCOUNT_TYPE_ID, ASSETS_LOG_PAGE_SIZE } from './constants';
import { createFunds, InsufficientFunds } from './funds';

const USD_DECIMALS = 2;
/** Deposits and withdrawals go through the spot (change) account only. */
const FUNDING_ACCOUNT = ACCOUNT_TYPE_ID.change;

const usd = (value: Dec): string => value.toFixed(USD_DECIMALS, Dec.ROUND_DOWN);

/** A currency id parameter naming an existing currency. */
export function currencyParam(store: AssetsStore, params: Params): CurrencyRow {
  let id: number;
  try {
    id = intParam(params, 'currency_id', { min: 1 });
  } catch {
    throw new ApiError('currencyNotFound');
  }
  const currency = store.currency(id);
  if (!currency) throw new ApiError('currencyNotFound');
  return currency;
}

function accountTypeParam(params: Params, name: string): number {
  const value = params[name];
  const id = typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value) : value;
  if (typeof id !== 'number' || !Object.values(ACCOUNT_TYPE_ID).includes(id as 1)) {
    throw new ApiError('accountTypeInvalid');
  }
  return id;
}

/** account/list, pay_in/open, wallet/wallet, block_chain/currency_protocols, account/transfer, account_log/*. */
export function registerAccountRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  store: AssetsStore,
): void {
  const funds = createFunds(ctx.db);

  apiRoute(app, 'GET', 'account/list', ({ request, params }) => {
    const user = callerOf(ctx, request);
    const types = store.accountTypes();
    if (optionalString(params, 'is_simple') === '1') {
      const simple: SimpleAccountGroup[] = types.map((type) => ({
        id: type.id,
        account_code: type.code,
        name: type.name,
      }));
      return ok(simple);
    }
    ctx.accounts.open(user.id);
    const currencies = new Map(store.currencies().map((row) => [row.id, row]));
    const rows = ctx.accounts.list(user.id);
    const groups: AccountGroup[] = types.map((type) => {
      let total = new Dec(0);
      const accounts: AssetAccount[] = rows
        .filter((row) => row.account_type_id === type.id && currencies.has(row.currency_id))
        .map((row) => {
          const currency = currencies.get(row.currency_id)!;
          const value = new Dec(row.balance)
            .plus(row.lock_balance)
            .times(ctx.market.usdRate(currency.code));
          total = total.plus(value);
          return {
            id: row.id,
            user_id: row.user_id,
            currency_id: row.currency_id,
            currency_code: currency.code,
            balance: new Dec(row.balance).toFixed(),
            lock_balance: new Dec(row.lock_balance).toFixed(),
            convert_usd: usd(value),
            currency: store.currencyView(currency, user.id),
          };
        });
      const funding = type.id === FUNDING_ACCOUNT ? 1 : 0;
      return {
        id: type.id,
        account_code: type.code,
        name: type.name,
        is_recharge: funding,
        is_withdraw: funding,
        convert_usd: usd(total),
        accounts,
      };
    });
    return ok(groups);
  });

  apiRoute(app, 'GET', 'pay_in/open', () => {
    const answer: PayInOpenAnswer = { open: store.setting('pay_in_open') === '1' };
    return ok(answer);
  });

  apiRoute(app, 'GET', 'wallet/wallet', ({ request, params }) => {
    const user = callerOf(ctx, request);
    const currency = currencyParam(store, params);
    const wallet: WalletInfo = {
      id: currency.id,
      code: currency.code,
      enable_udun: currency.enable_udun === 1 ? '1' : '0',
      currency_protocols: store
        .protocols(currency.id)
        .map((row) => store.protocolView(row, user.id)),
    };
    return ok(wallet);
  });

  apiRoute(app, 'GET', 'block_chain/currency_protocols', ({ request }) => {
    const user = callerOf(ctx, request);
    return ok(store.protocols().map((row) => store.protocolView(row, user.id)));
  });

  apiRoute(app, 'POST', 'account/transfer', ({ request, params }) => {
    const user = callerOf(ctx, request);
    const currency = currencyParam(store, params);
    const from = accountTypeParam(params, 'from');
    const to = accountTypeParam(params, 'to');
    if (from === to) throw new ApiError('transferSameAccount');
    const amount = parseMoney(params.balance, currency.decimals, 'transferAmountRequired');
    const codes = new Map(store.accountTypes().map((type) => [type.id, type]));
    const source = codes.get(from)!;
    const target = codes.get(to)!;
    const move = {
      userId: user.id,
      currencyId: currency.id,
      reason: 'transfer',
      memo: `Transfer ${source.name} → ${target.name}`,
      extra: { from: source.code, to: target.code },
    };
    try {
      const answer = ctx.db.transaction((): TransferAnswer => {
        const out = funds.available({ ...move, accountTypeId: from, amount: amount.neg() });
        const into = funds.available({ ...move, accountTypeId: to, amount });
        const view = (row: typeof out) => ({
          account_type_id: row.account_type_id,
          balance: new Dec(row.balance).toFixed(),
          lock_balance: new Dec(row.lock_balance).toFixed(),
        });
        return { from: view(out), to: view(into) };
      })();
      return ok(answer, 'transferDone');
    } catch (error) {
      if (error instanceof InsufficientFunds) throw new ApiError('insufficientBalance');
      throw error;
    }
  });

  const logCount = ctx.db.prepare(
    `SELECT COUNT(*) AS n FROM balance_logs l WHERE l.user_id = ? AND l.account_type_id = ?
       AND ${RECORD_ROWS} AND (? IS NULL OR l.currency_id = ?)`,
  );
  const logPage = ctx.db.prepare(
    `SELECT l.id, c.code, l.value, l.memo, l.reason, l.account_type_id, l.extra_data AS extra,
            l.created_at
       FROM balance_logs l JOIN currencies c ON c.id = l.currency_id
      WHERE l.user_id = ? AND l.account_type_id = ? AND ${RECORD_ROWS}
        AND (? IS NULL OR l.currency_id = ?)
      ORDER BY l.id DESC LIMIT ? OFFSET ?`,
  );
  type LogRow = Omit<AccountLogRow, 'currency' | 'extra_data'> & {
    code: string;
    extra: string;
    reason: string;
  };
  for (const [code, typeId] of Object.entries(ACCOUNT_TYPE_ID)) {
    apiRoute(app, 'GET', `account_log/${code}`, ({ request, params, lang }) => {
      const user = callerOf(ctx, request);
      const page = pageParam(params);
      const currencyId =
        optionalString(params, 'currency_id') === undefined
          ? null
          : currencyParam(store, params).id;
      const { n: total } = logCount.get(user.id, typeId, currencyId, currencyId) as { n: number };
      const rows = logPage.all(
        user.id,
        typeId,
        currencyId,
        currencyId,
        ASSETS_LOG_PAGE_SIZE,
        (page - 1) * ASSETS_LOG_PAGE_SIZE,
      ) as LogRow[];
      const answer: AccountTypeLogPage = paged(
        total,
        ASSETS_LOG_PAGE_SIZE,
        page,
        rows.map((row) => ({
          id: row.id,
          currency: { code: row.code },
          value: row.value,
          memo: memoText(row.reason, row.memo, lang),
          account_type_id: row.account_type_id,
          extra_data: logExtra(row.extra, row.account_type_id),
          created_at: row.created_at,
        })),
      );
      return ok(answer);
    });
  }
}
