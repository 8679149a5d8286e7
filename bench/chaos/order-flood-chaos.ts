import { startProduct, type Product } from '../../e2e/src/product';
import { openDatabase } from '../../server/src/db/database';
import { missingAcks, type Ack } from '../../server/test/support/acks';
import { createTrader, reconcile, type Trader } from '../../server/test/support/traders';
import { print } from './report';

type Answer = {
  code: number;
  msg: string;
  data: { id: number; way: number; price: string; total_number: string };
};

/** A deterministic stream of numbers per client, so a round can be replayed from its seed. */
const nextRandom = (state: { n: number }): number => {
  state.n = (state.n * 1103515245 + 12345) % 2147483648;
  return state.n;
};

const post = async (
  product: Product,
  apiPath: string,
  token: string,
  body: unknown,
): Promise<Answer> => {
  const response = await fetch(`${product.url}/api/${apiPath}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer;
};

/** Every acknowledged order stored as answered; answers the ids that are not. */
const missingIds = (dataDir: string, acks: Ack[]): number[] => {
  const db = openDatabase(dataDir);
  try {
    return missingAcks(db, acks).map((ack) => ack.id);
  } finally {
    db.close();
  }
};

/** Value conserved per currency to the last unit, every account its log replay, none negative. */
const conserved = (dataDir: string): string => {
  const db = openDatabase(dataDir);
  try {
    reconcile(db);
    return 'yes';
  } catch (error) {
    return `NO: ${(error as Error).message}`;
  } finally {
    db.close();
  }
};

/**
 * (a) `clients` traders flood buys, sells and cancels near the last price; at a random moment
 * the server is killed with SIGKILL and started again on the same data. Every acknowledged
 * order must be stored as acknowledged and the money must reconcile. `rounds` kills, one
 * server and database for all of them, so each round also starts from the last one's wreck.
 */
export const orderFloodChaos = async (rounds: number, clients: number): Promise<void> => {
  const product = await startProduct({ BOTS: '0', TICKER_MS: '0', ORDER_RATE_LIMIT: '0' });
  let failures = 0;
  try {
    const db = openDatabase(product.dataDir);
    const traders: Trader[] = [];
    for (let i = 0; i < clients; i += 1) {
      traders.push(createTrader(db, { USDT: '50000000', BTC: '500', ETH: '10000' }));
    }
    db.close();
    const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);
    print(`order flood: ${clients} clients, ${rounds} kills, seed ${seed} (CHAOS_SEED)`);
    const dice = { n: seed };

    for (let round = 1; round <= rounds; round += 1) {
      const last = new Map<number, number>();
      for (const pairId of [1, 2]) {
        const deal = await product.api<{ quotation: { close: string } }>(
          `market/deal?currency_match_id=${pairId}`,
        );
        last.set(pairId, Number(deal.data.quotation.close));
      }
      const acks: Ack[] = [];
      let attempts = 0;
      let stop = false;
      const worker = async (trader: Trader, state: { n: number }): Promise<void> => {
        const mine: Ack[] = [];
        while (!stop) {
          const n = nextRandom(state);
          const pairId = n % 2 === 0 ? 1 : 2;
          const way = (Math.floor(n / 2) % 2) + 1;
          const offset = ((n >> 4) % 201) - 100; // -1 % … +1 % around the last price
          const price = ((last.get(pairId) as number) * (1 + offset / 10_000)).toFixed(2);
          const quantity = ((((n >> 8) % 50) + 1) / 1000).toFixed(3);
          attempts += 1;
          try {
            if (mine.length > 3 && (n >> 12) % 5 === 0) {
              const order = mine.shift() as Ack;
              await post(
                product,
                order.way === 1 ? 'tx_in/cancel' : 'tx_out/cancel',
                trader.token,
                {
                  id: order.id,
                },
              );
              continue;
            }
            const answer = await post(
              product,
              way === 1 ? 'tx_in/add' : 'tx_out/add',
              trader.token,
              {
                currency_match_id: pairId,
                price,
                number: quantity,
              },
            );
            if (answer.code === 1) {
              const ack: Ack = {
                id: answer.data.id,
                userId: trader.id,
                pairId,
                way: answer.data.way,
                price: answer.data.price,
                total: answer.data.total_number,
              };
              acks.push(ack);
              mine.push(ack);
            }
          } catch {
            // Requests in flight when the server dies fail: they were never acknowledged.
            if (!stop) await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      };
      const started = Date.now();
      const workers = traders.map((trader, index) =>
        worker(trader, { n: (seed + index * 7919 + round * 104_729) % 2147483648 }),
      );
      const floodMs = 300 + (nextRandom(dice) % 2200);
      await new Promise((resolve) => setTimeout(resolve, floodMs));
      const killedAt = Date.now();
      const restart = product.restart({ signal: 'SIGKILL' });
      stop = true;
      await Promise.all(workers);
      await restart;
      const restartMs = Date.now() - killedAt;
      const missing = missingIds(product.dataDir, acks);
      const money = conserved(product.dataDir);
      if (missing.length > 0 || money !== 'yes') failures += 1;
      const rate = Math.round((acks.length * 1000) / (killedAt - started));
      print(
        `  kill ${round}: after ${killedAt - started} ms, ${acks.length} acknowledged of ${attempts} sent (${rate}/s); missing after restart ${missing.length}${missing.length ? ` (${missing.slice(0, 5).join(', ')})` : ''}; value conserved ${money}; back up in ${restartMs} ms`,
      );
    }
  } finally {
    await product.stop();
  }
  print(
    failures === 0
      ? '  every kill: nothing acknowledged lost, value conserved'
      : `  ${failures} kill(s) FAILED`,
  );
  if (failures > 0) process.exitCode = 1;
};
