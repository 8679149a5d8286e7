import {
  PAY_IN_PAGE_SIZE as CONTRACT_PAGE_SIZE,
  type PayInDetail,
  type PayInOptions,
  type PayInPage,
} from '@exchange/shared/contract';
import { PAY_IN_PAGE_SIZE } from '../src/assets/pay-in/pay-in-routes';
import { bankChannel, sandboxCardChannel } from '../src/assets/pay-in/pay-in-channels';
import { createPayInService, usdtFor } from '../src/assets/pay-in/pay-in-service';
import { openDatabase } from '../src/db/database';
import { translate, type MessageKey } from '../src/i18n/messages';
import { Dec } from '../src/money/decimal';
import { assetUser, type AssetUser } from './assets-helpers';
import {
  CARD_SECRET,
  createTopUp,
  payInLogs,
  postCallback,
  providerIdOf,
  spotUsdt,
} from './pay-in-helpers';
import { startTestServer, tempDir, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ payInCardSecret: CARD_SECRET, bots: false });
});

afterAll(async () => {
  await server.close();
});

const stateOf = (id: number): string =>
  server.db.prepare('SELECT state FROM pay_in_payments WHERE id = ?').pluck().get(id) as string;

const setting = (key: string, value: string): void => {
  server.db.prepare('UPDATE settings SET value = ? WHERE key = ?').run(value, key);
};

async function refusal(
  user: AssetUser,
  body: Record<string, unknown>,
  lang = 'en',
): Promise<string> {
  const answer = await server.post('pay_in/create', { token: user.token, body, lang });
  expect(answer.code).toBe(0);
  return answer.msg;
}

const card = (id: number, status: 'approved' | 'declined', callbackId: string) => {
  const row = server.db.prepare('SELECT * FROM pay_in_payments WHERE id = ?').get(id) as {
    fiat_amount: string;
    fiat: string;
  };
  return {
    callback_id: callbackId,
    payment_id: providerIdOf(server, id),
    status,
    amount: row.fiat_amount,
    currency: row.fiat,
  };
};

describe('pay_in/options', () => {
  it('lists the fiats with their rates and both channels with limits', async () => {
    const user = await assetUser(server);
    const answer = await server.get<PayInOptions>('pay_in/options', { token: user.token });
    expect(answer.data.fiats).toEqual([
      { code: 'USD', rate: '1' },
      { code: 'THB', rate: '35.5' },
    ]);
    expect(answer.data.channels.map((channel) => channel.channel)).toEqual(['bank', 'card']);
    expect(answer.data.channels[1].limits[0]).toEqual({
      fiat: 'USD',
      min: '10.00',
      max: '5000.00',
    });
    expect(answer.data.usdt_decimals).toBe(8);
    expect((await server.get('pay_in/options')).code).toBe(999);
  });
});

describe('pay_in/create validation, in order', () => {
  it('refuses each rule with its own message, the earlier rule first', async () => {
    const user = await assetUser(server);
    const en = (key: MessageKey, vars = {}): string => translate('en', key, vars);
    setting('pay_in_open', '0');
    try {
      expect(await refusal(user, { fiat: 'EUR', channel: 'cash', amount: 'x' })).toBe(
        en('payInClosed'),
      );
    } finally {
      setting('pay_in_open', '1');
    }
    expect(await refusal(user, { fiat: 'EUR', channel: 'cash', amount: 'x' })).toBe(
      en('payInFiatUnsupported'),
    );
    expect(await refusal(user, { fiat: 'USD', channel: 'cash', amount: 'x' })).toBe(
      en('payInChannelUnsupported'),
    );
    expect(await refusal(user, { fiat: 'USD', channel: 'card', amount: '' })).toBe(
      en('payInAmountRequired'),
    );
    expect(await refusal(user, { fiat: 'USD', channel: 'card', amount: 'abc' })).toBe(
      en('assetAmountInvalid'),
    );
    expect(await refusal(user, { fiat: 'USD', channel: 'card', amount: '-5' })).toBe(
      en('assetAmountNotPositive'),
    );
    expect(await refusal(user, { fiat: 'USD', channel: 'card', amount: '0' })).toBe(
      en('assetAmountNotPositive'),
    );
    expect(await refusal(user, { fiat: 'USD', channel: 'card', amount: '10.001' })).toBe(
      en('assetAmountDecimals', { decimals: 2 }),
    );
    const range = en('payInAmountOutOfRange', { min: '10.00', max: '5000.00', fiat: 'USD' });
    expect(range).toContain('5000.00');
    expect(await refusal(user, { fiat: 'USD', channel: 'card', amount: '9.99' })).toBe(range);
    expect(await refusal(user, { fiat: 'USD', channel: 'card', amount: '5000.01' })).toBe(range);
    // The bank channel has its own limits.
    await createTopUp(server, user.token, { fiat: 'USD', channel: 'bank', amount: '5000.01' });
    expect(await refusal(user, { fiat: 'THB', channel: 'card', amount: '100' }, 'de')).toBe(
      translate('de', 'payInAmountOutOfRange', { min: '350.00', max: '175000.00', fiat: 'THB' }),
    );
    // At most 5 pending: the 6th is refused (a range error still comes first).
    for (let i = 0; i < 4; i += 1) {
      await createTopUp(server, user.token, { fiat: 'USD', channel: 'card', amount: '10' });
    }
    expect(await refusal(user, { fiat: 'USD', channel: 'card', amount: '1' })).toBe(range);
    expect(await refusal(user, { fiat: 'USD', channel: 'card', amount: '10' })).toBe(
      en('payInTooManyPending', { max: 5 }),
    );
    const count = server.db
      .prepare('SELECT COUNT(*) FROM pay_in_payments WHERE user_id = ?')
      .pluck()
      .get(user.id);
    expect(count).toBe(5);
  });
});

describe('rate', () => {
  it('rounds the USDT down to its decimals and records the rate', async () => {
    expect(usdtFor('100', '35.5', 8).toFixed()).toBe('2.8169014');
    expect(usdtFor('10.00', '3', 2).toFixed()).toBe('3.33');
    expect(usdtFor('20', '3', 8).toFixed()).toBe('6.66666666');
    const user = await assetUser(server);
    const { payment } = await createTopUp(server, user.token, {
      fiat: 'thb',
      channel: 'bank',
      amount: '1000.5',
    });
    expect(payment).toMatchObject({
      fiat: 'THB',
      fiat_amount: '1000.50',
      rate: '35.5',
      usdt_amount: new Dec('1000.5').div('35.5').toDecimalPlaces(8, Dec.ROUND_DOWN).toFixed(),
      state: 'pending',
    });
    expect(payment.usdt_amount).toBe('28.18309859');
  });
});

describe('card callback', () => {
  it('credits once on a good signature, refuses a bad one and a replayed id', async () => {
    const user = await assetUser(server);
    const detail = await createTopUp(server, user.token, {
      fiat: 'USD',
      channel: 'card',
      amount: '100',
    });
    expect(detail.next).toEqual({
      kind: 'redirect',
      url: `/pay-in/sandbox/${providerIdOf(server, detail.payment.id)}`,
    });
    const id = detail.payment.id;
    const body = card(id, 'approved', 'cb-good-1');

    const bad = await postCallback(server, body, 'ab'.repeat(32));
    expect(bad.status).toBe(401);
    const wrongKey = await postCallback(server, body, undefined, 'another-secret');
    expect(wrongKey.status).toBe(401);
    const missing = await postCallback(server, body, '');
    expect(missing.status).toBe(401);
    expect(stateOf(id)).toBe('pending');
    expect(spotUsdt(server, user.id)).toBe('0');
    expect(
      server.db
        .prepare('SELECT COUNT(*) FROM pay_in_callbacks WHERE callback_id = ?')
        .pluck()
        .get('cb-good-1'),
    ).toBe(0);

    const good = await postCallback(server, body);
    expect(good).toEqual({ status: 200, body: { ok: true, result: 'credited' } });
    expect(stateOf(id)).toBe('credited');
    expect(new Dec(spotUsdt(server, user.id)).eq(100)).toBe(true);
    const logs = payInLogs(server, user.id);
    expect(logs).toHaveLength(1);
    expect(new Dec(logs[0].value).eq(100)).toBe(true);
    expect(JSON.parse(logs[0].extra_data)).toMatchObject({ payment_id: id, fiat: 'USD' });

    const replay = await postCallback(server, body);
    expect(replay.status).toBe(409);
    expect(replay.body.result).toBe('replayed');
    // A new callback id for a credited payment answers 200 and credits nothing more.
    const again = await postCallback(server, card(id, 'approved', 'cb-good-2'));
    expect(again.status).toBe(200);
    expect(payInLogs(server, user.id)).toHaveLength(1);
    expect(new Dec(spotUsdt(server, user.id)).eq(100)).toBe(true);

    const detailAfter = await server.get<PayInDetail>('pay_in/detail', {
      token: user.token,
      query: { id },
    });
    expect(detailAfter.data.payment.state).toBe('credited');
    expect(detailAfter.data.payment.paid_at).not.toBeNull();
    expect(detailAfter.data.payment.credited_at).not.toBeNull();
    expect(detailAfter.data.next).toBeNull();
  });

  it('refuses a body whose amount or currency differs from the payment', async () => {
    const user = await assetUser(server);
    const { payment } = await createTopUp(server, user.token, {
      fiat: 'USD',
      channel: 'card',
      amount: '50',
    });
    const result = await postCallback(server, {
      ...card(payment.id, 'approved', 'cb-amt'),
      amount: '5000.00',
    });
    expect(result.status).toBe(400);
    expect(stateOf(payment.id)).toBe('pending');
    const unknown = await postCallback(server, {
      ...card(payment.id, 'approved', 'cb-unk'),
      payment_id: 'nope',
    });
    expect(unknown.status).toBe(404);
  });

  it('credits once when two callbacks for one payment arrive together', async () => {
    const user = await assetUser(server);
    const { payment } = await createTopUp(server, user.token, {
      fiat: 'THB',
      channel: 'card',
      amount: '3550',
    });
    const results = await Promise.all(
      ['cb-a', 'cb-b', 'cb-c', 'cb-d'].map((cb) =>
        postCallback(server, card(payment.id, 'approved', cb)),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    expect(payInLogs(server, user.id)).toHaveLength(1);
    expect(new Dec(spotUsdt(server, user.id)).eq(100)).toBe(true);
  });

  it('a decline fails the payment and a later approval does not credit', async () => {
    const user = await assetUser(server);
    const { payment } = await createTopUp(server, user.token, {
      fiat: 'USD',
      channel: 'card',
      amount: '20',
    });
    expect((await postCallback(server, card(payment.id, 'declined', 'cb-d1'))).status).toBe(200);
    expect(stateOf(payment.id)).toBe('failed');
    const late = await postCallback(server, card(payment.id, 'approved', 'cb-d2'));
    expect(late.status).toBe(409);
    expect(late.body.result).toBe('failed');
    expect(spotUsdt(server, user.id)).toBe('0');
    expect(payInLogs(server, user.id)).toHaveLength(0);
  });

  it('a late approval of an expired payment does not credit', async () => {
    const user = await assetUser(server);
    const { payment } = await createTopUp(server, user.token, {
      fiat: 'USD',
      channel: 'card',
      amount: '20',
    });
    // Past its window, before the sweep saw it.
    server.db
      .prepare('UPDATE pay_in_payments SET expires_at = ? WHERE id = ?')
      .run(Date.now() - 1, payment.id);
    const late = await postCallback(server, card(payment.id, 'approved', 'cb-e1'));
    expect(late.status).toBe(409);
    expect(late.body.result).toBe('expired');
    expect(stateOf(payment.id)).toBe('expired');
    expect(spotUsdt(server, user.id)).toBe('0');
  });
});

describe('sandbox provider', () => {
  it('serves a script-free page and approves through the signed callback route', async () => {
    const user = await assetUser(server);
    const { payment, next } = await createTopUp(server, user.token, {
      fiat: 'USD',
      channel: 'card',
      amount: '12.5',
    });
    const url = new URL((next as { url: string }).url, server.url);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('12.50 USD');
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const approve = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    expect(approve.status).toBe(303);
    expect(approve.headers.get('location')).toBe(`/assets/recharge?payment=${payment.id}`);
    expect(stateOf(payment.id)).toBe('credited');
    expect(new Dec(spotUsdt(server, user.id)).eq('12.5')).toBe(true);
    // The callback went through the route: its id is recorded.
    expect(
      server.db
        .prepare('SELECT COUNT(*) FROM pay_in_callbacks WHERE payment_id = ?')
        .pluck()
        .get(payment.id),
    ).toBe(1);
    expect((await fetch(new URL('/pay-in/sandbox/unknown', server.url))).status).toBe(404);
  });
});

describe('list and detail', () => {
  it('pages by the contract’s page size', () => {
    expect(PAY_IN_PAGE_SIZE).toBe(CONTRACT_PAGE_SIZE);
  });

  it('shows only the caller’s top-ups, newest first, with bank details while pending', async () => {
    const user = await assetUser(server);
    const other = await assetUser(server);
    const first = await createTopUp(server, user.token, {
      fiat: 'USD',
      channel: 'bank',
      amount: '10',
    });
    expect(first.next).toMatchObject({
      kind: 'bank',
      bank_name: 'Meridian Demo Bank',
      account_number: '0012-3456-7890',
    });
    expect(first.payment.reference).toMatch(/^TP-[A-Z2-9]{6}$/);
    const second = await createTopUp(server, user.token, {
      fiat: 'THB',
      channel: 'card',
      amount: '500',
    });
    const page = await server.get<PayInPage>('pay_in/list', { token: user.token });
    expect(page.data.total).toBe(2);
    expect(page.data.data.map((row) => row.id)).toEqual([second.payment.id, first.payment.id]);
    expect((await server.get<PayInPage>('pay_in/list', { token: other.token })).data.total).toBe(0);
    const foreign = await server.get('pay_in/detail', {
      token: other.token,
      query: { id: first.payment.id },
    });
    expect(foreign.code).toBe(0);
    expect(foreign.msg).toBe(translate('en', 'payInNotFound'));
  });
});

describe('expiry', () => {
  it('the sweep expires pending top-ups past their window and credits paid ones', async () => {
    const user = await assetUser(server);
    const { payment } = await createTopUp(server, user.token, {
      fiat: 'USD',
      channel: 'bank',
      amount: '10',
    });
    const later = Date.now() + 31 * 60_000;
    const service = createPayInService(
      server.db,
      { bank: bankChannel, card: sandboxCardChannel },
      () => later,
    );
    service.sweep();
    expect(stateOf(payment.id)).toBe('expired');
    expect(service.confirm(payment.id)).toBe('expired');
    expect(spotUsdt(server, user.id)).toBe('0');
  });

  it('a restarted server expires what fell due and credits what was paid while it was down', async () => {
    const dataDir = tempDir('pay-in-restart');
    const first = await startTestServer({ dataDir, payInCardSecret: CARD_SECRET, bots: false });
    const user = await assetUser(first);
    const expiring = await createTopUp(first, user.token, {
      fiat: 'USD',
      channel: 'bank',
      amount: '10',
    });
    const paid = await createTopUp(first, user.token, {
      fiat: 'USD',
      channel: 'bank',
      amount: '25',
    });
    await first.close();
    const db = openDatabase(dataDir);
    db.prepare('UPDATE pay_in_payments SET expires_at = ? WHERE id = ?').run(
      Date.now() - 1000,
      expiring.payment.id,
    );
    // Recorded paid, then the process stopped before the credit committed.
    db.prepare("UPDATE pay_in_payments SET state = 'paid', paid_at = ? WHERE id = ?").run(
      Date.now(),
      paid.payment.id,
    );
    db.close();
    const second = await startTestServer({ dataDir, payInCardSecret: CARD_SECRET, bots: false });
    try {
      const state = (id: number) =>
        second.db.prepare('SELECT state FROM pay_in_payments WHERE id = ?').pluck().get(id);
      expect(state(expiring.payment.id)).toBe('expired');
      expect(state(paid.payment.id)).toBe('credited');
      expect(new Dec(spotUsdt(second, user.id)).eq(25)).toBe(true);
      expect(payInLogs(second, user.id)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
