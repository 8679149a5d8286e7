import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { DEFAULT_LANG } from '../i18n/languages';
import { translate } from '../i18n/messages';
import { logSafeUrl } from './log-safe-url';
import type { CodeSender } from './outbox';

export type SmtpSenderOptions = {
  /** `smtp://user:pass@host:587`, `smtps://…:465`, or nodemailer transport options (tests). */
  transport: string | SMTPTransport.Options;
  /** The From header, e-mail or `Name <e-mail>`. */
  from: string;
  /** How long a code stays valid, said in the message. */
  codeTtlMs: number;
};

/**
 * Sends verification codes by e-mail over SMTP (enabled by SMTP_URL). The message is plain
 * text in the language of the request. A failure rejects, and the caller withdraws the code.
 */
export function createSmtpSender(options: SmtpSenderOptions): CodeSender {
  const transporter = nodemailer.createTransport(options.transport);
  const minutes = Math.round(options.codeTtlMs / 60_000);
  return {
    channel: 'email',
    description:
      typeof options.transport === 'string'
        ? `SMTP at ${logSafeUrl(options.transport)}`
        : 'SMTP (transport options)',
    async send({ to, code, lang = DEFAULT_LANG }) {
      await transporter.sendMail({
        from: options.from,
        to,
        subject: translate(lang, 'codeMailSubject'),
        text: translate(lang, 'codeMailBody', { code, minutes }),
      });
    },
  };
}
