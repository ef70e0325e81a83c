import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { dashboardStatsOf } from './dashboard.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.app.close();
});

describe("the dashboard's days are the platform's (New York)", () => {
  it('at 02:00 UTC on a Monday, sign-ups at 01:00 UTC count for Sunday and at 04:30 UTC on Sunday for Saturday', async () => {
    const [before] = (
      await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers`)
    ).rows;
    // 01:00 UTC on 9 March is 21:00 on Sunday 8 March in New York (daylight time from 07:00 UTC).
    await t.database.db.execute(sql`
      INSERT INTO customers (uid, email, password_hash, nickname, invite_code, created_at)
      VALUES ('dst-evening', 'dst-evening@example.com', 'x', 'evening', 'DSTEVE', '2026-03-09T01:00:00Z'),
             ('dst-night', 'dst-night@example.com', 'x', 'night', 'DSTNIG', '2026-03-08T04:30:00Z')`);
    const stats = await dashboardStatsOf(t.database.db, new Date('2026-03-09T02:00:00Z'));
    const days = stats.last30Days;
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.day).toBe('2026-03-08');
    // 04:30 UTC on 8 March is 23:30 on 7 March there, still on standard time.
    expect(days.find((d) => d.day === '2026-03-08')?.newCustomers).toBe(1);
    expect(days.find((d) => d.day === '2026-03-07')?.newCustomers).toBe(1);
    expect(stats.customers.total).toBe((before?.n ?? 0) + 2);
  });
});
