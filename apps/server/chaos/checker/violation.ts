import type pg from 'pg';

export interface Violation {
  rule: string;
  detail: string;
}

/**
 * A rule as a query: each row it returns is one violation, told by its `detail` column. A
 * query may name `$1`: the ids of the run's customers.
 */
export interface SqlRule {
  rule: string;
  query: string;
}

export const runSqlRules = async (
  pool: pg.Pool,
  rules: SqlRule[],
  customers: number[],
): Promise<Violation[]> => {
  const violations: Violation[] = [];
  for (const { rule, query } of rules) {
    const result = await pool.query<{ detail: string }>(
      query,
      query.includes('$1') ? [customers] : [],
    );
    for (const row of result.rows) violations.push({ rule, detail: row.detail });
  }
  return violations;
};
