import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { optionsFromEnv, resolveOptions } from '../src/options';
import { createSmtpSender } from '../src/outbox/smtp-sender';
import { sendEmailCode, uniqueEmail } from './support/codes';
import { startTestServer } from './support/test-server';

/** A minimal SMTP server (no TLS, no auth) that keeps every message it receives. */
async function fakeSmtp(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let message = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(message);
            message = '';
            socket.write('250 2.0.0 queued\r\n');
          } else {
            message += `${line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('SMTP delivery (SMTP_URL)', () => {
  it('e-mails the code in the language of the request', async () => {
    const smtp = await fakeSmtp();
    const server = await startTestServer({
      devOutbox: true,
      trustProxy: true,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      smtpFrom: 'Exchange <codes@exchange.test>',
    });
    try {
      const email = uniqueEmail('smtp');
      expect((await sendEmailCode(server, { to: email, type: 1 })).code).toBe(1);
      const code = await server.outboxCode(email, 1);
      expect(smtp.messages).toHaveLength(1);
      const message = smtp.messages[0];
      expect(message).toMatch(new RegExp(`^To: ${email}$`, 'm'));
      expect(message).toMatch(/^From: Exchange <codes@exchange\.test>$/m);
      expect(message).toMatch(/^Subject: Your verification code$/m);
      expect(message).toContain(`Your verification code is ${code}.`);
      expect(message).toContain('valid for 10 minutes');

      const other = uniqueEmail('smtp-zh');
      await sendEmailCode(server, { to: other, type: 1 }, { lang: 'zh' });
      const zhCode = await server.outboxCode(other, 1);
      // Non-ASCII text travels encoded (here base64): decode the body to read it.
      const [headers, body] = smtp.messages[1].split('\n\n');
      expect(headers).toMatch(/^Content-Transfer-Encoding: base64$/m);
      expect(headers).toMatch(/^Subject: =\?UTF-8\?B\?5oKo55qE6aqM6K\+B56CB\?=$/m); // 您的验证码
      expect(Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')).toBe(
        `您的验证码是 ${zhCode}，10 分钟内有效，仅可使用一次。如非本人操作，请忽略此邮件。`,
      );
    } finally {
      await server.close();
      await smtp.close();
    }
  });

  it('refuses the send and withdraws the code when the SMTP server is unreachable', async () => {
    const smtp = await fakeSmtp();
    const port = smtp.port;
    await smtp.close(); // nothing listens there any more
    const server = await startTestServer({
      devOutbox: true,
      trustProxy: true,
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    try {
      const email = uniqueEmail('smtp-down');
      expect(await sendEmailCode(server, { to: email, type: 1 })).toEqual({
        code: 0,
        msg: 'The verification code could not be sent, please try again later',
        data: null,
      });
      const rows = server.db
        .prepare('SELECT COUNT(*) AS n FROM verification_codes WHERE address = ?')
        .get(email);
      expect(rows).toEqual({ n: 0 });
    } finally {
      await server.close();
    }
  });

  it('builds a sender from an smtps URL without connecting', () => {
    const sender = createSmtpSender({
      transport: 'smtps://user:secret@mail.example.com:465',
      from: 'x@example.com',
      codeTtlMs: 600_000,
    });
    expect(sender.channel).toBe('email');
  });
});

describe('environment options', () => {
  it('WELCOME_BALANCE: 10000 in demo mode when unset, 0 otherwise, validated', () => {
    expect(resolveOptions(optionsFromEnv({ DEMO: '1' })).welcomeBalance).toBe('10000');
    expect(resolveOptions(optionsFromEnv({})).welcomeBalance).toBe('0');
    expect(resolveOptions(optionsFromEnv({ DEMO: '1', WELCOME_BALANCE: '0' })).welcomeBalance).toBe(
      '0',
    );
    expect(resolveOptions(optionsFromEnv({ WELCOME_BALANCE: '250.5' })).welcomeBalance).toBe(
      '250.5',
    );
    for (const bad of ['-1', '1e5', 'abc', '1.123456789']) {
      expect(() => resolveOptions(optionsFromEnv({ WELCOME_BALANCE: bad }))).toThrow(
        /WELCOME_BALANCE/,
      );
    }
  });

  it('SMTP_URL, SMTP_FROM and TRUST_PROXY', () => {
    const options = resolveOptions(
      optionsFromEnv({ SMTP_URL: 'smtp://h:25', SMTP_FROM: 'a@b.c', TRUST_PROXY: '1' }),
    );
    expect(options).toMatchObject({ smtpUrl: 'smtp://h:25', smtpFrom: 'a@b.c', trustProxy: true });
    expect(resolveOptions(optionsFromEnv({}))).toMatchObject({
      smtpUrl: undefined,
      trustProxy: false,
    });
  });
});
