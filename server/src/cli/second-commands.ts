import type { Database } from 'better-sqlite3';
import { createSecondStore } from '../second/second-store';
import { verifyAllClosed } from '../second/second-verify';

/** Usage line of the second command (operator.ts prints it with its own). */
export const SECOND_USAGE = [
  '  second verify                            recompute every settled option order from the trade feed',
];

type Io = { out: (line: string) => void; err: (line: string) => void };

/**
 * `second verify`: every closed option order is recomputed from the recorded spot trades (open
 * and end price, result, payout) and checked against its balance logs. Read only. Exit 1 when
 * any order disagrees.
 */
export function runSecondVerify(db: Database, io: Io): number {
  const report = verifyAllClosed(db, createSecondStore(db));
  for (const mismatch of report.mismatches) {
    io.err(`order #${mismatch.id}: ${mismatch.problems.join('; ')}`);
  }
  io.out(
    `second verify: ${report.checked} settled order(s) checked, ${report.mismatches.length} mismatch(es)`,
  );
  return report.mismatches.length === 0 ? 0 : 1;
}
