/**
 * `npm run bench:orders`: the order placement API against pgbench's built-in TPC-B-like
 * script, with the same number of concurrent clients on the same PostgreSQL server, and
 * against the floor: a bare node:http server doing the order's two statements one order at a
 * time (floor-server.ts), driven by the same load. One after the other, each alone on the
 * machine. Last line: `orders: api_tps=… floor_tps=… pgbench_tps=… ratio=… p99_ms=…` (ratio
 * = api_tps / pgbench_tps; p99 of the API). Loopback only, bounded in time (BENCH_SECONDS,
 * default 10 per phase, after an uncounted warm-up of BENCH_WARM_UP_SECONDS, default 2, whose
 * p99 is printed too); needs `pgbench`. The API's group commit takes its ORDER_BATCH_*
 * settings from the environment (config.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { connectDatabase, runMigrations, type Database } from '../src/db/client.ts';
import { startEmbeddedDatabase } from '../src/db/embedded.ts';
import { checkLedger } from '../src/ledger/invariants.ts';
import { seedReferenceData } from '../src/seed/reference.seed.ts';
import { benchCustomers } from './bench-customers.ts';
import { percentile, placeOrdersFor } from './order-load.ts';
import { cpuMeter } from './process-cpu.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

const quiet = { info: () => undefined, warn: (message: string) => console.warn(message) };

const serverUrl = async (): Promise<{ url: string; stop: () => Promise<void> }> => {
  const external = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (external) return { url: external, stop: async () => undefined };
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-orders-'));
  const embedded = await startEmbeddedDatabase(dataDir, quiet);
  return {
    url: embedded.url,
    stop: async () => (
      await embedded.stop(),
      await fs.rm(dataDir, { recursive: true, force: true })
    ),
  };
};

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const sql = async (url: string, statement: string) => {
  const handle = connectDatabase(url, 1);
  try {
    await handle.pool.query(statement);
  } finally {
    await handle.close();
  }
};

/** A server process from the repository root; answers once it prints its port. */
const startChild = (
  args: string[],
  env: NodeJS.ProcessEnv,
  listening: RegExp,
): Promise<{ child: ChildProcess; port: number }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${args.at(-1)} did not start`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = listening.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.on('exit', (code) => reject(new Error(`${args.at(-1)} exited with ${code}`)));
  });

/** The API server as `npm run serve` starts it, on the bench database. */
const startServer = (databaseUrl: string) =>
  startChild(
    [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []),
      '--import',
      'tsx',
      'apps/server/src/server.ts',
    ],
    {
      DATABASE_URL: databaseUrl,
      DEMO_DATA: '0',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      MARKETS_ALWAYS_OPEN: '1',
      // The one-off chart warm-up of a fresh database is not order placement; left on, it
      // would take a core away from the load being measured.
      CANDLE_WARMUP: '0',
      RATE_LIMIT_PER_MINUTE: '10000000',
      SESSION_RATE_LIMIT_PER_MINUTE: '10000000',
      ADMIN_PASSWORD: 'bench-operator-password',
    },
    /Server listening at http:\/\/127\.0\.0\.1:(\d+)/,
  );

/** The floor: the order's two statements, one order at a time, no framework. */
const startFloor = (databaseUrl: string) =>
  startChild(
    ['--import', 'tsx', 'apps/server/bench/floor-server.ts'],
    { DATABASE_URL: databaseUrl },
    /floor listening on (\d+)/,
  );

const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The PostgreSQL backends connected to one database (a server's pool, once warm). */
const backendsOf = async (db: Database, database: string): Promise<number[]> =>
  (
    await db.$client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    )
  ).rows.map((row) => row.pid);

/**
 * Warm-up (not counted: the pool's first connections and PostgreSQL's first plans, as pgbench
 * leaves out its connection time), then the measured load. Prints one line: the latencies and
 * the CPU each order cost PostgreSQL's backends of the bench database, the server and this
 * client (PostgreSQL's shared processes, the WAL writer among them, are not counted).
 */
const measure = async (
  label: string,
  target: { port: number; pid: number },
  tokens: string[],
  db: Database,
  database: string,
) => {
  const url = `http://127.0.0.1:${target.port}/api/v1`;
  const warmUp = await placeOrdersFor(url, tokens, WARM_UP_SECONDS * 1000);
  const meter = cpuMeter({ postgres: await backendsOf(db, database), server: [target.pid] });
  const load = await placeOrdersFor(url, tokens, SECONDS * 1000);
  const cpu = meter.stop();
  const perOrder = (ms: number) => (load.completed === 0 ? 0 : ms / load.completed).toFixed(3);
  console.log(
    `${label}: warm-up ${warmUp.completed} orders, p99 ${percentile(warmUp.latencies, 0.99).toFixed(1)} ms; measured: ${load.completed} orders, ${load.failed} failed, p50 ${percentile(load.latencies, 0.5).toFixed(1)} ms, p90 ${percentile(load.latencies, 0.9).toFixed(1)} ms, max ${(load.latencies.at(-1) ?? 0).toFixed(1)} ms; CPU an order: postgres ${perOrder(cpu.postgres)} ms, server ${perOrder(cpu.server)} ms, client ${load.clientCpuMs.toFixed(3)} ms`,
  );
  return load;
};

const pgbench = (url: string, args: string[]): string => {
  const parsed = new URL(url);
  const result = spawnSync(
    'pgbench',
    [
      '-h',
      parsed.hostname,
      '-p',
      parsed.port || '5432',
      '-U',
      decodeURIComponent(parsed.username),
      ...args,
      parsed.pathname.slice(1),
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(parsed.password) } },
  );
  if (result.error)
    throw new Error(
      `pgbench could not run (${result.error.message}); install it: apt-get install -y postgresql-client`,
    );
  if (result.status !== 0) throw new Error(`pgbench failed: ${result.stderr}`);
  return result.stdout;
};

const main = async () => {
  const server = await serverUrl();
  const id = randomBytes(4).toString('hex');
  const appDb = `bench_orders_${id}`;
  const pgbenchDb = `bench_pgbench_${id}`;
  await sql(server.url, `CREATE DATABASE ${appDb}`);
  await sql(server.url, `CREATE DATABASE ${pgbenchDb}`);
  const appUrl = withDatabase(server.url, appDb);
  const app = connectDatabase(appUrl, 4);
  let running: ChildProcess | undefined;
  try {
    await runMigrations(app.db);
    await seedReferenceData(app.db);
    const tokens = await benchCustomers(app.db, CLIENTS);
    const batch = loadConfig({ ...process.env, DATABASE_URL: appUrl }).orderBatch;
    console.log(
      `clients: ${CLIENTS}; the API's group commit: window ${batch.windowMs} ms, at most ${batch.maxBatch} buys a call, ${batch.concurrency} calls at once`,
    );

    const api = await startServer(appUrl);
    running = api.child;
    const apiLoad = await measure(
      'api',
      { port: api.port, pid: api.child.pid ?? 0 },
      tokens,
      app.db,
      appDb,
    );
    await stopChild(api.child);

    const floor = await startFloor(appUrl);
    running = floor.child;
    const floorLoad = await measure(
      'floor',
      { port: floor.port, pid: floor.child.pid ?? 0 },
      tokens,
      app.db,
      appDb,
    );
    await stopChild(floor.child);
    running = undefined;
    const apiTps = apiLoad.completed / SECONDS;
    const floorTps = floorLoad.completed / SECONDS;

    pgbench(withDatabase(server.url, pgbenchDb), ['-i', '-q', '-s', String(CLIENTS)]);
    const out = pgbench(withDatabase(server.url, pgbenchDb), [
      '-n',
      '-c',
      String(CLIENTS),
      '-j',
      '2',
      '-T',
      String(SECONDS),
    ]);
    const pgbenchTps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? '0');

    const breaches = await checkLedger(app.db);
    console.log(`ledger after the bench: ${breaches.length} breaches`);
    for (const breach of breaches) console.log(`  BREACH ${breach.rule}: ${breach.detail}`);
    console.log(
      `orders: api_tps=${apiTps.toFixed(1)} floor_tps=${floorTps.toFixed(1)} pgbench_tps=${pgbenchTps.toFixed(1)} ratio=${(apiTps / pgbenchTps).toFixed(2)} p99_ms=${percentile(apiLoad.latencies, 0.99).toFixed(1)}`,
    );
    if (breaches.length > 0 || apiLoad.failed > 0 || floorLoad.failed > 0) process.exitCode = 1;
  } finally {
    if (running) await stopChild(running);
    await app.close();
    await sql(server.url, `DROP DATABASE IF EXISTS ${appDb} WITH (FORCE)`).catch(() => undefined);
    await sql(server.url, `DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`).catch(
      () => undefined,
    );
    await server.stop();
  }
};

await main();
