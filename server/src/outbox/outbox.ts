import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxEntry } from '@exchange/shared/contract';
import { sqlTimestamp } from '../db/sql-time';
import type { Lang } from '../i18n/languages';

export type CodeDelivery = {
  /** An e-mail address, or a mobile as `+<country code><number>` (e.g. `+12025550143`). */
  to: string;
  /** Verification type code (CODE_TYPE): 1 register, 2 forgot password, 3 trade password, 4 bind e-mail, 5 login. */
  type: number;
  code: string;
  /** Language of the request, for the message text. Default en. */
  lang?: Lang;
};

/**
 * The seam for real delivery: an SMTP sender (smtp-sender.ts, from SMTP_URL) or an SMS
 * gateway implements this and is passed to createOutbox. Without one for the channel, the
 * outbox row and the log line are the delivery.
 */
export type CodeSender = {
  readonly channel: 'email' | 'sms';
  send(delivery: CodeDelivery): Promise<void>;
};

export type Outbox = {
  deliverCode(delivery: CodeDelivery): Promise<void>;
  latest(to?: string, limit?: number): OutboxEntry[];
};

export type OutboxOptions = {
  /** Keep codes in the rows (default false): only the demo page `GET /dev/outbox` needs them. */
  keepCodes?: boolean;
};

/** `outbox.code` of a row whose code was not kept (the column is NOT NULL). */
export const CODE_NOT_KEPT = '';

const TYPE_NAMES: Record<number, string> = {
  1: 'register',
  2: 'forgot-password',
  3: 'trade-password',
  4: 'bind-email',
  5: 'login',
  6: 'bind-address',
};

export function channelOf(to: string): 'email' | 'sms' {
  return to.includes('@') ? 'email' : 'sms';
}

/**
 * The recipient as stored: e-mails as given (matched case-insensitively), mobiles as
 * `+<digits>`, so `?to=12025550143`, `?to=+1 202 555 0143` and `?to=%2B12025550143` all find
 * `+12025550143` (a bare `+` in a query string arrives as a space).
 */
export function recipientKey(to: string): string {
  const trimmed = to.trim();
  return channelOf(trimmed) === 'email' ? trimmed : `+${trimmed.replace(/\D/g, '')}`;
}

/**
 * Records every delivery in the `outbox` table (channel, recipient, type, time). The code
 * itself is kept there only in demo mode: anywhere else a database read would hand out live
 * codes, undoing their salted hashing in `verification_codes`.
 */
export function createOutbox(
  db: Database,
  log: FastifyBaseLogger,
  senders: readonly CodeSender[] = [],
  options: OutboxOptions = {},
): Outbox {
  const insert = db.prepare(
    'INSERT INTO outbox (channel, recipient, type, code, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  // Codes a demo run of the same database left behind.
  const forgetCodes = db.prepare('UPDATE outbox SET code = ? WHERE code <> ?');
  const select = `SELECT id, channel, recipient AS "to", type, code, created_at FROM outbox`;
  const latestAll = db.prepare(`${select} ORDER BY id DESC LIMIT ?`);
  const latestTo = db.prepare(`${select} WHERE recipient = ? ORDER BY id DESC LIMIT ?`);
  const keep = options.keepCodes === true;
  let forgotten = false;

  return {
    async deliverCode({ to, type, code, lang }) {
      const recipient = to.trim();
      const channel = channelOf(recipient);
      if (!keep && !forgotten) {
        forgetCodes.run(CODE_NOT_KEPT, CODE_NOT_KEPT);
        forgotten = true;
      }
      insert.run(channel, recipient, type, keep ? code : CODE_NOT_KEPT, sqlTimestamp());
      const sender = senders.find((candidate) => candidate.channel === channel);
      const name = TYPE_NAMES[type] ?? `type-${type}`;
      // The one place a code is logged: demo and test runs read it here or at /dev/outbox.
      // When a real sender delivers the channel, the log line leaves the code out.
      log.info(
        sender
          ? `[outbox] ${name} code for ${recipient} handed to the ${channel} sender`
          : `[outbox] ${name} code for ${recipient}: ${code}`,
      );
      if (sender) await sender.send({ to: recipient, type, code, lang });
    },
    latest(to, limit = 20) {
      const rows = to ? latestTo.all(recipientKey(to), limit) : latestAll.all(limit);
      return rows as OutboxEntry[];
    },
  };
}
