import type { Database } from 'better-sqlite3';
import type {
  SecondDuration,
  SecondOrder,
  SecondPayableCurrency,
} from '@exchange/shared/contract/second';
import { ACCOUNT_TYPE, type AccountsRepo } from '../accounts/accounts-repo';
import { formatUnits } from '../engine';
import { ApiError } from '../http/api-error';
import { intParam, type Params } from '../http/params';
import { Dec } from '../money/decimal';
import { parseAmount } from '../spot/spot-service';
import { payOut, takeStake, type Parties } from './second-money';
import { feeOf, outcomeOf, payoutOf } from './second-rules';
import type { SecondOrderRow, SecondStore } from './second-store';
import { toSecondOrder } from './second-view';

/** What the service needs of a pair. */
export type SecondPair = { id: number; symbol: string; quoteCode: string; openMicrotrade: 0 | 1 };

export type SecondServiceDeps = {
  db: Database;
  store: SecondStore;
  accounts: AccountsRepo;
  parties: Parties;
  pair: (pairId: number) => SecondPair | undefined;
  now: () => number;
};

/**
 * Settlement waits this long after the due instant, so every trade stamped at or before it is
 * committed (trades are stamped and committed synchronously, so this covers clock adjustments
 * and nothing else). The end price is still the one of the due instant.
 */
export const SETTLE_GRACE_MS = 1000;

const NUMBER_KEYS = {
  name: 'number',
  invalid: 'numberInvalid',
  notPositive: 'numberNotPositive',
  decimals: 'numberDecimals',
  tooLarge: 'numberTooLarge',
} as const;

/**
 * Option orders (docs/decisions.md#second): validation and the submit transaction, settlement from
 * the recorded trades, and the read models. Nothing but the two recorded prices, the direction,
 * the stake and the ratio the order was sold with decides what an order pays.
 */
export class SecondService {
  private readonly currencyCode: (id: number) => string;

  constructor(private readonly deps: SecondServiceDeps) {
    const code = deps.db.prepare('SELECT code FROM currencies WHERE id = ?').pluck();
    this.currencyCode = (id) => (code.get(id) as string | undefined) ?? '';
  }

  durations(): SecondDuration[] {
    return this.deps.store
      .durations()
      .map((row) => ({ seconds: row.seconds, profit_ratio: row.profit_ratio }));
  }

  payableCurrencies(userId: number): SecondPayableCurrency[] {
    const { store, accounts } = this.deps;
    return store.payables().map((row) => ({
      id: row.id,
      code: row.code,
      micro_account: {
        balance: new Dec(
          accounts.find(userId, row.id, ACCOUNT_TYPE.micro)?.balance ?? '0',
        ).toFixed(),
      },
      micro_numbers: (JSON.parse(row.presets) as string[]).map((number) => ({ number })),
      min_number: row.min_number,
      max_number: row.max_number,
      fee_rate: row.fee_rate,
      decimals: row.stake_decimals,
    }));
  }

  /** Validates and stores an order, taking stake and fee in one transaction. */
  submit(userId: number, params: Params): SecondOrderRow {
    const { store, accounts, db, parties } = this.deps;
    const pairId = intParam(params, 'match_id', { min: 1 });
    const pair = this.deps.pair(pairId);
    if (!pair) throw new ApiError('pairNotFound');
    if (pair.openMicrotrade !== 1 || pair.quoteCode !== 'USDT') {
      throw new ApiError('secondPairClosed');
    }
    const currencyId = intParam(params, 'currency_id', { min: 1 });
    const currency = store.payable(currencyId);
    if (!currency) throw new ApiError('secondCurrencyNotPayable');
    const type = params.type;
    if (type !== 1 && type !== 2 && type !== '1' && type !== '2') {
      throw new ApiError(type === undefined ? 'missingParam' : 'secondDirectionInvalid', {
        name: 'type',
      });
    }
    const seconds = intParam(params, 'seconds', { min: 1 });
    const duration = store.duration(seconds);
    if (!duration) throw new ApiError('secondDurationNotOffered');
    const stake = new Dec(
      formatUnits(
        parseAmount(params.number, currency.stake_decimals, NUMBER_KEYS),
        currency.stake_decimals,
      ),
    );
    if (stake.lt(currency.min_number)) {
      throw new ApiError('secondStakeBelowMin', { min: currency.min_number, code: currency.code });
    }
    if (stake.gt(currency.max_number)) {
      throw new ApiError('secondStakeAboveMax', { max: currency.max_number, code: currency.code });
    }
    const fee = feeOf(stake, currency.fee_rate, currency.decimals);
    const now = this.deps.now();

    const submit = db.transaction((): number => {
      // Trades are stamped and committed in one synchronous step, so every trade stamped
      // before this millisecond is already stored: the open price can be re-checked later.
      const openTrade = store.lastTradeBefore(pair.id, now);
      if (!openTrade) throw new ApiError('secondNoPrice');
      accounts.open(userId);
      const balance = new Dec(
        accounts.find(userId, currency.id, ACCOUNT_TYPE.micro)?.balance ?? '0',
      );
      if (balance.lt(stake.plus(fee))) throw new ApiError('insufficientBalance');
      const id = store.insert({
        user_id: userId,
        currency_match_id: pair.id,
        currency_id: currency.id,
        type: Number(type) as 1 | 2,
        seconds,
        profit_ratio: duration.profit_ratio,
        number: stake.toFixed(),
        fee: fee.toFixed(),
        opened_ms: now,
        due_ms: now + seconds * 1000,
        open_trade_id: openTrade.id,
        open_price: openTrade.price,
      });
      takeStake(accounts, parties, { id, userId, currencyId: currency.id, stake, fee });
      return id;
    });
    const row = store.find(submit());
    if (!row) throw new Error('option order vanished');
    return row;
  }

  /**
   * Settles every in-progress order whose due instant is at least SETTLE_GRACE_MS before `now`
   * (also the ones that fell due while the server was down), each at the recorded price of its
   * own due instant, one transaction each. Answers the closed orders; a failing order is left
   * in progress (retried later) and reported through `onError`.
   */
  settleDue(onError: (error: unknown, orderId: number) => void = rethrow): SecondOrderRow[] {
    const settled: SecondOrderRow[] = [];
    const failed = new Set<number>();
    const cutoff = this.deps.now() - SETTLE_GRACE_MS;
    for (;;) {
      const batch = this.deps.store
        .dueBy(cutoff, 100 + failed.size)
        .filter((row) => !failed.has(row.id));
      if (batch.length === 0) break;
      for (const row of batch) {
        try {
          const closed = this.settle(row);
          if (closed) settled.push(closed);
        } catch (error) {
          failed.add(row.id);
          onError(error, row.id);
        }
      }
    }
    return settled;
  }

  /** When the next order can be settled (its due instant plus the grace), or null. */
  nextSettleAt(): number | null {
    const due = this.deps.store.nextDue();
    return due === null ? null : due + SETTLE_GRACE_MS;
  }

  view(row: SecondOrderRow): SecondOrder {
    const pair = this.deps.pair(row.currency_match_id);
    return toSecondOrder(
      row,
      { symbol: pair?.symbol ?? '', currencyCode: this.currencyCode(row.currency_id) },
      this.deps.now(),
    );
  }

  private settle(row: SecondOrderRow): SecondOrderRow | null {
    const { db, store, accounts, parties } = this.deps;
    const currency = this.currencyDecimals(row.currency_id);
    return db.transaction((): SecondOrderRow | null => {
      // The open trade is stamped before opened_ms < due_ms, so there is always an end trade.
      const endTrade = store.lastTradeAtOrBefore(row.currency_match_id, row.due_ms);
      if (!endTrade) throw new Error(`option order ${row.id}: no trade at its due instant`);
      const result = outcomeOf(row.type, row.open_price, endTrade.price);
      const payout = payoutOf(result, row.number, row.profit_ratio, currency);
      const changed = store.settle({
        id: row.id,
        end_trade_id: endTrade.id,
        end_price: endTrade.price,
        result,
        payout: payout.toFixed(),
        settled_ms: this.deps.now(),
      });
      if (!changed) return null; // settled by another connection meanwhile
      payOut(accounts, parties, {
        id: row.id,
        userId: row.user_id,
        currencyId: row.currency_id,
        payout,
        tie: result === 'tie',
      });
      return store.find(row.id) ?? null;
    })();
  }

  private currencyDecimals(currencyId: number): number {
    const row = this.deps.db
      .prepare('SELECT decimals FROM currencies WHERE id = ?')
      .get(currencyId) as { decimals: number } | undefined;
    if (!row) throw new Error(`unknown currency ${currencyId}`);
    return row.decimals;
  }
}

function rethrow(error: unknown): never {
  throw error;
}
