// `pnpm bench ack`: order acknowledgement latency of the real server (issue 15). The server runs
// as its own process on a temp database (bots off, the per-user order rate limit off for the
// bench only); N clients, each with one keep-alive connection and its own trader, send
// `tx_in/add` / `tx_out/add` at a fixed offered rate. Latency is measured from each request's
// scheduled send time to its answer, so a stall counts against every request queued behind it
// (no coordinated omission). Every answer is an acknowledged, durable order (the crash test and
// `pnpm bench chaos` show a kill -9 loses none). Printed: p50/p99/p99.9 and achieved rate.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from '../../server/src/db/database';
import { exited, startChildServer, type ChildServer } from '../../server/test/support/child-server';
import { createTrader, type Trader } from '../../server/test/support/traders';
import { percentile, print } from '../chaos/report';

const CLIENTS = (process.env.ACK_CLIENTS ?? '1,4,16').split(',').map(Number);
const RATES = (process.env.ACK_RATES ?? '500,2000,5000').split(',').map(Number);
const SECONDS = Number(process.env.ACK_SECONDS ?? 5);
// A fresh server's first requests compile its code paths (≈100 ms of stalls); the same load
// runs this long first and is not counted, as a server that has been up a while would be.
const WARMUP_SECONDS = Number(process.env.ACK_WARMUP_SECONDS ?? 1);

const now = (): number => performance.now();

type Server = { child: ChildServer; port: number; dataDir: string };

const startServer = async (): Promise<Server> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ack-bench-'));
  const child = await startChildServer(dataDir, dataDir);
  return { child, port: Number(new URL(child.url).port), dataDir };
};

const stopServer = async (server: Server): Promise<void> => {
  server.child.process.kill('SIGTERM');
  await exited(server.child.process);
  fs.rmSync(server.dataDir, { recursive: true, force: true });
};

/** One POST on the client's own keep-alive connection; resolves with the envelope's code. */
const post = (agent: http.Agent, port: number, apiPath: string, token: string, body: string) =>
  new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/${apiPath}`,
        headers: {
          authorization: token,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve((JSON.parse(text) as { code: number }).code));
      },
    );
    request.on('error', reject);
    request.end(body);
  });

type RunResult = { latencies: number[]; refused: number; seconds: number };

/** `clients` traders at `rate` orders/s in all, evenly spread, for SECONDS. */
const run = async (
  server: Server,
  traders: Trader[],
  clients: number,
  rate: number,
  seconds: number,
): Promise<RunResult> => {
  const perClient = rate / clients;
  const count = Math.round(perClient * seconds);
  const latencies: number[] = [];
  let refused = 0;
  const deal = (await (
    await fetch(`http://127.0.0.1:${server.port}/api/market/deal?currency_match_id=1`)
  ).json()) as { data: { quotation: { close: string } } };
  const last = Number(deal.data.quotation.close);
  const started = now() + 20;
  const client = async (index: number): Promise<void> => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const trader = traders[index];
    const pending: Promise<void>[] = [];
    let state = index * 7919 + 1;
    for (let i = 0; i < count; i += 1) {
      const scheduled = started + (i + index / clients) * (1000 / perClient);
      const wait = scheduled - now();
      // Never before its time; a timer's own lateness (≤ about 1 ms) counts as latency.
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      state = (state * 1103515245 + 12345) % 2147483648;
      const sell = state % 2 === 0;
      // ±0.5 % around the last price: a good share of the orders cross and trade.
      const price = (last * (1 + (((state >> 4) % 101) - 50) / 10_000)).toFixed(2);
      const body = JSON.stringify({ currency_match_id: 1, price, number: '0.001' });
      pending.push(
        post(agent, server.port, sell ? 'tx_out/add' : 'tx_in/add', trader.token, body).then(
          (code) => {
            latencies.push(now() - scheduled);
            if (code !== 1) refused += 1;
          },
        ),
      );
    }
    await Promise.all(pending);
    agent.destroy();
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return { latencies, refused, seconds: (now() - started) / 1000 };
};

const main = async (): Promise<void> => {
  print(
    `order acknowledgement (tx_in/add, tx_out/add, durable in SQLite): ${SECONDS} s per cell after ${WARMUP_SECONDS} s of warm-up, latency from the scheduled send time`,
  );
  print('clients  offered/s  achieved/s      p50       p99     p99.9   refused  client delay p99');
  for (const clients of CLIENTS) {
    for (const rate of RATES) {
      const server = await startServer();
      try {
        const db = openDatabase(server.dataDir);
        const traders = Array.from({ length: clients }, () =>
          createTrader(db, { USDT: '100000000', BTC: '100000' }),
        );
        db.close();
        await run(server, traders, clients, rate, WARMUP_SECONDS);
        // The load generator shares this 2-core machine: its own event-loop delay is printed, as
        // a late send counts as latency (from the scheduled time) though the server did not cause it.
        const clientDelay = monitorEventLoopDelay({ resolution: 1 });
        clientDelay.enable();
        const { latencies, refused, seconds } = await run(server, traders, clients, rate, SECONDS);
        clientDelay.disable();
        const sorted = latencies.sort((a, b) => a - b);
        const ms = (p: number): string => `${percentile(sorted, p).toFixed(2)} ms`.padStart(9);
        print(
          `${String(clients).padStart(7)}  ${String(rate).padStart(9)}  ${String(Math.round(sorted.length / seconds)).padStart(10)}  ${ms(50)} ${ms(99)} ${ms(99.9)}  ${String(refused).padStart(8)}  ${(clientDelay.percentile(99) / 1e6).toFixed(1).padStart(12)} ms`,
        );
      } finally {
        await stopServer(server);
      }
    }
  }
  print('target: p99 ≤ 5 ms at 2,000/s with every acknowledged order durable');
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
