import type { TestApp } from '../test-app.ts';

type Reviewed = 'deposits' | 'withdrawals' | 'kyc_submissions' | 'chain_transfers';

/**
 * The version a console screen would show for a record now: decisions must send it (a
 * decision on a changed record is refused), so tests about something else send the current one.
 */
export const currentVersion = async (t: TestApp, table: Reviewed, id: number): Promise<number> => {
  const { rows } = await t.database.pool.query<{ version: number }>(
    `SELECT version FROM ${table} WHERE id = $1`,
    [id],
  );
  return rows[0]?.version ?? 1;
};
