/**
 * `npm run bench:ws`: the server in this process (simulator, every market open), the clients
 * in forked processes, loopback only. Prints `ws: clients=N msgs_per_s=... p50_ms=...
 * p99_ms=...` last. Lag is per quote: the tick's time (stamped by the simulator when it
 * ticks, before it computes the round) to the client's receipt, so it includes the round's
 * computation, conflation, fan-out and the socket; both ends read the same machine's clock.
 * The CPU of the server and of each client process over the measured window is printed too:
 * a saturated client would stamp late and blame the server.
 * Env: WS_CLIENTS (5000), WS_BENCH_SECONDS (20), WS_SYMBOLS_PER_CLIENT (10),
 * WS_CLIENT_PROCESSES (2).
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { CATALOGUE, instrumentKey } from '../src/market/catalogue/index.ts';
import { benchDatabase } from './bench-database.ts';
import { openFileLimit } from './fd-limit.ts';
import { LagHistogram } from './lag-histogram.ts';
import type {
  ChildMessage,
  ClientsJob,
  ClientsReady,
  ClientsReport,
  ParentMessage,
} from './ws-clients.ts';

const clients = Number(process.env.WS_CLIENTS ?? 5000);
const measureSeconds = Number(process.env.WS_BENCH_SECONDS ?? 20);
const perClient = Number(process.env.WS_SYMBOLS_PER_CLIENT ?? 10);
/** The clients' own work must not be what is measured: spread it over processes. */
const clientProcesses = Number(process.env.WS_CLIENT_PROCESSES ?? 2);
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
    SESSION_RATE_LIMIT_PER_MINUTE: '1000000',
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
  const server = { cpuPercent: Number.NaN, loopP99: Number.NaN };
  log(
    `server on 127.0.0.1:${port}; ${clients} clients x ${perClient} symbols, ${measureSeconds} s`,
  );

  const processes = Math.max(1, Math.min(clients, clientProcesses));
  const children = Array.from({ length: processes }, () =>
    fork(path.join(import.meta.dirname, 'ws-clients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const share = Math.ceil(clients / processes);
  const ready: ClientsReady[] = [];
  const reports = await new Promise<ClientsReport[]>((resolve, reject) => {
    const done: ClientsReport[] = [];
    children.forEach((child, index) => {
      child.on('message', (message: ChildMessage) => {
        if ('progress' in message) log(message.progress);
        if ('ready' in message) {
          ready.push(message.ready);
          // Every process measures the same window, once all sockets of all are open.
          if (ready.length === processes) startMeasuring();
        }
        if ('report' in message) {
          done.push(message.report);
          if (done.length === processes) resolve(done);
        }
      });
      let reported = false;
      child.on('message', (message: ChildMessage) => {
        if ('report' in message) reported = true;
      });
      // 'close', not 'exit': only then has every message the child sent been read.
      child.once('close', (code) => {
        if (!reported) reject(new Error(`client process exited with ${code} before reporting`));
      });
      const first = index * share;
      const job: ClientsJob = {
        url: `ws://127.0.0.1:${port}/api/v1/ws`,
        first,
        count: Math.max(0, Math.min(share, clients - first)),
        symbols: CATALOGUE.map(instrumentKey),
        perClient,
        warmupSeconds: 3,
        measureSeconds,
      };
      child.send({ job } satisfies ParentMessage);
    });
    const startMeasuring = () => {
      const connected = ready.reduce((n, r) => n + r.connected, 0);
      log(`connected ${connected}/${clients} in ${processes} client processes, warming up`);
      for (const child of children) child.send({ start: true } satisfies ParentMessage);
      // The server's own share of the machine over the same window as the clients'.
      setTimeout(() => {
        const before = process.cpuUsage();
        const loop = monitorEventLoopDelay({ resolution: 5 });
        loop.enable();
        setTimeout(() => {
          const cpu = process.cpuUsage(before);
          loop.disable();
          server.cpuPercent = Math.round((cpu.user + cpu.system) / 1e4 / measureSeconds);
          server.loopP99 = Math.round(loop.percentile(99) / 1e5) / 10;
        }, measureSeconds * 1000);
      }, 3000);
    };
  });

  await app.close();
  await db.close();
  await database.drop();

  const tickLag = new LagHistogram();
  const sendLag = new LagHistogram();
  for (const r of reports) {
    tickLag.merge(r.tickLag);
    sendLag.merge(r.sendLag);
  }
  const sum = (pick: (r: ClientsReport) => number) => reports.reduce((n, r) => n + pick(r), 0);
  const report = {
    connected: sum((r) => r.connected),
    failed: ready.reduce((n, r) => n + r.failed, 0),
    closedEarly: sum((r) => r.closedEarly),
    frames: sum((r) => r.frames),
    quotes: sum((r) => r.quotes),
    seconds: Math.max(...reports.map((r) => r.seconds)),
  };
  const q = (h: LagHistogram, f: number) => h.quantile(f);
  const msgsPerSecond = Math.round(report.frames / report.seconds);
  log(
    `connected=${report.connected} failed=${report.failed} dropped=${report.closedEarly} ` +
      `frames=${report.frames} quotes=${report.quotes} in ${report.seconds.toFixed(1)} s; ` +
      `quotes/s=${Math.round(report.quotes / report.seconds)}`,
  );
  log(
    `tick->client lag ms: p50=${q(tickLag, 0.5)} p90=${q(tickLag, 0.9)} ` +
      `p99=${q(tickLag, 0.99)} max=${q(tickLag, 1)}; ` +
      `send->client lag ms: p50=${q(sendLag, 0.5)} p99=${q(sendLag, 0.99)}`,
  );
  log(
    `cpu (% of one core): server ${server.cpuPercent} (event-loop delay p99 ${server.loopP99} ms); ` +
      reports
        .map(
          (r, i) =>
            `clients#${i} ${r.cpuPercent} (loop p99 ${r.loopDelay.p99} ms, max ${r.loopDelay.max})`,
        )
        .join(', '),
  );
  console.log(
    `ws: clients=${report.connected} msgs_per_s=${msgsPerSecond} ` +
      `p50_ms=${q(tickLag, 0.5)} p99_ms=${q(tickLag, 0.99)}`,
  );
  process.exit(0);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
