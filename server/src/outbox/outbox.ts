import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxEntry } from '@exchange/shared/contract';
import { sqlTimestamp } from '../db/sql-time';
import { ApiError } from '../http/api-error';
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

export type Channel = 'email' | 'sms';

/**
 * The seam for real delivery: the SMTP sender (smtp-sender.ts, from SMTP_URL) and the SMS
 * gateway (sms-sender.ts, from SMS_URL) implement this and are passed to createOutbox.
 * Without one for the channel, only demo mode delivers (the log line and `GET /dev/outbox`);
 * anywhere else the send is refused.
 */
export type CodeSender = {
  readonly channel: Channel;
  /** For the start-up log, without secrets (e.g. `SMTP at smtp://mail.example.com:587`). */
  readonly description?: string;
  send(delivery: CodeDelivery): Promise<void>;
};

export type Outbox = {
  /** A code for this channel can go out: a sender serves it, or demo mode logs it. */
  canDeliver(channel: Channel): boolean;
  /**
   * Throws the translated code-0 refusal when the channel of `to` cannot deliver. Call it
   * before `codes.issue`, so a refused send stores no code and counts towards no limit.
   */
  assertCanDeliver(to: string): void;
  /** Rejects (without the code in the error) when the channel cannot deliver or the sender fails. */
  deliverCode(delivery: CodeDelivery): Promise<void>;
  latest(to?: string, limit?: number): OutboxEntry[];
};

export type OutboxOptions = {
  /**
   * Demo mode (DEMO=1 or the devOutbox option), default false. Only then are codes kept in
   * the rows (for `GET /dev/outbox`) and written to the log when no sender delivers them.
   */
  demo?: boolean;
};

type NoticeLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** `outbox.code` of a row whose code was not kept (the column is NOT NULL). */
export const CODE_NOT_KEPT = '';

const TYPE_NAMES: Record<number, string> = {
  1: 'register',
  2: 'forgot-password',
  3: 'trade-password',
  4: 'bind-email',
  5: 'login',
  6: 'bind-address',
  7: 'bind-mobile',
};

export function channelOf(to: string): Channel {
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

/** The refusal of a channel nothing can deliver (SMS suggests e-mail when e-mail works). */
function unavailable(channel: Channel, emailWorks: boolean): ApiError {
  if (channel === 'email') return new ApiError('emailCodesUnavailable');
  return new ApiError(emailWorks ? 'smsCodesUnavailable' : 'smsCodesUnavailableLater');
}

/**
 * Records every delivery in the `outbox` table (channel, recipient, type, time). The code
 * itself is kept there and logged only in demo mode: anywhere else a database or log read
 * would hand out live codes, undoing their salted hashing in `verification_codes`.
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
  const demo = options.demo === true;
  let forgotten = false;

  const senderOf = (channel: Channel): CodeSender | undefined =>
    senders.find((candidate) => candidate.channel === channel);
  const canDeliver = (channel: Channel): boolean => demo || senderOf(channel) !== undefined;

  return {
    canDeliver,
    assertCanDeliver(to) {
      const channel = channelOf(to.trim());
      if (!canDeliver(channel)) throw unavailable(channel, canDeliver('email'));
    },
    async deliverCode({ to, type, code, lang }) {
      const recipient = to.trim();
      const channel = channelOf(recipient);
      const sender = senderOf(channel);
      // The backstop of assertCanDeliver: outside demo mode nothing may "deliver" by logging.
      if (!sender && !demo) throw new Error(`no ${channel} sender: the code was not delivered`);
      if (!demo && !forgotten) {
        forgetCodes.run(CODE_NOT_KEPT, CODE_NOT_KEPT);
        forgotten = true;
      }
      insert.run(channel, recipient, type, demo ? code : CODE_NOT_KEPT, sqlTimestamp());
      const name = TYPE_NAMES[type] ?? `type-${type}`;
      // The one place a code is logged: demo runs and browser tests read it here or at
      // /dev/outbox. When a real sender delivers the channel, the log line leaves the code out.
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

const CHANNEL_NAMES: Record<Channel, string> = { email: 'e-mail', sms: 'SMS' };
const CHANNEL_SETTINGS: Record<Channel, string> = {
  email: 'SMTP_URL (and SMTP_FROM)',
  sms: 'SMS_URL and SMS_API_KEY (and SMS_FROM)',
};

/**
 * The start-up lines about code delivery: one per sender, and outside demo mode a warning per
 * channel whose codes will be refused. Senders describe themselves without secrets.
 */
export function logDeliveryStatus(
  log: NoticeLog,
  senders: readonly CodeSender[],
  options: OutboxOptions = {},
): void {
  for (const channel of ['email', 'sms'] as const) {
    const sender = senders.find((candidate) => candidate.channel === channel);
    const name = CHANNEL_NAMES[channel];
    if (sender) {
      log.info(`${name} verification codes are sent by ${sender.description ?? 'a custom sender'}`);
    } else if (!options.demo) {
      log.warn(
        `no ${name} sender configured: ${name} verification codes will be refused; set ${CHANNEL_SETTINGS[channel]} to send them`,
      );
    }
  }
  if (options.demo) {
    log.info(
      'demo mode: verification codes are readable at GET /dev/outbox (and, without a sender for their channel, in this log)',
    );
  }
}
