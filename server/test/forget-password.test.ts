import { hashPassword } from '../src/auth/passwords';
import { createUserRepo } from '../src/user/user-repo';
import {
  emailCode,
  sendSmsCode,
  uniqueEmail,
  uniqueIp,
  uniqueMobile,
  wrongCode,
} from './support/codes';
import { refused, startTestServer, type TestServer } from './support/test-server';
import { WsProbe } from './support/ws-probe';

// Registration and logins run scrypt: give the tests room on a busy machine.
jest.setTimeout(30_000);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ devOutbox: true, trustProxy: true });
});
afterAll(() => server.close());

function forget(body: Record<string, unknown>, lang?: string) {
  return server.post('user/forget_password', {
    body,
    lang,
    headers: { 'x-forwarded-for': uniqueIp() },
  });
}

async function newUser(): Promise<{ id: number; email: string; mobile: string }> {
  const email = uniqueEmail('forget');
  const mobile = uniqueMobile();
  const user = createUserRepo(server.db).create({
    email,
    mobile,
    countryCode: '81',
    passwordHash: await hashPassword('oldpass1'),
  });
  return { id: user.id, email, mobile };
}

const loginAnswer = (account: string, password: string) =>
  server.post<{ token: string }>('user/login', {
    body: { account, password, login_type: 'email' },
    headers: { 'x-forwarded-for': uniqueIp() },
  });

describe('user/forget_password', () => {
  it('sets the new password, revokes every token and ends live sessions', async () => {
    const user = await newUser();
    const first = (await loginAnswer(user.email, 'oldpass1')).data.token;
    const second = (await loginAnswer(user.email, 'oldpass1')).data.token;
    expect((await server.get('user/info', { token: first })).code).toBe(1);

    const probe = await WsProbe.open(server.wsUrl);
    try {
      probe.send({ type: 'login', params: first });
      probe.send({ type: 'sub', params: 'TX_MATCHED' });
      expect(await probe.next((frame) => frame.type === 'sub')).toMatchObject({ ok: true });

      const code = await emailCode(server, user.email, 2);
      const answer = await forget({
        type: 'email',
        account: user.email,
        auth_code: code,
        new_password: 'newpass2',
        secondary_password: 'newpass2',
      });
      expect(answer).toEqual({
        code: 1,
        msg: 'Your password has been reset, please log in with the new password',
        data: null,
      });

      for (const token of [first, second]) {
        expect(await server.get('user/info', { token })).toEqual({
          code: 999,
          msg: 'Please log in first',
          data: null,
        });
      }
      // The live channel of the old session is anonymous now.
      server.hub.publishToUser(user.id, 'TX_MATCHED', { order: {} });
      expect(await probe.collect('TX_MATCHED', 150)).toEqual([]);
      probe.send({ type: 'sub', params: 'TX_MATCHED' });
      expect(await probe.next((frame) => frame.type === 'sub')).toMatchObject({ ok: false });
    } finally {
      probe.close();
    }

    expect(await loginAnswer(user.email, 'oldpass1')).toMatchObject({
      code: 0,
      msg: 'Incorrect account or password',
    });
    const fresh = await loginAnswer(user.email, 'newpass2');
    expect(fresh.code).toBe(1);
    expect((await server.get('user/info', { token: fresh.data.token })).code).toBe(1);
  });

  it('works by mobile with the code sent by SMS; the code is single use', async () => {
    const user = await newUser();
    expect((await sendSmsCode(server, { to: user.mobile, type: 2, area_id: 110 })).code).toBe(1); // Japan 81
    const code = await server.outboxCode(`81${user.mobile}`, 2);
    const body = {
      type: 'mobile',
      account: user.mobile,
      auth_code: code,
      new_password: 'mobile22',
      secondary_password: 'mobile22',
    };
    expect((await forget(body)).code).toBe(1);
    expect(await forget(body)).toEqual(
      refused('This verification code has already been used, please request a new one'),
    );
    const login = await server.post('user/login', {
      body: {
        account: user.mobile,
        password: 'mobile22',
        login_type: 'mobile',
        country_code: '81',
      },
    });
    expect(login.code).toBe(1);
  });

  it('unlocks an account locked by failed logins', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++) await loginAnswer(user.email, 'wrongpw1');
    expect((await loginAnswer(user.email, 'oldpass1')).msg).toMatch(/locked/);
    const code = await emailCode(server, user.email, 2);
    await forget({
      type: 'email',
      account: user.email,
      auth_code: code,
      new_password: 'newpass3',
      secondary_password: 'newpass3',
    });
    expect((await loginAnswer(user.email, 'newpass3')).code).toBe(1);
  });
});

describe('user/forget_password refusals, in order', () => {
  const LATER_WRONG = { new_password: 'x', secondary_password: 'y' };

  it('checks the type', async () => {
    expect(await forget({ type: 'fax', account: 'a@example.com' })).toEqual(
      refused('Invalid parameter: type'),
    );
  });

  it('checks the account format first: mobile digits only, at least 6; e-mail with @', async () => {
    expect(await forget({ type: 'mobile', account: '12345', ...LATER_WRONG })).toEqual(
      refused('The mobile number must be 6 to 15 digits'),
    );
    expect(await forget({ type: 'mobile', account: '123-4567', ...LATER_WRONG })).toEqual(
      refused('The mobile number must be 6 to 15 digits'),
    );
    expect(await forget({ type: 'email', account: 'example.com', ...LATER_WRONG })).toEqual(
      refused('Please enter a valid e-mail address'),
    );
    expect(await forget({ type: 'email', ...LATER_WRONG })).toEqual(
      refused('Please enter your e-mail address'),
    );
  });

  it('then an unknown account', async () => {
    expect(
      await forget({
        type: 'email',
        account: uniqueEmail('nobody'),
        auth_code: '123456',
        ...LATER_WRONG,
      }),
    ).toEqual(refused('Account not found'));
  });

  it('then the code: present, right, of type 2, not expired', async () => {
    const user = await newUser();
    expect(await forget({ type: 'email', account: user.email, ...LATER_WRONG })).toEqual(
      refused('Please enter the verification code'),
    );
    const registerCode = await emailCode(server, user.email, 5);
    expect(
      await forget({ type: 'email', account: user.email, auth_code: registerCode, ...LATER_WRONG }),
    ).toEqual(refused('The verification code is wrong or has expired'));

    server.db.prepare('DELETE FROM verification_codes WHERE address = ?').run(user.email);
    const code = await emailCode(server, user.email, 2);
    expect(
      await forget({
        type: 'email',
        account: user.email,
        auth_code: wrongCode(code),
        ...LATER_WRONG,
      }),
    ).toEqual(refused('The verification code is wrong or has expired'));
    server.db
      .prepare('UPDATE verification_codes SET expires_at = ? WHERE address = ?')
      .run(Date.now() - 1, user.email);
    expect(
      await forget({ type: 'email', account: user.email, auth_code: code, ...LATER_WRONG }),
    ).toEqual(refused('The verification code has expired, please request a new one'));
  });

  it('then the password rules and the confirmation; nothing changes on a refusal', async () => {
    const user = await newUser();
    const code = await emailCode(server, user.email, 2);
    const base = { type: 'email', account: user.email, auth_code: code };
    expect(await forget({ ...base, secondary_password: 'y' })).toEqual(
      refused('Please enter the password'),
    );
    expect(await forget({ ...base, new_password: 'short', secondary_password: 'y' })).toEqual(
      refused('The password must be 6 to 16 letters or digits'),
    );
    expect(await forget({ ...base, new_password: 'has-dash1' })).toEqual(
      refused('The password must be 6 to 16 letters or digits'),
    );
    expect(await forget({ ...base, new_password: 'goodpass1' })).toEqual(
      refused('Please enter the password again to confirm it'),
    );
    expect(
      await forget({ ...base, new_password: 'goodpass1', secondary_password: 'goodpass2' }),
    ).toEqual(refused('The two passwords do not match'));
    // The old password still works and the code is still valid.
    expect((await loginAnswer(user.email, 'oldpass1')).code).toBe(1);
    expect(
      (await forget({ ...base, new_password: 'goodpass1', secondary_password: 'goodpass1' })).code,
    ).toBe(1);
  });

  it('answers in the language of the request', async () => {
    expect(
      await forget({ type: 'email', account: uniqueEmail('x'), auth_code: '1' }, 'zh'),
    ).toEqual(refused('账号不存在'));
  });
});
