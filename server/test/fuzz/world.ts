import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../src/auth/passwords';
import { createTokenStore } from '../../src/auth/tokens';
import type { TestServer } from '../support/test-server';
import { createTrader, type Trader } from '../support/traders';

export const FUZZER_PASSWORD = 'fuzz1234';

/**
 * The people a fuzz run needs: the fuzzer (whose token most requests carry, with money, an open
 * order of each side and an upload) and a victim (orders, an upload) whose ids the fuzzer tries
 * to use. Tokens are re-issued whenever a valid request (logout) revoked the fuzzer's.
 */
export type FuzzWorld = {
  pairIds: number[];
  /** Prices a BTC/USDT order may have (inside the slippage guard), so some orders are valid. */
  btcPrices: string[];
  fuzzer: Trader & { password: string };
  /** The fuzzer's live token (re-issued when a request logged it out). */
  token(): string;
  /** A token that was valid once and is revoked now. */
  revokedToken: string;
  own: { orderIds: number[]; uploadUrl: string };
  foreign: { orderIds: number[]; uploadUrl: string; userId: number };
};

function insertUpload(server: TestServer, userId: number): string {
  const name = `${randomBytes(16).toString('hex')}.png`;
  server.db
    .prepare('INSERT INTO uploads (name, user_id, mime, size, created_ms) VALUES (?, ?, ?, ?, ?)')
    .run(name, userId, 'image/png', 68, Date.now());
  return `/uploads/${name}`;
}

/** Two resting orders far from the market (a bid low, an ask high) so nothing trades with them. */
async function lastClose(server: TestServer, pairId: number): Promise<number> {
  const deal = await server.get<{ quotation: { close: string } }>('market/deal', {
    query: { currency_match_id: pairId },
  });
  return Number(deal.data.quotation.close);
}

async function restingOrders(server: TestServer, token: string, pairId: number): Promise<number[]> {
  const close = await lastClose(server, pairId);
  const ids: number[] = [];
  for (const [path, price] of [
    ['tx_in/add', (close * 0.95).toFixed(2)],
    ['tx_out/add', (close * 1.05).toFixed(2)],
  ] as const) {
    const placed = await server.post<{ id: number }>(path, {
      token,
      body: { currency_match_id: pairId, price, number: '0.01' },
    });
    if (placed.code !== 1) throw new Error(`fuzz setup: ${path} refused: ${placed.msg}`);
    ids.push(placed.data.id);
  }
  return ids;
}

export async function createWorld(server: TestServer): Promise<FuzzWorld> {
  const tokens = createTokenStore(server.db);
  const money = { USDT: '100000', BTC: '10', ETH: '100' };
  const fuzzerTrader = createTrader(server.db, money);
  server.db
    .prepare('UPDATE users SET password_hash = ? WHERE id = ?')
    .run(await hashPassword(FUZZER_PASSWORD), fuzzerTrader.id);
  const victim = createTrader(server.db, money);
  const pairIds = (
    server.db.prepare('SELECT id FROM currency_matches ORDER BY id').all() as { id: number }[]
  ).map((row) => row.id);

  const revokedToken = tokens.issue(fuzzerTrader.id);
  tokens.revoke(revokedToken);
  let token = fuzzerTrader.token;
  const BTC_USDT = 1;
  const btcClose = await lastClose(server, BTC_USDT);
  return {
    pairIds,
    btcPrices: [0.99, 1, 1.01].map((factor) => (btcClose * factor).toFixed(2)),
    fuzzer: { ...fuzzerTrader, password: FUZZER_PASSWORD },
    token() {
      if (!tokens.resolve(token)) token = tokens.issue(fuzzerTrader.id);
      return token;
    },
    revokedToken,
    own: {
      orderIds: await restingOrders(server, fuzzerTrader.token, BTC_USDT),
      uploadUrl: insertUpload(server, fuzzerTrader.id),
    },
    foreign: {
      orderIds: await restingOrders(server, victim.token, BTC_USDT),
      uploadUrl: insertUpload(server, victim.id),
      userId: victim.id,
    },
  };
}
