import type { Database } from 'better-sqlite3';
import { ApiError } from '../http/api-error';
import { translate } from '../i18n/messages';
import { Dec } from '../money/decimal';
import { P2PMerchantService } from '../p2p/p2p-merchants';
import { createP2PDeps, quietHooks, storedUsdPrice } from '../p2p/p2p-module';
import { P2POrderService } from '../p2p/p2p-orders';
import { defaultP2PSetting, isP2PSettingKey, P2P_SETTING_KEYS } from '../p2p/p2p-settings';
import type { OrderRow } from '../p2p/p2p-store';

/** Usage lines of the P2P commands (operator.ts prints them with its own). */
export const P2P_USAGE = [
  '  p2p merchants list [--status pending]    merchant applications (all, or one status)',
  '  p2p merchants approve <uid>              approve a pending application (sets is_seller)',
  '  p2p merchants reject <uid> --reason "…"  reject a pending application with a reason',
  '  p2p appeals list                         orders under appeal or marked abnormal',
  '  p2p appeals release <orderId>            resolve: the escrow goes to the buyer (completed)',
  '  p2p appeals refund <orderId>             resolve: the escrow returns to the seller side',
  '  p2p orders show <orderId>                one order with its parties and messages',
  '  p2p orders abnormal <orderId>            freeze a running order until release or refund',
  '  p2p settings                             the p2p_* settings',
  '  p2p settings set <key> <value>           change one p2p_* setting',
];

export const P2P_COMMANDS = ['merchants', 'appeals', 'orders', 'settings'];

type Io = { out: (line: string) => void; err: (line: string) => void };

const STATUS_NAMES = [
  '',
  'unpaid',
  'paid',
  'completed',
  'cancelled',
  'appeal',
  'delayed',
  'abnormal',
];
const REASON_MAX = 200;
const CODE_LIST = /^[A-Z0-9]{2,10}(,[A-Z0-9]{2,10})*$/;
const RATE_LIST = /^[A-Z0-9]{2,10}:\d+(\.\d+)?(,[A-Z0-9]{2,10}:\d+(\.\d+)?)*$/;

/** Whether `value` is acceptable for `key` (the server falls back to defaults on bad values). */
function validSetting(key: string, value: string): boolean {
  switch (key) {
    case 'p2p_assets':
    case 'p2p_fiats':
      return CODE_LIST.test(value);
    case 'p2p_fiat_rates':
      return (
        RATE_LIST.test(value) && value.split(',').every((pair) => new Dec(pair.split(':')[1]).gt(0))
      );
    case 'p2p_min_order_usd':
      return /^\d{1,9}(\.\d{1,2})?$/.test(value) && new Dec(value).gt(0);
    case 'p2p_price_guard_percent':
      return /^\d{1,3}(\.\d{1,2})?$/.test(value) && new Dec(value).lte(100);
    case 'p2p_confirm_minutes':
    case 'p2p_delay_minutes':
      return /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= 1440;
    case 'p2p_cancel_limit':
      return /^\d{1,3}$/.test(value);
    default:
      return false;
  }
}

function orderLine(db: Database, row: OrderRow): string {
  const uid = (id: number): string =>
    (db.prepare('SELECT uid FROM users WHERE id = ?').pluck().get(id) as string | undefined) ?? '?';
  const code = db.prepare('SELECT code FROM currencies WHERE id = ?').pluck().get(row.currency_id);
  return [
    `#${row.id}`,
    STATUS_NAMES[row.status],
    `${row.quantity} ${String(code)} @ ${row.price} ${row.fiat} = ${row.fiat_amount} ${row.fiat}`,
    `buyer ${uid(row.buyer_id)}`,
    `seller ${uid(row.seller_id)}`,
    `merchant ${uid(row.merchant_id)}`,
  ].join('  ');
}

/**
 * `pnpm operator p2p …`: merchant applications, appeal and abnormal resolution, orders and the
 * p2p_* settings. Changes go through the P2P services, each in one transaction. The running
 * server does not push what this process changes: the order pages show it on their next read.
 */
export function runP2PCommand(db: Database, args: string[], io: Io): number {
  const [group, action, ...rest] = args;
  const deps = createP2PDeps(db, storedUsdPrice(db));
  const merchants = new P2PMerchantService(deps);
  const orders = new P2POrderService(deps, quietHooks());
  const fail = (message: string): number => {
    io.err(message);
    return 1;
  };
  const option = (name: string): string | undefined => {
    const index = rest.indexOf(name);
    return index === -1 ? undefined : rest[index + 1];
  };
  const userOf = (uid: string | undefined): number | undefined =>
    uid === undefined
      ? undefined
      : (db.prepare('SELECT id FROM users WHERE uid = ?').pluck().get(uid) as number | undefined);
  const orderId = (): number | undefined => {
    const value = rest[0];
    return value !== undefined && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
  };

  try {
    if (group === 'merchants') {
      if (action === 'list') {
        const status = option('--status');
        if (status !== undefined && !['pending', 'approved', 'rejected'].includes(status)) {
          return fail('--status is pending, approved or rejected');
        }
        const rows = db
          .prepare(
            `SELECT u.uid, COALESCE(u.email, u.mobile) AS account, m.name, m.status, m.reason, m.applied_ms
               FROM p2p_merchants m JOIN users u ON u.id = m.user_id
              WHERE (? IS NULL OR m.status = ?) ORDER BY m.applied_ms`,
          )
          .all(status ?? null, status ?? null) as Array<{
          uid: string;
          account: string;
          name: string;
          status: string;
          reason: string;
          applied_ms: number;
        }>;
        if (rows.length === 0) io.out('no merchant applications');
        for (const row of rows) {
          const reason = row.reason ? `  reason ${row.reason}` : '';
          io.out(
            `uid ${row.uid}  ${row.status}  "${row.name}"  ${row.account}  applied ${new Date(row.applied_ms).toISOString()}${reason}`,
          );
        }
        return 0;
      }
      if (action === 'approve' || action === 'reject') {
        const uid = rest[0];
        const userId = userOf(uid);
        if (userId === undefined) return fail(`unknown uid: ${uid ?? ''}`);
        const reason = option('--reason')?.trim() ?? '';
        if (action === 'reject' && reason === '')
          return fail('p2p merchants reject needs --reason "<text>"');
        if (reason.length > REASON_MAX)
          return fail(`the reason may have at most ${REASON_MAX} characters`);
        const decided = merchants.decide(
          userId,
          action === 'approve' ? 'approved' : 'rejected',
          reason,
        );
        if (!decided) return fail(`uid ${uid ?? ''} has no pending application`);
        io.out(
          `uid ${uid ?? ''}: merchant ${action === 'approve' ? 'approved' : `rejected (${reason})`}`,
        );
        return 0;
      }
    }
    if (group === 'appeals') {
      if (action === 'list') {
        const rows = db
          .prepare('SELECT * FROM p2p_orders WHERE status IN (5, 7) ORDER BY id')
          .all() as OrderRow[];
        if (rows.length === 0) io.out('no orders under appeal or abnormal');
        for (const row of rows) {
          io.out(orderLine(db, row));
          if (row.appeal_by) {
            io.out(`    appeal by ${row.appeal_by}: ${row.appeal_reason ?? ''}`);
            if (row.appeal_image) io.out(`    image ${row.appeal_image}`);
          }
          if (row.voucher) io.out(`    voucher ${row.voucher}`);
        }
        if (rows.length > 0) io.out('see an image: pnpm operator upload export <URL> <out-file>');
        return 0;
      }
      if (action === 'release' || action === 'refund') {
        const id = orderId();
        if (id === undefined) return fail(`p2p appeals ${action} needs an order id`);
        const row = orders.resolve(id, action);
        io.out(`${orderLine(db, row)}  (${action})`);
        return 0;
      }
    }
    if (group === 'orders' && (action === 'show' || action === 'abnormal')) {
      const id = orderId();
      if (id === undefined) return fail(`p2p orders ${action} needs an order id`);
      if (action === 'abnormal') {
        io.out(orderLine(db, orders.markAbnormal(id)));
        return 0;
      }
      const row = deps.store.order(id);
      if (!row) return fail(`no order ${id}`);
      io.out(orderLine(db, row));
      io.out(
        `    created ${new Date(row.created_ms).toISOString()}  pay window ${row.pay_window} min`,
      );
      if (row.voucher) io.out(`    voucher ${row.voucher}`);
      if (row.cancel_reason) io.out(`    cancelled: ${row.cancel_reason}`);
      for (const message of deps.store.messages(id, 0)) {
        const who = message.user_id === null ? 'system' : deps.people.uid(message.user_id);
        io.out(`    [${new Date(message.created_ms).toISOString()}] ${who}: ${message.text}`);
      }
      return 0;
    }
    if (group === 'settings') {
      if (action === undefined) {
        const stored = db.prepare('SELECT value FROM settings WHERE key = ?').pluck();
        for (const key of P2P_SETTING_KEYS) {
          const value = stored.get(key) as string | undefined;
          io.out(
            `${key} = ${value ?? defaultP2PSetting(key)}${value === undefined ? ' (default)' : ''}`,
          );
        }
        return 0;
      }
      if (action === 'set') {
        const [key, value] = rest;
        if (key === undefined || !isP2PSettingKey(key)) {
          return fail(`only these keys can be set: ${P2P_SETTING_KEYS.join(', ')}`);
        }
        const text = value?.trim().toUpperCase() ?? '';
        if (!validSetting(key, text)) return fail(`not a valid value for ${key}: ${value ?? ''}`);
        db.transaction(() => {
          db.prepare(
            `INSERT INTO settings (key, value, description) VALUES (?, ?, '')
             ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
          ).run(key, text);
        })();
        io.out(`${key} = ${text}`);
        return 0;
      }
    }
    return fail(`unknown command: p2p ${args.join(' ')}\n${P2P_USAGE.join('\n')}`);
  } catch (error) {
    if (error instanceof ApiError) return fail(translate('en', error.key, error.vars));
    throw error;
  }
}
