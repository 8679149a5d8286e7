// `pnpm bench fanout`: the product's live channel (server/src/ws: hub + live-channel, inside the
// real server) against a bare `ws` broadcast loop, in one run (issue 15, docs/performance.md).
// The same clients (own thread), the same frame size, the same machine. Printed: (1) fan-out
// throughput, deliveries per second when messages are published as fast as the loop takes them,
// ratio to the bare loop (target ≥ 0.9x); (2) publish-to-receive latency at a fixed offered
// 10,000 deliveries per second (target p99 ≤ 10 ms), from each message's scheduled time, so a
// stall counts against every message behind it. Nothing is asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { WebSocketServer, type WebSocket } from 'ws';
import { startServer, type ServerOptions } from '../../server/src/app';
import { startRedis } from '../../server/test/support/redis';
import { percentile, print } from '../chaos/report';

const CLIENT_COUNTS = (process.env.FANOUT_CLIENTS ?? '100,1000').split(',').map(Number);
/** Deliveries per throughput round (messages × clients). */
const DELIVERIES = Number(process.env.FANOUT_DELIVERIES ?? 1_000_000);
const LATENCY_RATE = Number(process.env.FANOUT_RATE ?? 10_000);
const LATENCY_SECONDS = Number(process.env.FANOUT_SECONDS ?? 5);
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 3);
/** About the size of a DAY_MARKET push. */
const PAD = 'x'.repeat(160);
const TOPIC = 'DAY_MARKET';
/** `pnpm bench fanout --gateways N`: also 1 core + N gateway processes over Redis. */
const GATEWAYS = Number(process.env.FANOUT_GATEWAYS ?? 0);
const CLUSTER_SECRET = 'fanout-bench-cluster-secret';

const now = (): number => performance.timeOrigin + performance.now();

type Target = {
  name: string;
  /** Clients spread over these, one after another. */
  urls: string[];
  /** The topic clients subscribe to first, for the product's channel. */
  topic: string | null;
  publish: (payload: { s: number; i: number; pad: string }) => void;
  close: () => Promise<void>;
};

/** The real server with no bots and no idle timeout, its data in `dir`. */
const quietServer = (dir: string): ServerOptions => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: dir,
  deployDir: dir,
  bots: false,
  tickerMs: 0,
  logLevel: 'silent',
  wsIdleTimeoutMs: 600_000,
});

/** The product: the real server, publishing through its hub as the market feed does. */
const liveChannel = async (): Promise<Target> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-'));
  const server = await startServer(quietServer(dir));
  return {
    name: 'live channel',
    urls: [`${server.url.replace(/^http/, 'ws')}/ws`],
    topic: TOPIC,
    publish: (payload) => {
      server.hub.publish(TOPIC, payload);
    },
    close: async () => {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

const waitForPort = async (port: number): Promise<void> => {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const open = await fetch(`http://127.0.0.1:${port}/remotes.json`).then(
      () => true,
      () => false,
    );
    if (open) return;
    if (Date.now() > deadline) throw new Error(`gateway on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * The scale-out layout: the core in this process publishes (through its hub, onto Redis) and
 * `GATEWAYS` gateway processes relay to the clients, which are spread over them.
 */
const coreAndGateways = async (): Promise<Target> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanout-core-'));
  const redis = await startRedis();
  const server = await startServer({
    ...quietServer(dir),
    redisUrl: redis.url,
    clusterSecret: CLUSTER_SECRET,
  });
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  for (let index = 0; index < GATEWAYS; index += 1) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    children.push(
      spawn(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, '../../server/src/main.ts'), '--role=gateway'],
        {
          stdio: 'ignore',
          env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            CORE_URL: server.url,
            REDIS_URL: redis.url,
            CLUSTER_SECRET,
            DEPLOY_DIR: dir,
            LOG_LEVEL: 'warn',
          },
        },
      ),
    );
    await waitForPort(port);
    urls.push(`ws://127.0.0.1:${port}/ws`);
  }
  return {
    name: `core + ${GATEWAYS} gateways`,
    urls,
    topic: TOPIC,
    publish: (payload) => {
      server.hub.publish(TOPIC, payload);
    },
    close: async () => {
      for (const child of children) child.kill('SIGTERM');
      await server.close();
      await redis.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** The peer: a bare `ws` server and a loop over its clients, the same frame shape. */
const bareLoop = async (): Promise<Target> => {
  const httpServer = http.createServer();
  const wss = new WebSocketServer({ server: httpServer, perMessageDeflate: false });
  const clients = new Set<WebSocket>();
  wss.on('connection', (socket) => {
    clients.add(socket);
    socket.on('close', () => clients.delete(socket));
    socket.on('message', () => undefined);
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as { port: number };
  let seq = 0;
  return {
    name: 'bare ws loop',
    urls: [`ws://127.0.0.1:${port}/`],
    topic: null,
    publish: (payload) => {
      seq += 1;
      const text = JSON.stringify({ type: TOPIC, topic: TOPIC, seq, epoch: 'bench0', ...payload });
      for (const client of clients) client.send(text);
    },
    close: async () => {
      for (const client of clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => httpServer.close(() => resolve())));
    },
  };
};

type Clients = {
  ask: <T>(message: object, answer: string) => Promise<T>;
  stop: () => Promise<void>;
};

const openClients = async (target: Target, count: number): Promise<Clients> => {
  const worker = new Worker(path.join(__dirname, 'fanout-clients.mjs'), {
    workerData: { urls: target.urls, count, topic: target.topic },
  });
  let failed: unknown = null;
  worker.on('error', (error) => {
    failed = error;
  });
  const next = (kind: string): Promise<Record<string, unknown>> =>
    new Promise((resolve, reject) => {
      if (failed) return reject(failed);
      const onMessage = (message: Record<string, unknown>): void => {
        if (message.kind !== kind) return;
        worker.off('message', onMessage);
        resolve(message);
      };
      worker.on('message', onMessage);
    });
  await next('ready');
  return {
    ask: async <T>(message: object, answer: string): Promise<T> => {
      const reply = next(answer);
      worker.postMessage(message);
      return (await reply) as T;
    },
    stop: async () => {
      const closed = next('closed');
      worker.postMessage({ kind: 'close' });
      await closed;
      await worker.terminate();
    },
  };
};

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Deliveries per second when `messages` are published in batches as fast as the loop goes. */
const throughput = async (target: Target, clients: Clients, count: number): Promise<number> => {
  const messages = Math.max(1, Math.round(DELIVERIES / count));
  await clients.ask({ kind: 'expect', messages, record: false }, 'armed');
  const done = clients.ask<{ at: number }>({ kind: 'noop' }, 'done');
  const started = now();
  const batch = Math.max(1, Math.round(20_000 / count));
  for (let i = 0; i < messages; i += batch) {
    for (let j = i; j < Math.min(messages, i + batch); j += 1) {
      target.publish({ s: now(), i: j, pad: PAD });
    }
    await tick();
  }
  const { at } = await done;
  return (messages * count * 1000) / (at - started);
};

/** Publish-to-receive latency at a fixed offered delivery rate, from scheduled times. */
const latency = async (
  target: Target,
  clients: Clients,
  count: number,
): Promise<{
  p50: number;
  p99: number;
  max: number;
  delivered: number;
  publishP50: number;
  publishP99: number;
}> => {
  const perSecond = LATENCY_RATE / count;
  const messages = Math.max(1, Math.round(perSecond * LATENCY_SECONDS));
  await clients.ask({ kind: 'expect', messages, record: true }, 'armed');
  const done = clients.ask<{ at: number }>({ kind: 'noop' }, 'done');
  const start = now() + 50;
  const interval = 1000 / perSecond;
  // How long each publish call holds the server's thread (every socket written): the part of
  // the latency that is the server's own.
  const publishing: number[] = [];
  for (let i = 0; i < messages; i += 1) {
    const scheduled = start + i * interval;
    while (now() < scheduled) {
      const wait = scheduled - now();
      if (wait > 2) await new Promise((resolve) => setTimeout(resolve, wait - 1));
      else await tick();
    }
    const called = now();
    target.publish({ s: scheduled, i, pad: PAD });
    publishing.push(now() - called);
  }
  await done;
  const report = await clients.ask<{ latencies: number[]; received: number }>(
    { kind: 'report' },
    'report',
  );
  const sorted = report.latencies.sort((a, b) => a - b);
  publishing.sort((a, b) => a - b);
  return {
    publishP50: percentile(publishing, 50),
    publishP99: percentile(publishing, 99),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    delivered: report.received,
  };
};

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1];
const ms = (value: number): string => `${value.toFixed(2)} ms`;

const main = async (): Promise<void> => {
  print(
    `fan-out: ${CLIENT_COUNTS.join(' and ')} clients in their own thread, ${DELIVERIES.toLocaleString('en')} deliveries a throughput round (${ROUNDS} rounds, median), latency at ${LATENCY_RATE.toLocaleString('en')} deliveries/s for ${LATENCY_SECONDS} s`,
  );
  for (const count of CLIENT_COUNTS) {
    const rates: Record<string, number[]> = {};
    const tails: Record<string, Awaited<ReturnType<typeof latency>>> = {};
    const targets = [await liveChannel(), await bareLoop()];
    if (GATEWAYS > 0) targets.push(await coreAndGateways());
    const clients = await Promise.all(targets.map((target) => openClients(target, count)));
    // Rounds alternate between the two: the machine's noise falls on both alike.
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const [index, target] of targets.entries()) {
        const rate = await throughput(target, clients[index], count);
        if (round > 0) (rates[target.name] ??= []).push(rate); // round 0 warms up
      }
    }
    for (const [index, target] of targets.entries()) {
      tails[target.name] = await latency(target, clients[index], count);
    }
    for (const [index, target] of targets.entries()) {
      await clients[index].stop();
      await target.close();
    }
    const ours = median(rates['live channel']);
    const bare = median(rates['bare ws loop']);
    print('');
    print(`${count} clients`);
    for (const { name } of targets) {
      const tail = tails[name];
      print(
        `  ${name.padEnd(22)} ${Math.round(median(rates[name])).toLocaleString('en').padStart(10)} deliveries/s   latency p50 ${ms(tail.p50)}, p99 ${ms(tail.p99)}, max ${ms(tail.max)}; one publish call p50 ${ms(tail.publishP50)}, p99 ${ms(tail.publishP99)}`,
      );
    }
    print(
      `  ratio live/bare ${(ours / bare).toFixed(2)}x (target ≥ 0.90x); live p99 at ${LATENCY_RATE.toLocaleString('en')}/s ${ms(tails['live channel'].p99)} (target ≤ 10 ms)`,
    );
    if (GATEWAYS > 0) {
      const cluster = targets[2].name;
      print(
        `  ${cluster} vs one process: ${(median(rates[cluster]) / ours).toFixed(2)}x deliveries/s, p99 ${ms(tails[cluster].p99)} vs ${ms(tails['live channel'].p99)}, on ${os.cpus().length} cores shared by the core, Redis, the gateways and the clients`,
      );
    }
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
