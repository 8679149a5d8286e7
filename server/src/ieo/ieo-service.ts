import type { Database } from 'better-sqlite3';
import type { IEOProject, IEOState, IEOSubscription } from '@exchange/shared/contract/ieo';
import { ACCOUNT_TYPE } from '../accounts/accounts-repo';
import { createFunds, InsufficientFunds } from '../assets/funds';
import { ApiError } from '../http/api-error';
import { Dec } from '../money/decimal';
import { IEO_STATES } from './ieo-constants';
import { createIEOStore, type IEOStore, type ProjectRow, type SubscriptionRow } from './ieo-store';

/** balance_logs reasons of a purchase (translated for users in memo-text.ts). */
export const IEO_REASON = { pay: 'ieo_pay', credit: 'ieo_credit' } as const;

/** The quote currency of every project. */
export const IEO_QUOTE = 'USDT';

/** The state of a project at `now` (docs/ieo.md#states): start inclusive, end exclusive. */
export function stateAt(row: Pick<ProjectRow, 'start_ms' | 'end_ms'>, now: number): IEOState {
  if (now < row.start_ms) return 'upcoming';
  if (now < row.end_ms) return 'subscribing';
  return 'ended';
}

/** quantity × price, rounded UP to the quote's decimals: the exchange never undercharges. */
export function costOf(quantity: Dec | string, price: Dec | string, quoteDecimals: number): Dec {
  return new Dec(quantity).times(price).toDecimalPlaces(quoteDecimals, Dec.ROUND_UP);
}

const QUANTITY = /^\d{1,15}(\.\d+)?$/;

/** A positive plain decimal with at most `decimals` places, or null. */
export function parseQuantity(value: unknown, decimals: number): Dec | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !QUANTITY.test(text.trim())) return null;
  const trimmed = text.trim();
  const places = trimmed.includes('.') ? trimmed.split('.')[1].length : 0;
  const quantity = new Dec(trimmed);
  if (places > decimals || quantity.lte(0)) return null;
  return quantity;
}

export type IEOService = {
  store: IEOStore;
  now: () => number;
  view(row: ProjectRow, userId?: number): IEOProject;
  /** Every project, subscribing first, then upcoming, then ended; by start within a state. */
  list(userId?: number): IEOProject[];
  /** Rules in docs/ieo.md#rules order, then one transaction: pay, credit, sold, the row. */
  buy(userId: number, projectId: number, quantity: unknown): SubscriptionRow;
  subscriptionView(row: SubscriptionRow): IEOSubscription;
};

const plain = (value: Dec | string): string => new Dec(value).toFixed();

export function createIEOService(db: Database, now: () => number = Date.now): IEOService {
  const store = createIEOStore(db);
  const funds = createFunds(db);
  const quote = db.prepare('SELECT id, decimals FROM currencies WHERE code = ?').get(IEO_QUOTE) as
    { id: number; decimals: number } | undefined;
  const spotBalance = db
    .prepare(
      'SELECT balance FROM accounts WHERE user_id = ? AND currency_id = ? AND account_type_id = ?',
    )
    .pluck();

  const view = (row: ProjectRow, userId?: number): IEOProject => ({
    id: row.id,
    name: row.name,
    code: row.code,
    decimals: row.decimals,
    logo: row.logo,
    description: row.description,
    price: plain(row.price),
    total: plain(row.total),
    sold: plain(row.sold),
    min_per_user: plain(row.min_per_user),
    max_per_user: plain(row.max_per_user),
    start_ms: row.start_ms,
    end_ms: row.end_ms,
    state: stateAt(row, now()),
    my_total: userId === undefined ? '0' : plain(store.userTotal(row.id, userId)),
  });

  const buy = db.transaction((userId: number, projectId: number, raw: unknown): SubscriptionRow => {
    // Everything is read inside the write transaction: concurrent buyers see each other's sold.
    const project = store.project(projectId);
    if (!project) throw new ApiError('ieoProjectNotFound');
    const at = now();
    if (stateAt(project, at) !== 'subscribing') throw new ApiError('ieoNotSubscribing');
    const quantity = parseQuantity(raw, project.decimals);
    if (!quantity) throw new ApiError('ieoQuantityInvalid', { decimals: project.decimals });
    const min = new Dec(project.min_per_user);
    const max = new Dec(project.max_per_user);
    if (quantity.lt(min)) throw new ApiError('ieoBelowMinimum', { min: plain(min) });
    const mine = store.userTotal(project.id, userId);
    if (mine.plus(quantity).gt(max)) {
      const left = Dec.max(max.minus(mine), 0);
      throw new ApiError('ieoAboveMaximum', { max: plain(max), left: plain(left) });
    }
    const remaining = new Dec(project.total).minus(project.sold);
    if (remaining.lte(0)) throw new ApiError('ieoSoldOut');
    if (quantity.gt(remaining))
      throw new ApiError('ieoExceedsRemaining', { left: plain(remaining) });
    if (!quote) throw new ApiError('ieoProjectNotFound');
    const cost = costOf(quantity, project.price, quote.decimals);
    const balance = new Dec(
      (spotBalance.get(userId, quote.id, ACCOUNT_TYPE.spot) as string) ?? '0',
    );
    if (balance.lt(cost)) throw new ApiError('ieoInsufficientBalance', { cost: plain(cost) });

    const id = store.insertSubscription({
      project_id: project.id,
      user_id: userId,
      quantity: plain(quantity),
      price: plain(project.price),
      cost: plain(cost),
      created_ms: at,
    });
    const memo = `IEO ${project.code} #${id}`;
    const extra = { ieo_project_id: project.id, ieo_subscription_id: id };
    try {
      funds.available({
        userId,
        currencyId: quote.id,
        accountTypeId: ACCOUNT_TYPE.spot,
        amount: cost.neg(),
        reason: IEO_REASON.pay,
        memo,
        extra,
      });
    } catch (error) {
      if (error instanceof InsufficientFunds) {
        throw new ApiError('ieoInsufficientBalance', { cost: plain(cost) });
      }
      throw error;
    }
    funds.available({
      userId,
      currencyId: project.currency_id,
      accountTypeId: ACCOUNT_TYPE.spot,
      amount: quantity,
      reason: IEO_REASON.credit,
      memo,
      extra,
    });
    store.setSold(project.id, plain(new Dec(project.sold).plus(quantity)));
    return store.subscription(id);
  });

  return {
    store,
    now,
    view,
    list(userId) {
      const rank = (state: IEOState): number => IEO_STATES.indexOf(state);
      return store
        .projects()
        .map((row) => view(row, userId))
        .sort((a, b) => rank(a.state) - rank(b.state) || a.start_ms - b.start_ms || a.id - b.id);
    },
    buy: (userId, projectId, quantity) => buy(userId, projectId, quantity),
    subscriptionView: (row) => ({
      id: row.id,
      project_id: row.project_id,
      name: row.name,
      code: row.code,
      quantity: plain(row.quantity),
      price: plain(row.price),
      cost: plain(row.cost),
      created_ms: row.created_ms,
    }),
  };
}
