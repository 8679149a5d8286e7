import type { Database } from 'better-sqlite3';
import type { AccountKey } from './balance-write';

/** Told of every account a balance write changed (inside the writer's transaction). */
export type BalanceListener = (key: AccountKey) => void;

// Keyed by the database: every writer of one database reports to the same listeners without
// each module threading a notifier through its constructors.
const listeners = new WeakMap<Database, Set<BalanceListener>>();

/** Listens to every balance write on `db`; answers the function that stops listening. */
export function watchBalances(db: Database, listener: BalanceListener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Called by the balance writer after it changed an account. */
export function balanceWritten(db: Database, key: AccountKey): void {
  const set = listeners.get(db);
  if (!set) return;
  for (const listener of set) listener(key);
}
