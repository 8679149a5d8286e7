// What browser tests do through the API before and around the screens: codes from the dev
// outbox, answers that must be code 1, exact decimal reading.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type Product, repoRoot } from './product';

/** The data of a code-1 answer; anything else fails the test with the server's message. */
export const mustOk = <T>(answer: { code: number; msg: string; data: T }, what: string): T => {
  if (answer.code !== 1) throw new Error(`${what} failed: ${answer.msg}`);
  return answer.data;
};

/**
 * The newest code of `type` the dev outbox holds for an address (the demo's stand-in for mail),
 * newer than outbox entry `after`.
 */
export const codeFromOutbox = async (
  product: Pick<Product, 'url'>,
  to: string,
  type: number,
  after = 0,
): Promise<string> => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${product.url}/dev/outbox?to=${encodeURIComponent(to)}`);
    const entries = (await response.json()) as { id: number; type: number; code: string }[];
    const entry = entries.find((item) => item.type === type && item.id > after);
    if (entry) return entry.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no type-${type} code for ${to}`);
};

/** What `user/login` answers: the token and who is logged in. */
export type LoginAnswer = { token: string; uid: string; account: string };

/**
 * Registers `email` the way the register page does (a type-1 code from the outbox) and logs in.
 */
export const registerByEmail = async (
  product: Product,
  email: string,
  password: string,
): Promise<LoginAnswer> => {
  mustOk(await product.api('notify/send_email', { body: { to: email, type: 1 } }), 'send code');
  mustOk(
    await product.api('user/register', {
      body: {
        account: email,
        password,
        re_password: password,
        sms_code: await codeFromOutbox(product, email, 1),
        type: 'email',
      },
    }),
    'register',
  );
  return mustOk(
    await product.api<LoginAnswer>('user/login', {
      body: { account: email, password, login_type: 'email' },
    }),
    'login',
  );
};

/** A decimal string as an exact integer of 10^-8 (the product never uses floats for money). */
export const units = (value: string): bigint => {
  const text = value.trim();
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const magnitude =
    BigInt(whole || '0') * 100_000_000n + BigInt(fraction.padEnd(8, '0').slice(0, 8));
  return negative ? -magnitude : magnitude;
};

/** Runs the operator command line against this product's data folder, as an operator would. */
export const runOperatorCli = (product: Pick<Product, 'dataDir'>, ...args: string[]): string =>
  execFileSync(process.execPath, [path.join(repoRoot, 'server/dist/cli/operator.js'), ...args], {
    env: { ...process.env, DATA_DIR: product.dataDir },
    encoding: 'utf8',
  });
