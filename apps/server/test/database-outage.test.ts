import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-app.ts';
import { spawnServer, stopServer, type ServerProcess } from './support/server-process.ts';
import { adminQuery } from './test-server.ts';

/**
 * The real server process on its own test database, while PostgreSQL drops its connections
 * (pg_terminate_backend, as a failover or an operator does) or refuses new ones.
 */
describe('the server when PostgreSQL drops or refuses its connections', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let databaseName = '';
  let server: ServerProcess;

  // Through the maintenance database: the test database may be refusing connections.
  const adminUrl = () => database.url.replace(`/${databaseName}`, '/postgres');
  const terminateAll = () =>
    adminQuery(adminUrl(), [
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = '${databaseName}' AND pid <> pg_backend_pid()`,
    ]);

  beforeAll(async () => {
    database = await createTestDatabase();
    // The server opens its own pool: the harness's must not hold connections of its own.
    await database.close();
    databaseName = new URL(database.url).pathname.slice(1);
    server = await spawnServer({
      DATABASE_URL: database.url,
      RATE_LIMIT_PER_MINUTE: '100000',
      SESSION_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    });
  }, 120_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    // Connections may have been refused by the readiness test: leave the database usable.
    if (databaseName)
      await adminQuery(adminUrl(), [`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`]).catch(
        () => undefined,
      );
  });

  const alive = () => server.child.exitCode === null && server.child.signalCode === null;

  it('stays up through terminated backends: every answer is 200 or 503 with Retry-After, then 200', async () => {
    let stop = false;
    const statuses: number[] = [];
    const bad: string[] = [];
    // Eight clients keep database-backed requests in flight.
    const worker = async () => {
      while (!stop) {
        const response = await fetch(`${server.base}/currency`).catch((error: unknown) => {
          bad.push(`fetch failed: ${String(error)}`);
          return undefined;
        });
        if (!response) continue;
        statuses.push(response.status);
        if (response.status === 503 && response.headers.get('retry-after') === null)
          bad.push('503 without Retry-After');
        if (response.status === 503) {
          const body = (await response.json()) as { code: string };
          if (body.code !== 'SERVICE_UNAVAILABLE') bad.push(`503 with code ${body.code}`);
        } else await response.arrayBuffer();
        if (response.status !== 200 && response.status !== 503) bad.push(`${response.status}`);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    for (let round = 0; round < 6; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await terminateAll();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop = true;
    await Promise.all(workers);

    expect(alive(), server.output().slice(-2000)).toBe(true);
    expect(bad, server.output().slice(-3000)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(20);
    const after = await fetch(`${server.base}/currency`);
    expect(after.status).toBe(200);
    expect(alive()).toBe(true);
  }, 60_000);

  it('is live always, ready only while PostgreSQL answers', async () => {
    const ready = () => fetch(`${server.base}/health/ready`);
    const first = await ready();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { ready: true } });

    const admin = adminUrl();
    await adminQuery(admin, [`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`]);
    try {
      await terminateAll();
      const down = await ready();
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).not.toBeNull();
      expect(((await down.json()) as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
      const live = await fetch(`${server.base}/health/live`);
      expect(live.status).toBe(200);
      // An ordinary request is refused the same way, not with a 500.
      const currency = await fetch(`${server.base}/currency`);
      expect(currency.status).toBe(503);
    } finally {
      await adminQuery(admin, [`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`]);
    }
    const back = await ready();
    expect(back.status).toBe(200);
    expect(alive()).toBe(true);
  }, 30_000);

  it('logs a failed query without its SQL parameters, the body or the password', async () => {
    const marker = `leak-${Date.now()}`;
    // A broken table makes the login's queries fail with a 500 (a drizzle error carries the SQL).
    await adminQuery(database.url, ['ALTER TABLE customers RENAME TO customers_away']);
    try {
      const response = await fetch(`${server.base}/member/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${marker}-token` },
        body: JSON.stringify({ mail: `${marker}@example.com`, password: `${marker}-password` }),
      });
      expect(response.status).toBe(500);
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await adminQuery(database.url, ['ALTER TABLE customers_away RENAME TO customers']);
    }
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('request failed'));
    expect(lines.length).toBeGreaterThan(0);
    const leaked = server
      .output()
      .split('\n')
      .filter((line) => line.includes(marker) || line.includes('params:'));
    expect(leaked.map((line) => line.slice(0, 300))).toEqual([]);
  }, 30_000);
});
