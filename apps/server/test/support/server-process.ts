import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything the process wrote so far, stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code (null after a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  detached: boolean;
}

/**
 * The real server as `npm run serve` starts it (node with the tsx loader), in its own process
 * group when `detached`, so that a test can signal the whole group as a terminal or an
 * orchestrator does. Resolves once it listens.
 */
export const spawnServer = (
  env: Record<string, string>,
  options: { detached?: boolean } = {},
): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const childEnv: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      CANDLE_WARMUP: '0',
      ...env,
    };
    // An empty value unsets a variable of the test's own environment (DATABASE_URL: embedded).
    for (const [name, value] of Object.entries(env)) if (value === '') delete childEnv[name];
    // Rate-limit counters in a shared Redis are per client address: the thousands of requests
    // of one spawned server's test would exhaust 127.0.0.1's quota on every other copy.
    if (env.REDIS_URL === undefined) delete childEnv.REDIS_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: repoRoot,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: options.detached ?? false,
    });
    let output = '';
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child.once('exit', (code, signal) => done({ code, signal })),
    );
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        const port = Number(match[1]);
        resolve({
          child,
          port,
          base: `http://127.0.0.1:${port}/api/v1`,
          output: () => output,
          exited,
          detached: options.detached ?? false,
        });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });

/** Stops a server a test left running (its whole group when it was detached). */
export const stopServer = async (server: ServerProcess): Promise<void> => {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const pid = server.child.pid;
  if (pid === undefined) return;
  try {
    process.kill(server.detached ? -pid : pid, 'SIGKILL');
  } catch {
    // already gone
  }
  await server.exited;
};
