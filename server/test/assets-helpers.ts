import { createAccountsRepo } from '../src/accounts/accounts-repo';
import { hashPassword } from '../src/auth/passwords';
import type { Envelope, WithdrawalRow } from '@exchange/shared/contract';
import { runOperator } from '../src/cli/operator';
import { hashPayPassword } from '../src/personal/pay-password';
import { createUserRepo } from '../src/user/user-repo';
import { uniqueEmail } from './support/codes';
import type { TestServer } from './support/test-server';

export const PASSWORD = 'login1234';
export const PAY_PASSWORD = 'trade1234';
export const USDT = 1;
export const BTC = 2;

export type AssetUser = { id: number; email: string; token: string };

/** A user with a login and a trade password, logged in; `credit` puts USDT in the spot account. */
export async function assetUser(
  server: TestServer,
  credit = '0',
  payPassword = true,
): Promise<AssetUser> {
  const email = uniqueEmail('assets');
  const user = createUserRepo(server.db).create({
    email,
    passwordHash: await hashPassword(PASSWORD),
  });
  const accounts = createAccountsRepo(server.db);
  accounts.open(user.id);
  if (credit !== '0') {
    accounts.change({
      userId: user.id,
      currencyId: USDT,
      accountTypeId: 1,
      amount: credit,
      reason: 'test_credit',
    });
  }
  if (payPassword) {
    server.db
      .prepare('UPDATE users SET pay_password_hash = ? WHERE id = ?')
      .run(await hashPayPassword(PAY_PASSWORD), user.id);
  }
  return { id: user.id, email, token: await server.login(email, PASSWORD) };
}

export function credit(
  server: TestServer,
  userId: number,
  currencyId: number,
  typeId: number,
  amount: string,
): void {
  createAccountsRepo(server.db).change({
    userId,
    currencyId,
    accountTypeId: typeId,
    amount,
    reason: 'test_credit',
  });
}

/** balance and lock_balance of one account. */
export function account(
  server: TestServer,
  userId: number,
  currencyId: number,
  typeId: number,
): { balance: string; lock: string } {
  const row = server.db
    .prepare(
      'SELECT balance, lock_balance FROM accounts WHERE user_id = ? AND currency_id = ? AND account_type_id = ?',
    )
    .get(userId, currencyId, typeId) as { balance: string; lock_balance: string };
  return { balance: row.balance, lock: row.lock_balance };
}

/** Everything a refusal must leave alone, for one user. */
export function snapshot(server: TestServer, userId: number): unknown {
  const all = (sql: string): unknown[] => server.db.prepare(sql).all(userId);
  return {
    accounts: all('SELECT * FROM accounts WHERE user_id = ? ORDER BY id'),
    logs: all('SELECT COUNT(*) AS n FROM balance_logs WHERE user_id = ?'),
    deposits: all('SELECT * FROM deposit_requests WHERE user_id = ?'),
    withdrawals: all('SELECT * FROM withdrawals WHERE user_id = ?'),
    locks: all('SELECT * FROM lock_orders WHERE user_id = ?'),
    lockLogs: all('SELECT * FROM lock_logs WHERE user_id = ?'),
    addresses: all('SELECT * FROM address_book WHERE user_id = ? ORDER BY id'),
  };
}

/** Runs `pnpm operator …` against the server's data folder; answers exit code and output. */
export function operator(
  server: TestServer,
  ...args: string[]
): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runOperator(
    args,
    { DATA_DIR: server.dataDir },
    {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** The ERC20 address withdrawals default to (the EIP-55 example, valid with its checksum). */
export const ERC20_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** `account/draw` of 100 USDT on ERC20 with the right trade password, `body` overriding. */
export function draw(
  server: TestServer,
  user: AssetUser,
  body: Record<string, unknown>,
  lang?: string,
): Promise<Envelope<WithdrawalRow>> {
  return server.post<WithdrawalRow>('account/draw', {
    token: user.token,
    lang,
    body: {
      currency_id: USDT,
      currency_protocol_id: 1,
      address: ERC20_ADDRESS,
      pay_password: PAY_PASSWORD,
      number: '100',
      ...body,
    },
  });
}
