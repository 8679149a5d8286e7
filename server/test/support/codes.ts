import type { Envelope, SendCodeAnswer } from '@exchange/shared/contract';
import type { TestServer } from './test-server';

let counter = 0;

/** An e-mail no other test uses (lower case, as the server stores it). */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${counter}-${process.pid}@example.com`;
}

/** A national mobile number no other test uses (10 digits). */
export function uniqueMobile(): string {
  counter += 1;
  return `55${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(5, '0')}`;
}

/**
 * A client IP of its own (servers under test run with trustProxy and read X-Forwarded-For), so
 * the per-IP limits of one test never reach another.
 */
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export type SendOptions = { ip?: string; token?: string; lang?: string };

export function sendEmailCode(
  server: TestServer,
  body: Record<string, unknown>,
  options: SendOptions = {},
): Promise<Envelope<SendCodeAnswer>> {
  return server.post<SendCodeAnswer>('notify/send_email', {
    body,
    token: options.token,
    lang: options.lang,
    headers: { 'x-forwarded-for': options.ip ?? uniqueIp() },
  });
}

export function sendSmsCode(
  server: TestServer,
  body: Record<string, unknown>,
  options: SendOptions = {},
): Promise<Envelope<SendCodeAnswer>> {
  return server.post<SendCodeAnswer>('notify/send_sms', {
    body,
    token: options.token,
    lang: options.lang,
    headers: { 'x-forwarded-for': options.ip ?? uniqueIp() },
  });
}

/** Sends a code of `type` to the e-mail (it must be accepted) and reads it from the outbox. */
export async function emailCode(server: TestServer, email: string, type: number): Promise<string> {
  const sent = await sendEmailCode(server, { to: email, type });
  if (sent.code !== 1) throw new Error(`send_email refused: ${sent.msg}`);
  return server.outboxCode(email, type);
}

/** Moves every stored code time of the address back, as if `ms` had passed. */
export function ageCodes(server: TestServer, address: string, ms: number): void {
  server.db
    .prepare(
      'UPDATE verification_codes SET created_at = created_at - ?, expires_at = expires_at - ? WHERE address = ?',
    )
    .run(ms, ms, address);
}

/** A different 6-digit code than `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
