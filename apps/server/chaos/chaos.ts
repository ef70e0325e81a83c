/**
 * `npm run chaos`: money safety under load and crashes (issue 25). Starts a throw-away
 * PostgreSQL cluster, a private Redis and CHAOS_COPIES server copies; CHAOS_WORKERS seeded
 * workers act as customers and reviewers through the HTTP API while copies are SIGKILLed,
 * PostgreSQL is crashed, Redis restarted and connections dropped; then the checker reads the
 * database and the workers' logs. The last line is the summary; the exit code is 1 on any
 * violation. Everything it started is stopped, also on failure or Ctrl-C.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiClient, sleep } from './api-client.ts';
import { chaosConfig } from './chaos-config.ts';
import { checkRun } from './checker/check-run.ts';
import { planFaults, runFaults, type FaultCounts } from './faults.ts';
import { createReviewer, establishPayee, harnessPool } from './fixtures.ts';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { prng } from './prng.ts';
import { redisAvailable, startRedis, type RedisServer } from './redis-server.ts';
import { readRequestLogs, requestLogWriter } from './request-log.ts';
import { startServerCopies, type ServerCopies } from './server-copies.ts';
import { summaryLine } from './summary.ts';
import { runCustomer } from './workers/customer-worker.ts';
import { runOperator } from './workers/operator-worker.ts';

const say = (message: string) => console.log(message);

const main = async (): Promise<number> => {
  const config = chaosConfig(process.env);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `chaos-${config.seed}-`));
  say(
    `chaos: seed=${config.seed} ops=${config.ops} workers=${config.workers} copies=${config.copies} dir=${dir}`,
  );
  let postgres: PostgresCluster | undefined;
  let redis: RedisServer | null = null;
  let copies: ServerCopies | undefined;
  const stopAll = async () => {
    await copies?.stop();
    await redis?.stop();
    await postgres?.stop();
  };
  // Ctrl-C or a kill of the run: stop what it started before going.
  const onSignal = (signal: NodeJS.Signals) => {
    say(`chaos: ${signal}, stopping everything it started`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    postgres = await startPostgresCluster(dir);
    if (redisAvailable()) redis = await startRedis();
    else say('chaos: redis-server is not installed: no Redis, no Redis restart');
    const dataDir = path.join(dir, 'data');
    await fs.mkdir(dataDir, { recursive: true });
    copies = await startServerCopies(config.copies, dir, {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_URL: postgres.url,
      ...(redis ? { REDIS_URL: redis.url } : {}),
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      CANDLE_WARMUP: '0',
      MARKETS_ALWAYS_OPEN: '1',
      SIMULATOR_SEED: config.seed,
      RATE_LIMIT_PER_MINUTE: '1000000',
      SESSION_RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    say(`chaos: ${config.copies} server copies listen`);
    const pool = harnessPool(postgres.url);
    const logDir = path.join(dir, 'logs');
    await fs.mkdir(logDir);
    let ops = 0;
    let started = Date.now();
    // Progress is the share of the operations done, or of the time budget if that is nearer.
    const progress = () =>
      Math.max(ops / config.ops, (Date.now() - started) / (config.minutes * 60_000));
    const done = () => progress() >= 1;
    const liveCopies = copies;
    const logFiles: string[] = [];
    const writers: ReturnType<typeof requestLogWriter>[] = [];
    const workers: Promise<void>[] = [];
    started = Date.now();
    const report = setInterval(
      () => say(`chaos: ${ops} ops, ${Math.round((Date.now() - started) / 1000)} s`),
      30_000,
    );
    for (let worker = 0; worker < config.workers; worker += 1) {
      const file = path.join(logDir, `worker-${worker}.jsonl`);
      const writer = requestLogWriter(file);
      logFiles.push(file);
      writers.push(writer);
      const random = prng(config.seed, `worker-${worker}`);
      const call = apiClient({
        worker,
        random,
        base: liveCopies.liveBase,
        log: writer.write,
        counted: () => void (ops += 1),
      });
      if (worker % config.operatorEvery === 0) {
        const login = await createReviewer(pool, `chaos-reviewer-${worker}`);
        workers.push(runOperator({ call, random, login, done }));
      } else
        workers.push(
          runCustomer({
            call,
            random,
            worker,
            codeFor: liveCopies.codeFor,
            establishPayee: (cardId) => establishPayee(pool, cardId),
            done,
          }),
        );
    }
    const faultRandom = prng(config.seed, 'faults');
    const plan = planFaults(faultRandom, config.kills, redis !== null);
    let workersFinished = false;
    const faults: Promise<FaultCounts> = runFaults(
      plan,
      faultRandom,
      { copies, postgres, redis, log: say },
      progress,
      () => workersFinished,
    );
    await Promise.all(workers);
    workersFinished = true;
    clearInterval(report);
    const counts = await faults;
    await Promise.all(writers.map((writer) => writer.close()));
    say(
      `chaos: ${ops} ops in ${Math.round((Date.now() - started) / 1000)} s; letting the copies settle`,
    );
    if (ops < config.ops)
      say(
        `chaos: the ${config.minutes}-minute budget (CHAOS_MINUTES) ran out before ${config.ops} ops`,
      );
    // Every copy up again, and time for the outbox relay to announce what a crash left.
    await copies.settle();
    await sleep(8_000);
    const records = await readRequestLogs(logFiles);
    const violations = await checkRun(pool, records);
    await pool.end();
    for (const violation of violations.slice(0, 200))
      say(`VIOLATION ${violation.rule}: ${violation.detail}`);
    if (violations.length > 200) say(`... and ${violations.length - 200} more`);
    say(`chaos: logs and server output kept in ${dir}`);
    say(summaryLine({ ops, ...counts, violations: violations.length, seed: config.seed }));
    return violations.length === 0 ? 0 : 1;
  } finally {
    await stopAll();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
