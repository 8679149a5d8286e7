import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { handleCardCallback } from './pay-in-callback';
import { CARD_CALLBACK_PATH, SANDBOX_PATH } from './pay-in-channels';
import type { PayInService } from './pay-in-service';
import { signBody, SIGNATURE_HEADER } from './pay-in-signature';

const BODY_LIMIT = 16 * 1024;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The developer sandbox page (English only, docs/pay-in.md#sandbox): no script, one form. */
function sandboxHtml(providerId: string, amount: string, fiat: string, state: string): string {
  const action = escapeHtml(`${SANDBOX_PATH}${encodeURIComponent(providerId)}`);
  const buttons =
    state === 'pending'
      ? `<form method="post" action="${action}">
  <button type="submit" name="decision" value="approve" data-testid="sandbox-approve">Approve</button>
  <button type="submit" name="decision" value="decline" data-testid="sandbox-decline">Decline</button>
</form>`
      : `<p data-testid="sandbox-state">This payment is ${escapeHtml(state)}.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Card payment sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px}
.amount{font-size:28px;font-weight:600}button{font-size:16px;padding:10px 20px;margin-right:12px}
.note{color:#666;font-size:13px}</style></head>
<body data-testid="sandbox-page">
<h1>Card payment sandbox</h1>
<p class="note">Developer sandbox of the card channel: no real card is charged.</p>
<p class="amount" data-testid="sandbox-amount">${escapeHtml(amount)} ${escapeHtml(fiat)}</p>
${buttons}
</body></html>`;
}

/**
 * Outside `/api`: the card provider's callback (raw body, signature checked) and, unless turned
 * off, the sandbox provider's page. The sandbox posts its signed callback through the same
 * route, as a real provider would, then sends the browser back to the top-up page.
 */
export function registerPayInPages(
  app: FastifyInstance,
  ctx: AppContext,
  service: PayInService,
  secret: string,
): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    scope.post(CARD_CALLBACK_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const result = handleCardCallback(
        ctx.db,
        service,
        secret,
        raw,
        request.headers[SIGNATURE_HEADER],
      );
      return reply.code(result.status).header('cache-control', 'no-store').send(result.body);
    });

    if (!ctx.options.payInSandbox) return;

    const paymentOf = (request: FastifyRequest) => {
      const { id } = request.params as { id: string };
      return service.store.byProvider(id);
    };

    scope.get(`${SANDBOX_PATH}:id`, async (request, reply) => {
      const payment = paymentOf(request);
      if (!payment) return reply.code(404).type('text/plain').send('unknown payment');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          sandboxHtml(
            payment.provider_payment_id!,
            payment.fiat_amount,
            payment.fiat,
            payment.state,
          ),
        );
    });

    scope.post(`${SANDBOX_PATH}:id`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const payment = paymentOf(request);
      if (!payment) return reply.code(404).type('text/plain').send('unknown payment');
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const decision = form.get('decision');
      if (decision !== 'approve' && decision !== 'decline') {
        return reply.code(400).type('text/plain').send('decision must be approve or decline');
      }
      const body = JSON.stringify({
        callback_id: `cb_${randomBytes(12).toString('hex')}`,
        payment_id: payment.provider_payment_id,
        status: decision === 'approve' ? 'approved' : 'declined',
        amount: payment.fiat_amount,
        currency: payment.fiat,
      });
      // A real HTTP POST to this server's callback route, on the address this request came in
      // on: the signature check and the replay guard run exactly as for a real provider.
      const socket = request.raw.socket;
      const host = socket.localAddress?.includes(':')
        ? `[${socket.localAddress}]`
        : (socket.localAddress ?? '127.0.0.1');
      try {
        const answer = await fetch(`http://${host}:${socket.localPort}${CARD_CALLBACK_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signBody(secret, body),
          },
          body,
        });
        if (answer.status >= 500) {
          request.log.error({ status: answer.status }, 'sandbox callback failed');
        }
      } catch (error) {
        request.log.error({ err: error }, 'sandbox callback failed');
      }
      return reply.redirect(`/assets/recharge?payment=${payment.id}`, 303);
    });
  });
}
