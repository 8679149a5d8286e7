import type { OutboxEntry } from '@exchange/shared/contract';
import { DEMO_EMAIL, DEMO_MOBILE, DEMO_PASSWORD } from '../src/seed/demo-account';
import {
  ageCodes,
  sendEmailCode,
  sendSmsCode,
  uniqueEmail,
  uniqueIp,
  uniqueMobile,
} from './support/codes';
import { refused, startTestServer, type TestServer } from './support/test-server';

// Registration and logins run scrypt: give the tests room on a busy machine.
jest.setTimeout(30_000);

let server: TestServer;

/** Moves every code of a network back in time. */
const ageNetwork = (network: string, ms: number): void => {
  server.db
    .prepare('UPDATE verification_codes SET created_at = created_at - ? WHERE ip = ?')
    .run(ms, network);
};

/** `count` past sends of a network spread evenly over the last day, all outside the short window. */
const insertSends = (network: string, count: number, newestAgoMs: number): void => {
  const now = Date.now();
  const step = Math.floor((24 * 60 * 60_000 - newestAgoMs - 20 * 60_000) / count);
  const insert = server.db.prepare(
    `INSERT INTO verification_codes (address, type, code_hash, ip, created_at, expires_at)
     VALUES (?, 1, 'x', ?, ?, ?)`,
  );
  for (let i = 0; i < count; i++) {
    const at = now - newestAgoMs - i * step;
    insert.run(`past-${network}-${i}@example.com`, network, at, at + 600_000);
  }
};

beforeAll(async () => {
  server = await startTestServer({ devOutbox: true, trustProxy: true });
});
afterAll(() => server.close());

const SENT = {
  code: 1,
  msg: 'Verification code sent',
  data: { expires_in: 600, resend_in: 60 },
};

const outbox = async (to: string): Promise<OutboxEntry[]> =>
  (await fetch(`${server.url}/dev/outbox?to=${encodeURIComponent(to)}`)).json() as Promise<
    OutboxEntry[]
  >;

const codeRows = (address: string) =>
  server.db
    .prepare(
      'SELECT id, type, voided_at, superseded_by FROM verification_codes WHERE address = ? ORDER BY id',
    )
    .all(address) as Array<{
    id: number;
    type: number;
    voided_at: number | null;
    superseded_by: number | null;
  }>;

describe('notify/send_email and notify/send_sms: what is sent', () => {
  it('sends a 6-digit register code to a new e-mail through the outbox', async () => {
    const email = uniqueEmail('send');
    expect(await sendEmailCode(server, { to: email, type: 1 })).toEqual(SENT);
    const entries = await outbox(email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ channel: 'email', type: 1, to: email });
    expect(entries[0].code).toMatch(/^\d{6}$/);
  });

  it('sends an SMS code to +<country code><number>, found at /dev/outbox by digits', async () => {
    const mobile = uniqueMobile();
    expect(await sendSmsCode(server, { to: mobile, type: 1, area_id: '217' })).toEqual(SENT); // Thailand 66
    const entries = await outbox(`66${mobile}`);
    expect(entries[0]).toMatchObject({ channel: 'sms', type: 1, to: `+66${mobile}` });
    // "+66..." arrives as " 66..." when the plus is not encoded: found all the same.
    const raw = (await (
      await fetch(`${server.url}/dev/outbox?to=+66${mobile}`)
    ).json()) as OutboxEntry[];
    expect(raw.map((entry) => entry.code)).toEqual([entries[0].code]);
  });

  it('refuses an unknown type', async () => {
    for (const type of [0, 4, 6, 'x']) {
      expect(await sendEmailCode(server, { to: uniqueEmail('type'), type })).toEqual(
        refused('Invalid parameter: type'),
      );
    }
    expect(await sendEmailCode(server, { to: uniqueEmail('type') })).toEqual(
      refused('Missing parameter: type'),
    );
  });

  it('checks the e-mail and mobile format', async () => {
    expect(await sendEmailCode(server, { type: 1 })).toEqual(
      refused('Please enter your e-mail address'),
    );
    for (const to of ['plain', 'a@b', 'x@y@z.com']) {
      expect(await sendEmailCode(server, { to, type: 1 })).toEqual(
        refused('Please enter a valid e-mail address'),
      );
    }
    expect(await sendSmsCode(server, { type: 1, area_id: 83 })).toEqual(
      refused('Please enter your mobile number'),
    );
    for (const to of ['12345', '12 345 678', '+49151234567', 'abcdefg']) {
      expect(await sendSmsCode(server, { to, type: 1, area_id: 83 })).toEqual(
        refused('The mobile number must be 6 to 15 digits'),
      );
    }
    for (const area of [undefined, 0, 100000, 'de']) {
      expect(await sendSmsCode(server, { to: uniqueMobile(), type: 1, area_id: area })).toEqual(
        refused('Please choose a valid country or region'),
      );
    }
  });

  it('type 1 refuses a registered account; types 2 and 5 refuse an unknown one', async () => {
    expect(await sendEmailCode(server, { to: DEMO_EMAIL.toUpperCase(), type: 1 })).toEqual(
      refused('This account is already registered'),
    );
    expect(await sendSmsCode(server, { to: DEMO_MOBILE, type: 1, area_id: 232 })).toEqual(
      refused('This account is already registered'),
    );
    for (const type of [2, 5]) {
      expect(await sendEmailCode(server, { to: uniqueEmail('unknown'), type })).toEqual(
        refused('Account not found'),
      );
    }
    // The demo mobile is registered under country code 1, not 44.
    expect(await sendSmsCode(server, { to: DEMO_MOBILE, type: 2, area_id: 231 })).toEqual(
      refused('Account not found'),
    );
    expect(await sendSmsCode(server, { to: DEMO_MOBILE, type: 2, area_id: 232 })).toEqual(SENT);
    expect((await outbox(`1${DEMO_MOBILE}`))[0]).toMatchObject({ type: 2 });
  });

  it('type 3 needs a login and goes to the caller’s bound account, whatever `to` says', async () => {
    expect(await sendEmailCode(server, { to: 'victim@example.com', type: 3 })).toEqual({
      code: 999,
      msg: 'Please log in first',
      data: null,
    });
    const token = await server.login(DEMO_EMAIL, DEMO_PASSWORD);
    server.db.prepare('DELETE FROM verification_codes WHERE address = ?').run(DEMO_EMAIL);
    expect(await sendEmailCode(server, { to: 'victim@example.com', type: 3 }, { token })).toEqual(
      SENT,
    );
    expect(await outbox('victim@example.com')).toEqual([]);
    expect((await outbox(DEMO_EMAIL))[0]).toMatchObject({ type: 3, to: DEMO_EMAIL });

    server.db.prepare('DELETE FROM verification_codes WHERE address = ?').run(`+1${DEMO_MOBILE}`);
    expect(await sendSmsCode(server, { type: 3 }, { token })).toEqual(SENT);
    expect((await outbox(`1${DEMO_MOBILE}`))[0]).toMatchObject({ type: 3, channel: 'sms' });
  });

  it('a new code of the same account and type voids the older one', async () => {
    const email = uniqueEmail('supersede');
    await sendEmailCode(server, { to: email, type: 1 });
    ageCodes(server, email, 61_000);
    await sendEmailCode(server, { to: email, type: 1 });
    const [older, newer] = codeRows(email);
    expect(older.voided_at).not.toBeNull();
    expect(older.superseded_by).toBe(newer.id);
    expect(newer.voided_at).toBeNull();
  });
});

describe('send limits', () => {
  it('allows one send per account per 60 s, across types, and says how long to wait', async () => {
    const email = uniqueEmail('resend');
    expect((await sendEmailCode(server, { to: email, type: 1 })).code).toBe(1);
    const again = await sendEmailCode(server, { to: email, type: 1 }, { ip: uniqueIp() });
    expect(again.code).toBe(0);
    const seconds = Number(
      /^Please wait (\d+) seconds before requesting another code$/.exec(again.msg)?.[1],
    );
    expect(seconds).toBeGreaterThanOrEqual(58);
    expect(seconds).toBeLessThanOrEqual(60);

    ageCodes(server, email, 45_000);
    const later = await sendEmailCode(server, { to: email, type: 1 });
    expect(later.msg).toMatch(/^Please wait 1[45] seconds/);

    ageCodes(server, email, 16_000);
    expect((await sendEmailCode(server, { to: email, type: 1 })).code).toBe(1);
    expect(await outbox(email)).toHaveLength(2);
  });

  it('counts the resend interval per account, whatever the type', async () => {
    const token = await server.login();
    server.db.prepare('DELETE FROM verification_codes WHERE address = ?').run(DEMO_EMAIL);
    expect((await sendEmailCode(server, { to: DEMO_EMAIL, type: 5 })).code).toBe(1);
    expect((await sendEmailCode(server, { to: DEMO_EMAIL, type: 2 })).msg).toMatch(
      /^Please wait \d+ seconds/,
    );
    expect((await sendEmailCode(server, { type: 3 }, { token })).msg).toMatch(
      /^Please wait \d+ seconds/,
    );
  });

  it('caps an account at 10 codes a day', async () => {
    const email = uniqueEmail('daily');
    for (let i = 0; i < 10; i++) {
      expect((await sendEmailCode(server, { to: email, type: 1 })).code).toBe(1);
      ageCodes(server, email, 61_000);
    }
    expect(await sendEmailCode(server, { to: email, type: 1 })).toEqual(
      refused(
        'This account has reached the limit of 10 verification codes per day, please try again later',
      ),
    );
    // The day is a rolling 24 h.
    ageCodes(server, email, 24 * 60 * 60 * 1000);
    expect((await sendEmailCode(server, { to: email, type: 1 })).code).toBe(1);
  });

  it('holds one network to 50 codes in 10 minutes and says when to retry; others go on', async () => {
    const ip = uniqueIp();
    const send = () => sendEmailCode(server, { to: uniqueEmail('ip'), type: 1 }, { ip });
    for (let i = 0; i < 50; i++) expect((await send()).code).toBe(1);
    expect(await send()).toEqual(
      refused(
        'Too many verification codes have been requested from your network, please try again in 10 min',
      ),
    );
    expect((await sendEmailCode(server, { to: uniqueEmail('ip'), type: 1 })).code).toBe(1);
    // The window rolls: 7.5 minutes later the oldest leaves it in 2.5 minutes (said as 3).
    ageNetwork(ip, 7.5 * 60_000);
    expect((await send()).msg).toMatch(/try again in 3 min$/);
    ageNetwork(ip, 2.5 * 60_000 + 1);
    expect((await send()).code).toBe(1);
  });

  it('caps one network at 500 codes a day, counting an IPv6 /64 as one network', async () => {
    const network = uniqueIp();
    // 499 sends spread over the last day, beyond the short window.
    insertSends(network, 499, 60 * 60_000);
    expect(
      (await sendEmailCode(server, { to: uniqueEmail('day'), type: 1 }, { ip: network })).code,
    ).toBe(1);
    const refusedToday = await sendEmailCode(
      server,
      { to: uniqueEmail('day'), type: 1 },
      { ip: network },
    );
    // Next allowed when the oldest of the 500 leaves the 24 h window.
    const oldest = (
      server.db
        .prepare('SELECT MIN(created_at) AS at FROM verification_codes WHERE ip = ?')
        .get(network) as { at: number }
    ).at;
    const minutes = Number(/try again in (\d+) min$/.exec(refusedToday.msg)?.[1]);
    const expected = Math.ceil((oldest + 24 * 60 * 60_000 - Date.now()) / 60_000);
    expect(minutes).toBeGreaterThan(20);
    expect(Math.abs(minutes - expected)).toBeLessThanOrEqual(1);
    expect(refusedToday.code).toBe(0);
    const six = '2001:db8:77:1::';
    for (let i = 1; i <= 50; i++) {
      const sent = await sendEmailCode(
        server,
        { to: uniqueEmail('v6'), type: 1 },
        { ip: `${six}${i.toString(16)}` },
      );
      expect(sent.code).toBe(1);
    }
    const sameNetwork = await sendEmailCode(
      server,
      { to: uniqueEmail('v6'), type: 1 },
      { ip: '2001:db8:77:1:ffff::9' },
    );
    expect(sameNetwork.msg).toMatch(/try again in 10 min$/);
  });

  it('answers the limits in the language of the request', async () => {
    const email = uniqueEmail('lang');
    await sendEmailCode(server, { to: email, type: 1 });
    const again = await sendEmailCode(server, { to: email, type: 1 }, { lang: 'de' });
    expect(again.msg).toMatch(
      /^Bitte warten Sie \d+ Sekunden, bevor Sie einen neuen Code anfordern$/,
    );
  });
});

describe('delivery failure', () => {
  it('withdraws the code, revives the one it replaced and does not count the send', async () => {
    let fail = false;
    const failing = await startTestServer({
      devOutbox: true,
      trustProxy: true,
      codeSenders: [
        {
          channel: 'email',
          send: async () => {
            if (fail) throw new Error('smtp down');
          },
        },
      ],
    });
    try {
      const email = uniqueEmail('fail');
      expect((await sendEmailCode(failing, { to: email, type: 1 })).code).toBe(1);
      const [first] = failing.db
        .prepare('SELECT id FROM verification_codes WHERE address = ?')
        .all(email) as Array<{ id: number }>;
      ageCodes(failing, email, 61_000);
      fail = true;
      expect(await sendEmailCode(failing, { to: email, type: 1 })).toEqual(
        refused('The verification code could not be sent, please try again later'),
      );
      const rows = failing.db
        .prepare('SELECT id, voided_at, superseded_by FROM verification_codes WHERE address = ?')
        .all(email);
      expect(rows).toEqual([{ id: first.id, voided_at: null, superseded_by: null }]);
      fail = false;
      // The failed send did not start a new 60 s wait.
      expect((await sendEmailCode(failing, { to: email, type: 1 })).code).toBe(1);
    } finally {
      await failing.close();
    }
  });
});
