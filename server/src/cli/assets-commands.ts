import type { Database } from 'better-sqlite3';
import { createFunding, type Decision } from '../assets/funding';
import { isDay } from '../assets/lock/days';
import { createLockService } from '../assets/lock/lock-service';

/** Usage lines of the assets commands (operator.ts prints them with its own). */
export const ASSETS_USAGE = [
  '  deposit list                             pending manual deposit requests',
  '  deposit approve <id>                     credit the amount to the spot account',
  '  deposit reject <id> [--reason "<text>"]  refuse the request (nothing is credited)',
  '  withdraw list                            pending withdrawals: chain, address, memo/tag',
  '  withdraw approve <id>                    mark sent: the locked amount is burnt',
  '  withdraw reject <id> [--reason "<text>"] give the locked amount back to the balance',
  '  lock interest [--date YYYY-MM-DD]        run the daily lock interest job (idempotent)',
];

export const ASSETS_COMMANDS: Record<string, readonly string[]> = {
  deposit: ['list', 'approve', 'reject'],
  withdraw: ['list', 'approve', 'reject'],
  lock: ['interest'],
};

type Io = { out: (line: string) => void };
/** A refusal the operator sees (exit 1). */
export type Fail = (message: string) => never;

/** Runs one assets command; every balance change is one transaction with balance logs. */
export function runAssetsCommand(
  db: Database,
  area: string,
  action: string,
  rest: string[],
  reason: string | undefined,
  io: Io,
  fail: Fail,
): number {
  if (area === 'lock') {
    const date = rest[0] === '--date' ? rest[1] : undefined;
    if (rest.length > 0 && (date === undefined || !isDay(date))) {
      fail('lock interest takes --date YYYY-MM-DD (default today, UTC)');
    }
    const result = createLockService(db).runInterest(date);
    io.out(
      `lock interest ${result.day}: ${result.interestRows} interest day(s) paid, ${result.returned} lock(s) matured`,
    );
    return 0;
  }
  const funding = createFunding(db);
  if (action === 'list') {
    const rows = area === 'deposit' ? funding.pendingDeposits() : funding.pendingWithdrawals();
    if (rows.length === 0)
      io.out(`no pending ${area === 'deposit' ? 'deposit requests' : 'withdrawals'}`);
    for (const row of rows) {
      const parts =
        'amount' in row
          ? [
              `amount ${row.amount} ${row.currency_code}`,
              `to ${row.in_address}`,
              `from ${row.from_address}`,
            ]
          : [
              `number ${row.number} ${row.currency_code}`,
              `fee ${row.fee}`,
              `send ${row.real_number}`,
              `chain ${row.chain}`,
              `to ${row.address}`,
              `memo ${row.memo === '' ? '-' : row.memo}`,
              `worth ${row.usdt_value} USDT`,
            ];
      io.out(
        [`#${row.id}`, `uid ${row.uid}`, ...parts, `at ${row.created_at}`]
          .filter(Boolean)
          .join('  '),
      );
    }
    return 0;
  }
  const raw = rest[0];
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) fail(`${area} ${action} needs an id`);
  const id = Number(raw);
  const decision: Decision = action === 'approve' ? 'approve' : 'reject';
  const row =
    area === 'deposit'
      ? funding.decideDeposit(id, decision, reason ?? '')
      : funding.decideWithdrawal(id, decision, reason ?? '');
  if (!row) fail(`no pending ${area === 'deposit' ? 'deposit request' : 'withdrawal'} #${id}`);
  io.out(`${area} #${id}: ${decision === 'approve' ? 'approved' : 'rejected'}`);
  return 0;
}
