import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';

/**
 * The state a refused request must not change. Full rows for the money and identity tables,
 * count and last id for the append-only ones. Tables that a refusal legitimately writes
 * (attempt counters, login failures, the code outbox) and derived ones are left out; any
 * other table (a new feature's) is covered by count and last id.
 */
const FULL = [
  'users',
  'tokens',
  'accounts',
  'spot_orders',
  'favourite_matches',
  'pay_methods',
  'uploads',
  'real_name_requests',
  'feedback',
  'settings',
  'currencies',
  'currency_matches',
  // Assets area (migration 7).
  'deposit_requests',
  'withdrawals',
  'lock_orders',
  // Migration 10.
  'address_book',
];
const IGNORED = new Set([
  'verification_codes',
  'login_failures',
  'login_networks',
  'outbox',
  'quotations',
  'spot_klines',
  'meta',
  'sqlite_sequence',
]);

export type Digest = Map<string, string>;

function quote(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Digest of the protected tables, recomputed only when the connection wrote something since
 * the last one (SQLite's total_changes(), the server shares this connection), so a request
 * that wrote nothing costs one query.
 */
export class StateWatch {
  private changes = -1;
  private digest: Digest = new Map();

  constructor(private readonly db: Database) {}

  private totalChanges(): number {
    return this.db.prepare('SELECT total_changes()').pluck().get() as number;
  }

  private compute(): Digest {
    const tables = this.db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all() as string[];
    const digest: Digest = new Map();
    for (const table of tables) {
      if (IGNORED.has(table)) continue;
      const hash = createHash('sha1');
      if (FULL.includes(table)) {
        for (const row of this.db
          .prepare(`SELECT * FROM ${quote(table)}`)
          .raw()
          .iterate()) {
          hash.update(
            JSON.stringify(row, (_key, value: unknown) =>
              typeof value === 'bigint' ? value.toString() : value,
            ),
          );
          hash.update('\n');
        }
      } else {
        hash.update(this.countAndLast(table));
      }
      digest.set(table, hash.digest('hex'));
    }
    return digest;
  }

  private countAndLast(table: string): string {
    const count = this.db
      .prepare(`SELECT count(*) FROM ${quote(table)}`)
      .pluck()
      .get();
    try {
      const last = this.db
        .prepare(`SELECT max(rowid) FROM ${quote(table)}`)
        .pluck()
        .get();
      return `${String(count)}/${String(last)}`;
    } catch {
      return String(count); // WITHOUT ROWID
    }
  }

  /** Brings the snapshot up to date (call before a request). */
  sync(): void {
    const now = this.totalChanges();
    if (now === this.changes) return;
    this.digest = this.compute();
    this.changes = this.totalChanges();
  }

  /** The protected tables that changed since sync(); the snapshot moves on to the new state. */
  changedTables(): string[] {
    if (this.totalChanges() === this.changes) return [];
    const before = this.digest;
    this.sync();
    const changed = new Set<string>();
    for (const [table, hash] of this.digest) if (before.get(table) !== hash) changed.add(table);
    for (const table of before.keys()) if (!this.digest.has(table)) changed.add(table);
    return [...changed].sort();
  }
}
