import type { Database } from 'better-sqlite3';
import { createLeverStore, type LeverRow } from '../lever/lever-store';

/** Usage lines of the lever commands (operator.ts prints them with its own). */
export const LEVER_USAGE = [
  '  lever positions <uid>                    open positions and pending orders of a user',
  '  lever settings                           liquidation threshold, overnight rate, multiples',
];

type Io = { out: (line: string) => void; err: (line: string) => void };

const STATUS = ['pending', 'open', 'closing', 'closed', 'cancelled'];

function rowLine(row: LeverRow & { symbol: string }): string {
  const side = row.type === 1 ? 'long' : 'short';
  return [
    `#${row.id}`,
    STATUS[row.status],
    row.symbol,
    side,
    `${row.share} lot(s) = ${row.number}`,
    `x${row.multiple}`,
    `price ${row.price}`,
    `margin ${row.caution_money}`,
    `fee ${row.trade_fee}`,
    `overnight ${row.overnight_money}`,
    `TP ${row.target_profit_price}`,
    `SL ${row.stop_loss_price}`,
  ].join('  ');
}

/**
 * Read-only lever commands: what a user holds, and the area settings. Nothing here changes a
 * position (outcomes come from the price feed only).
 */
export function runLeverCommand(db: Database, action: string, rest: string[], io: Io): number {
  if (action === 'settings') {
    const store = createLeverStore(db);
    const settings = store.settings();
    io.out(`liquidation threshold: ${settings.liquidationRate} % risk rate`);
    io.out(`overnight rate: ${settings.overnightRate} of the position value per day`);
    io.out(`multiples: ${store.multiples().join(', ')}`);
    return 0;
  }
  const uid = rest[0];
  if (uid === undefined || uid.startsWith('--')) {
    io.err('lever positions needs a uid');
    return 1;
  }
  const user = db.prepare('SELECT id FROM users WHERE uid = ?').get(uid) as
    { id: number } | undefined;
  if (!user) {
    io.err(`unknown uid: ${uid}`);
    return 1;
  }
  const rows = db
    .prepare(
      `SELECT o.*, b.code || '/' || q.code AS symbol FROM lever_orders o
         JOIN currencies b ON b.id = o.base_currency_id
         JOIN currencies q ON q.id = o.quote_currency_id
        WHERE o.user_id = ? AND o.status IN (0, 1) ORDER BY o.id`,
    )
    .all(user.id) as Array<LeverRow & { symbol: string }>;
  if (rows.length === 0) io.out('no open positions or pending orders');
  for (const row of rows) io.out(rowLine(row));
  return 0;
}
