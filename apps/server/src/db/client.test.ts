import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { adminQuery } from '../../test/test-server.ts';
import { connectDatabase, type DatabaseHandle } from './client.ts';

/**
 * A checked-out client whose backend is terminated emits 'error' on itself; without a listener
 * that event ends the process ("Unhandled 'error' event ... Connection terminated").
 */
describe('connectDatabase when PostgreSQL terminates a connection', () => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  it('survives a terminated checked-out client, logs it once without SQL, and reconnects', async () => {
    const database = await createTestDatabase();
    handles.push(database);
    const lost: { code?: string; message: string }[] = [];
    const handle = connectDatabase(database.url, 2, (error) => lost.push(error));
    handles.push(handle);

    const client = await handle.pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pid = rows[0]?.pid;
    await adminQuery(database.url, [`SELECT pg_terminate_backend(${String(pid)})`]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Given back broken: the pool drops it rather than lending it out again.
    client.release();

    expect(lost).toHaveLength(1);
    expect(lost[0]?.code).toBe('57P01');
    const [row] = (await handle.db.execute<{ one: number }>(sql`SELECT 1 AS one`)).rows;
    expect(row?.one).toBe(1);
  });
});
