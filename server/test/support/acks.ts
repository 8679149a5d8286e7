import type { Database } from 'better-sqlite3';

/** An order the server acknowledged (code 1), as it answered it. */
export type Ack = {
  id: number;
  userId: number;
  pairId: number;
  way: number;
  price: string;
  total: string;
};

/**
 * The acknowledged orders that are not stored exactly as answered (durability after a crash):
 * used by the crash test and the chaos bench.
 */
export function missingAcks(db: Database, acks: readonly Ack[]): Ack[] {
  const find = db.prepare('SELECT * FROM spot_orders WHERE id = ?');
  return acks.filter((ack) => {
    const row = find.get(ack.id) as Record<string, unknown> | undefined;
    return (
      !row ||
      row.user_id !== ack.userId ||
      row.currency_match_id !== ack.pairId ||
      row.way !== ack.way ||
      row.price !== ack.price ||
      row.total_number !== ack.total
    );
  });
}
