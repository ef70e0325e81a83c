import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowFrom, rowToJson } from '../../db/row-json.ts';
import { customerEvents, fills, orders } from '../../db/schema/index.ts';
import { ledgerFailure } from '../../ledger/entries.ts';
import type { FillRow, NewOrder, OrderRow } from './trading.repository.ts';

/**
 * The calls of the one fill path (db/functions: `execute_fill`, `trade_buy_at_once`,
 * `trade_buy_batch`) and the rows they take and answer as JSON: keyed by column name, numbers
 * as text. A failure the ledger raises comes back as its DomainError (ledgerFailure).
 */

export type NewFill = typeof fills.$inferInsert;
export type CustomerEventRow = typeof customerEvents.$inferSelect;

export const orderToJson = (values: Partial<NewOrder>) => rowToJson(orders, values);
export const orderFromJson = (json: Record<string, unknown>): OrderRow => rowFrom(orders, json);
export const fillToJson = (values: Partial<NewFill>) => rowToJson(fills, values);
export const fillFromJson = (json: Record<string, unknown>): FillRow => rowFrom(fills, json);
export const customerEventFromJson = (json: Record<string, unknown>): CustomerEventRow =>
  rowFrom(customerEvents, json);

const answerOf = async <T>(run: () => Promise<{ rows: T[] }>): Promise<T | undefined> => {
  try {
    return (await run()).rows[0];
  } catch (error) {
    throw ledgerFailure(error);
  }
};

/** `execute_fill` with its one JSON argument; answers what it executed. */
export const callExecuteFill = async <T>(tx: Executor, argument: object): Promise<T | undefined> =>
  (
    await answerOf(() =>
      tx.execute<{ executed: T }>(sql`
        SELECT execute_fill(${JSON.stringify(argument)}::jsonb) AS executed`),
    )
  )?.executed;

/** `trade_buy_at_once` with its four JSON arguments (the claim may be null). */
export const callBuyAtOnce = async <T>(
  db: Executor,
  call: { order: object; fill: object; entry: object; claim: object | null },
): Promise<T | undefined> =>
  (
    await answerOf(() =>
      db.execute<{ bought: T }>(sql`
        SELECT trade_buy_at_once(${JSON.stringify(call.order)}::jsonb,
          ${JSON.stringify(call.fill)}::jsonb, ${JSON.stringify(call.entry)}::jsonb,
          ${call.claim && JSON.stringify(call.claim)}::jsonb) AS bought`),
    )
  )?.bought;

/** `trade_buy_batch`: many buys at once and the accounts they touch, locked in one order. */
export const callBuyBatch = async <T>(
  db: Executor,
  calls: readonly object[],
  accounts: object,
): Promise<T[] | undefined> =>
  (
    await answerOf(() =>
      db.execute<{ answers: T[] }>(sql`
        SELECT trade_buy_batch(${JSON.stringify(calls)}::jsonb,
          ${JSON.stringify(accounts)}::jsonb) AS answers`),
    )
  )?.answers;
