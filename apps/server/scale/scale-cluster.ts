import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startEmbeddedDatabase } from '../src/db/embedded.ts';
import { freePort } from '../src/lib/net/free-port.ts';
import { ensureHaproxy, startHaproxy, type Backend } from './haproxy.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const waitFor = async (what: string, ready: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} not ready after ${timeoutMs} ms`);
};

export interface Copy extends Backend {
  child: ChildProcess | undefined;
  output: string;
}

/**
 * Everything the scale test runs: a throw-away database (on TEST_DATABASE_URL's server, or an
 * embedded PostgreSQL), its own redis-server (so that no other run's channels or counters
 * meet this one's), three server copies and HAProxy. `stop` ends all of it and is safe to
 * call twice, also halfway through `start`.
 */
export class ScaleCluster {
  readonly copies: Copy[] = [];
  balancerPort = 0;
  databaseUrl = '';
  redisUrl = '';
  /** HAProxy's own warnings (servers going down and up), for a failed check to show. */
  balancerLog = '';
  private readonly directory = mkdtempSync(path.join(os.tmpdir(), 'scale-test-'));
  private readonly children: ChildProcess[] = [];
  private cleanups: (() => Promise<void>)[] = [];

  constructor(
    private readonly env: Record<string, string>,
    private readonly log: (message: string) => void,
  ) {}

  async start(names: readonly string[]): Promise<void> {
    const haproxy = ensureHaproxy(this.log);
    await this.startDatabase();
    await this.startRedis();
    for (const name of names)
      this.copies.push({ name, port: await freePort(), child: undefined, output: '' });
    // The first copy migrates and seeds alone; the others then find it all done.
    const [first, ...rest] = this.copies;
    if (first) await this.startCopy(first);
    await Promise.all(rest.map((copy) => this.startCopy(copy)));
    this.balancerPort = await freePort();
    const balancer = startHaproxy(haproxy, this.directory, this.balancerPort, this.copies);
    this.children.push(balancer);
    balancer.stderr?.on('data', (chunk: Buffer) => {
      this.balancerLog = (this.balancerLog + chunk.toString()).slice(-20_000);
    });
    await waitFor(
      'haproxy',
      async () => (await fetch(`${this.base}/health/live`)).ok,
      20_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${this.balancerLog}`);
    });
    await this.waitBalanced();
    this.log(
      `haproxy on 127.0.0.1:${this.balancerPort} -> ${this.copies.map((c) => `${c.name}:${c.port}`).join(', ')}`,
    );
  }

  get base(): string {
    return `http://127.0.0.1:${this.balancerPort}/api/v1`;
  }

  get wsUrl(): string {
    return `ws://127.0.0.1:${this.balancerPort}/api/v1/ws`;
  }

  /** Until the balancer sends a request pinned to each live copy to that copy (health checks passed). */
  async waitBalanced(): Promise<void> {
    await waitFor(
      'every copy in the balancer',
      async () => {
        const served = await Promise.all(
          this.copies.map(async (copy) => {
            const response = await fetch(`${this.base}/health/live`, {
              headers: { 'x-scale-copy': copy.name },
            });
            return response.headers.get('x-served-by') === copy.name;
          }),
        );
        return served.every(Boolean);
      },
      30_000,
    );
  }

  /** SIGKILL, as a crash: no graceful shutdown, no last announcements. */
  async kill(name: string): Promise<void> {
    const copy = this.copies.find((c) => c.name === name);
    const child = copy?.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async restart(name: string): Promise<void> {
    const copy = this.copies.find((c) => c.name === name);
    if (!copy) throw new Error(`no copy ${name}`);
    await this.startCopy(copy);
    await this.waitBalanced();
  }

  async stop(): Promise<void> {
    for (const child of this.children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(
      this.children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) resolve(undefined);
            else child.once('exit', resolve);
          }),
      ),
    );
    const cleanups = this.cleanups.reverse();
    this.cleanups = [];
    for (const cleanup of cleanups)
      await cleanup().catch((error: unknown) => this.log(String(error)));
    rmSync(this.directory, { recursive: true, force: true });
  }

  private async startDatabase(): Promise<void> {
    const external = process.env.TEST_DATABASE_URL;
    if (external) {
      const name = `scale_${Date.now().toString(36)}`;
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: external });
        await client.connect();
        try {
          await client.query(statement);
        } finally {
          await client.end();
        }
      };
      await admin(`CREATE DATABASE ${name}`);
      this.cleanups.push(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      const url = new URL(external);
      url.pathname = `/${name}`;
      this.databaseUrl = url.toString();
      this.log('database: a throw-away database on TEST_DATABASE_URL');
      return;
    }
    const embedded = await startEmbeddedDatabase(path.join(this.directory, 'pg'), {
      info: () => undefined,
      warn: this.log,
    });
    this.cleanups.push(() => embedded.stop());
    this.databaseUrl = embedded.url;
    this.log('database: embedded PostgreSQL');
  }

  private async startRedis(): Promise<void> {
    const port = await freePort();
    const redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.children.push(redis);
    const spawned = await new Promise<boolean>((resolve) => {
      redis.once('error', () => resolve(false));
      redis.once('spawn', () => resolve(true));
    });
    if (!spawned)
      throw new Error('redis-server is not installed: `apt-get install -y redis-server`');
    this.redisUrl = `redis://127.0.0.1:${port}`;
    await waitFor(
      'redis',
      () =>
        new Promise((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          });
          socket.once('error', () => resolve(false));
        }),
      10_000,
    );
  }

  private async startCopy(copy: Copy): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DEMO_DATA: '0',
        CANDLE_WARMUP: '0',
        MARKETS_ALWAYS_OPEN: '1',
        ADMIN_PASSWORD: 'scale-admin-password',
        ...this.env,
        HOST: '127.0.0.1',
        PORT: String(copy.port),
        DATABASE_URL: this.databaseUrl,
        REDIS_URL: this.redisUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.push(child);
    copy.child = child;
    copy.output = '';
    const keep = (chunk: Buffer) => {
      // The tail is enough to say why a copy failed.
      copy.output = (copy.output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) =>
        reject(new Error(`copy ${copy.name} exited with ${code}:\n${copy.output}`)),
      ),
    );
    exited.catch(() => undefined);
    await Promise.race([
      exited,
      waitFor(
        `copy ${copy.name}`,
        async () => (await fetch(`http://127.0.0.1:${copy.port}/api/v1/health/ready`)).ok,
        // A loaded machine (a shared CI runner) can take minutes to load tsx and the app.
        300_000,
      ),
    ]);
    this.log(`copy ${copy.name} ready on 127.0.0.1:${copy.port}`);
  }
}
