import fs from 'node:fs';
import type { Database } from 'better-sqlite3';
import {
  codeSubject,
  createSecretLimiter,
  networkOf,
  passwordSubject,
  payPasswordSubject,
  unknownAccountSubject,
  type SecretKind,
  type SecretLimiter,
  type SecretSubject,
} from '../src/auth/secret-limiter';
import { openDatabase } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { ApiError } from '../src/http/api-error';
import { DEFAULT_LIMITS } from '../src/security/limits';
import { tempDir } from './support/test-server';

let dir: string;
let db: Database;

beforeAll(() => {
  dir = tempDir('secret-limiter');
  db = openDatabase(dir);
  runMigrations(db);
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('networkOf', () => {
  it('takes an IPv4 address as is and an IPv6 address by its /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});

describe('subjects', () => {
  it('keep the keys failures were counted under before (existing rows keep counting)', () => {
    expect(passwordSubject(7)).toEqual({ kind: 'password', key: 'user:7' });
    expect(payPasswordSubject(7)).toEqual({ kind: 'payPassword', key: 'pay:7' });
    expect(codeSubject('a@example.com')).toEqual({ kind: 'code', key: 'code:a@example.com' });
    expect(unknownAccountSubject('email', ' Ghost@Example.COM ')).toEqual({
      kind: 'password',
      key: 'email:ghost@example.com',
    });
    expect(unknownAccountSubject('mobile', '0612 345', '+33')).toEqual({
      kind: 'password',
      key: 'mobile:33:0612345',
    });
  });
});

describe('secret limiter (fake clock)', () => {
  let clock = 0;
  let limiter: SecretLimiter;
  let subjects = 0;
  beforeAll(() => {
    clock = Date.now();
    limiter = createSecretLimiter(db, DEFAULT_LIMITS, () => clock);
  });
  const subject = (kind: SecretKind = 'password'): SecretSubject => ({
    kind,
    key: `test:limiter-${++subjects}`,
  });

  /** The refusal at this moment, or null when a guess may be tried. */
  const refusal = (of: SecretSubject, ip: string): ApiError | null => {
    try {
      limiter.assertAllowed(of, ip);
      return null;
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
  };
  /** How long `of` from `ip` has to wait now (ms, found to the millisecond). */
  const waitOf = (of: SecretSubject, ip: string): number => {
    const start = clock;
    let low = 0;
    let high = 24 * 60 * 60_000;
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      clock = start + mid;
      if (refusal(of, ip) === null) high = mid;
      else low = mid + 1;
    }
    clock = start;
    return low;
  };
  /** A wrong guess, tried as soon as it is allowed. */
  const fail = (of: SecretSubject, ip: string): void => {
    clock += waitOf(of, ip);
    limiter.assertAllowed(of, ip);
    limiter.recordFailure(of, ip);
  };

  it('backs off exponentially after 3 free failures, capped at 15 minutes', () => {
    const key = subject();
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      fail(key, '198.51.100.1');
      waits.push(waitOf(key, '198.51.100.1') / 1000);
    }
    // 5 failures reach the account ceiling, and this network never logged in: locked until
    // the first of them leaves the 15-minute window (it came 30 s before the 5th).
    expect(waits).toEqual([0, 0, 0, 30, 15 * 60 - 30]);
    expect(refusal(key, '198.51.100.1')).toMatchObject({
      key: 'accountLocked',
      vars: { minutes: 15 },
    });

    const owner = subject();
    limiter.recordSuccess(owner, '198.51.100.2');
    const ownerWaits: number[] = [];
    for (let i = 0; i < 10; i++) {
      fail(owner, '198.51.100.2');
      ownerWaits.push(waitOf(owner, '198.51.100.2') / 1000);
    }
    expect(ownerWaits).toEqual([0, 0, 0, 30, 60, 120, 240, 480, 900, 900]);
  });

  it('says the wait in seconds up to 90 s, then in minutes', () => {
    const key = subject();
    const ip = '198.51.100.3';
    limiter.recordSuccess(key, ip);
    for (let i = 0; i < 4; i++) fail(key, ip);
    expect(refusal(key, ip)).toMatchObject({ key: 'loginRetrySeconds', vars: { seconds: 30 } });
    clock += 29_500;
    expect(refusal(key, ip)).toMatchObject({ key: 'loginRetrySeconds', vars: { seconds: 1 } });
    fail(key, ip);
    fail(key, ip);
    expect(refusal(key, ip)).toMatchObject({ key: 'loginRetryMinutes', vars: { minutes: 2 } });
  });

  it("keeps an attacker's networks from locking out the owner's, and slows the owner's", () => {
    const key = subject();
    const home = '2001:db8:aa:1::10';
    limiter.recordSuccess(key, home);
    for (let i = 0; i < 20; i++) {
      const ip = `203.0.113.${i}`;
      if (refusal(key, ip) === null) limiter.recordFailure(key, ip);
    }
    expect(refusal(key, '203.0.113.99')).toMatchObject({ key: 'accountLocked' });
    // Another address of the owner's /64 is the same network.
    expect(refusal(key, '2001:db8:aa:1::20')).toBeNull();
    expect(refusal(key, '2001:db8:aa:2::10')).toMatchObject({ key: 'accountLocked' });
    limiter.recordFailure(key, home);
    expect(waitOf(key, home)).toBe(30_000);
    clock += 15 * 60_000;
    for (let i = 0; i < 5; i++) limiter.recordFailure(key, `203.0.113.${100 + i}`);
    expect(refusal(key, home)).toBeNull();
  });

  it("forgets that network's back-off on a success, and every network on a reset", () => {
    const key = subject();
    const ip = '198.51.100.4';
    limiter.recordSuccess(key, ip);
    for (let i = 0; i < 6; i++) fail(key, ip);
    expect(waitOf(key, ip)).toBe(120_000);
    limiter.recordFailure(key, '198.51.100.5');
    clock += 120_000;
    limiter.recordSuccess(key, ip);
    expect(waitOf(key, ip)).toBe(0);
    fail(key, ip);
    expect(waitOf(key, ip)).toBe(0);

    // Attacked again: the known network is slowed after its failure, not locked.
    for (let i = 0; i < 5; i++) limiter.recordFailure(key, `203.0.113.${200 + i}`);
    expect(refusal(key, ip)).toMatchObject({ key: 'loginRetrySeconds' });
    clock += 30_000;
    expect(refusal(key, ip)).toBeNull();
    limiter.clear(key);
    expect(refusal(key, '203.0.113.250')).toBeNull();
    for (let i = 0; i < 5; i++) limiter.recordFailure(key, `203.0.113.${200 + i}`);
    // The reset also forgot the networks the account logged in from.
    expect(refusal(key, ip)).toMatchObject({ key: 'accountLocked' });
  });

  it('names what was wrong: each kind has its own back-off, lock and network refusals', () => {
    const expected: Record<SecretKind, string[]> = {
      password: ['loginRetrySeconds', 'loginRetryMinutes', 'accountLocked', 'loginIpBlocked'],
      payPassword: [
        'payPasswordRetrySeconds',
        'payPasswordRetryMinutes',
        'payPasswordLocked',
        'secretIpBlocked',
      ],
      code: ['codeRetrySeconds', 'codeRetryMinutes', 'codeLocked', 'secretIpBlocked'],
    };
    for (const [kind, [seconds, minutes, locked, network]] of Object.entries(expected)) {
      const of = subject(kind as SecretKind);
      const ip = `192.0.2.${subjects}`;
      limiter.recordSuccess(of, ip);
      for (let i = 0; i < 4; i++) fail(of, ip);
      expect(refusal(of, ip)).toMatchObject({ key: seconds, vars: { seconds: 30 } });
      for (let i = 0; i < 2; i++) fail(of, ip);
      expect(refusal(of, ip)).toMatchObject({ key: minutes, vars: { minutes: 2 } });
      expect(refusal(of, '192.0.2.250')).toMatchObject({ key: locked });
      // 30 failures from one network over any subjects block it for every kind.
      const spray = `198.18.0.${subjects}`;
      for (let i = 0; i < 30; i++) limiter.recordFailure(subject(), spray);
      expect(refusal(of, spray)).toMatchObject({ key: network, vars: { minutes: 15 } });
    }
  });

  it('counts each subject apart: a wrong trade password does not slow the login', () => {
    const ip = '198.51.100.6';
    const login = passwordSubject(900_001);
    const pay = payPasswordSubject(900_001);
    for (let i = 0; i < 4; i++) fail(pay, ip);
    expect(refusal(pay, ip)).toMatchObject({ key: 'payPasswordRetrySeconds' });
    expect(refusal(login, ip)).toBeNull();
    expect(refusal(codeSubject('a@example.com'), ip)).toBeNull();
  });

  describe('check', () => {
    it('answers the wrong-secret error and counts it; a right one resets the back-off', async () => {
      const of = subject('payPassword');
      const ip = '198.51.100.7';
      for (let i = 0; i < 3; i++) {
        await expect(limiter.check(of, ip, () => false, 'payPasswordWrong')).rejects.toMatchObject({
          key: 'payPasswordWrong',
        });
      }
      await expect(limiter.check(of, ip, () => true, 'payPasswordWrong')).resolves.toBeUndefined();
      // The success forgot the 3 failures: 3 more are free again, the 4th costs 30 s.
      for (let i = 0; i < 4; i++) {
        await expect(
          limiter.check(of, ip, () => Promise.resolve(false), 'payPasswordWrong'),
        ).rejects.toMatchObject({ key: 'payPasswordWrong' });
      }
      const test = jest.fn(() => true);
      await expect(limiter.check(of, ip, test, 'payPasswordWrong')).rejects.toMatchObject({
        key: 'payPasswordRetrySeconds',
        vars: { seconds: 30 },
      });
      // Refused before the secret is looked at, and not counted.
      expect(test).not.toHaveBeenCalled();
      expect(waitOf(of, ip)).toBe(30_000);
      clock += 30_000;
      await expect(limiter.check(of, ip, test, 'payPasswordWrong')).resolves.toBeUndefined();
      expect(waitOf(of, ip)).toBe(0);
    });

    it('lets no parallel guesses past the back-off while the test is awaited', async () => {
      const of = subject('payPassword');
      const ip = '198.51.100.8';
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const test = jest.fn(async () => {
        await gate;
        return false;
      });
      const guesses = Array.from({ length: 10 }, () =>
        limiter.check(of, ip, test, 'payPasswordWrong').catch((error: ApiError) => error.key),
      );
      release();
      const answers = await Promise.all(guesses);
      expect(test).toHaveBeenCalledTimes(4);
      expect(answers.filter((key) => key === 'payPasswordWrong')).toHaveLength(4);
      expect(answers.filter((key) => key === 'payPasswordRetrySeconds')).toHaveLength(6);
    });

    it('counts nothing when the test itself fails', async () => {
      const of = subject('code');
      const ip = '198.51.100.9';
      for (let i = 0; i < 5; i++) {
        await expect(
          limiter.check(
            of,
            ip,
            () => {
              throw new Error('database gone');
            },
            'codeInvalid',
          ),
        ).rejects.toThrow('database gone');
      }
      expect(refusal(of, ip)).toBeNull();
    });
  });
});
