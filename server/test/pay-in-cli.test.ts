import type { PayInDetail } from '@exchange/shared/contract';
import { Dec } from '../src/money/decimal';
import { assetUser, operator } from './assets-helpers';
import { CARD_SECRET, createTopUp, payInLogs, spotUsdt } from './pay-in-helpers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ payInCardSecret: CARD_SECRET, bots: false });
});

afterAll(async () => {
  await server.close();
});

describe('pnpm operator payin', () => {
  it('confirms a bank transfer by reference and credits once, with a balance-log row', async () => {
    const user = await assetUser(server);
    const detail: PayInDetail = await createTopUp(server, user.token, {
      fiat: 'THB',
      channel: 'bank',
      amount: '710',
    });
    const { id, reference } = detail.payment;
    expect(detail.next).toMatchObject({ kind: 'bank', reference });

    const pending = operator(server, 'payin', 'list', '--state', 'pending');
    expect(pending.code).toBe(0);
    expect(pending.out).toContain(reference);
    expect(pending.out).toContain('710.00 THB @ 35.5 = 20 USDT');

    const confirmed = operator(server, 'payin', 'confirm', reference.toLowerCase());
    expect(confirmed).toMatchObject({ code: 0 });
    expect(confirmed.out).toContain('credited 20 USDT');
    expect(new Dec(spotUsdt(server, user.id)).eq(20)).toBe(true);

    const again = operator(server, 'payin', 'confirm', String(id));
    expect(again.code).toBe(0);
    expect(again.out).toContain('already credited');
    expect(new Dec(spotUsdt(server, user.id)).eq(20)).toBe(true);
    const logs = payInLogs(server, user.id);
    expect(logs).toHaveLength(1);
    expect(JSON.parse(logs[0].extra_data)).toMatchObject({ payment_id: id, channel: 'bank' });
    const page = await server.get<PayInDetail>('pay_in/detail', {
      token: user.token,
      query: { id },
    });
    expect(page.data.payment.state).toBe('credited');
    expect(operator(server, 'payin', 'list', '--state', 'credited').out).toContain(reference);
  });

  it('fails a pending top-up, and a failed one is not credited', async () => {
    const user = await assetUser(server);
    const { payment } = await createTopUp(server, user.token, {
      fiat: 'USD',
      channel: 'bank',
      amount: '15',
    });
    expect(operator(server, 'payin', 'fail', String(payment.id))).toMatchObject({ code: 0 });
    expect(operator(server, 'payin', 'fail', String(payment.id)).code).toBe(1);
    const late = operator(server, 'payin', 'confirm', payment.reference);
    expect(late.code).toBe(1);
    expect(late.err).toContain('failed: nothing credited');
    expect(spotUsdt(server, user.id)).toBe('0');
  });

  it('refuses card top-ups, unknown ids and bad states', async () => {
    const user = await assetUser(server);
    const { payment } = await createTopUp(server, user.token, {
      fiat: 'USD',
      channel: 'card',
      amount: '15',
    });
    expect(operator(server, 'payin', 'confirm', String(payment.id)).err).toContain('card');
    expect(operator(server, 'payin', 'confirm', 'TP-NOPE00').code).toBe(1);
    expect(operator(server, 'payin', 'list', '--state', 'odd').code).toBe(1);
  });

  it('reads and changes the settings, refusing invalid values', async () => {
    const shown = operator(server, 'payin', 'settings');
    expect(shown.out).toContain('pay_in_fiat_rates = USD:1,THB:35.5');
    expect(operator(server, 'payin', 'settings', 'set', 'pay_in_fiat_rates', 'USD:0').code).toBe(1);
    expect(
      operator(server, 'payin', 'settings', 'set', 'pay_in_card_limits', 'USD:50-10').code,
    ).toBe(1);
    expect(operator(server, 'payin', 'settings', 'set', 'pay_in_nope', '1').code).toBe(1);
    expect(
      operator(server, 'payin', 'settings', 'set', 'pay_in_fiat_rates', 'USD:1,THB:36').code,
    ).toBe(0);
    const user = await assetUser(server);
    const { payment } = await createTopUp(server, user.token, {
      fiat: 'THB',
      channel: 'bank',
      amount: '360',
    });
    expect(payment).toMatchObject({ rate: '36', usdt_amount: '10' });
    expect(
      operator(server, 'payin', 'settings', 'set', 'pay_in_bank_name', 'Other', 'Bank').out,
    ).toBe('pay_in_bank_name = Other Bank');
    operator(server, 'payin', 'settings', 'set', 'pay_in_fiat_rates', 'USD:1,THB:35.5');
  });
});
