import type { Database } from './client.ts';

/**
 * A statement run by the driver alone, which PostgreSQL parses and plans once per
 * connection: for the few reads and writes on the path of every order. There drizzle's
 * query building cost about 100 µs of CPU a call, four to five times the driver's own
 * (measured on this project's queries); elsewhere drizzle's clarity is worth it.
 * Rows come as the driver gives them: column names, NUMERIC as text, timestamps as Date.
 */
export const preparedStatement =
  <Row extends Record<string, unknown>>(name: string, text: string) =>
  async (db: Database, values: unknown[]): Promise<Row[]> =>
    (await db.$client.query<Row>({ name, text, values })).rows;
