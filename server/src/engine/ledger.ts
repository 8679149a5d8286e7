/**
 * Where the engine moves money. The server backs it with the SQLite accounts (inside the
 * order's transaction); tests and property checks use MemoryLedger. Amounts are bigint units
 * at the given scale (decimals).
 */

export type LedgerReason = 'spot_order_lock' | 'spot_order_cancel' | 'spot_trade' | 'spot_fee';

export type LedgerMove = {
  userId: number;
  currencyId: number;
  scale: number;
  /** Signed change of the available balance. */
  available: bigint;
  /** Signed change of the locked balance. */
  locked: bigint;
  reason: LedgerReason;
  /** The spot order the move belongs to; a stop-limit order's id when `stop` is set. */
  orderId: number;
  /** A stop-limit order's lock or release (docs/product.md#spot-order-types). */
  stop?: boolean;
};

export type Ledger = {
  /** The user's available balance of the currency, in units of `scale` (floored). */
  available(userId: number, currencyId: number, scale: number): bigint;
  /** Applies a move; throws (and changes nothing) when either balance would go negative. */
  move(move: LedgerMove): void;
  /** Credits a collected fee to the exchange. */
  collectFee(currencyId: number, scale: number, amount: bigint, orderId: number): void;
};

export type MemoryBalance = { available: bigint; locked: bigint };

/** An in-memory ledger at one common scale per currency (tests, simulations, benchmarks). */
export class MemoryLedger implements Ledger {
  readonly balances = new Map<string, MemoryBalance>();
  readonly fees = new Map<number, bigint>();

  constructor(private readonly scales: ReadonlyMap<number, number>) {}

  private key(userId: number, currencyId: number): string {
    return `${userId}:${currencyId}`;
  }

  private checkScale(currencyId: number, scale: number): void {
    if (this.scales.get(currencyId) !== scale) {
      throw new Error(`currency ${currencyId} is kept at scale ${this.scales.get(currencyId)}`);
    }
  }

  balance(userId: number, currencyId: number): MemoryBalance {
    return this.balances.get(this.key(userId, currencyId)) ?? { available: 0n, locked: 0n };
  }

  deposit(userId: number, currencyId: number, amount: bigint): void {
    const current = this.balance(userId, currencyId);
    this.balances.set(this.key(userId, currencyId), {
      available: current.available + amount,
      locked: current.locked,
    });
  }

  available(userId: number, currencyId: number, scale: number): bigint {
    this.checkScale(currencyId, scale);
    return this.balance(userId, currencyId).available;
  }

  move(move: LedgerMove): void {
    this.checkScale(move.currencyId, move.scale);
    const current = this.balance(move.userId, move.currencyId);
    const next = {
      available: current.available + move.available,
      locked: current.locked + move.locked,
    };
    if (next.available < 0n || next.locked < 0n) {
      throw new Error(`balance of user ${move.userId} in ${move.currencyId} would go negative`);
    }
    this.balances.set(this.key(move.userId, move.currencyId), next);
  }

  collectFee(currencyId: number, scale: number, amount: bigint): void {
    this.checkScale(currencyId, scale);
    if (amount < 0n) throw new Error('negative fee');
    this.fees.set(currencyId, (this.fees.get(currencyId) ?? 0n) + amount);
  }

  /** Available + locked over every user, plus the fees collected: what must stay constant. */
  total(currencyId: number): bigint {
    let sum = this.fees.get(currencyId) ?? 0n;
    for (const [key, balance] of this.balances) {
      if (Number(key.split(':')[1]) === currencyId) sum += balance.available + balance.locked;
    }
    return sum;
  }
}
