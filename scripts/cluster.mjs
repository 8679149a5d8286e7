// `pnpm cluster [--gateways N]`: the scale-out layout on one machine (docs/architecture.md#scale-out).
// A redis-server, one core (matching, ledger, SQLite; the only writer) and N gateways (static
// files, live channel, API forwarded to the core), behind one port through a small TCP balancer
// that hands each new connection to the next gateway that answers. Demo mode, like `npm start`.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { parseArgs } from './lib/cli.mjs';
import { ensurePackages, ensurePnpm, ensureRedisServer, hasBuild } from './lib/ensure.mjs';
import { repoRoot, step } from './lib/run.mjs';

const USAGE = `Usage: pnpm cluster [--gateways N] [--no-build]

Starts redis-server, one core and N gateways (default 2) behind http://localhost:PORT
(PORT default 8080). The core listens on PORT+100, gateway i on PORT+i, Redis on PORT+200,
all on 127.0.0.1. DATA_DIR (default ./data-cluster) holds the core's database.
--no-build reuses an existing build.`;

const { flags } = parseArgs(process.argv.slice(2), ['gateways']);
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const gatewayCount = Number(flags.gateways ?? 2);
if (!Number.isInteger(gatewayCount) || gatewayCount < 1 || gatewayCount > 16) {
  console.error('--gateways must be a whole number from 1 to 16');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 8080);
const corePort = port + 100;
const redisPort = port + 200;
const gatewayPorts = Array.from({ length: gatewayCount }, (_, index) => port + 1 + index);
const secret = randomBytes(24).toString('hex');
const redisUrl = `redis://127.0.0.1:${redisPort}`;
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data-cluster'));

await ensurePnpm();
await ensurePackages();
const redisServer = await ensureRedisServer();
if (!redisServer) process.exit(1);
if (!(flags['no-build'] && hasBuild())) await buildAll();

const children = [];
const start = (name, command, args, env = {}) => {
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} stopped (${signal ?? code}); stopping the cluster`);
    shutdown();
  });
  children.push(child);
  return child;
};

const answers = (targetPort) =>
  new Promise((resolve) => {
    const socket = net.connect(targetPort, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
const waitFor = async (name, targetPort) => {
  const deadline = Date.now() + 60_000;
  while (!(await answers(targetPort))) {
    if (Date.now() > deadline) throw new Error(`${name} did not listen on ${targetPort}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

let stopping = false;
function shutdown() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

step(`Starting redis-server on ${redisPort}`);
start('redis-server', redisServer, [
  '--port',
  String(redisPort),
  '--bind',
  '127.0.0.1',
  '--save',
  '',
  '--appendonly',
  'no',
]);
await waitFor('redis-server', redisPort);

const main = path.join(repoRoot, 'server/dist/main.js');
step(`Starting the core on 127.0.0.1:${corePort}`);
fs.mkdirSync(dataDir, { recursive: true });
start('core', process.execPath, [main], {
  DEMO: process.env.DEMO ?? '1',
  PORT: String(corePort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // Callers reach the core only through gateways, which pass the caller's address on.
  TRUST_PROXY: '1',
  REDIS_URL: redisUrl,
  CLUSTER_SECRET: secret,
});
await waitFor('core', corePort);

for (const [index, gatewayPort] of gatewayPorts.entries()) {
  step(`Starting gateway ${index + 1} on 127.0.0.1:${gatewayPort}`);
  start(`gateway ${index + 1}`, process.execPath, [main, '--role=gateway'], {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    CORE_URL: `http://127.0.0.1:${corePort}`,
    REDIS_URL: redisUrl,
    CLUSTER_SECRET: secret,
    GATEWAY_NAME: `gateway-${index + 1}`,
  });
}
for (const gatewayPort of gatewayPorts) await waitFor('gateway', gatewayPort);

// Round robin by connection: HTTP keep-alive and WebSocket connections stay on one gateway.
let next = 0;
const balancer = net.createServer((client) => {
  const tryGateway = (attempt) => {
    if (attempt >= gatewayPorts.length) {
      client.destroy();
      return;
    }
    const target = gatewayPorts[next++ % gatewayPorts.length];
    const upstream = net.connect(target, '127.0.0.1');
    upstream.once('connect', () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
    upstream.once('error', () => {
      if (upstream.bytesWritten === 0 && upstream.bytesRead === 0) tryGateway(attempt + 1);
      else client.destroy();
    });
    client.once('error', () => upstream.destroy());
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  };
  tryGateway(0);
});
balancer.listen(port, () => {
  console.log(
    `\n  Cluster running at http://localhost:${port}: ${gatewayCount} gateway(s) ` +
      `(${gatewayPorts.join(', ')}), core ${corePort}, Redis ${redisPort}. Ctrl-C stops it all.\n`,
  );
});
