import type { TestApp } from '../test-app.ts';

/** Tables that a refused request may legitimately touch (sessions seen, counters, logs, caches). */
const VOLATILE = new Set([
  'sessions',
  'operator_sessions',
  'auth_throttles',
  'outbox_messages',
  'candles',
  'candle_ranges',
  '__drizzle_migrations',
]);

/**
 * Columns of delivery bookkeeping, written after the request that made the row has answered:
 * an event is marked announced in a batch some milliseconds later (lib/events/event-outbox.ts).
 */
const VOLATILE_COLUMNS: Record<string, string[]> = { customer_events: ['announced_at'] };

/**
 * A checksum of every row of every table but the volatile ones: two equal fingerprints
 * mean nothing a customer owns (money, orders, lists, files, reviews) changed in between.
 */
export const dbFingerprint = async (t: TestApp): Promise<Record<string, string>> => {
  const { rows } = await t.database.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { table_name: table } of rows) {
    if (VOLATILE.has(table) || table.includes('throttle') || table.includes('rate_limit')) continue;
    const volatile = VOLATILE_COLUMNS[table];
    const row = volatile ? `(to_jsonb(r) - '{${volatile.join(',')}}'::text[])::text` : 'r::text';
    const result = await t.database.pool.query<{ sum: string | null }>(
      `SELECT md5(string_agg(${row}, '|' ORDER BY ${row})) AS sum FROM "${table}" r`,
    );
    fingerprint[table] = result.rows[0]?.sum ?? 'empty';
  }
  return fingerprint;
};
