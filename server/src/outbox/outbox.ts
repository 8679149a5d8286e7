import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxEntry } from '@exchange/shared/contract';
import { sqlTimestamp } from '../db/sql-time';

export type CodeDelivery = {
  /** An e-mail address or a mobile number (with its country code). */
  to: string;
  /** Verification type code (CODE_TYPE): 1 register, 2 forgot password, 3 trade password, 5 login. */
  type: number;
  code: string;
};

/**
 * The seam for real delivery: an SMTP or SMS sender implements this and is passed to
 * createOutbox (a later issue). Without one, the outbox row and the log line are the delivery.
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
    async deliverCode({ to, type, code }) {
      const recipient = to.trim();
      const channel = channelOf(recipient);
      insert.run(channel, recipient, type, code, sqlTimestamp());
      // The one place a code is logged: demo and test runs read it here or at /dev/outbox.
      log.info(`[outbox] ${TYPE_NAMES[type] ?? `type-${type}`} code for ${recipient}: ${code}`);
      const sender = senders.find((candidate) => candidate.channel === channel);
      if (sender) await sender.send({ to: recipient, type, code });
    },
    latest(to, limit = 20) {
      const rows = to ? latestTo.all(to.trim(), limit) : latestAll.all(limit);
      return rows as OutboxEntry[];
    },
  };
}
