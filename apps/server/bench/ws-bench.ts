/**
 * `npm run bench:ws`: the server in this process (simulator, every market open), the clients
 * in a forked process, loopback only. Prints `ws: clients=N msgs_per_s=... p50_ms=...
 * p99_ms=...` last. Lag is per quote: the tick's time (stamped by the simulator when it
 * ticks) to the client's receipt, so it includes conflation, fan-out and the socket.
 * Env: WS_CLIENTS (5000), WS_BENCH_SECONDS (20), WS_SYMBOLS_PER_CLIENT (10).
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { CATALOGUE, instrumentKey } from '../src/market/catalogue/index.ts';
import { benchDatabase } from './bench-database.ts';
import { openFileLimit } from './fd-limit.ts';
import type { ClientsJob, ClientsReport } from './ws-clients.ts';

const clients = Number(process.env.WS_CLIENTS ?? 5000);
const measureSeconds = Number(process.env.WS_BENCH_SECONDS ?? 20);
const perClient = Number(process.env.WS_SYMBOLS_PER_CLIENT ?? 10);
/** Whatever happens, the bench ends: setup, connecting, measuring and teardown included. */
const HARD_LIMIT_MS = (measureSeconds + 240) * 1000;

const log = (message: string) => console.log(`[bench] ${message}`);

const main = async () => {
  const hardStop = setTimeout(() => {
    console.error('[bench] hard time limit reached');
    process.exit(2);
  }, HARD_LIMIT_MS);
  hardStop.unref();

  // Each side holds one descriptor per socket, plus the database pool, logs and modules.
  const limit = openFileLimit();
  if (limit !== undefined && limit < clients + 512) {
    console.error(
      `[bench] open-file limit ${limit} is too low for ${clients} clients: run \`ulimit -n ${clients + 1024}\` first`,
    );
    process.exit(2);
  }
  log(`open-file limit ${limit ?? 'unknown'} (needs ${clients + 512} per process)`);

  const database = await benchDatabase();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DEMO_DATA: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    MARKETS_ALWAYS_OPEN: '1',
    // Every socket upgrade comes from 127.0.0.1: the per-IP HTTP limit would refuse most.
    RATE_LIMIT_PER_MINUTE: '1000000',
    ADMIN_PASSWORD: 'bench-admin-password',
    ...database.env,
  });
  log(
    `database: ${database.env.DATABASE_URL ? 'TEST_DATABASE_URL (temporary database)' : 'embedded'}`,
  );
  const db = await openDatabase(config, { info: () => undefined, warn: log });
  const app = await buildApp({ config, db: db.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  log(
    `server on 127.0.0.1:${port}; ${clients} clients x ${perClient} symbols, ${measureSeconds} s`,
  );

  const child = fork(path.join(import.meta.dirname, 'ws-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const job: ClientsJob = {
    url: `ws://127.0.0.1:${port}/api/v1/ws`,
    clients,
    symbols: CATALOGUE.map(instrumentKey),
    perClient,
    warmupSeconds: 3,
    measureSeconds,
  };
  const report = await new Promise<ClientsReport>((resolve, reject) => {
    child.on('message', (message: { progress?: string; report?: ClientsReport }) => {
      if (message.progress) log(message.progress);
      if (message.report) resolve(message.report);
    });
    child.once('exit', (code) => reject(new Error(`client process exited with ${code}`)));
    child.send(job);
  });

  await app.close();
  await db.close();
  await database.drop();

  const msgsPerSecond = Math.round(report.frames / report.seconds);
  log(
    `connected=${report.connected} failed=${report.failed} dropped=${report.closedEarly} ` +
      `frames=${report.frames} quotes=${report.quotes} in ${report.seconds.toFixed(1)} s; ` +
      `quotes/s=${Math.round(report.quotes / report.seconds)}`,
  );
  log(
    `tick->client lag ms: p50=${report.tickLag.p50} p90=${report.tickLag.p90} ` +
      `p99=${report.tickLag.p99} max=${report.tickLag.max}; ` +
      `send->client lag ms: p50=${report.sendLag.p50} p99=${report.sendLag.p99}`,
  );
  console.log(
    `ws: clients=${report.connected} msgs_per_s=${msgsPerSecond} ` +
      `p50_ms=${report.tickLag.p50} p99_ms=${report.tickLag.p99}`,
  );
  process.exit(0);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
