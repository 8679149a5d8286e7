import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER_DIR = path.resolve(__dirname, '../..');

export type ChildServer = { process: ChildProcess; url: string; output: () => string };

/**
 * The real server as its own process (tsx, no build needed) on `dataDir`, bots off and the
 * per-user order rate limit off: the crash test kills it, the ack bench loads it.
 */
export function startChildServer(dataDir: string, deployDir: string): Promise<ChildServer> {
  // SERVER_NODE_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server of a bench.
  const flags = process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEPLOY_DIR: deployDir,
      BOTS: '0',
      TICKER_MS: '0',
      ORDER_RATE_LIMIT: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /running at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ process: child, url: match[1], output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** Resolves once the process has exited (at once when it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}
