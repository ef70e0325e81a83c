import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { benchDatabase } from '../../server/bench/bench-database.ts';
import { openBrowser, type BenchBrowser } from './browser.ts';
import { freePort } from './free-port.ts';

/** What the benches share: building, and the server started as a user starts it. */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

export const run = (command: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });

/** The server as a user starts it, in its own process so that its work is not measured here. */
export const startServer = async (
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> => {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DEMO_DATA: '1',
      MARKETS_ALWAYS_OPEN: '1',
      // Storing a year of candles for every instrument at start would keep a core busy while
      // Lighthouse measures: off, as in the e2e run.
      CANDLE_WARMUP: '0',
      ADMIN_PASSWORD: 'bench-operator-password',
      // Every page load comes from 127.0.0.1; the per-address limit is for real traffic.
      RATE_LIMIT_PER_MINUTE: '100000',
      SESSION_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`).catch(() => null);
    if (ready?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server not ready within 180 s');
};

export const stopServer = async (server: ChildProcess) => {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
};

/**
 * A bench's whole stage: builds `workspace` (unless `skipBuild`), starts the server on a
 * throw-away database, opens Chromium, runs `work` with the origin and the browser, and takes
 * all of it down again, whatever `work` does.
 */
export const withBenchApp = async (
  { workspace, skipBuild }: { workspace: string; skipBuild: boolean },
  work: (app: { origin: string; browser: BenchBrowser }) => Promise<void>,
): Promise<void> => {
  if (!skipBuild) {
    console.log(`[bench] building ${workspace} (npm run build -w ${workspace})`);
    await run('npm', ['run', 'build', '-w', workspace]);
  }
  const database = await benchDatabase();
  console.log(
    `[bench] database: ${database.env.DATABASE_URL ? 'TEST_DATABASE_URL (temporary)' : 'embedded'}`,
  );
  const port = await freePort();
  const server = await startServer(port, database.env);
  const browser = await openBrowser(await freePort());
  try {
    await work({ origin: `http://127.0.0.1:${port}`, browser });
  } finally {
    await browser.close();
    await stopServer(server);
    await database.drop();
  }
};
