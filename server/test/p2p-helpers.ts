import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { Envelope } from '@exchange/shared/contract';
import type { P2PAd, P2POrderDetail } from '@exchange/shared/contract/p2p';
import { ACCOUNT_TYPE, createAccountsRepo } from '../src/accounts/accounts-repo';
import type { StartOptions } from '../src/app';
import { Dec } from '../src/money/decimal';
import { hashPayPassword } from '../src/personal/pay-password';
import { startTestServer, type TestServer } from './support/test-server';
import { createTrader, TEST_DEPOSIT, type Trader } from './support/traders';

export const PAY_PASSWORD = '246810';
export const USDT = 1;
export const BTC = 2;

/** A clock the P2P module reads; tests move it and call `server.p2p.runDue()`. */
export class TestClock {
  constructor(public ms: number = Date.now()) {}
  readonly now = (): number => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}

export function startP2PServer(clock: TestClock, options: StartOptions = {}): Promise<TestServer> {
  const start: StartOptions = { ...options, p2p: { now: clock.now } };
  return startTestServer(start);
}

export type P2PUser = Trader & { uid: string };

/** scrypt is slow on purpose: one hash of the test trade password serves every user. */
let payHash: Promise<string> | undefined;
const payPasswordHash = (): Promise<string> => (payHash ??= hashPayPassword(PAY_PASSWORD));

const BANK = {
  real_name: 'Test Person',
  bank_name: 'Harbor Bank',
  bank_address: 'Main branch',
  card_no: '6222 0000 1111',
};
const ALIPAY = { real_name: 'Test Person', account: 'test@alipay', qrcode: '/uploads/none.png' };

/**
 * A verified user (review_status 2) with legal-account balances, receiving methods and a
 * trade password, made directly in the database like support/traders.ts.
 */
export async function p2pUser(
  db: Database,
  options: {
    legal?: Record<string, string>;
    methods?: Array<'bank' | 'alipay'>;
    payPassword?: boolean;
    verified?: boolean;
  } = {},
): Promise<P2PUser> {
  const trader = createTrader(db);
  if (options.verified !== false) {
    db.prepare('UPDATE users SET review_status = 2 WHERE id = ?').run(trader.id);
  }
  for (const code of options.methods ?? ['bank']) {
    db.prepare(
      "INSERT INTO pay_methods (user_id, type, raw_data, updated_at) VALUES (?, ?, ?, '2026-01-01 00:00:00')",
    ).run(trader.id, code === 'bank' ? 3 : 1, JSON.stringify(code === 'bank' ? BANK : ALIPAY));
  }
  if (options.payPassword !== false) {
    db.prepare('UPDATE users SET pay_password_hash = ? WHERE id = ?').run(
      await payPasswordHash(),
      trader.id,
    );
  }
  for (const [code, amount] of Object.entries(options.legal ?? {})) {
    creditLegal(db, trader.id, code, amount);
  }
  const uid = db.prepare('SELECT uid FROM users WHERE id = ?').pluck().get(trader.id) as string;
  return { ...trader, uid };
}

/** A verified user approved as a merchant (store `name`). */
export async function p2pMerchant(
  db: Database,
  name: string,
  legal: Record<string, string> = {},
): Promise<P2PUser> {
  const user = await p2pUser(db, { legal, methods: ['bank', 'alipay'] });
  db.prepare(
    "INSERT INTO p2p_merchants (user_id, name, status, applied_ms, decided_ms) VALUES (?, ?, 'approved', 0, 0)",
  ).run(user.id, name);
  db.prepare('UPDATE users SET is_seller = 1 WHERE id = ?').run(user.id);
  return user;
}

export function creditLegal(db: Database, userId: number, code: string, amount: string): void {
  const accounts = createAccountsRepo(db);
  accounts.change({
    userId,
    currencyId: accounts.currencyIdByCode(code) as number,
    accountTypeId: ACCOUNT_TYPE.legal,
    amount,
    reason: TEST_DEPOSIT,
  });
}

export function legal(
  db: Database,
  userId: number,
  currencyId = USDT,
): { balance: string; lock_balance: string } {
  const row = db
    .prepare(
      `SELECT balance, lock_balance FROM accounts WHERE user_id = ? AND currency_id = ? AND account_type_id = ${ACCOUNT_TYPE.legal}`,
    )
    .get(userId, currencyId) as { balance: string; lock_balance: string } | undefined;
  return {
    balance: new Dec(row?.balance ?? '0').toFixed(),
    lock_balance: new Dec(row?.lock_balance ?? '0').toFixed(),
  };
}

/** Every legal account's balance + lock of a currency. */
export function legalTotal(db: Database, currencyId = USDT): string {
  const rows = db
    .prepare(
      `SELECT balance, lock_balance FROM accounts WHERE currency_id = ? AND account_type_id = ${ACCOUNT_TYPE.legal}`,
    )
    .all(currencyId) as Array<{ balance: string; lock_balance: string }>;
  return rows
    .reduce((sum, row) => sum.plus(row.balance).plus(row.lock_balance), new Dec(0))
    .toFixed();
}

/** An upload of the user (a stored row and a file), as common/image_upload leaves it. */
export function fakeUpload(server: TestServer, userId: number): string {
  const name = `${randomBytes(16).toString('hex')}.png`;
  const dir = path.join(server.dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), Buffer.from('89504e470d0a1a0a', 'hex'));
  server.db
    .prepare(
      "INSERT INTO uploads (name, user_id, mime, size, created_ms) VALUES (?, ?, 'image/png', 8, ?)",
    )
    .run(name, userId, Date.now());
  return `/uploads/${name}`;
}

/** Everything a refused P2P call must leave alone. */
export function p2pSnapshot(db: Database): unknown {
  const all = (sql: string): unknown[] => db.prepare(sql).all();
  return {
    accounts: all(
      `SELECT * FROM accounts WHERE account_type_id = ${ACCOUNT_TYPE.legal} ORDER BY id`,
    ),
    logs: all('SELECT COUNT(*) AS n FROM balance_logs'),
    ads: all('SELECT * FROM p2p_ads ORDER BY id'),
    orders: all('SELECT * FROM p2p_orders ORDER BY id'),
    merchants: all('SELECT * FROM p2p_merchants ORDER BY user_id'),
    agents: all('SELECT * FROM p2p_agents ORDER BY merchant_id, agent_id'),
    messages: all('SELECT * FROM p2p_messages ORDER BY id'),
  };
}

export const usdtSellAd = {
  side: 'sell',
  currency_id: USDT,
  fiat: 'USD',
  price: '1.01',
  total: '500',
  min_fiat: '10',
  max_fiat: '300',
  pay_methods: ['bank'],
  pay_window: 15,
  terms: 'Bank transfer only',
};

export function must<T>(answer: Envelope<T>): T {
  if (answer.code !== 1) throw new Error(`refused: ${answer.msg}`);
  return answer.data;
}

export async function createAd(
  server: TestServer,
  merchant: Trader,
  body: Record<string, unknown>,
): Promise<P2PAd> {
  return must(await server.post<P2PAd>('p2p/shop/ad/create', { token: merchant.token, body }));
}

export async function takeAd(
  server: TestServer,
  taker: Trader,
  body: Record<string, unknown>,
): Promise<P2POrderDetail> {
  return must(await server.post<P2POrderDetail>('p2p/order/create', { token: taker.token, body }));
}
