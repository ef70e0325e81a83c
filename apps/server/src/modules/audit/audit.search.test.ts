import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { searchAudit } from './audit.search.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // 02:00 UTC on 16 January is 21:00 on 15 January in New York, the platform's day.
  await t.database.db.insert(auditLog).values({
    actor: 'system:test',
    action: 'kernel.day-boundary',
    subjectType: 'test',
    subjectId: '1',
    createdAt: new Date('2026-01-16T02:00:00Z'),
  });
});
afterAll(async () => {
  await t?.app.close();
});

const found = async (from: string, to: string) =>
  (
    await searchAudit(t.database.db, {
      action: 'kernel.day-boundary',
      from,
      to,
      page: 1,
      pageSize: 10,
    })
  ).items.length;

describe('audit search by day', () => {
  it("finds a record of 02:00 UTC under the previous day, the platform's day in New York", async () => {
    expect(await found('2026-01-15', '2026-01-15')).toBe(1);
    expect(await found('2026-01-16', '2026-01-16')).toBe(0);
  });
});
