import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { optionsFromEnv, resolveOptions } from '../src/options';
import { createSmsSender } from '../src/outbox/sms-sender';
import { sendSmsCode, uniqueMobile } from './support/codes';
import { refused, startTestServer } from './support/test-server';

type Received = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };

/** A local SMS gateway: keeps every request and answers `status` (or never, with `hang`). */
async function fakeGateway(): Promise<{
  url: string;
  received: Received[];
  status: number;
  hang: boolean;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const gateway = {
    url: '',
    received,
    status: 200,
    hang: false,
    close: (): Promise<void> =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (gateway.hang) return;
      response.writeHead(gateway.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: gateway.status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`;
  return gateway;
}

describe('SMS sender (SMS_URL)', () => {
  it('POSTs {to, from, text} as JSON with the bearer key, in the language asked', async () => {
    const gateway = await fakeGateway();
    try {
      const sender = createSmsSender({
        url: gateway.url,
        apiKey: 'key-abc',
        from: 'Exchange',
        codeTtlMs: 600_000,
      });
      expect(sender.channel).toBe('sms');
      await sender.send({ to: '+12025550143', type: 1, code: '123456' });
      await sender.send({ to: '+12025550143', type: 1, code: '654321', lang: 'zh' });
      expect(gateway.received).toHaveLength(2);
      const [first, second] = gateway.received;
      expect(first).toMatchObject({ method: 'POST', url: '/v1/messages' });
      expect(first.headers.authorization).toBe('Bearer key-abc');
      expect(first.headers['content-type']).toBe('application/json');
      expect(JSON.parse(first.body)).toEqual({
        to: '+12025550143',
        from: 'Exchange',
        text: 'Your verification code is 123456. It is valid for 10 minutes. Do not share it with anyone.',
      });
      expect(JSON.parse(second.body)).toMatchObject({
        text: '您的验证码是 654321，10 分钟内有效。请勿告诉他人。',
      });
    } finally {
      await gateway.close();
    }
  });

  it('leaves out from and the key when they are not configured', async () => {
    const gateway = await fakeGateway();
    try {
      await createSmsSender({ url: gateway.url, codeTtlMs: 300_000 }).send({
        to: '+4915123456',
        type: 5,
        code: '000111',
      });
      expect(gateway.received[0].headers.authorization).toBeUndefined();
      expect(Object.keys(JSON.parse(gateway.received[0].body) as object)).toEqual(['to', 'text']);
    } finally {
      await gateway.close();
    }
  });

  it('fails on a non-2xx answer, a dead gateway or a timeout, never quoting the code', async () => {
    const gateway = await fakeGateway();
    const sender = createSmsSender({ url: gateway.url, apiKey: 'k', codeTtlMs: 600_000 });
    const delivery = { to: '+12025550143', type: 1, code: '987654' };
    try {
      gateway.status = 500;
      const failed = await sender.send(delivery).catch((error: unknown) => error as Error);
      expect(failed).toBeInstanceOf(Error);
      expect(failed?.message).toBe('SMS gateway answered HTTP 500');
      gateway.status = 401;
      await expect(sender.send(delivery)).rejects.toThrow('HTTP 401');

      gateway.hang = true;
      const slow = createSmsSender({ url: gateway.url, codeTtlMs: 600_000, timeoutMs: 200 });
      const timedOut = await slow.send(delivery).catch((error: unknown) => error as Error);
      expect(timedOut?.message).toBe('SMS gateway unreachable or too slow');
      expect(String((timedOut as Error & { cause?: unknown }).cause)).not.toContain('987654');
    } finally {
      await gateway.close();
    }
    const dead = await sender.send(delivery).catch((error: unknown) => error as Error);
    expect(dead?.message).toBe('SMS gateway unreachable or too slow');
  });

  it('refuses a URL that is not http(s) or holds credentials (they would be quoted in errors)', () => {
    expect(() => createSmsSender({ url: 'not a url', codeTtlMs: 1 })).toThrow(/SMS_URL/);
    expect(() => createSmsSender({ url: 'ftp://sms.example.com', codeTtlMs: 1 })).toThrow(
      /http\(s\)/,
    );
    const withPassword = (): unknown =>
      createSmsSender({ url: 'https://user:pw-secret@sms.example.com/send', codeTtlMs: 1 });
    expect(withPassword).toThrow(/SMS_API_KEY/);
    expect(withPassword).not.toThrow(/pw-secret/);
    expect(createSmsSender({ url: 'https://sms.example.com/send', codeTtlMs: 1 }).description).toBe(
      'the SMS gateway at https://sms.example.com',
    );
  });
});

describe('SMS codes through the gateway (no demo mode)', () => {
  it('delivers notify/send_sms codes: usable, and neither logged nor stored in clear', async () => {
    const gateway = await fakeGateway();
    const lines: string[] = [];
    const server = await startTestServer({
      trustProxy: true,
      logLevel: 'trace',
      logStream: { write: (line) => void lines.push(line) },
      smsUrl: gateway.url,
      smsApiKey: 'secret-sms-key',
      smsFrom: 'EXCHANGE',
    });
    try {
      const mobile = uniqueMobile();
      expect((await sendSmsCode(server, { to: mobile, type: 1, area_id: 83 })).code).toBe(1);
      expect(gateway.received).toHaveLength(1);
      const sent = JSON.parse(gateway.received[0].body) as { to: string; text: string };
      expect(sent.to).toBe(`+49${mobile}`);
      expect(gateway.received[0].headers.authorization).toBe('Bearer secret-sms-key');
      const code = /code is (\d{6})\./.exec(sent.text)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const log = lines.join('');
      expect(log).not.toContain(code);
      expect(log).not.toContain('secret-sms-key');
      expect(log).toContain(`register code for +49${mobile} handed to the sms sender`);

      const registered = await server.post<{ mobile: string }>('user/register', {
        body: {
          type: 'mobile',
          account: mobile,
          area_id: 83,
          sms_code: code,
          password: 'Secret99',
          re_password: 'Secret99',
        },
      });
      expect(registered.code).toBe(1);
      expect(registered.data.mobile).toBe(mobile);
    } finally {
      await server.close();
      await gateway.close();
    }
  });

  it('answers "could not be sent" on a gateway error and keeps no usable code', async () => {
    const gateway = await fakeGateway();
    gateway.status = 500;
    const lines: string[] = [];
    const server = await startTestServer({
      trustProxy: true,
      smsUrl: gateway.url,
      logLevel: 'trace',
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const mobile = uniqueMobile();
      expect(await sendSmsCode(server, { to: mobile, type: 1, area_id: 83 })).toEqual(
        refused('The verification code could not be sent, please try again later'),
      );
      expect(gateway.received).toHaveLength(1);
      const code = /code is (\d{6})\./.exec(
        (JSON.parse(gateway.received[0].body) as { text: string }).text,
      )?.[1];
      const rows = server.db
        .prepare('SELECT COUNT(*) AS n FROM verification_codes WHERE address = ?')
        .get(`+49${mobile}`);
      expect(rows).toEqual({ n: 0 });
      // The failure is logged, without the code.
      expect(lines.join('')).toContain('SMS gateway answered HTTP 500');
      expect(lines.join('')).not.toContain(code);
      // The code the gateway saw does not register anyone.
      const answer = await server.post('user/register', {
        body: {
          type: 'mobile',
          account: mobile,
          area_id: 83,
          sms_code: code,
          password: 'Secret99',
          re_password: 'Secret99',
        },
      });
      expect(answer.code).toBe(0);
      expect(answer.msg).toBe('The verification code is wrong or has expired');
    } finally {
      await server.close();
      await gateway.close();
    }
  });

  it('reads SMS_URL, SMS_API_KEY and SMS_FROM from the environment', () => {
    expect(
      resolveOptions(
        optionsFromEnv({
          SMS_URL: 'https://sms.example.com/send',
          SMS_API_KEY: 'k1',
          SMS_FROM: 'EXCH',
        }),
      ),
    ).toMatchObject({ smsUrl: 'https://sms.example.com/send', smsApiKey: 'k1', smsFrom: 'EXCH' });
    expect(resolveOptions(optionsFromEnv({}))).toMatchObject({
      smsUrl: undefined,
      smsApiKey: undefined,
      smsFrom: undefined,
    });
  });
});
