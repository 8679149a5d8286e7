import type { Database } from 'better-sqlite3';
import { verifyBody } from './pay-in-signature';
import type { PayInService } from './pay-in-service';

/** The JSON body a card provider posts (docs/pay-in.md#callback-signature). */
export type CardCallback = {
  callback_id: string;
  payment_id: string;
  status: 'approved' | 'declined';
  amount: string;
  currency: string;
};

export type CallbackAnswer = { status: number; body: { ok: boolean; result: string } };

const answer = (status: number, ok: boolean, result: string): CallbackAnswer => ({
  status,
  body: { ok, result },
});

function parse(raw: string): CardCallback | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const body = value as Record<string, unknown>;
  const text = (name: string): boolean =>
    typeof body[name] === 'string' &&
    (body[name] as string).length > 0 &&
    (body[name] as string).length <= 100;
  if (!text('callback_id') || !text('payment_id') || !text('amount') || !text('currency'))
    return null;
  if (body.status !== 'approved' && body.status !== 'declined') return null;
  return body as CardCallback;
}

/**
 * A card provider's callback: the signature over the raw body first (nothing is read before),
 * then the callback id is recorded (a replay is refused), then the payment moves. Crediting is
 * idempotent by the payment id, so two callbacks for one payment credit once.
 */
export function handleCardCallback(
  db: Database,
  service: PayInService,
  secret: string,
  raw: string,
  signature: unknown,
  now: () => number = Date.now,
): CallbackAnswer {
  if (!verifyBody(secret, raw, signature)) return answer(401, false, 'bad_signature');
  const callback = parse(raw);
  if (!callback) return answer(400, false, 'bad_body');
  const payment = service.store.byProvider(callback.payment_id);
  if (!payment || payment.channel !== 'card') return answer(404, false, 'unknown_payment');
  if (callback.amount !== payment.fiat_amount || callback.currency !== payment.fiat) {
    return answer(400, false, 'amount_mismatch');
  }
  const fresh = db.transaction(() =>
    service.store.seeCallback(callback.callback_id, payment.id, now()),
  )();
  if (!fresh) return answer(409, false, 'replayed');
  if (callback.status === 'declined') {
    if (service.fail(payment.id)) return answer(200, true, 'failed');
    const state = service.store.byId(payment.id)!.state;
    return state === 'failed' ? answer(200, true, 'failed') : answer(409, false, state);
  }
  const outcome = service.confirm(payment.id);
  if (outcome === 'credited' || outcome === 'already') return answer(200, true, 'credited');
  return answer(409, false, outcome);
}
