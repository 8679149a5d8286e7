import type { Database } from 'better-sqlite3';
import { bankChannel, sandboxCardChannel } from '../assets/pay-in/pay-in-channels';
import { createPayInService } from '../assets/pay-in/pay-in-service';
import {
  isPayInSettingKey,
  PAY_IN_SETTING_KEYS,
  validPayInSetting,
} from '../assets/pay-in/pay-in-settings';
import type { PaymentRow, PaymentState } from '../assets/pay-in/pay-in-store';

/** Usage lines of the pay-in commands (operator.ts prints them with its own). */
export const PAYIN_USAGE = [
  '  payin list [--state pending]             fiat top-ups, newest first (all, or one state)',
  '  payin confirm <id|reference>             a bank transfer arrived: credit the USDT once',
  '  payin fail <id>                          mark a pending top-up failed (nothing credited)',
  '  payin settings                           the pay_in_* settings (rates, limits, bank)',
  '  payin settings set <key> <value>         change one pay_in_* setting',
];

export const PAYIN_COMMANDS = ['list', 'confirm', 'fail', 'settings'];

type Io = { out: (line: string) => void; err: (line: string) => void };

const STATES: PaymentState[] = ['pending', 'paid', 'credited', 'failed', 'expired'];

function line(row: PaymentRow & { uid?: string }): string {
  return [
    `#${row.id}`,
    row.reference,
    row.state,
    row.channel,
    `${row.fiat_amount} ${row.fiat} @ ${row.rate} = ${row.usdt_amount} USDT`,
    row.uid === undefined ? '' : `uid ${row.uid}`,
    new Date(row.created_at).toISOString(),
  ]
    .filter(Boolean)
    .join('  ');
}

/**
 * `pnpm operator payin …` (docs/pay-in.md#operator-cli): list top-ups, confirm a received bank
 * transfer (pending → paid → credited, each step one transaction, the credit once), fail one,
 * read and change the pay_in_* settings.
 */
export function runPayInCommand(db: Database, args: string[], io: Io): number {
  const [action, ...rest] = args;
  const service = createPayInService(db, { bank: bankChannel, card: sandboxCardChannel });
  const fail = (message: string): number => {
    io.err(message);
    return 1;
  };
  const find = (key: string | undefined): PaymentRow | undefined => {
    if (key === undefined) return undefined;
    if (/^\d{1,12}$/.test(key)) return service.store.byId(Number(key));
    return service.store.byReference(key.trim().toUpperCase());
  };

  if (action === 'list') {
    const index = rest.indexOf('--state');
    const state = index === -1 ? null : rest[index + 1];
    if (state !== null && !STATES.includes(state as PaymentState)) {
      return fail(`--state must be one of ${STATES.join(', ')}`);
    }
    const rows = service.store.operatorList(state as PaymentState | null);
    if (rows.length === 0) io.out('no top-ups');
    for (const row of rows) io.out(line(row));
    return 0;
  }
  if (action === 'confirm') {
    const row = find(rest[0]);
    if (!row) return fail(`unknown top-up: ${rest[0] ?? '(none given)'}`);
    if (row.channel !== 'bank')
      return fail(`#${row.id} is a card top-up: its provider confirms it`);
    const outcome = service.confirm(row.id);
    if (outcome === 'expired' || outcome === 'failed') {
      return fail(`#${row.id} is ${outcome}: nothing credited`);
    }
    const after = service.store.byId(row.id)!;
    io.out(
      outcome === 'credited'
        ? `#${row.id} ${row.reference}: credited ${after.usdt_amount} USDT`
        : `#${row.id} ${row.reference}: already ${after.state}, nothing more credited`,
    );
    return 0;
  }
  if (action === 'fail') {
    const row = find(rest[0]);
    if (!row) return fail(`unknown top-up: ${rest[0] ?? '(none given)'}`);
    if (!service.fail(row.id)) return fail(`#${row.id} is ${row.state}, not pending`);
    io.out(`#${row.id} ${row.reference}: failed`);
    return 0;
  }
  // settings
  if (rest.length === 0) {
    const get = db.prepare('SELECT value FROM settings WHERE key = ?').pluck();
    for (const key of PAY_IN_SETTING_KEYS) io.out(`${key} = ${String(get.get(key) ?? '')}`);
    return 0;
  }
  const [verb, key, ...words] = rest;
  const value = words.join(' ').trim();
  if (verb !== 'set' || key === undefined || value === '') {
    return fail('usage: payin settings set <key> <value>');
  }
  if (!isPayInSettingKey(key))
    return fail(`unknown setting: ${key} (${PAY_IN_SETTING_KEYS.join(', ')})`);
  if (!validPayInSetting(key, value)) return fail(`invalid value for ${key}: ${value}`);
  db.transaction(() =>
    db
      .prepare(
        `INSERT INTO settings (key, value) VALUES (?, ?)
           ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
      )
      .run(key, value),
  )();
  io.out(`${key} = ${value}`);
  return 0;
}
