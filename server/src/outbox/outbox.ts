import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxEntry } from '@exchange/shared/contract';
import { sqlTimestamp } from '../db/sql-time';
import type { Lang } from '../i18n/languages';

export type CodeDelivery = {
  /** An e-mail address, or a mobile as `+<country code><number>` (e.g. `+12025550143`). */
  to: string;
  /** Verification type code (CODE_TYPE): 1 register, 2 forgot password, 3 trade password, 5 login. */
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

const TYPE_NAMES: Record<number, string> = {
  1: 'register',
  2: 'forgot-password',
  3: 'trade-password',
  5: 'login',
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

export function createOutbox(
  db: Database,
  log: FastifyBaseLogger,
  senders: readonly CodeSender[] = [],
): Outbox {
  const insert = db.prepare(
    'INSERT INTO outbox (channel, recipient, type, code, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const select = `SELECT id, channel, recipient AS "to", type, code, created_at FROM outbox`;
  const latestAll = db.prepare(`${select} ORDER BY id DESC LIMIT ?`);
  const latestTo = db.prepare(`${select} WHERE recipient = ? ORDER BY id DESC LIMIT ?`);

  return {
    async deliverCode({ to, type, code, lang }) {
      const recipient = to.trim();
      const channel = channelOf(recipient);
      insert.run(channel, recipient, type, code, sqlTimestamp());
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
