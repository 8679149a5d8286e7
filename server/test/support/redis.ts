import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export type RedisProcess = {
  url: string;
  port: number;
  /** Kills it (SIGKILL: nothing saved, as in a crash). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const answers = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });

/** A throwaway redis-server on a free port, without persistence. */
export const startRedis = Object.assign(
  async (): Promise<RedisProcess> => {
    const port = await freePort();
    let child: ChildProcess | null = null;
    const launch = async (): Promise<void> => {
      child = spawn(
        REDIS_SERVER,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      const deadline = Date.now() + 5000;
      while (!(await answers(port))) {
        if (Date.now() > deadline) throw new Error(`redis-server did not start on ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    };
    const stop = (): Promise<void> =>
      new Promise((resolve) => {
        const running = child;
        child = null;
        if (!running || running.exitCode !== null) return resolve();
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    await launch();
    return { url: `redis://127.0.0.1:${port}`, port, stop, restart: launch };
  },
  { available: (): boolean => fs.existsSync(REDIS_SERVER) },
);
