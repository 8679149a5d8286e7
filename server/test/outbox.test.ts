import fs from 'node:fs';
import path from 'node:path';
import type { OutboxEntry } from '@exchange/shared/contract';
import { createTokenStore } from '../src/auth/tokens';
import { DATABASE_FILE, openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import {
  createOutbox,
  logDeliveryStatus,
  type CodeDelivery,
  type CodeSender,
} from '../src/outbox/outbox';
import { createUserRepo } from '../src/user/user-repo';
import { sendEmailCode, sendSmsCode, uniqueEmail, uniqueMobile } from './support/codes';
import { cellsHolding } from './support/db-scan';
import { refused, startTestServer, tempDir, type TestServer } from './support/test-server';

let server: TestServer;
const created: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ devOutbox: true, trustProxy: true });
});
afterAll(async () => {
  await server.close();
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

const quiet = { info: () => undefined } as never;

const SMS_REFUSED = 'Verification codes cannot be sent by SMS at the moment, please use e-mail';
const SMS_REFUSED_LATER =
  'Verification codes cannot be sent by SMS at the moment, please try again later';
const EMAIL_REFUSED =
  'Verification codes cannot be sent by e-mail at the moment, please try again later';

/** A fake e-mail sender keeping what it was handed. */
function fakeMailer(): CodeSender & { sent: CodeDelivery[] } {
  const sent: CodeDelivery[] = [];
  return { channel: 'email', sent, send: async (delivery) => void sent.push(delivery) };
}

/** A log capture: the raw pino lines and a way to search them. */
function captureLog(): { lines: string[]; write(line: string): void; text(): string } {
  const lines: string[] = [];
  return { lines, write: (line) => void lines.push(line), text: () => lines.join('') };
}

/**
 * Six digits standing alone anywhere in the log lines, after dropping the fields that are
 * numbers by nature (time, pid, response time) and could hold six digits in a row by chance.
 */
function sixDigitRuns(lines: readonly string[]): string[] {
  const runs: string[] = [];
  for (const line of lines) {
    const { time, pid, hostname, responseTime, ...rest } = JSON.parse(line) as Record<
      string,
      unknown
    >;
    void [time, pid, hostname, responseTime];
    runs.push(...(JSON.stringify(rest).match(/(?<!\d)\d{6}(?!\d)/g) ?? []));
  }
  return runs;
}

function codeRows(of: TestServer, address: string): number {
  const row = of.db
    .prepare('SELECT COUNT(*) AS n FROM verification_codes WHERE address = ?')
    .get(address) as { n: number };
  return row.n;
}

function outboxRows(of: TestServer, recipient: string): number {
  const row = of.db
    .prepare('SELECT COUNT(*) AS n FROM outbox WHERE recipient = ?')
    .get(recipient) as { n: number };
  return row.n;
}

/** A copy of the server's database as it is now, to tell new cells from ones already there. */
async function snapshot(of: TestServer): Promise<string> {
  const dir = tempDir('snapshot');
  created.push(dir);
  await of.db.backup(path.join(dir, DATABASE_FILE));
  return dir;
}

/** Cells holding `code` in the server's database now that the snapshot did not have. */
function newCellsHolding(of: TestServer, before: string, code: string): string[] {
  const old = new Set(cellsHolding(before, code));
  return cellsHolding(of.dataDir, code).filter((hit) => !old.has(hit));
}

describe('outbox', () => {
  it('stores, logs and lists codes newest first, filtered by recipient', async () => {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line) } as never;
    const outbox = createOutbox(server.db, log, [], { demo: true });
    await outbox.deliverCode({ to: 'Alice@Example.com', type: 1, code: '111111' });
    await outbox.deliverCode({ to: 'bob@example.com', type: 2, code: '222222' });
    await outbox.deliverCode({ to: 'alice@example.com', type: 5, code: '333333' });
    expect(lines[0]).toBe('[outbox] register code for Alice@Example.com: 111111');

    const response = await fetch(`${server.url}/dev/outbox?to=ALICE@example.com`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const entries = (await response.json()) as OutboxEntry[];
    expect(entries.map((entry) => entry.code)).toEqual(['333333', '111111']);
    expect(entries[0]).toMatchObject({ channel: 'email', type: 5, to: 'alice@example.com' });
    expect(entries[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const all = (await (await fetch(`${server.url}/dev/outbox?limit=2`)).json()) as OutboxEntry[];
    expect(all.map((entry) => entry.code)).toEqual(['333333', '222222']);
  });

  it('hands codes to a configured sender (the SMTP/SMS seam), and only to it', async () => {
    const sent: string[] = [];
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line) } as never;
    const outbox = createOutbox(server.db, log, [
      {
        channel: 'sms',
        send: async (delivery) => void sent.push(`${delivery.to}:${delivery.code}`),
      },
    ]);
    await outbox.deliverCode({ to: '+1 2025550143', type: 5, code: '444444' });
    expect(sent).toEqual(['+1 2025550143:444444']);
    // Outside demo mode a channel without a sender rejects, and no line or row has the code.
    await expect(
      outbox.deliverCode({ to: 'x@example.com', type: 5, code: '555555' }),
    ).rejects.toThrow('no email sender');
    expect(lines).toEqual(['[outbox] login code for +1 2025550143 handed to the sms sender']);
    expect(outbox.canDeliver('sms')).toBe(true);
    expect(outbox.canDeliver('email')).toBe(false);
    expect(() => outbox.assertCanDeliver('x@example.com')).toThrow('emailCodesUnavailable');
    expect(() => outbox.assertCanDeliver('+1 2025550143')).not.toThrow();
    // Demo mode delivers every channel (the log line and /dev/outbox are the delivery).
    const demo = createOutbox(server.db, quiet, [], { demo: true });
    expect([demo.canDeliver('sms'), demo.canDeliver('email')]).toEqual([true, true]);
  });

  it('is not served without demo mode', async () => {
    const plain = await startTestServer();
    try {
      const response = await fetch(`${plain.url}/dev/outbox`);
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('codes at rest', () => {
  it('demo mode keeps the code in the outbox (so the scan below finds a stored code)', async () => {
    const email = uniqueEmail('kept');
    const before = await snapshot(server);
    expect((await sendEmailCode(server, { to: email, type: 1 })).code).toBe(1);
    const code = await server.outboxCode(email, 1);
    const hits = newCellsHolding(server, before, code);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatch(/^outbox: /);
  });

  it('without demo mode no table, column or log line holds the code a sender delivered', async () => {
    const mailer = fakeMailer();
    const log = captureLog();
    const plain = await startTestServer({
      trustProxy: true,
      logLevel: 'info',
      logStream: log,
      codeSenders: [mailer],
    });
    try {
      const before = await snapshot(plain);
      const email = uniqueEmail('at-rest');
      expect((await sendEmailCode(plain, { to: email, type: 1 })).code).toBe(1);
      expect(mailer.sent).toHaveLength(1);
      const mailedCode = mailer.sent[0].code;
      expect(mailedCode).toMatch(/^\d{6}$/);
      expect({ cells: newCellsHolding(plain, before, mailedCode) }).toEqual({ cells: [] });
      expect(log.text()).toContain(`register code for ${email} handed to the email sender`);
      expect(log.text()).not.toContain(mailedCode);
      expect(sixDigitRuns(log.lines)).toEqual([]);
      // The delivery itself is still recorded, without its code.
      const rows = plain.db
        .prepare('SELECT channel, recipient, type, code FROM outbox ORDER BY id DESC LIMIT 1')
        .all();
      expect(rows).toEqual([{ channel: 'email', recipient: email, type: 1, code: '' }]);
    } finally {
      await plain.close();
    }
  });

  it('drops the codes a demo run left in the database at the first delivery without it', async () => {
    const dataDir = tempDir('demo-then-plain');
    created.push(dataDir);
    const email = uniqueEmail('left');
    const demo = await startTestServer({ dataDir, devOutbox: true, trustProxy: true });
    let code: string;
    try {
      expect((await sendEmailCode(demo, { to: email, type: 1 })).code).toBe(1);
      code = await demo.outboxCode(email, 1);
    } finally {
      await demo.close();
    }
    const plain = await startTestServer({ dataDir, trustProxy: true, codeSenders: [fakeMailer()] });
    try {
      expect(cellsHolding(dataDir, code).filter((hit) => hit.startsWith('outbox: '))).toHaveLength(
        1,
      );
      expect((await sendEmailCode(plain, { to: uniqueEmail('next'), type: 1 })).code).toBe(1);
      expect(cellsHolding(dataDir, code).filter((hit) => hit.startsWith('outbox: '))).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('migration 6 drops the codes stored before it', () => {
    const dataDir = tempDir('migration6');
    created.push(dataDir);
    const db = openDatabase(dataDir);
    try {
      runMigrations(
        db,
        MIGRATIONS.filter((migration) => migration.version < 6),
      );
      db.prepare(
        "INSERT INTO outbox (channel, recipient, type, code, created_at) VALUES ('email', 'old@example.com', 1, '987654', '2026-01-01 00:00:00')",
      ).run();
      expect(runMigrations(db)).toContain(6);
      expect(db.prepare('SELECT recipient, code FROM outbox').all()).toEqual([
        { recipient: 'old@example.com', code: '' },
      ]);
    } finally {
      db.close();
    }
  });
});

describe('outside demo mode, a channel without a sender', () => {
  it('refuses an SMS code before issuing it: no code stored, none logged', async () => {
    const mailer = fakeMailer();
    const log = captureLog();
    const plain = await startTestServer({
      trustProxy: true,
      logLevel: 'trace',
      logStream: log,
      codeSenders: [mailer],
    });
    try {
      const mobile = uniqueMobile();
      for (const type of [1, 1, 1]) {
        // Repeated at once: a stored code would answer "please wait" the second time.
        expect(await sendSmsCode(plain, { to: mobile, type, area_id: 77 })).toEqual(
          refused(SMS_REFUSED),
        );
      }
      expect(
        await sendSmsCode(plain, { to: mobile, type: 1, area_id: 77 }, { lang: 'de' }),
      ).toEqual(
        refused(
          'Bestätigungscodes können derzeit nicht per SMS gesendet werden, bitte verwenden Sie E-Mail',
        ),
      );
      expect(codeRows(plain, `+33${mobile}`)).toBe(0);
      expect(outboxRows(plain, `+33${mobile}`)).toBe(0);
      // Type 3 goes to the caller's bound mobile: refused the same way.
      const token = await plain.login();
      expect(await sendSmsCode(plain, { type: 3 }, { token })).toEqual(refused(SMS_REFUSED));
      expect(codeRows(plain, '+12025550143')).toBe(0);
      // E-mail still works, and none of it put a code in the log.
      expect((await sendEmailCode(plain, { to: uniqueEmail('works'), type: 1 })).code).toBe(1);
      expect(mailer.sent).toHaveLength(1);
      expect(log.lines.length).toBeGreaterThan(5); // the logger did run
      expect(log.text()).not.toContain(mailer.sent[0].code);
      expect(log.text()).not.toMatch(/code for [^"]*: \d/);
      expect(sixDigitRuns(log.lines)).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('refuses e-mail codes too when no sender is configured at all, on every route', async () => {
    const log = captureLog();
    const plain = await startTestServer({ trustProxy: true, logLevel: 'info', logStream: log });
    try {
      const email = uniqueEmail('no-mailer');
      expect(await sendEmailCode(plain, { to: email, type: 1 })).toEqual(refused(EMAIL_REFUSED));
      expect(codeRows(plain, email)).toBe(0);
      // Nothing delivers e-mail, so the SMS refusal does not suggest it.
      const mobile = uniqueMobile();
      expect(await sendSmsCode(plain, { to: mobile, type: 1, area_id: 77 })).toEqual(
        refused(SMS_REFUSED_LATER),
      );
      // The bind-email send (legacy answer shape), by a user with no e-mail yet.
      const mobileUser = createUserRepo(plain.db).create({
        mobile: uniqueMobile(),
        countryCode: '1',
        passwordHash: 'x',
      });
      const bind = await fetch(new URL('/api/sms_mail', plain.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: createTokenStore(plain.db).issue(mobileUser.id),
        },
        body: JSON.stringify({ user_string: 'free@ex.io' }),
      });
      expect(await bind.json()).toEqual({ type: 'error', message: EMAIL_REFUSED });
      expect(codeRows(plain, 'free@ex.io')).toBe(0);
      // The address service's send, to the demo user's bound e-mail.
      const token = await plain.login();
      const userId = (await plain.get<{ id: number }>('user/info', { token })).data.id;
      const address = await fetch(new URL('/api/address/SendVerificationcode', plain.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ user_id: userId }),
      });
      expect(await address.json()).toMatchObject({ code: 0, message: EMAIL_REFUSED });
      expect(codeRows(plain, 'demo@exchange.local')).toBe(0);
      expect(plain.db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });
      expect(log.text()).not.toMatch(/\[outbox\]/);
    } finally {
      await plain.close();
    }
  });
});

describe('start-up notices about code delivery', () => {
  type Notice = [level: 'info' | 'warn', line: string];
  const recorder = (): { notices: Notice[]; log: never } => {
    const notices: Notice[] = [];
    const log = {
      info: (line: string) => notices.push(['info', line]),
      warn: (line: string) => notices.push(['warn', line]),
    } as never;
    return { notices, log };
  };

  it('warns once per channel that will refuse codes outside demo mode', () => {
    const none = recorder();
    logDeliveryStatus(none.log, []);
    expect(none.notices).toEqual([
      [
        'warn',
        'no e-mail sender configured: e-mail verification codes will be refused; set SMTP_URL (and SMTP_FROM) to send them',
      ],
      [
        'warn',
        'no SMS sender configured: SMS verification codes will be refused; set SMS_URL and SMS_API_KEY (and SMS_FROM) to send them',
      ],
    ]);

    const mailOnly = recorder();
    logDeliveryStatus(mailOnly.log, [{ ...fakeMailer(), description: 'SMTP at smtp://h:25' }]);
    expect(mailOnly.notices).toEqual([
      ['info', 'e-mail verification codes are sent by SMTP at smtp://h:25'],
      [
        'warn',
        expect.stringMatching(/^no SMS sender configured: SMS verification codes will be refused/),
      ],
    ]);
  });

  it('in demo mode warns of nothing and says where the codes are', () => {
    const demo = recorder();
    logDeliveryStatus(demo.log, [], { demo: true });
    expect(demo.notices).toEqual([
      [
        'info',
        'demo mode: verification codes are readable at GET /dev/outbox (and, without a sender for their channel, in this log)',
      ],
    ]);
  });

  it('are logged by the server, with no SMTP password or SMS key', async () => {
    const log = captureLog();
    const plain = await startTestServer({
      logLevel: 'info',
      logStream: log,
      smtpUrl: 'smtp://mailer:smtp-pass-123@127.0.0.1:2525',
      smsUrl: 'https://sms.example.com/v1/send?account=acct-456',
      smsApiKey: 'sms-key-789',
    });
    await plain.close();
    const text = log.text();
    expect(text).toContain('e-mail verification codes are sent by SMTP at smtp://127.0.0.1:2525');
    expect(text).toContain(
      'SMS verification codes are sent by the SMS gateway at https://sms.example.com',
    );
    for (const secret of ['smtp-pass-123', 'mailer', 'sms-key-789', 'acct-456']) {
      expect({ secret, logged: text.includes(secret) }).toEqual({ secret, logged: false });
    }
    expect(text).not.toContain('no e-mail sender');

    const bare = captureLog();
    const warned = await startTestServer({ logLevel: 'info', logStream: bare });
    await warned.close();
    const warnings = bare.lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 40)
      .map((line) => line.msg);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^no e-mail sender configured/),
        expect.stringMatching(/^no SMS sender configured/),
      ]),
    );
  });
});
