import type { PayInDetail } from '@exchange/shared/contract';
import { signBody } from '../src/assets/pay-in/pay-in-signature';
import type { TestServer } from './support/test-server';

export const CARD_SECRET = 'test-pay-in-secret';

/** The spot USDT balance of a user, as stored. */
export function spotUsdt(server: TestServer, userId: number): string {
  return (
    (server.db
      .prepare(
        `SELECT balance FROM accounts WHERE user_id = ? AND account_type_id = 1
           AND currency_id = (SELECT id FROM currencies WHERE code = 'USDT')`,
      )
      .pluck()
      .get(userId) as string | undefined) ?? '0'
  );
}

export function payInLogs(
  server: TestServer,
  userId: number,
): { value: string; extra_data: string }[] {
  return server.db
    .prepare(
      "SELECT value, extra_data FROM balance_logs WHERE user_id = ? AND reason = 'pay_in' AND field = 'balance'",
    )
    .all(userId) as { value: string; extra_data: string }[];
}

export async function createTopUp(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
): Promise<PayInDetail> {
  const answer = await server.post<PayInDetail>('pay_in/create', { token, body });
  if (answer.code !== 1) throw new Error(`create refused: ${answer.msg}`);
  return answer.data;
}

export function providerIdOf(server: TestServer, paymentId: number): string {
  return server.db
    .prepare('SELECT provider_payment_id FROM pay_in_payments WHERE id = ?')
    .pluck()
    .get(paymentId) as string;
}

/** Posts a card callback as a provider would; `signature` overrides the correct one. */
export async function postCallback(
  server: TestServer,
  body: Record<string, unknown>,
  signature?: string,
  secret = CARD_SECRET,
): Promise<{ status: number; body: { ok: boolean; result: string } }> {
  const raw = JSON.stringify(body);
  const response = await fetch(new URL('/pay-in/card/callback', server.url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': signature ?? signBody(secret, raw),
    },
    body: raw,
  });
  return {
    status: response.status,
    body: (await response.json()) as { ok: boolean; result: string },
  };
}
