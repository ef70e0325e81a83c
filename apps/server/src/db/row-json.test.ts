import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { rowFrom, rowToJson } from './row-json.ts';
import { fills } from './schema/index.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('rows through JSON', () => {
  it('keeps every digit of a decimal that a float could not hold, and reads dates and ids', async () => {
    // A binary float would answer 1234567890123.1235 and 100000000000000000000.
    const result = await database.db.execute<{ row: Record<string, unknown> }>(sql`
      SELECT row_json_exact(jsonb_build_object(
        'id', 9007199254740991::bigint,
        'price', 1234567890123.12345678::numeric,
        'quantity', 100000000000000000001::numeric,
        'price_source', 'simulated',
        'quote_time', '2026-11-22T10:00:00.123Z'::timestamptz)) AS row`);
    const row = rowFrom(fills, result.rows[0]?.row ?? {});
    expect(row).toMatchObject({
      id: 9007199254740991,
      price: '1234567890123.12345678',
      quantity: '100000000000000000001',
      priceSource: 'simulated',
      quoteTime: new Date('2026-11-22T10:00:00.123Z'),
      fee: null,
    });
  });

  it('names the columns a database function populates its record from', () => {
    expect(rowToJson(fills, { price: '1.5', priceSource: 'feed', filledAt: new Date(0) })).toEqual({
      price: '1.5',
      price_source: 'feed',
      filled_at: new Date(0),
    });
  });
});
