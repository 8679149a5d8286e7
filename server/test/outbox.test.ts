import fs from 'node:fs';
import path from 'node:path';
import type { OutboxEntry } from '@exchange/shared/contract';
import { DATABASE_FILE, openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { MIGRATIONS } from '../src/db/migrations';
import { createOutbox, type CodeDelivery } from '../src/outbox/outbox';
import { sendEmailCode, sendSmsCode, uniqueEmail, uniqueMobile } from './support/codes';
import { cellsHolding } from './support/db-scan';
import { startTestServer, tempDir, type TestServer } from './support/test-server';

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
    const outbox = createOutbox(server.db, log, [], { keepCodes: true });
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

  it('hands codes to a configured sender as well (the SMTP/SMS seam)', async () => {
    const sent: string[] = [];
    const outbox = createOutbox(server.db, quiet, [
      {
        channel: 'sms',
        send: async (delivery) => void sent.push(`${delivery.to}:${delivery.code}`),
      },
    ]);
    await outbox.deliverCode({ to: '+1 2025550143', type: 5, code: '444444' });
    await outbox.deliverCode({ to: 'x@example.com', type: 5, code: '555555' });
    expect(sent).toEqual(['+1 2025550143:444444']);
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

  it('without demo mode no table or column holds the code, delivered by a sender or not', async () => {
    const mailed: CodeDelivery[] = [];
    const logLines: string[] = [];
    const plain = await startTestServer({
      trustProxy: true,
      logLevel: 'info',
      logStream: { write: (line) => void logLines.push(line) },
      codeSenders: [{ channel: 'email', send: async (delivery) => void mailed.push(delivery) }],
    });
    try {
      const before = await snapshot(plain);
      // E-mail: a real sender delivers it.
      const email = uniqueEmail('at-rest');
      expect((await sendEmailCode(plain, { to: email, type: 1 })).code).toBe(1);
      expect(mailed).toHaveLength(1);
      const mailedCode = mailed[0].code;
      expect(mailedCode).toMatch(/^\d{6}$/);
      // SMS: no sender, the log line is the delivery.
      const mobile = uniqueMobile();
      expect((await sendSmsCode(plain, { to: mobile, type: 1, area_id: 77 })).code).toBe(1);
      const logged = logLines
        .map((line) => new RegExp(`code for \\+33${mobile}: (\\d{6})"`).exec(line)?.[1])
        .find((code) => code !== undefined);
      expect(logged).toMatch(/^\d{6}$/);

      for (const code of [mailedCode, logged ?? '']) {
        expect({ code, cells: newCellsHolding(plain, before, code) }).toEqual({ code, cells: [] });
      }
      // The deliveries themselves are still recorded, without their codes.
      const rows = plain.db
        .prepare('SELECT channel, recipient, type, code FROM outbox ORDER BY id DESC LIMIT 2')
        .all();
      expect(rows).toEqual([
        { channel: 'sms', recipient: `+33${mobile}`, type: 1, code: '' },
        { channel: 'email', recipient: email, type: 1, code: '' },
      ]);
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
    const plain = await startTestServer({ dataDir, trustProxy: true });
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
