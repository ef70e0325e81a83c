import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from '../src/lib/net/free-port.ts';

export interface RedisServer {
  url: string;
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

const waitForPort = async (port: number, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not listen on ${port}`);
};

/** Whether Debian's redis-server is installed (the run then skips the Redis restart). */
export const redisAvailable = (): boolean =>
  spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** A private redis-server on a free port, no persistence: a restart empties it, as a crash does. */
export const startRedis = async (): Promise<RedisServer> => {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitForPort(port, 10_000);
  };
  const stop = async () => {
    const current = child;
    child = undefined;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    restart: async () => {
      await stop();
      await start();
    },
    stop,
  };
};
