import type { Envelope } from '@exchange/shared/contract';
import type { LeverDealAnswer, LeverOrder, LeverPage } from '@exchange/shared/contract/lever';
import { PAY_PASSWORD, account, assetUser, credit, type AssetUser } from './assets-helpers';
import type { TestServer } from './support/test-server';
import { createTrader, type Trader } from './support/traders';

export const LEVER = 3;

/** A logged-in user with a trade password and `usdt` in the USDT lever account. */
export async function leverUser(server: TestServer, usdt: string): Promise<AssetUser> {
  const user = await assetUser(server);
  if (usdt !== '0') credit(server, user.id, 1, LEVER, usdt);
  return user;
}

export function leverBalance(
  server: TestServer,
  userId: number,
  currencyId = 1,
): { balance: string; lock: string } {
  return account(server, userId, currencyId, LEVER);
}

export function pairIdOf(server: TestServer, symbol: string): number {
  const [base, quote] = symbol.split('/');
  const row = server.db
    .prepare(
      `SELECT m.id FROM currency_matches m JOIN currencies b ON b.id = m.base_currency_id
         JOIN currencies q ON q.id = m.quote_currency_id WHERE b.code = ? AND q.code = ?`,
    )
    .get(base, quote) as { id: number };
  return row.id;
}

/** Two spot traders who move a pair's last price with real crossing orders. */
export type Market = { seller: Trader; buyer: Trader };

export function spotMarket(server: TestServer): Market {
  const funds = { USDT: '100000000', BTC: '1000', ETH: '100000' };
  return { seller: createTrader(server.db, funds), buyer: createTrader(server.db, funds) };
}

/** A real spot trade at `price`: a resting sell taken by a buy. */
export async function tradeAt(
  server: TestServer,
  market: Market,
  pairId: number,
  price: string,
  number = '0.01',
): Promise<void> {
  const sell = await server.post('tx_out/add', {
    token: market.seller.token,
    body: { currency_match_id: pairId, price, number },
  });
  if (sell.code !== 1) throw new Error(`sell refused: ${sell.msg}`);
  const buy = await server.post('tx_in/add', {
    token: market.buyer.token,
    body: { currency_match_id: pairId, price, number },
  });
  if (buy.code !== 1) throw new Error(`buy refused: ${buy.msg}`);
}

/** Polls until `check` answers a truthy value (the risk loop runs after the trade commits). */
export async function until<T>(check: () => T | Promise<T>, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function lastPriceIs(
  server: TestServer,
  token: string,
  pairId: number,
  price: string,
): Promise<void> {
  await until(async () => {
    const deal = await server.post<LeverDealAnswer>('lever/deal', {
      token,
      body: { currency_match_id: pairId },
    });
    return deal.data?.last_price === price;
  });
}

export type SubmitBody = {
  share?: unknown;
  multiple?: unknown;
  currency_match_id?: unknown;
  type?: unknown;
  status?: unknown;
  target_price?: unknown;
  password?: unknown;
};

export function submit(
  server: TestServer,
  token: string,
  body: SubmitBody,
): Promise<Envelope<LeverOrder>> {
  return server.post<LeverOrder>('lever/submit', {
    token,
    body: { share: 1, multiple: 10, type: 1, status: 1, password: PAY_PASSWORD, ...body },
  });
}

export function row(server: TestServer, id: number): Record<string, unknown> {
  return server.db.prepare('SELECT * FROM lever_orders WHERE id = ?').get(id) as Record<
    string,
    unknown
  >;
}

export async function myTrade(
  server: TestServer,
  token: string,
  status: number,
  pairId?: number,
): Promise<LeverPage> {
  const answer = await server.post<LeverPage>('lever/my_trade', {
    token,
    body: { status, page: 1, ...(pairId ? { currency_match_id: pairId } : {}) },
  });
  if (answer.code !== 1) throw new Error(answer.msg);
  return answer.data;
}
