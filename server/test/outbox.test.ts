import type { OutboxEntry } from '@exchange/shared/contract';
import { createOutbox } from '../src/outbox/outbox';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ devOutbox: true });
});
afterAll(() => server.close());

describe('outbox', () => {
  it('stores, logs and lists codes newest first, filtered by recipient', async () => {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line) } as never;
    const outbox = createOutbox(server.db, log);
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
    const outbox = createOutbox(server.db, { info: () => undefined } as never, [
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
